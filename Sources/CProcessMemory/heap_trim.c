#include "heap_prefault.h"

#ifdef __linux__
#include <malloc.h>
#endif

void fz_heap_return_freed(void) {
    // glibc's (malloc.h defines __GLIBC__ there); other C libraries have no such call.
#if defined(__linux__) && defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void fz_heap_share_arenas(void) {
#if defined(__linux__) && defined(__GLIBC__)
    mallopt(M_ARENA_MAX, 1);
#endif
}
