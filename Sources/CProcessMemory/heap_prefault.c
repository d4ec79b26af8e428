#define _GNU_SOURCE
#include "heap_prefault.h"

#ifdef __linux__

#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif

/* glibc's documented defaults (mallopt(3)). */
enum { default_top_pad = 128 * 1024, default_mmap_threshold = 128 * 1024 };

static struct {
    char *start;
    size_t length;
} range;

/* Whether begin changed malloc's settings (end puts them back only then: setting them at
   all turns off glibc's own adjustment of the mmap threshold). */
static int settings_changed;

static void *populate(void *unused) {
    (void)unused;
    /* Faults the pages in as a write would, without changing what they hold: safe while
       the main thread is already allocating from them. An older kernel refuses: no harm. */
    madvise(range.start, range.length, MADV_POPULATE_WRITE);
    return NULL;
}

size_t fz_heap_prefault_begin(size_t bytes) {
    long page = sysconf(_SC_PAGESIZE);
    if (bytes < (size_t)(4 * 1024 * 1024) || page <= 0) return 0;
    /* Large arrays come from the heap too (not a mapping of their own), so they are
       among the pages faulted in; the heap grows by `bytes` at its next growth. */
    settings_changed = 1;
    mallopt(M_MMAP_THRESHOLD, 64 * 1024 * 1024);
    mallopt(M_TOP_PAD, (int)(bytes > (size_t)1 << 30 ? (size_t)1 << 30 : bytes));
    char *before = sbrk(0);
    void *blocks[16];
    int taken = 0;
    while (taken < 16) {
        blocks[taken] = malloc(96 * 1024);
        if (blocks[taken] == NULL) break;
        taken += 1;
        if ((char *)sbrk(0) != before) break;
    }
    for (int i = 0; i < taken; i++) free(blocks[i]);
    char *end = sbrk(0);
    uintptr_t start = ((uintptr_t)before + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
    if (before == (char *)-1 || end == (char *)-1 || (uintptr_t)end <= start) return 0;
    range.start = (char *)start;
    range.length = (uintptr_t)end - start;
    pthread_t thread;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return 0;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int failed = pthread_create(&thread, &attributes, populate, NULL);
    pthread_attr_destroy(&attributes);
    return failed ? 0 : range.length;
}

void fz_heap_prefault_end(void) {
    if (!settings_changed) return;
    settings_changed = 0;
    mallopt(M_TOP_PAD, default_top_pad);
    mallopt(M_MMAP_THRESHOLD, default_mmap_threshold);
}

#else  /* glibc's malloc and madvise are Linux's: elsewhere nothing is done. */

size_t fz_heap_prefault_begin(size_t bytes) { (void)bytes; return 0; }
void fz_heap_prefault_end(void) {}

#endif
