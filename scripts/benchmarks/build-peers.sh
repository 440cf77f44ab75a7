#!/usr/bin/env bash
# Builds the benchmark's peers (Benchmarks/Peers): .build/peers/libpatternrules-peers.so, which the
# Benchmarks executable opens for its `re2` and `hyperscan` engines, and .build/peers/count-lines, the
# whole-process runner scripts/benchmarks/bulk.py times. Needs a C++ compiler and Debian's libre2-dev and
# libhyperscan-dev (scripts/bootstrap --peers installs them); without them it says so and exits 1, and the
# benchmarks skip the two engines with that reason.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$repo/.build/peers"
mkdir -p "$out"
compiler="$(command -v c++ || command -v g++ || command -v clang++ || true)"
if [ -z "$compiler" ]; then
    echo "build-peers: no C++ compiler: RE2 and Hyperscan are left out of the comparison" >&2
    exit 1
fi
for header in re2/re2.h hs/hs.h; do
    if ! echo "#include <$header>" | "$compiler" -std=c++17 -x c++ -fsyntax-only - 2>/dev/null; then
        echo "build-peers: <$header> not found (scripts/bootstrap --peers installs it): RE2 and Hyperscan are left out" >&2
        exit 1
    fi
done
sources=("$repo/Benchmarks/Peers/peers.cpp")
"$compiler" -O2 -std=c++17 -shared -fPIC -o "$out/libpatternrules-peers.so" "${sources[@]}" -lre2 -lhs
"$compiler" -O2 -std=c++17 -o "$out/count-lines" "$repo/Benchmarks/Peers/count-lines.cpp" "${sources[@]}" -lre2 -lhs
echo "build-peers: built $out/libpatternrules-peers.so and $out/count-lines" >&2
