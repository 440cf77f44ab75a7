// One literal found by a pair of its bytes (the memchr crate's packed pair): the text is compared with
// the literal's two rarest bytes, each at its offset in the literal, 32 places at a time with AVX2, 16
// with SSE2 or NEON, and only a place where both agree is compared with the whole literal. Where the
// first of the two is common, the pair still stops rarely: `S` then `H` nine bytes on for
// `Sherlock Holmes`.
#include "literal_set_internal.h"

#if defined(CLS_X86)
#include <immintrin.h>
#elif defined(CLS_NEON)
#include <arm_neon.h>
#endif

// The first place at or after `position` whose candidates in `hits` (bit k: `position + k`) hold the
// literal, -1 when none does.
static inline ptrdiff_t cls_pair_verified(const uint8_t *literal, size_t length, const uint8_t *text,
                                          size_t position, uint32_t hits) {
    while (hits != 0) {
        size_t place = position + (size_t)__builtin_ctz(hits);
        if (memcmp(text + place, literal, length) == 0) return (ptrdiff_t)place;
        hits &= hits - 1;
    }
    return -1;
}

static ptrdiff_t cls_pair_find_portable(const uint8_t *literal, size_t length, size_t first, size_t second,
                                        const uint8_t *text, size_t count, size_t from) {
    size_t last = count - length;
    for (size_t position = from; position <= last;) {
        const uint8_t *found = memchr(text + position + first, literal[first], last - position + 1);
        if (found == NULL) return -1;
        size_t place = (size_t)(found - text) - first;
        if (text[place + second] == literal[second] && memcmp(text + place, literal, length) == 0) {
            return (ptrdiff_t)place;
        }
        position = place + 1;
    }
    return -1;
}

#if defined(CLS_X86)
__attribute__((target("sse2"))) static ptrdiff_t cls_pair_find_sse2(const uint8_t *literal, size_t length,
                                                                    size_t first, size_t second,
                                                                    const uint8_t *text, size_t count,
                                                                    size_t from) {
    const __m128i one = _mm_set1_epi8((char)literal[first]), two = _mm_set1_epi8((char)literal[second]);
    size_t last = count - length, position = from;
    // Places position..position+15 all start within the text's last possible start.
    for (; last >= 15 && position <= last - 15; position += 16) {
        __m128i a = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(text + position + first)), one);
        __m128i b = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(text + position + second)), two);
        uint32_t hits = (uint32_t)_mm_movemask_epi8(_mm_and_si128(a, b));
        ptrdiff_t found = cls_pair_verified(literal, length, text, position, hits);
        if (found >= 0) return found;
    }
    return position <= last ? cls_pair_find_portable(literal, length, first, second, text, count, position) : -1;
}

__attribute__((target("avx2"))) static ptrdiff_t cls_pair_find_avx2(const uint8_t *literal, size_t length,
                                                                    size_t first, size_t second,
                                                                    const uint8_t *text, size_t count,
                                                                    size_t from) {
    const __m256i one = _mm256_set1_epi8((char)literal[first]), two = _mm256_set1_epi8((char)literal[second]);
    size_t last = count - length, position = from;
    for (; last >= 31 && position <= last - 31; position += 32) {
        __m256i a = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(text + position + first)), one);
        __m256i b = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(text + position + second)), two);
        uint32_t hits = (uint32_t)_mm256_movemask_epi8(_mm256_and_si256(a, b));
        ptrdiff_t found = cls_pair_verified(literal, length, text, position, hits);
        if (found >= 0) return found;
    }
    return position <= last ? cls_pair_find_sse2(literal, length, first, second, text, count, position) : -1;
}
#endif

#if defined(CLS_NEON)
static ptrdiff_t cls_pair_find_neon(const uint8_t *literal, size_t length, size_t first, size_t second,
                                    const uint8_t *text, size_t count, size_t from) {
    const uint8x16_t one = vdupq_n_u8(literal[first]), two = vdupq_n_u8(literal[second]);
    size_t last = count - length, position = from;
    for (; last >= 15 && position <= last - 15; position += 16) {
        uint8x16_t both = vandq_u8(vceqq_u8(vld1q_u8(text + position + first), one),
                                   vceqq_u8(vld1q_u8(text + position + second), two));
        if (vmaxvq_u8(both) == 0) continue;
        uint32_t hits = cls_neon_lane_bits(both);
        ptrdiff_t found = cls_pair_verified(literal, length, text, position, hits);
        if (found >= 0) return found;
    }
    return position <= last ? cls_pair_find_portable(literal, length, first, second, text, count, position) : -1;
}
#endif

ptrdiff_t cls_pair_find(const uint8_t *literal, size_t length, size_t first, size_t second, cls_kernel kernel,
                        const uint8_t *text, size_t count, size_t from) {
    if (length == 0 || first >= length || second >= length || count < length || from > count - length) return -1;
    switch (kernel) {
#if defined(CLS_X86)
    case CLS_KERNEL_AVX2: return cls_pair_find_avx2(literal, length, first, second, text, count, from);
    case CLS_KERNEL_SSSE3: return cls_pair_find_sse2(literal, length, first, second, text, count, from);
#elif defined(CLS_NEON)
    case CLS_KERNEL_NEON: return cls_pair_find_neon(literal, length, first, second, text, count, from);
#endif
    default: return cls_pair_find_portable(literal, length, first, second, text, count, from);
    }
}
