#define _GNU_SOURCE
// PCRE2 as the library runs it: the release inside the package, its functions prefixed (CPCRE2.h
// defines PCRE2_CODE_UNIT_WIDTH and includes that pcre2.h).
#include <CPCRE2.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "CBenchmarkSupport.h"

int cbench_jit_loop(const void *code, const uint8_t *bytes, const size_t *offsets, size_t count,
                    uint32_t options, void *match_data, void *match_context, size_t *valid,
                    size_t *partial) {
    size_t complete = 0, partials = 0;
    for (size_t i = 0; i < count; i++) {
        int rc = pcre2_jit_match((const pcre2_code *)code, bytes + offsets[i], offsets[i + 1] - offsets[i], 0,
                                 options, (pcre2_match_data *)match_data,
                                 (pcre2_match_context *)match_context);
        if (rc >= 0) {
            complete++;
        } else if (rc == PCRE2_ERROR_PARTIAL) {
            partials++;
        } else if (rc != PCRE2_ERROR_NOMATCH) {
            return rc;
        }
    }
    *valid = complete;
    *partial = partials;
    return 0;
}

// The counter interposes glibc's allocator entry points (glibc documents this as supported: "Replacing
// malloc"); each forwards to glibc's own implementation.
#if defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static atomic_bool counting;
static atomic_uint_fast64_t calls;

static inline void count_call(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count_call();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_call();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_call();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_call();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_call();
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    count_call();
    return __libc_memalign(alignment, size);
}

void cbench_malloc_counter_start(void) {
    atomic_store(&calls, 0);
    atomic_store(&counting, 1);
}

uint64_t cbench_malloc_counter_stop(void) {
    atomic_store(&counting, 0);
    return atomic_load(&calls);
}
#else
// Elsewhere allocations are not counted; the report shows them as unknown.
void cbench_malloc_counter_start(void) {}
uint64_t cbench_malloc_counter_stop(void) { return UINT64_MAX; }
#endif
