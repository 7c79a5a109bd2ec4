/* The floor of `modgen generate`: a bare writer that recreates a finished tree from
 * memory with nothing but mkdir, open(O_CREAT | O_EXCL), write and close: no stat, no
 * modes or times, no fsync, no reading of a source tree.
 *
 *   bare_writer pack TREE PACK   walk TREE once (names sorted) and write PACK: every
 *                                folder, then every file with its bytes
 *   bare_writer write PACK DEST  read PACK into memory, then create its folders and
 *                                files under DEST (an existing empty folder)
 *   bare_writer files TREE LIST  write LIST: the paths of TREE's files (relative, one a
 *                                line, in byte order), but those of modgen's own records
 *                                (`.modgen/`)
 *   bare_writer stat LIST TREE   lstat every path of LIST below TREE, once each, on two
 *                                threads: the floor of a no-op regenerate, which must
 *                                look at every file it wrote (fails unless each is a
 *                                regular file)
 *
 * PACK is text headers with raw bytes: `D <length>\n<path>\n` per folder (parents
 * first), then `F <length> <size>\n<path>\n<bytes>` per file; paths are relative.
 * Only folders and regular files are packed: anything else in TREE is an error.
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <pthread.h>
#include <stdatomic.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void fail(const char *what, const char *path) {
    fprintf(stderr, "bare_writer: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

struct list {
    char **items;
    size_t count, capacity;
};

static void add(struct list *list, char *item) {
    if (list->count == list->capacity) {
        list->capacity = list->capacity ? list->capacity * 2 : 1024;
        list->items = realloc(list->items, list->capacity * sizeof *list->items);
        if (!list->items) fail("out of memory", "");
    }
    list->items[list->count++] = item;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *joined(const char *folder, const char *name) {
    size_t length = strlen(folder) + strlen(name) + 2;
    char *path = malloc(length);
    if (!path) fail("out of memory", name);
    if (*folder) snprintf(path, length, "%s/%s", folder, name);
    else snprintf(path, length, "%s", name);
    return path;
}

/* Appends the folders and files under TREE/relative (sorted, folders before their contents). */
static void walk(const char *tree, const char *relative, struct list *folders, struct list *files) {
    char *full = joined(tree, relative);
    DIR *dir = opendir(full);
    if (!dir) fail("cannot open", full);
    struct list names = {0};
    struct dirent *entry;
    while ((entry = readdir(dir))) {
        if (strcmp(entry->d_name, ".") && strcmp(entry->d_name, "..")) add(&names, strdup(entry->d_name));
    }
    closedir(dir);
    qsort(names.items, names.count, sizeof *names.items, by_name);
    for (size_t i = 0; i < names.count; i++) {
        char *path = joined(relative, names.items[i]);
        char *at = joined(tree, path);
        struct stat info;
        if (lstat(at, &info) != 0) fail("cannot stat", at);
        if (S_ISDIR(info.st_mode)) {
            add(folders, path);
            walk(tree, path, folders, files);
        } else if (S_ISREG(info.st_mode)) {
            add(files, path);
        } else {
            errno = EINVAL;
            fail("neither a folder nor a regular file:", at);
        }
        free(at);
        free(names.items[i]);
    }
    free(names.items);
    free(full);
}

static int pack(const char *tree, const char *output) {
    struct list folders = {0}, files = {0};
    walk(tree, "", &folders, &files);
    FILE *out = fopen(output, "wb");
    if (!out) fail("cannot create", output);
    for (size_t i = 0; i < folders.count; i++) fprintf(out, "D %zu\n%s\n", strlen(folders.items[i]), folders.items[i]);
    for (size_t i = 0; i < files.count; i++) {
        char *at = joined(tree, files.items[i]);
        FILE *in = fopen(at, "rb");
        if (!in) fail("cannot open", at);
        struct stat info;
        if (fstat(fileno(in), &info) != 0) fail("cannot stat", at);
        size_t size = (size_t)info.st_size;
        char *bytes = malloc(size ? size : 1);
        if (!bytes || fread(bytes, 1, size, in) != size) fail("cannot read", at);
        fclose(in);
        fprintf(out, "F %zu %zu\n%s\n", strlen(files.items[i]), size, files.items[i]);
        fwrite(bytes, 1, size, out);
        free(bytes);
        free(at);
    }
    if (fclose(out) != 0) fail("cannot write", output);
    return 0;
}

