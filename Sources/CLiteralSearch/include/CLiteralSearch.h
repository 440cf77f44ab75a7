// Four searches over bytes: a small set of literals, one literal by a pair of its bytes, a literal's
// variants by a pair of byte pairs, and a set of bytes.
//
// The literal-set searcher (up to 64 byte strings) works in the manner of Teddy (the aho-corasick crate's
// packed searcher): the first bytes of each position are looked up, 16 or 32 at a time, in nibble tables
// whose bits name buckets of literals, and only a position some bucket admits is compared with that
// bucket's literals. The kernels: AVX2 or SSSE3 on x86-64 (chosen at run time), NEON
// on arm64, and a portable one (one position at a time, the same tables) for every other platform and
// wherever it is asked for. Every kernel gives the same answer: the earliest place a literal starts.
#ifndef CLITERALSEARCH_H
#define CLITERALSEARCH_H

#include <stddef.h>
#include <stdint.h>

/// The most literals a set holds.
#define CLS_MAXIMUM_LITERALS 64

typedef struct cls_literal_set cls_literal_set;

/// How common a byte is in text, roughly (the order of regex engines' rare-byte tables), from 2 (rare:
/// punctuation, digits, capitals) to 10 (a space): frequent English letters 9, UTF-8's lead bytes 8
/// (every Cyrillic letter begins with 0xD0 or 0xD1), other lowercase letters 6, continuation bytes 4.
/// The one table both the set searcher's fingerprint and the engine's single-literal prefilter rank by.
int cls_byte_commonness(uint8_t byte);

/// The kernels a set may run.
typedef enum {
    CLS_KERNEL_PORTABLE = 0,
    CLS_KERNEL_SSSE3 = 1,
    CLS_KERNEL_AVX2 = 2,
    CLS_KERNEL_NEON = 3,
    /// Asks for the fastest kernel this processor runs.
    CLS_KERNEL_BEST = 4,
} cls_kernel;

/// The kernels this processor runs, as bits (1 << kernel); the portable one always.
unsigned cls_supported_kernels(void);

/// A set of `count` literals, the i-th `lengths[i]` bytes long, laid end to end in `bytes` (copied).
/// It runs `kernel` where this processor runs it, else the portable one (CLS_KERNEL_BEST: the fastest
/// it runs). NULL when count is 0 or above the maximum, a literal is empty, or memory runs out.
cls_literal_set *cls_literal_set_new(const uint8_t *bytes, const size_t *lengths, size_t count, cls_kernel kernel);

void cls_literal_set_free(cls_literal_set *set);

/// The kernel the set runs.
cls_kernel cls_literal_set_kernel(const cls_literal_set *set);

/// The earliest position at or after `from` where one of the literals starts and ends within
/// `text[0..<count]`; -1 when there is none.
ptrdiff_t cls_literal_set_find(const cls_literal_set *set, const uint8_t *text, size_t count, size_t from);

/// The earliest position at or after `from` where `literal` (`length` bytes) starts in `text[0..<count]`,
/// found by its bytes at offsets `first` and `second` (its rarest two) on `kernel`, which must be one
/// this processor runs (cls_usable_kernel's answer, as a set's); -1 when it does not occur.
ptrdiff_t cls_pair_find(const uint8_t *literal, size_t length, size_t first, size_t second, cls_kernel kernel,
                        const uint8_t *text, size_t count, size_t from);

/// A run of `length` bytes whose k-th byte may be any byte of a small set (a literal's case variants):
/// `masks` holds `length` sets of 32 bytes each (bit b of the set: byte b admitted), and the bytes at
/// offsets `first` and `second` are each one of two (`first_bytes`, `second_bytes`; the same byte twice
/// for one). The earliest position at or after `from` where the whole run occurs in `text[0..<count]`,
/// found by the pair of offsets on `kernel` (as for cls_pair_find); -1 when it does not occur.
ptrdiff_t cls_variant_pair_find(const uint8_t *masks, size_t length, size_t first, const uint8_t first_bytes[2],
                                size_t second, const uint8_t second_bytes[2], cls_kernel kernel,
                                const uint8_t *text, size_t count, size_t from);

/// `kernel` where this processor runs it (CLS_KERNEL_BEST: the fastest it runs), else the portable one.
cls_kernel cls_usable_kernel(cls_kernel kernel);

/// A set of bytes, searched for the next member: the search's skip over text where its automaton's start
/// state stays put (`[A-Z][a-z]+` waits for a capital).
typedef struct cls_byte_set cls_byte_set;

/// The bytes `b` with `members[b]` not 0 (`members` holds 256 flags, copied), on `kernel` as for a
/// literal set. NULL when memory runs out.
cls_byte_set *cls_byte_set_new(const uint8_t *members, cls_kernel kernel);

void cls_byte_set_free(cls_byte_set *set);

/// The kernel the set runs.
cls_kernel cls_byte_set_kernel(const cls_byte_set *set);

/// The earliest position at or after `from` in `text[0..<count]` whose byte is a member; -1 when none is.
ptrdiff_t cls_byte_set_find(const cls_byte_set *set, const uint8_t *text, size_t count, size_t from);

#endif
