/* Preloaded by scripts/bench-instructions so that a program counted under valgrind can start processes
   (the git that `check` and `check --since` run). Foundation's Process asks posix_spawn to close every
   descriptor up to the highest in /proc/self/fd; under valgrind that includes valgrind's own, which lie
   above the limit it gives the program, and glibc refuses to close those (EBADF): the spawn fails and the
   command runs as if git were missing. Valgrind keeps its descriptors out of the child itself. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <spawn.h>
#include <sys/resource.h>

int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *actions, int fd) {
    static int (*next)(posix_spawn_file_actions_t *, int);
    if (!next) next = (int (*)(posix_spawn_file_actions_t *, int))dlsym(RTLD_NEXT, "posix_spawn_file_actions_addclose");
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && (rlim_t)fd >= limit.rlim_cur) return 0;
    return next(actions, fd);
}