/* Reads the whole pack; the timed work starts from these bytes in memory. */
static char *slurp(const char *path, size_t *size) {
    int descriptor = open(path, O_RDONLY);
    if (descriptor < 0) fail("cannot open", path);
    struct stat info;
    if (fstat(descriptor, &info) != 0) fail("cannot stat", path);
    *size = (size_t)info.st_size;
    char *bytes = malloc(*size + 1);
    if (!bytes) fail("out of memory", path);
    size_t done = 0;
    while (done < *size) {
        ssize_t count = read(descriptor, bytes + done, *size - done);
        if (count <= 0) fail("cannot read", path);
        done += (size_t)count;
    }
    close(descriptor);
    bytes[*size] = 0;
    return bytes;
}

static int write_tree(const char *input, const char *destination) {
    size_t size;
    char *bytes = slurp(input, &size);
    if (chdir(destination) != 0) fail("cannot enter", destination);
    char *at = bytes, *end = bytes + size;
    while (at < end) {
        char kind = *at;
        char *next;
        size_t length = strtoul(at + 2, &next, 10), data = 0;
        if (kind == 'F') data = strtoul(next + 1, &next, 10);
        char *path = next + 1;
        path[length] = 0; /* the newline after the path */
        at = path + length + 1;
        if (kind == 'D') {
            if (mkdir(path, 0777) != 0) fail("cannot create folder", path);
        } else if (kind == 'F') {
            int descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (descriptor < 0) fail("cannot create", path);
            for (size_t written = 0; written < data;) {
                ssize_t count = write(descriptor, at + written, data - written);
                if (count < 0) fail("cannot write", path);
                written += (size_t)count;
            }
            if (close(descriptor) != 0) fail("cannot close", path);
            at += data;
        } else {
            errno = EINVAL;
            fail("not a pack:", input);
        }
    }
    return 0;
}

static int list_files(const char *tree, const char *output) {
    struct list folders = {0}, files = {0};
    walk(tree, "", &folders, &files);
    qsort(files.items, files.count, sizeof *files.items, by_name);
    FILE *out = fopen(output, "wb");
    if (!out) fail("cannot create", output);
    for (size_t i = 0; i < files.count; i++) {
        if (strncmp(files.items[i], ".modgen/", 8) != 0) fprintf(out, "%s\n", files.items[i]);
    }
    if (fclose(out) != 0) fail("cannot write", output);
    return 0;
}

/* The paths to lstat, from TREE's open folder (as modgen's no-op does); the two threads take
 * runs of `RUN` paths in turn, so neither is left with the slower half of the tree. */
enum { RUN = 128 };
static struct {
    char **paths;
    size_t count;
    int folder;
    atomic_size_t next;
    atomic_int failed;
} statting;

static void *stat_runs(void *unused) {
    (void)unused;
    for (;;) {
        size_t first = atomic_fetch_add(&statting.next, RUN);
        if (first >= statting.count) return NULL;
        size_t end = first + RUN < statting.count ? first + RUN : statting.count;
        for (size_t i = first; i < end; i++) {
            struct stat info;
            if (fstatat(statting.folder, statting.paths[i], &info, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(info.st_mode)) {
                if (!atomic_exchange(&statting.failed, 1)) fprintf(stderr, "bare_writer: not a regular file: %s\n", statting.paths[i]);
                return NULL;
            }
        }
    }
}

static int stat_tree(const char *input, const char *tree) {
    size_t size;
    char *bytes = slurp(input, &size);
    struct list paths = {0};
    for (char *at = bytes, *end; (end = strchr(at, '\n')); at = end + 1) {
        *end = 0;
        add(&paths, at);
    }
    statting.paths = paths.items;
    statting.count = paths.count;
    statting.folder = open(tree, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (statting.folder < 0) fail("cannot open", tree);
    pthread_t other;
    if (pthread_create(&other, NULL, stat_runs, NULL) != 0) fail("cannot start a thread for", tree);
    stat_runs(NULL);
    pthread_join(other, NULL);
    return atomic_load(&statting.failed);
}

int main(int argc, char **argv) {
    if (argc == 4 && !strcmp(argv[1], "pack")) return pack(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "write")) return write_tree(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "files")) return list_files(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "stat")) return stat_tree(argv[2], argv[3]);
    fprintf(stderr, "usage: bare_writer pack TREE PACK | write PACK DEST | files TREE LIST | stat LIST TREE\n");
    return 2;
}
