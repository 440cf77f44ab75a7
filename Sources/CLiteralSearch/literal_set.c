// The literal-set searcher of CLiteralSearch.h. Each literal goes to one of eight buckets (sorted, in
// runs, so that literals that share a beginning share a bucket). For each of the first `fingerprint`
// bytes of a position (at most 3, at most the shortest literal's length), two 16-entry tables give the
// buckets whose literals may hold that byte there: one indexed by its low nibble, one by its high
// nibble. A position is a candidate when some bucket bit survives every byte's two lookups; the bucket's
// literals are then compared in place. The SIMD kernels do the lookups for 16 or 32 positions at once
// with a byte shuffle; the portable one does them one position at a time. All take the same tables and
// compare the same way, so they agree position for position.
#include "literal_set_internal.h"

#include <stdlib.h>

// Whether literal `a` sorts before literal `b` (bytes compared, then the shorter first).
static int cls_precedes(const cls_literal_set *set, size_t a, size_t b) {
    size_t shorter = set->lengths[a] < set->lengths[b] ? set->lengths[a] : set->lengths[b];
    int order = memcmp(set->bytes + set->offsets[a], set->bytes + set->offsets[b], shorter);
    return order < 0 || (order == 0 && set->lengths[a] < set->lengths[b]);
}

unsigned cls_supported_kernels(void) {
    unsigned kernels = 1u << CLS_KERNEL_PORTABLE;
#if defined(CLS_X86)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("ssse3")) kernels |= 1u << CLS_KERNEL_SSSE3;
    if (__builtin_cpu_supports("avx2")) kernels |= 1u << CLS_KERNEL_AVX2;
#elif defined(CLS_NEON)
    kernels |= 1u << CLS_KERNEL_NEON;
#endif
    return kernels;
}

int cls_byte_commonness(uint8_t byte) {
    switch (byte) {
    case ' ':
        return 10;
    case 'e': case 't': case 'a': case 'o': case 'i': case 'n': case 's': case 'r': case 'h':
        return 9;
    default:
        break;
    }
    if (byte >= 0xC2 && byte <= 0xF4) return 8;
    if (byte >= 'a' && byte <= 'z') return 6;
    if (byte >= 0x80 && byte <= 0xBF) return 4;
    return 2;
}

// The window of `fingerprint` bytes, within every literal, whose bytes are least common in text: the
// fingerprint is read there, so that fewer places pass it (a Cyrillic word's continuation bytes, not its
// lead bytes).
static size_t cls_rarest_window(const cls_literal_set *set) {
    size_t best = 0;
    int best_score = 0;
    for (size_t offset = 0; offset + set->fingerprint <= set->shortest; offset++) {
        int score = 0;
        for (size_t j = 0; j < set->fingerprint; j++) {
            int most = 0;
            for (size_t i = 0; i < set->count; i++) {
                int commonness = cls_byte_commonness(set->bytes[set->offsets[i] + offset + j]);
                if (commonness > most) most = commonness;
            }
            score += most;
        }
        if (offset == 0 || score < best_score) {
            best = offset;
            best_score = score;
        }
    }
    return best;
}

cls_literal_set *cls_literal_set_new(const uint8_t *bytes, const size_t *lengths, size_t count, cls_kernel kernel) {
    if (count == 0 || count > CLS_MAXIMUM_LITERALS) return NULL;
    size_t total = 0, shortest = SIZE_MAX;
    for (size_t i = 0; i < count; i++) {
        if (lengths[i] == 0) return NULL;
        total += lengths[i];
        if (lengths[i] < shortest) shortest = lengths[i];
    }
    cls_literal_set *set = calloc(1, sizeof *set);
    if (set == NULL) return NULL;
    set->bytes = malloc(total);
    if (set->bytes == NULL) {
        free(set);
        return NULL;
    }
    memcpy(set->bytes, bytes, total);
    set->count = count;
    set->shortest = shortest;
    set->fingerprint = shortest < CLS_FINGERPRINT ? shortest : CLS_FINGERPRINT;
    size_t offset = 0;
    for (size_t i = 0; i < count; i++) {
        set->offsets[i] = offset;
        set->lengths[i] = lengths[i];
        offset += lengths[i];
    }
    set->offset = cls_rarest_window(set);
    // Sorted, then cut into eight runs: a bucket holds neighbours, whose bytes overlap most.
    size_t order[CLS_MAXIMUM_LITERALS];
    for (size_t i = 0; i < count; i++) order[i] = i;
    // Insertion sort: at most 64 literals, and no state shared between threads (qsort's comparator
    // would need some).
    for (size_t i = 1; i < count; i++) {
        size_t literal = order[i], j = i;
        for (; j > 0 && cls_precedes(set, literal, order[j - 1]); j--) order[j] = order[j - 1];
        order[j] = literal;
    }
    for (size_t rank = 0; rank < count; rank++) {
        size_t literal = order[rank];
        size_t bucket = rank * CLS_BUCKETS / count;
        set->members[bucket][set->sizes[bucket]++] = (uint8_t)literal;
        for (size_t j = 0; j < set->fingerprint; j++) {
            uint8_t byte = set->bytes[set->offsets[literal] + set->offset + j];
            set->low[j][byte & 0x0F] |= (uint8_t)(1u << bucket);
            set->high[j][byte >> 4] |= (uint8_t)(1u << bucket);
        }
    }
    set->kernel = cls_usable_kernel(kernel);
    return set;
}

cls_kernel cls_usable_kernel(cls_kernel kernel) {
    unsigned supported = cls_supported_kernels();
    if (kernel == CLS_KERNEL_BEST) {
        kernel = CLS_KERNEL_PORTABLE;
        if (supported & (1u << CLS_KERNEL_SSSE3)) kernel = CLS_KERNEL_SSSE3;
        if (supported & (1u << CLS_KERNEL_AVX2)) kernel = CLS_KERNEL_AVX2;
        if (supported & (1u << CLS_KERNEL_NEON)) kernel = CLS_KERNEL_NEON;
    }
    return (unsigned)kernel < CLS_KERNEL_BEST && (supported & (1u << kernel)) ? kernel : CLS_KERNEL_PORTABLE;
}

void cls_literal_set_free(cls_literal_set *set) {
    if (set == NULL) return;
    free(set->bytes);
    free(set);
}

cls_kernel cls_literal_set_kernel(const cls_literal_set *set) { return set->kernel; }

ptrdiff_t cls_find_portable(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from) {
    if (count < set->shortest) return -1;
    size_t last = count - set->shortest;
    for (size_t position = from; position <= last; position++) {
        unsigned buckets = 0xFF;
        for (size_t j = 0; j < set->fingerprint && buckets != 0; j++) {
            uint8_t byte = text[position + set->offset + j];
            buckets &= set->low[j][byte & 0x0F] & set->high[j][byte >> 4];
        }
        if (buckets != 0 && cls_verify(set, text, count, position, buckets)) return (ptrdiff_t)position;
    }
    return -1;
}

ptrdiff_t cls_literal_set_find(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from) {
    if (from >= count) return -1;
    switch (set->kernel) {
#if defined(CLS_X86)
    case CLS_KERNEL_AVX2:
        return cls_find_avx2(set, text, count, from);
    case CLS_KERNEL_SSSE3:
        return cls_find_ssse3(set, text, count, from);
#endif
#if defined(CLS_NEON)
    case CLS_KERNEL_NEON:
        return cls_find_neon(set, text, count, from);
#endif
    default:
        return cls_find_portable(set, text, count, from);
    }
}
