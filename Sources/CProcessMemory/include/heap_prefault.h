#ifndef FLASHZILLA_HEAP_PREFAULT_H
#define FLASHZILLA_HEAP_PREFAULT_H

#include <stddef.h>

/// Grows the heap by about `bytes` at once and has another thread fault those pages in
/// while the caller fills them (a fresh process otherwise takes one page fault per 4 KB
/// it touches). Returns how many bytes are being faulted in (0: nothing was done).
size_t fz_heap_prefault_begin(size_t bytes);

/// Puts malloc's settings back to their defaults once the big load is over.
void fz_heap_prefault_end(void);

/// Hands every arena's free pages back to the system (glibc's `malloc_trim(0)`): memory a
/// thread freed stays with that thread's arena, and another thread cannot reuse it.
void fz_heap_return_freed(void);

/// Has threads started from now on share the arenas there are (glibc's `M_ARENA_MAX` of 1)
/// instead of each taking its own, whose freed memory no other thread can reuse.
void fz_heap_share_arenas(void);

#endif
