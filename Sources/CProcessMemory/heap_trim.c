#include "heap_prefault.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void fz_heap_return_freed(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
