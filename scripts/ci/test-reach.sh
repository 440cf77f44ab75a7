#!/usr/bin/env bash
# What the package's reach rests on, beyond ./scripts/test (run it first: this reuses its build):
# - the suite again with PATTERNRULES_JIT=off and PATTERNRULES_SIMD=off: the state of an iPhone, where
#   the interpreter follows the automaton, and of a platform without our vector kernels, where the search's
#   literal-set prefilter runs its portable kernel (one run for both, so CI stays within its time).
#   SiteCommandTests and SparkTests are left out: they drive the automaton export and a Spark pipe stage,
#   no PCRE2 and no prefilter of their own, and take minutes; so are PhoneMetadataExampleTests and
#   PhoneDigitAutomatonTests, whose two minutes go to building phone digit automata (code of ours, the
#   same with the JIT or without), while the phone suites that hold PCRE2's reading of the metadata to
#   libphonenumber run here. Then
#   `patterns check` in the same state;
# - the SystemPCRE2 trait: a build on Debian's libpcre2-8 (bootstrap --system-pcre2) in a scratch path of
#   its own, and the suites that run PCRE2 on it.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"

echo "== the suite without the JIT and without SIMD (PATTERNRULES_JIT=off PATTERNRULES_SIMD=off)"
engines="$(PATTERNRULES_JIT=off PATTERNRULES_SIMD=off "$(swift build --show-bin-path)/patterns" engines)"
grep -q "JIT off: PATTERNRULES_JIT=off" <<< "$engines"
grep -q "portable: PATTERNRULES_SIMD=off" <<< "$engines"
PATTERNRULES_JIT=off PATTERNRULES_SIMD=off swift test --skip-build --skip SiteCommandTests --skip SparkTests \
    --skip PhoneMetadataExampleTests --skip PhoneDigitAutomatonTests
echo "== patterns check without the JIT and without SIMD"
PATTERNRULES_JIT=off PATTERNRULES_SIMD=off "$(swift build --show-bin-path)/patterns" check > /dev/null

echo "== the SystemPCRE2 trait (the system's libpcre2-8)"
./scripts/bootstrap --system-pcre2
scratch=.build/system-pcre2
swift build --traits SystemPCRE2 --scratch-path "$scratch" --build-tests
"$(swift build --traits SystemPCRE2 --scratch-path "$scratch" --show-bin-path)/patterns" engines | grep pcre2
swift test --traits SystemPCRE2 --scratch-path "$scratch" --skip-build \
    --filter 'PCRE2|PatternVerdict|EngineChain|MatchLimit|BytesAPI|Cursor|CatalogueRegression|JavaScriptDifferential'
echo "== reach: all passed"
