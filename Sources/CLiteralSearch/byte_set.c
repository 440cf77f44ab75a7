// The byte-set scan: the next byte of a set of up to 256, found 32 bytes at a time with AVX2, 16 with
// SSSE3 or NEON, one at a time by the portable kernel. A byte's membership is two nibble look-ups, as in
// the literal-set searcher: the low nibble's table gives the high nibbles that go with it (bits 0-7 for
// bytes below 0x80 in one table, bits 0-7 for the others in a second), the high nibble's its own bit.
#include "literal_set_internal.h"

#include <stdlib.h>

#if defined(CLS_X86)
#include <immintrin.h>
#elif defined(CLS_NEON)
#include <arm_neon.h>
#endif

struct cls_byte_set {
    uint8_t members[256];
    uint8_t low_ascii[16], low_high[16];
    uint8_t bit_ascii[16], bit_high[16];
    cls_kernel kernel;
};

cls_byte_set *cls_byte_set_new(const uint8_t *members, cls_kernel kernel) {
    cls_byte_set *set = calloc(1, sizeof *set);
    if (set == NULL) return NULL;
    for (unsigned byte = 0; byte < 256; byte++) {
        if (members[byte] == 0) continue;
        set->members[byte] = 1;
        unsigned low = byte & 0x0F, high = byte >> 4;
        if (high < 8) set->low_ascii[low] |= (uint8_t)(1u << high);
        else set->low_high[low] |= (uint8_t)(1u << (high - 8));
    }
    for (unsigned high = 0; high < 16; high++) {
        set->bit_ascii[high] = high < 8 ? (uint8_t)(1u << high) : 0;
        set->bit_high[high] = high < 8 ? 0 : (uint8_t)(1u << (high - 8));
    }
    set->kernel = cls_usable_kernel(kernel);
    return set;
}

void cls_byte_set_free(cls_byte_set *set) { free(set); }

cls_kernel cls_byte_set_kernel(const cls_byte_set *set) { return set->kernel; }

static ptrdiff_t cls_byte_set_find_portable(const cls_byte_set *set, const uint8_t *text, size_t count,
                                            size_t from) {
    for (size_t position = from; position < count; position++) {
        if (set->members[text[position]]) return (ptrdiff_t)position;
    }
    return -1;
}

#if defined(CLS_X86)
__attribute__((target("ssse3"))) static ptrdiff_t cls_byte_set_find_ssse3(const cls_byte_set *set,
                                                                          const uint8_t *text, size_t count,
                                                                          size_t from) {
    const __m128i low_ascii = _mm_loadu_si128((const __m128i *)set->low_ascii);
    const __m128i low_high = _mm_loadu_si128((const __m128i *)set->low_high);
    const __m128i bit_ascii = _mm_loadu_si128((const __m128i *)set->bit_ascii);
    const __m128i bit_high = _mm_loadu_si128((const __m128i *)set->bit_high);
    const __m128i nibble = _mm_set1_epi8(0x0F), zero = _mm_setzero_si128();
    uint8_t padded[CLS_PADDED];
    for (size_t position = from; position < count; position += 16) {
        const uint8_t *at = cls_block_bytes(text, count, position, 16, padded);
        __m128i block = _mm_loadu_si128((const __m128i *)at);
        __m128i low = _mm_and_si128(block, nibble);
        __m128i high = _mm_and_si128(_mm_srli_epi16(block, 4), nibble);
        __m128i ascii = _mm_and_si128(_mm_shuffle_epi8(low_ascii, low), _mm_shuffle_epi8(bit_ascii, high));
        __m128i beyond = _mm_and_si128(_mm_shuffle_epi8(low_high, low), _mm_shuffle_epi8(bit_high, high));
        unsigned hits = ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(ascii, beyond), zero)) & 0xFFFFu;
        if (hits != 0) {
            size_t found = position + (size_t)__builtin_ctz(hits);
            return found < count ? (ptrdiff_t)found : -1;
        }
    }
    return -1;
}

__attribute__((target("avx2"))) static ptrdiff_t cls_byte_set_find_avx2(const cls_byte_set *set,
                                                                        const uint8_t *text, size_t count,
                                                                        size_t from) {
    const __m256i low_ascii = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)set->low_ascii));
    const __m256i low_high = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)set->low_high));
    const __m256i bit_ascii = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)set->bit_ascii));
    const __m256i bit_high = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)set->bit_high));
    const __m256i nibble = _mm256_set1_epi8(0x0F), zero = _mm256_setzero_si256();
    uint8_t padded[CLS_PADDED];
    for (size_t position = from; position < count; position += 32) {
        const uint8_t *at = cls_block_bytes(text, count, position, 32, padded);
        __m256i block = _mm256_loadu_si256((const __m256i *)at);
        __m256i low = _mm256_and_si256(block, nibble);
        __m256i high = _mm256_and_si256(_mm256_srli_epi16(block, 4), nibble);
        __m256i ascii = _mm256_and_si256(_mm256_shuffle_epi8(low_ascii, low), _mm256_shuffle_epi8(bit_ascii, high));
        __m256i beyond = _mm256_and_si256(_mm256_shuffle_epi8(low_high, low), _mm256_shuffle_epi8(bit_high, high));
        uint32_t hits = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_or_si256(ascii, beyond), zero));
        if (hits != 0) {
            size_t found = position + (size_t)__builtin_ctz(hits);
            return found < count ? (ptrdiff_t)found : -1;
        }
    }
    return -1;
}
#endif

#if defined(CLS_NEON)
static ptrdiff_t cls_byte_set_find_neon(const cls_byte_set *set, const uint8_t *text, size_t count,
                                        size_t from) {
    const uint8x16_t low_ascii = vld1q_u8(set->low_ascii), low_high = vld1q_u8(set->low_high);
    const uint8x16_t bit_ascii = vld1q_u8(set->bit_ascii), bit_high = vld1q_u8(set->bit_high);
    const uint8x16_t nibble = vdupq_n_u8(0x0F);
    uint8_t padded[CLS_PADDED];
    for (size_t position = from; position < count; position += 16) {
        uint8x16_t block = vld1q_u8(cls_block_bytes(text, count, position, 16, padded));
        uint8x16_t low = vandq_u8(block, nibble), high = vshrq_n_u8(block, 4);
        uint8x16_t ascii = vandq_u8(vqtbl1q_u8(low_ascii, low), vqtbl1q_u8(bit_ascii, high));
        uint8x16_t beyond = vandq_u8(vqtbl1q_u8(low_high, low), vqtbl1q_u8(bit_high, high));
        uint8x16_t hits = vorrq_u8(ascii, beyond);
        if (vmaxvq_u8(hits) != 0) {
            uint8_t lanes[16];
            vst1q_u8(lanes, hits);
            for (size_t lane = 0; lane < 16 && position + lane < count; lane++) {
                if (lanes[lane] != 0) return (ptrdiff_t)(position + lane);
            }
            return -1;
        }
    }
    return -1;
}
#endif

ptrdiff_t cls_byte_set_find(const cls_byte_set *set, const uint8_t *text, size_t count, size_t from) {
    if (from >= count) return -1;
    switch (set->kernel) {
#if defined(CLS_X86)
    case CLS_KERNEL_AVX2: return cls_byte_set_find_avx2(set, text, count, from);
    case CLS_KERNEL_SSSE3: return cls_byte_set_find_ssse3(set, text, count, from);
#elif defined(CLS_NEON)
    case CLS_KERNEL_NEON: return cls_byte_set_find_neon(set, text, count, from);
#endif
    default: return cls_byte_set_find_portable(set, text, count, from);
    }
}
