/* The YAML baseline of scripts/bench: read each file and pull every libyaml event from it
   (yaml_parser_parse), doing nothing else. Takes any number of files, so a whole model folder is one
   process. Prints the number of events. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static int read_file(const char *path, long *events) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        return 0;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *buffer = malloc((size_t)size);
    if (!buffer || fread(buffer, 1, (size_t)size, file) != (size_t)size) {
        fprintf(stderr, "cannot read %s\n", path);
        return 0;
    }
    fclose(file);

    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, (size_t)size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: syntax error: %s\n", path, parser.problem);
            return 0;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        (*events)++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buffer);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE...\n", argv[0]);
        return 2;
    }
    long events = 0;
    for (int i = 1; i < argc; i++) {
        if (!read_file(argv[i], &events)) return 2;
    }
    printf("%ld events\n", events);
    return 0;
}
