/* The Xcode baseline of scripts/bench: read each file and pull every node from it with libxml2's
   xmlTextReader (element names, attributes and their values, positions), doing nothing else. Takes
   any number of files, so a whole history is one process. Prints the number of nodes and attributes. */
#include <libxml/xmlreader.h>
#include "read-file.h"

static int read_file(const char *path, long *nodes) {
    size_t size;
    unsigned char *buffer = read_whole_file(path, &size);
    if (!buffer) return 0;

    xmlTextReaderPtr reader = xmlReaderForMemory((const char *)buffer, (int)size, path, NULL, XML_PARSE_NONET);
    if (!reader) return 0;
    int status;
    long lines = 0;
    while ((status = xmlTextReaderRead(reader)) == 1) {
        (*nodes)++;
        lines += xmlTextReaderGetParserLineNumber(reader);
        if (xmlTextReaderNodeType(reader) != XML_READER_TYPE_ELEMENT) continue;
        while (xmlTextReaderMoveToNextAttribute(reader) == 1) {
            (*nodes)++;
            if (!xmlTextReaderConstName(reader) || !xmlTextReaderConstValue(reader)) return 0;
        }
        xmlTextReaderMoveToElement(reader);
    }
    xmlFreeTextReader(reader);
    free(buffer);
    if (status != 0) {
        fprintf(stderr, "%s: not well-formed\n", path);
        return 0;
    }
    return lines >= 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE...\n", argv[0]);
        return 2;
    }
    long nodes = 0;
    for (int i = 1; i < argc; i++) {
        if (!read_file(argv[i], &nodes)) return 2;
    }
    xmlCleanupParser();
    printf("%ld nodes and attributes\n", nodes);
    return 0;
}
