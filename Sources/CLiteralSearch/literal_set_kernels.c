// The vector kernels of the literal-set searcher (literal_set.c has the tables they read and the
// portable kernel): 16 places at a time with SSSE3 or NEON, 32 with AVX2, each place's buckets looked up
// by a byte shuffle of the nibble tables. The x86 kernels read the text's last places from a zeroed copy
// (cls_block_bytes), so that a short text, a line, is searched by the vector kernel too; NEON, which no
// machine here runs, finishes with the portable kernel.
#include "literal_set_internal.h"

#if defined(CLS_X86)
#include <immintrin.h>
#elif defined(CLS_NEON)
#include <arm_neon.h>
#endif

#if defined(CLS_X86)
// One block of 16 places: each place's buckets, 0 where no literal of the set can start.
__attribute__((target("ssse3"))) static inline __m128i cls_block_ssse3(const __m128i *low, const __m128i *high,
                                                                        size_t fingerprint, const uint8_t *at) {
    const __m128i nibble = _mm_set1_epi8(0x0F);
    __m128i buckets = _mm_set1_epi8((char)0xFF);
    for (size_t j = 0; j < fingerprint; j++) {
        __m128i block = _mm_loadu_si128((const __m128i *)(at + j));
        __m128i lows = _mm_shuffle_epi8(low[j], _mm_and_si128(block, nibble));
        __m128i highs = _mm_shuffle_epi8(high[j], _mm_and_si128(_mm_srli_epi16(block, 4), nibble));
        buckets = _mm_and_si128(buckets, _mm_and_si128(lows, highs));
    }
    return buckets;
}

__attribute__((target("ssse3"))) ptrdiff_t cls_find_ssse3(const cls_literal_set *set, const uint8_t *text,
                                                                 size_t count, size_t from) {
    const size_t fingerprint = set->fingerprint;
    __m128i low[CLS_FINGERPRINT], high[CLS_FINGERPRINT];
    for (size_t j = 0; j < fingerprint; j++) {
        low[j] = _mm_loadu_si128((const __m128i *)set->low[j]);
        high[j] = _mm_loadu_si128((const __m128i *)set->high[j]);
    }
    const __m128i zero = _mm_setzero_si128();
    size_t position = from;
    // A block of 16 positions reads 16 + fingerprint - 1 bytes, from the fingerprint's offset on.
    const size_t reach = set->offset + 16 + fingerprint - 1;
    uint8_t padded[CLS_PADDED];
    while (position < count) {
        const uint8_t *block = cls_block_bytes(text, count, position, reach, padded);
        if (block == NULL) return cls_find_portable(set, text, count, position);
        __m128i buckets = cls_block_ssse3(low, high, fingerprint, block + set->offset);
        unsigned candidates = ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(buckets, zero)) & 0xFFFFu;
        if (candidates != 0) {
            uint8_t lanes[16];
            _mm_storeu_si128((__m128i *)lanes, buckets);
            ptrdiff_t found = cls_first_verified(set, text, count, position, candidates, lanes);
            if (found >= 0) return found;
        }
        position += 16;
    }
    return -1;
}

__attribute__((target("avx2"))) static inline __m256i cls_block_avx2(const __m256i *low, const __m256i *high,
                                                                      size_t fingerprint, const uint8_t *at) {
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    __m256i buckets = _mm256_set1_epi8((char)0xFF);
    for (size_t j = 0; j < fingerprint; j++) {
        __m256i block = _mm256_loadu_si256((const __m256i *)(at + j));
        __m256i lows = _mm256_shuffle_epi8(low[j], _mm256_and_si256(block, nibble));
        __m256i highs = _mm256_shuffle_epi8(high[j], _mm256_and_si256(_mm256_srli_epi16(block, 4), nibble));
        buckets = _mm256_and_si256(buckets, _mm256_and_si256(lows, highs));
    }
    return buckets;
}

__attribute__((target("avx2"))) ptrdiff_t cls_find_avx2(const cls_literal_set *set, const uint8_t *text,
                                                               size_t count, size_t from) {
    const size_t fingerprint = set->fingerprint;
    __m256i low[CLS_FINGERPRINT], high[CLS_FINGERPRINT];
    for (size_t j = 0; j < fingerprint; j++) {
        low[j] = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)set->low[j]));
        high[j] = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)set->high[j]));
    }
    const __m256i zero = _mm256_setzero_si256();
    size_t position = from;
    const size_t reach = set->offset + 32 + fingerprint - 1;
    uint8_t padded[CLS_PADDED];
    while (position < count) {
        const uint8_t *block = cls_block_bytes(text, count, position, reach, padded);
        if (block == NULL) return cls_find_portable(set, text, count, position);
        __m256i buckets = cls_block_avx2(low, high, fingerprint, block + set->offset);
        uint32_t candidates = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(buckets, zero));
        if (candidates != 0) {
            uint8_t lanes[32];
            _mm256_storeu_si256((__m256i *)lanes, buckets);
            ptrdiff_t found = cls_first_verified(set, text, count, position, candidates, lanes);
            if (found >= 0) return found;
        }
        position += 32;
    }
    return -1;
}
#endif

#if defined(CLS_NEON)
ptrdiff_t cls_find_neon(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from) {
    const size_t fingerprint = set->fingerprint;
    uint8x16_t low[CLS_FINGERPRINT], high[CLS_FINGERPRINT];
    for (size_t j = 0; j < fingerprint; j++) {
        low[j] = vld1q_u8(set->low[j]);
        high[j] = vld1q_u8(set->high[j]);
    }
    const uint8x16_t nibble = vdupq_n_u8(0x0F);
    size_t position = from;
    const size_t reach = set->offset + 16 + fingerprint - 1;
    while (count >= reach && position <= count - reach) {
        uint8x16_t buckets = vdupq_n_u8(0xFF);
        for (size_t j = 0; j < fingerprint; j++) {
            uint8x16_t block = vld1q_u8(text + position + set->offset + j);
            uint8x16_t lows = vqtbl1q_u8(low[j], vandq_u8(block, nibble));
            uint8x16_t highs = vqtbl1q_u8(high[j], vshrq_n_u8(block, 4));
            buckets = vandq_u8(buckets, vandq_u8(lows, highs));
        }
        if (vmaxvq_u8(buckets) != 0) {
            uint8_t lanes[16];
            vst1q_u8(lanes, buckets);
            uint32_t candidates = 0;
            for (unsigned lane = 0; lane < 16; lane++) candidates |= (uint32_t)(lanes[lane] != 0) << lane;
            ptrdiff_t found = cls_first_verified(set, text, count, position, candidates, lanes);
            if (found >= 0) return found;
        }
        position += 16;
    }
    return cls_find_portable(set, text, count, position);
}
#endif

