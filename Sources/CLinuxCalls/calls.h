#ifndef MODGEN_CLINUXCALLS_CALLS_H
#define MODGEN_CLINUXCALLS_CALLS_H
// glibc calls that Swift's Glibc module leaves out. Two (glibc declares them only under
// _GNU_SOURCE), declared here as glibc does, so that Swift calls them directly: looked up with
// dlsym instead, they were missing from a static executable, which has no symbol table to ask.
#ifdef __linux__
int syncfs(int fd);
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
// glibc's allocator settings (malloc.h, which the Glibc module leaves out): `HugePageRelaunch`
// pads the heap of a large run with M_TOP_PAD.
#include <malloc.h>
#endif
#endif
