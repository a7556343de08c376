/* The C baselines of scripts/bench read each file whole before parsing it, as mapwright does. */
#include <stdio.h>
#include <stdlib.h>

/* The bytes of `path` in a buffer to free, and their count in `size`; NULL (with a message) on failure. */
static unsigned char *read_whole_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        return NULL;
    }
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *buffer = malloc((size_t)length + 1);
    if (!buffer || fread(buffer, 1, (size_t)length, file) != (size_t)length) {
        fprintf(stderr, "cannot read %s\n", path);
        fclose(file);
        free(buffer);
        return NULL;
    }
    fclose(file);
    *size = (size_t)length;
    return buffer;
}
