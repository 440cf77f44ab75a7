// C helpers for the Benchmarks executable: the `c-loop` floor and a malloc call counter.
#ifndef CBENCHMARK_SUPPORT_H
#define CBENCHMARK_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Runs `pcre2_jit_match` over `count` subjects laid out in `bytes` at `offsets[i]..<offsets[i+1]`,
/// counting complete matches in `*valid` and partial matches in `*partial`. Returns 0, or the first
/// PCRE2 error code other than no-match and partial.
int cbench_jit_loop(const void *code, const uint8_t *bytes, const size_t *offsets, size_t count,
                    uint32_t options, void *match_data, void *match_context, size_t *valid,
                    size_t *partial);

/// Starts counting calls to malloc, calloc, realloc and the aligned allocators (this thread or any).
void cbench_malloc_counter_start(void);

/// Stops counting and returns the number of calls since the start.
uint64_t cbench_malloc_counter_stop(void);

#endif
