// RE2 and Hyperscan behind peers.h (see there). Each loop runs in C++, as PCRE2's `c-loop` floor does, so
// that the figures are the engines' and not the cost of calling them from Swift.
#include "peers.h"

#include <hs/hs.h>
#include <re2/re2.h>

#include <cstdio>
#include <cstring>
#include <string>

namespace {

void copyError(const std::string &message, char *error, size_t capacity) {
    if (capacity == 0) return;
    std::snprintf(error, capacity, "%s", message.c_str());
}

struct Hyperscan {
    hs_database_t *database = nullptr;
    hs_scratch_t *scratch = nullptr;
};

int countMatch(unsigned int, unsigned long long, unsigned long long, unsigned int, void *context) {
    ++*static_cast<size_t *>(context);
    return 0;
}

// Calls `visit` with each line of `bytes` in place (without its line feed; a last line without one too).
template <typename Visit>
void forEachLine(const uint8_t *bytes, size_t length, Visit visit) {
    const char *at = reinterpret_cast<const char *>(bytes);
    const char *end = at + length;
    while (at < end) {
        const char *lineEnd = static_cast<const char *>(std::memchr(at, '\n', static_cast<size_t>(end - at)));
        if (!lineEnd) lineEnd = end;
        visit(at, static_cast<size_t>(lineEnd - at));
        at = lineEnd + 1;
    }
}

}  // namespace

extern "C" void *peers_re2_compile(const char *pattern, char *error, size_t capacity) {
    RE2::Options options;
    options.set_log_errors(false);
    auto *compiled = new RE2(pattern, options);
    if (!compiled->ok()) {
        copyError("RE2 rejects the pattern: " + compiled->error(), error, capacity);
        delete compiled;
        return nullptr;
    }
    return compiled;
}

extern "C" void peers_re2_free(void *compiled) { delete static_cast<RE2 *>(compiled); }

extern "C" size_t peers_re2_count(void *compiled, const uint8_t *bytes, const size_t *offsets, size_t count) {
    const RE2 &re = *static_cast<RE2 *>(compiled);
    size_t valid = 0;
    for (size_t index = 0; index < count; ++index) {
        const char *start = reinterpret_cast<const char *>(bytes) + offsets[index];
        if (RE2::FullMatch(re2::StringPiece(start, offsets[index + 1] - offsets[index]), re)) ++valid;
    }
    return valid;
}

extern "C" size_t peers_re2_count_lines(void *compiled, const uint8_t *bytes, size_t length) {
    const RE2 &re = *static_cast<RE2 *>(compiled);
    size_t valid = 0;
    forEachLine(bytes, length, [&](const char *line, size_t count) {
        if (RE2::FullMatch(re2::StringPiece(line, count), re)) ++valid;
    });
    return valid;
}

extern "C" void *peers_hs_compile(const char *pattern, int lines, char *error, size_t capacity) {
    std::string source = lines ? "^(?:" + std::string(pattern) + ")$" : "\\A(?:" + std::string(pattern) + ")\\z";
    // A whole-file count of an ASCII pattern (the bulk benchmark's question, on an ASCII file) needs no
    // UTF-8 mode; single inputs may hold any text, so block mode keeps it.
    bool ascii = true;
    for (const char *at = pattern; *at; ++at) ascii = ascii && static_cast<unsigned char>(*at) < 0x80;
    unsigned utf8 = lines && ascii ? 0 : HS_FLAG_UTF8;
    unsigned flags = utf8 | HS_FLAG_ALLOWEMPTY | (lines ? HS_FLAG_MULTILINE : HS_FLAG_SINGLEMATCH);
    auto *compiled = new Hyperscan();
    hs_compile_error_t *problem = nullptr;
    if (hs_compile(source.c_str(), flags, HS_MODE_BLOCK, nullptr, &compiled->database, &problem) != HS_SUCCESS) {
        copyError(std::string("Hyperscan rejects the pattern: ") + problem->message, error, capacity);
        hs_free_compile_error(problem);
        delete compiled;
        return nullptr;
    }
    if (hs_alloc_scratch(compiled->database, &compiled->scratch) != HS_SUCCESS) {
        copyError("Hyperscan cannot allocate scratch space", error, capacity);
        hs_free_database(compiled->database);
        delete compiled;
        return nullptr;
    }
    return compiled;
}

extern "C" void peers_hs_free(void *compiled) {
    auto *hyperscan = static_cast<Hyperscan *>(compiled);
    hs_free_scratch(hyperscan->scratch);
    hs_free_database(hyperscan->database);
    delete hyperscan;
}

extern "C" size_t peers_hs_count(void *compiled, const uint8_t *bytes, const size_t *offsets, size_t count) {
    auto *hyperscan = static_cast<Hyperscan *>(compiled);
    size_t valid = 0;
    for (size_t index = 0; index < count; ++index) {
        hs_scan(hyperscan->database, reinterpret_cast<const char *>(bytes) + offsets[index],
                static_cast<unsigned>(offsets[index + 1] - offsets[index]), 0, hyperscan->scratch, countMatch, &valid);
    }
    return valid;
}

extern "C" size_t peers_hs_count_each_line(void *compiled, const uint8_t *bytes, size_t length) {
    auto *hyperscan = static_cast<Hyperscan *>(compiled);
    size_t valid = 0;
    forEachLine(bytes, length, [&](const char *line, size_t count) {
        hs_scan(hyperscan->database, line, static_cast<unsigned>(count), 0, hyperscan->scratch, countMatch, &valid);
    });
    return valid;
}

extern "C" size_t peers_hs_count_lines(void *compiled, const uint8_t *bytes, size_t length) {
    auto *hyperscan = static_cast<Hyperscan *>(compiled);
    size_t valid = 0;
    hs_scan(hyperscan->database, reinterpret_cast<const char *>(bytes), static_cast<unsigned>(length), 0,
            hyperscan->scratch, countMatch, &valid);
    return valid;
}
