// A literal's variants (its case variants: `sherl`, `SHERL`, `Sherl`, ...) found by two of its places
// where every variant has one of two bytes, as PCRE2's JIT and the memchr crate's packed pair find a
// literal: the text is compared at both places with both bytes, 32 positions at a time with AVX2, 16
// with SSE2 or NEON, and only a position where both places agree is checked byte by byte against each
// place's set of admitted bytes.
#include "literal_set_internal.h"

#if defined(CLS_X86)
#include <immintrin.h>
#elif defined(CLS_NEON)
#include <arm_neon.h>
#endif

// Whether every byte of the run at `place` is admitted by its place's set.
static inline int cls_variant_admits(const uint8_t *masks, size_t length, const uint8_t *text, size_t place) {
    for (size_t k = 0; k < length; k++) {
        uint8_t byte = text[place + k];
        if ((masks[k * 32 + byte / 8] & (1u << (byte % 8))) == 0) return 0;
    }
    return 1;
}

// The first place at or after `position` whose candidate bit in `hits` (bit k: `position + k`) holds a
// variant, -1 when none does.
static inline ptrdiff_t cls_variant_verified(const uint8_t *masks, size_t length, const uint8_t *text,
                                             size_t position, uint32_t hits) {
    while (hits != 0) {
        size_t place = position + (size_t)__builtin_ctz(hits);
        if (cls_variant_admits(masks, length, text, place)) return (ptrdiff_t)place;
        hits &= hits - 1;
    }
    return -1;
}

static ptrdiff_t cls_variant_find_portable(const uint8_t *masks, size_t length, size_t first,
                                           const uint8_t first_bytes[2], size_t second,
                                           const uint8_t second_bytes[2], const uint8_t *text, size_t count,
                                           size_t from) {
    size_t last = count - length;
    for (size_t place = from; place <= last; place++) {
        uint8_t one = text[place + first], two = text[place + second];
        if ((one == first_bytes[0] || one == first_bytes[1]) && (two == second_bytes[0] || two == second_bytes[1]) &&
            cls_variant_admits(masks, length, text, place)) {
            return (ptrdiff_t)place;
        }
    }
    return -1;
}

#if defined(CLS_X86)
__attribute__((target("sse2"))) static ptrdiff_t
cls_variant_find_sse2(const uint8_t *masks, size_t length, size_t first, const uint8_t first_bytes[2], size_t second,
                      const uint8_t second_bytes[2], const uint8_t *text, size_t count, size_t from) {
    const __m128i one_a = _mm_set1_epi8((char)first_bytes[0]), one_b = _mm_set1_epi8((char)first_bytes[1]);
    const __m128i two_a = _mm_set1_epi8((char)second_bytes[0]), two_b = _mm_set1_epi8((char)second_bytes[1]);
    size_t last = count - length, position = from;
    for (; last >= 15 && position <= last - 15; position += 16) {
        __m128i one = _mm_loadu_si128((const __m128i *)(text + position + first));
        __m128i two = _mm_loadu_si128((const __m128i *)(text + position + second));
        __m128i a = _mm_or_si128(_mm_cmpeq_epi8(one, one_a), _mm_cmpeq_epi8(one, one_b));
        __m128i b = _mm_or_si128(_mm_cmpeq_epi8(two, two_a), _mm_cmpeq_epi8(two, two_b));
        uint32_t hits = (uint32_t)_mm_movemask_epi8(_mm_and_si128(a, b));
        ptrdiff_t found = cls_variant_verified(masks, length, text, position, hits);
        if (found >= 0) return found;
    }
    return position <= last ? cls_variant_find_portable(masks, length, first, first_bytes, second, second_bytes,
                                                        text, count, position)
                            : -1;
}

