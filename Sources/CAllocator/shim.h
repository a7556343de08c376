/* The C allocator's settings the command line makes (ProcessMemory.swift). glibc only: elsewhere the
   call does nothing. */
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif

/* Lets the heap grow `bytes` past each request instead of glibc's 128 KB (M_TOP_PAD). */
static inline void mapwright_set_heap_growth_step(int bytes) {
#if defined(__GLIBC__) && defined(M_TOP_PAD)
    mallopt(M_TOP_PAD, bytes);
#else
    (void)bytes;
#endif
}
