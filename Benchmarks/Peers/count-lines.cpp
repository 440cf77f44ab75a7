// count-lines ENGINE PATTERN FILE: how many lines of FILE match PATTERN whole, printed as one number; the
// whole-process peers of `patterns validate --count` in scripts/bench-bulk. ENGINE is `re2` (FullMatch,
// line by line), `hyperscan` (one multi-line scan of the whole file) or `hyperscan-lines` (a block scan
// per line). The file is read whole into memory, as the engines need it.
#include "peers.h"

#include <cstdio>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: count-lines re2|hyperscan|hyperscan-lines PATTERN FILE\n");
        return 2;
    }
    const char *engine = argv[1];
    FILE *file = std::fopen(argv[3], "rb");
    if (!file) {
        std::perror(argv[3]);
        return 2;
    }
    std::vector<uint8_t> bytes;
    uint8_t buffer[1 << 16];
    size_t read;
    while ((read = std::fread(buffer, 1, sizeof buffer, file)) > 0) bytes.insert(bytes.end(), buffer, buffer + read);
    std::fclose(file);
    char error[512] = "";
    size_t valid = 0;
    if (std::strcmp(engine, "hyperscan") == 0) {
        void *compiled = peers_hs_compile(argv[2], 1, error, sizeof error);
        if (!compiled) return std::fprintf(stderr, "%s\n", error), 2;
        valid = peers_hs_count_lines(compiled, bytes.data(), bytes.size());
        peers_hs_free(compiled);
    } else {
        // Lines as offsets, without their line feeds.
        std::vector<size_t> offsets{0};
        std::vector<uint8_t> lines;
        lines.reserve(bytes.size());
        size_t start = 0;
        for (size_t index = 0; index <= bytes.size(); ++index) {
            if (index == bytes.size() || bytes[index] == '\n') {
                if (index == bytes.size() && start == index) break;
                lines.insert(lines.end(), bytes.begin() + start, bytes.begin() + index);
                offsets.push_back(lines.size());
                start = index + 1;
            }
        }
        size_t count = offsets.size() - 1;
        void *compiled = std::strcmp(engine, "re2") == 0 ? peers_re2_compile(argv[2], error, sizeof error)
                                                          : peers_hs_compile(argv[2], 0, error, sizeof error);
        if (!compiled) return std::fprintf(stderr, "%s\n", error), 2;
        if (std::strcmp(engine, "re2") == 0) {
            valid = peers_re2_count(compiled, lines.data(), offsets.data(), count);
            peers_re2_free(compiled);
        } else {
            valid = peers_hs_count(compiled, lines.data(), offsets.data(), count);
            peers_hs_free(compiled);
        }
    }
    std::printf("%zu\n", valid);
    return 0;
}