__attribute__((target("avx2"))) static ptrdiff_t
cls_variant_find_avx2(const uint8_t *masks, size_t length, size_t first, const uint8_t first_bytes[2], size_t second,
                      const uint8_t second_bytes[2], const uint8_t *text, size_t count, size_t from) {
    const __m256i one_a = _mm256_set1_epi8((char)first_bytes[0]), one_b = _mm256_set1_epi8((char)first_bytes[1]);
    const __m256i two_a = _mm256_set1_epi8((char)second_bytes[0]), two_b = _mm256_set1_epi8((char)second_bytes[1]);
    size_t last = count - length, position = from;
    for (; last >= 31 && position <= last - 31; position += 32) {
        __m256i one = _mm256_loadu_si256((const __m256i *)(text + position + first));
        __m256i two = _mm256_loadu_si256((const __m256i *)(text + position + second));
        __m256i a = _mm256_or_si256(_mm256_cmpeq_epi8(one, one_a), _mm256_cmpeq_epi8(one, one_b));
        __m256i b = _mm256_or_si256(_mm256_cmpeq_epi8(two, two_a), _mm256_cmpeq_epi8(two, two_b));
        uint32_t hits = (uint32_t)_mm256_movemask_epi8(_mm256_and_si256(a, b));
        ptrdiff_t found = cls_variant_verified(masks, length, text, position, hits);
        if (found >= 0) return found;
    }
    return position <= last ? cls_variant_find_sse2(masks, length, first, first_bytes, second, second_bytes, text,
                                                    count, position)
                            : -1;
}
#endif

#if defined(CLS_NEON)
static ptrdiff_t cls_variant_find_neon(const uint8_t *masks, size_t length, size_t first,
                                       const uint8_t first_bytes[2], size_t second, const uint8_t second_bytes[2],
                                       const uint8_t *text, size_t count, size_t from) {
    const uint8x16_t one_a = vdupq_n_u8(first_bytes[0]), one_b = vdupq_n_u8(first_bytes[1]);
    const uint8x16_t two_a = vdupq_n_u8(second_bytes[0]), two_b = vdupq_n_u8(second_bytes[1]);
    size_t last = count - length, position = from;
    for (; last >= 15 && position <= last - 15; position += 16) {
        uint8x16_t one = vld1q_u8(text + position + first), two = vld1q_u8(text + position + second);
        uint8x16_t both = vandq_u8(vorrq_u8(vceqq_u8(one, one_a), vceqq_u8(one, one_b)),
                                   vorrq_u8(vceqq_u8(two, two_a), vceqq_u8(two, two_b)));
        if (vmaxvq_u8(both) == 0) continue;
        uint32_t hits = cls_neon_lane_bits(both);
        ptrdiff_t found = cls_variant_verified(masks, length, text, position, hits);
        if (found >= 0) return found;
    }
    return position <= last ? cls_variant_find_portable(masks, length, first, first_bytes, second, second_bytes,
                                                        text, count, position)
                            : -1;
}
#endif

ptrdiff_t cls_variant_pair_find(const uint8_t *masks, size_t length, size_t first, const uint8_t first_bytes[2],
                                size_t second, const uint8_t second_bytes[2], cls_kernel kernel,
                                const uint8_t *text, size_t count, size_t from) {
    if (length == 0 || first >= length || second >= length || count < length || from > count - length) return -1;
    switch (kernel) {
#if defined(CLS_X86)
    case CLS_KERNEL_AVX2:
        return cls_variant_find_avx2(masks, length, first, first_bytes, second, second_bytes, text, count, from);
    case CLS_KERNEL_SSSE3:
        return cls_variant_find_sse2(masks, length, first, first_bytes, second, second_bytes, text, count, from);
#elif defined(CLS_NEON)
    case CLS_KERNEL_NEON:
        return cls_variant_find_neon(masks, length, first, first_bytes, second, second_bytes, text, count, from);
#endif
    default:
        return cls_variant_find_portable(masks, length, first, first_bytes, second, second_bytes, text, count, from);
    }
}
