// What the searchers' files share (literal_set.c builds a literal set and holds its portable kernel,
// literal_set_kernels.c its vector ones, byte_set.c the byte-set scan, byte_pair.c one literal by two
// of its bytes): the literal set's layout, the comparison of a candidate, the copy of a text's last
// bytes.
#ifndef CLITERALSEARCH_INTERNAL_H
#define CLITERALSEARCH_INTERNAL_H

#include "CLiteralSearch.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define CLS_X86 1
#elif defined(__aarch64__) && defined(__ARM_NEON)
#define CLS_NEON 1
#endif

#define CLS_BUCKETS 8
#define CLS_FINGERPRINT 3

struct cls_literal_set {
    uint8_t *bytes;
    size_t offsets[CLS_MAXIMUM_LITERALS];
    size_t lengths[CLS_MAXIMUM_LITERALS];
    size_t count;
    size_t shortest;
    size_t fingerprint;
    // Where in each literal the fingerprint's bytes are read: the window of the rarest bytes.
    size_t offset;
    uint8_t low[CLS_FINGERPRINT][16];
    uint8_t high[CLS_FINGERPRINT][16];
    uint8_t members[CLS_BUCKETS][CLS_MAXIMUM_LITERALS];
    uint8_t sizes[CLS_BUCKETS];
    cls_kernel kernel;
};

// Whether a literal of a bucket in `buckets` starts at `position` and ends within the text.
static inline int cls_verify(const cls_literal_set *set, const uint8_t *text, size_t count, size_t position,
                             unsigned buckets) {
    while (buckets != 0) {
        unsigned bucket = (unsigned)__builtin_ctz(buckets);
        buckets &= buckets - 1;
        for (size_t i = 0; i < set->sizes[bucket]; i++) {
            size_t literal = set->members[bucket][i];
            size_t length = set->lengths[literal];
            if (length <= count - position && memcmp(text + position, set->bytes + set->offsets[literal], length) == 0) {
                return 1;
            }
        }
    }
    return 0;
}

// The first of the places `candidates` marks (bit k: `position + k`, its buckets in `lanes[k]`) where
// a literal starts, -1 when none: what every vector kernel does with a block's candidates.
static inline ptrdiff_t cls_first_verified(const cls_literal_set *set, const uint8_t *text, size_t count,
                                           size_t position, uint32_t candidates, const uint8_t *lanes) {
    while (candidates != 0) {
        unsigned lane = (unsigned)__builtin_ctz(candidates);
        candidates &= candidates - 1;
        // Places past the end (read from a padded copy) hold nothing, nor do those after them.
        if (position + lane >= count) return -1;
        if (cls_verify(set, text, count, position + lane, lanes[lane])) return (ptrdiff_t)(position + lane);
    }
    return -1;
}

// A block's bytes copied out of a text too short for it: the most a kernel reads from one place.
#define CLS_PADDED 128

// Where a block that starts at `position` and reads `reach` bytes can be read: in the text itself, or,
// past its end, in `padded`, the rest of the text copied there and zeros after it (a zero byte may mark
// a place, but a candidate is verified against the text, within its end); NULL where `reach` is beyond
// the copy's size.
static inline const uint8_t *cls_block_bytes(const uint8_t *text, size_t count, size_t position, size_t reach,
                                             uint8_t *padded) {
    if (count >= reach && position <= count - reach) return text + position;
    if (reach > CLS_PADDED) return NULL;
    memset(padded, 0, CLS_PADDED);
    memcpy(padded, text + position, count - position < reach ? count - position : reach);
    return padded;
}

ptrdiff_t cls_find_portable(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from);
#if defined(CLS_X86)
ptrdiff_t cls_find_ssse3(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from);
ptrdiff_t cls_find_avx2(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from);
#elif defined(CLS_NEON)
ptrdiff_t cls_find_neon(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from);
#endif

#if defined(CLS_NEON)
#include <arm_neon.h>
// Bit k set where lane k of `lanes` is not zero: NEON has no movemask, so the pair searches build one.
static inline uint32_t cls_neon_lane_bits(uint8x16_t lanes) {
    uint8_t bytes[16];
    vst1q_u8(bytes, lanes);
    uint32_t bits = 0;
    for (unsigned lane = 0; lane < 16; lane++) bits |= (uint32_t)(bytes[lane] != 0) << lane;
    return bits;
}
#endif

#endif
