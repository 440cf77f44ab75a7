// count-lines ENGINE PATTERN FILE: how many lines of FILE match PATTERN whole, printed as one number; the
// whole-process peers of `patterns validate --count` in scripts/benchmarks/bulk.py, written as each engine's users
// write them (docs/BENCHMARKS.md, "Fair peers"):
// - the file is mapped (a regular file) or read once into a buffer of its size, never copied line by line;
// - `re2`: RE2::FullMatch on each line, in place;
// - `hyperscan`: one multi-line scan of the whole buffer (`^(?:P)$`, HS_FLAG_MULTILINE), each match a line;
// - `hyperscan-lines`: a block-mode scan of each line, in place;
// - `read`: no engine, only the runner's own cost (map the file, count its line feeds), the floor under
//   the rows above.
#include "peers.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <vector>

namespace {

// The file's bytes: mapped where the file is regular, else read in large blocks into one buffer.
struct Input {
    const uint8_t *bytes = nullptr;
    size_t length = 0;
    void *mapping = nullptr;
    std::vector<uint8_t> buffer;
};

bool load(const char *path, Input &input) {
    int descriptor = open(path, O_RDONLY);
    if (descriptor < 0) return false;
    struct stat status {};
    if (fstat(descriptor, &status) == 0 && S_ISREG(status.st_mode) && status.st_size > 0) {
        input.length = static_cast<size_t>(status.st_size);
        input.mapping = mmap(nullptr, input.length, PROT_READ, MAP_PRIVATE, descriptor, 0);
        if (input.mapping != MAP_FAILED) {
            madvise(input.mapping, input.length, MADV_SEQUENTIAL | MADV_WILLNEED);
            input.bytes = static_cast<const uint8_t *>(input.mapping);
            close(descriptor);
            return true;
        }
        input.mapping = nullptr;
    }
    uint8_t block[1 << 20];
    ssize_t count;
    while ((count = read(descriptor, block, sizeof block)) > 0) input.buffer.insert(input.buffer.end(), block, block + count);
    close(descriptor);
    input.bytes = input.buffer.data();
    input.length = input.buffer.size();
    return count == 0;
}

size_t countLineFeeds(const uint8_t *bytes, size_t length) {
    size_t lines = 0;
    const uint8_t *end = bytes + length;
    for (const uint8_t *at = bytes; at < end;) {
        const void *found = std::memchr(at, '\n', static_cast<size_t>(end - at));
        if (!found) break;
        ++lines;
        at = static_cast<const uint8_t *>(found) + 1;
    }
    return lines;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: count-lines re2|hyperscan|hyperscan-lines|read PATTERN FILE\n");
        return 2;
    }
    const char *engine = argv[1];
    Input input;
    if (!load(argv[3], input)) {
        std::perror(argv[3]);
        return 2;
    }
    char error[512] = "";
    size_t valid = 0;
    if (std::strcmp(engine, "read") == 0) {
        valid = countLineFeeds(input.bytes, input.length);
    } else if (std::strcmp(engine, "re2") == 0) {
        void *compiled = peers_re2_compile(argv[2], error, sizeof error);
        if (!compiled) return std::fprintf(stderr, "%s\n", error), 2;
        valid = peers_re2_count_lines(compiled, input.bytes, input.length);
        peers_re2_free(compiled);
    } else {
        int wholeBuffer = std::strcmp(engine, "hyperscan") == 0;
        void *compiled = peers_hs_compile(argv[2], wholeBuffer, error, sizeof error);
        if (!compiled) return std::fprintf(stderr, "%s\n", error), 2;
        valid = wholeBuffer ? peers_hs_count_lines(compiled, input.bytes, input.length)
                            : peers_hs_count_each_line(compiled, input.bytes, input.length);
        peers_hs_free(compiled);
    }
    std::printf("%zu\n", valid);
    if (input.mapping) munmap(input.mapping, input.length);
    return 0;
}
