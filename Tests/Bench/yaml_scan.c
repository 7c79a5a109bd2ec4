/*
 * yaml_scan: the floor for loading a spec. A bare libyaml event loop over a
 * file (parse every event until STREAM_END, delete it, keep nothing), then
 * the event count on stdout. Whatever modgen does to load a spec includes this
 * work but libyaml's reader decoding the file (modgen hands libyaml its input
 * decoded: PreparedInput), so its time is the floor loading is measured against.
 *
 * Built by Tests/Bench/bench.sh:
 *   cc -O2 -o yaml_scan yaml_scan.c $(pkg-config --cflags --libs yaml-0.1)
 */
#include <stdio.h>
#include <yaml.h>

static int scan(FILE *file, const char *path, unsigned long *events) {
    yaml_parser_t parser;
    yaml_event_t event;
    int done = 0;

    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "yaml_scan: cannot initialize the parser\n");
        return 1;
    }
    yaml_parser_set_input_file(&parser, file);
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: error: %s\n", path,
                    (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            yaml_parser_delete(&parser);
            return 1;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        *events += 1;
    }
    yaml_parser_delete(&parser);
    return 0;
}

int main(int argc, char **argv) {
    unsigned long events = 0;
    FILE *file;
    int status;

    if (argc != 2) {
        fprintf(stderr, "usage: yaml_scan FILE\n");
        return 2;
    }
    file = fopen(argv[1], "rb");
    if (file == NULL) {
        perror(argv[1]);
        return 1;
    }
    status = scan(file, argv[1], &events);
    fclose(file);
    if (status == 0) {
        printf("%lu events\n", events);
    }
    return status;
}
