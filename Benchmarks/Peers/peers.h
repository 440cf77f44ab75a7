// The peers the benchmark compares with, RE2 and Hyperscan, behind a C interface: built by
// scripts/benchmarks/build-peers.sh into .build/peers/libpatternrules-peers.so, which the Benchmarks executable opens at
// run time (dlopen), so that neither library is a build requirement of any Swift package.
#ifndef PATTERNRULES_PEERS_H
#define PATTERNRULES_PEERS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Compiles `pattern` (PCRE2 syntax, UTF-8) for whole-input matches; NULL with a message in `error` when
/// the engine rejects it (RE2 has no lookaround or backreference).
void *peers_re2_compile(const char *pattern, char *error, size_t capacity);
void peers_re2_free(void *compiled);
/// How many of the `count` inputs at `bytes[offsets[i]..<offsets[i + 1]]` match whole (`RE2::FullMatch`).
size_t peers_re2_count(void *compiled, const uint8_t *bytes, const size_t *offsets, size_t count);
/// How many lines of `bytes` (separated by line feeds; a last line without one counts) match whole, each
/// matched in place.
size_t peers_re2_count_lines(void *compiled, const uint8_t *bytes, size_t length);

/// Compiles `\A(?:pattern)\z` in block mode (UTF-8, single match), or with `lines` set, `^(?:pattern)$`
/// in multi-line mode for whole-buffer scans, in UTF-8 mode only where the pattern holds a byte beyond
/// ASCII (on an ASCII pattern and file it answers the same, as the benchmark's counts check); NULL with a
/// message in `error` when Hyperscan rejects it.
void *peers_hs_compile(const char *pattern, int lines, char *error, size_t capacity);
void peers_hs_free(void *compiled);
/// How many inputs match whole, each scanned alone.
size_t peers_hs_count(void *compiled, const uint8_t *bytes, const size_t *offsets, size_t count);
/// How many lines of `bytes` (separated by line feeds) match whole, in one scan of the buffer.
size_t peers_hs_count_lines(void *compiled, const uint8_t *bytes, size_t length);
/// How many lines of `bytes` match whole, each scanned alone in place (block mode).
size_t peers_hs_count_each_line(void *compiled, const uint8_t *bytes, size_t length);

#ifdef __cplusplus
}
#endif

#endif
