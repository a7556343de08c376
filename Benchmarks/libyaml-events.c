/* The YAML baseline of scripts/bench: read each file and pull every libyaml event from it
   (yaml_parser_parse), doing nothing else. Takes any number of files, so a whole model folder is one
   process. Prints the number of events. */
#include <yaml.h>
#include "read-file.h"

static int read_file(const char *path, long *events) {
    size_t size;
    unsigned char *buffer = read_whole_file(path, &size);
    if (!buffer) return 0;

    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, size);
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
