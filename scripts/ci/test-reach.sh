#!/usr/bin/env bash
# What the package's reach rests on, beyond ./scripts/test (run it first: this reuses its build):
# - the library's suites again with PATTERNRULES_JIT=off and PATTERNRULES_SIMD=off: the state of an
#   iPhone, where the interpreter follows the automaton, and of a platform without our vector kernels,
#   where the search's prefilters run their portable kernels (one run for both, so CI stays within its
#   time). PatternRulesEngineTests and PatternRulesTests hold every engine, prefilter and rule to its
#   reference; CLITests, which drive the binary over those same engines, are left out, and the binary
#   is checked in that state by `patterns check` and by `patterns find` with each kind of prefilter,
#   whose output must be byte for byte the default state's. PhoneMetadataExampleTests and
#   PhoneDigitAutomatonTests are left out too: their two minutes go to building phone digit automata
#   (code of ours, the same with the JIT or without), while the phone suites that hold PCRE2's reading
#   of the metadata to libphonenumber run here;
# - the SystemPCRE2 trait: a build on Debian's libpcre2-8 (bootstrap --system-pcre2) in a scratch path of
#   its own, and the suites that run PCRE2 on it.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"

echo "== the suite without the JIT and without SIMD (PATTERNRULES_JIT=off PATTERNRULES_SIMD=off)"
engines="$(PATTERNRULES_JIT=off PATTERNRULES_SIMD=off "$(swift build --show-bin-path)/patterns" engines)"
grep -q "JIT off: PATTERNRULES_JIT=off" <<< "$engines"
grep -q "portable: PATTERNRULES_SIMD=off" <<< "$engines"
PATTERNRULES_JIT=off PATTERNRULES_SIMD=off swift test --skip-build --filter '^(PatternRulesEngineTests|PatternRulesTests)\.' \
    --skip PhoneMetadataExampleTests --skip PhoneDigitAutomatonTests
patterns="$(swift build --show-bin-path)/patterns"
echo "== patterns check without the JIT and without SIMD"
PATTERNRULES_JIT=off PATTERNRULES_SIMD=off "$patterns" check > /dev/null
echo "== patterns find without the JIT and without SIMD: the default state's output, byte for byte"
# A literal (byte pair), a caseless literal (variant pair), an alternation (literal set), a class (byte
# set), an inner literal, a lookaround (PCRE2), over every haystack of the rebar fixtures (English,
# Russian, code, logs), one after another.
text="$(mktemp)"
python3 - "$text" <<'PYTHON'
import base64, json, sys
seen = set()
with open(sys.argv[1], "wb") as out:
    for line in open("Tests/Fixtures/rebar/benchmarks.jsonl", encoding="utf-8"):
        haystack = json.loads(line).get("haystack")
        if haystack and haystack not in seen:
            seen.add(haystack)
            out.write(base64.b64decode(haystack) + b"\n")
PYTHON
for pattern in 'Sherlock Holmes' '(?i)sherlock' 'Holmes|Watson|Baker|Шерлок' '[A-Z][a-z]+' '[a-z]+ the [a-z]+' \
    'the(?= [a-z]+ing)'; do
    # The matches as ripgrep's JSON writes them (the timings of its summary are left out), at least one.
    found="$("$patterns" find --json --regex "$pattern" --input "$text" | grep '^{"type":"match"' || true)"
    portable="$(PATTERNRULES_JIT=off PATTERNRULES_SIMD=off "$patterns" find --json --regex "$pattern" --input "$text" |
        grep '^{"type":"match"' || true)"
    [ -n "$found" ] || { echo "find '$pattern' found nothing in the rebar haystacks" >&2; exit 1; }
    [ "$found" = "$portable" ] || { echo "find '$pattern' differs without the JIT and SIMD" >&2; exit 1; }
    echo "$pattern: $(wc -l <<< "$found") lines, the same"
done
rm -f "$text"

echo "== the SystemPCRE2 trait (the system's libpcre2-8)"
./scripts/bootstrap --system-pcre2
scratch=.build/system-pcre2
swift build --traits SystemPCRE2 --scratch-path "$scratch" --build-tests
"$(swift build --traits SystemPCRE2 --scratch-path "$scratch" --show-bin-path)/patterns" engines | grep pcre2
swift test --traits SystemPCRE2 --scratch-path "$scratch" --skip-build \
    --filter 'PCRE2|PatternVerdict|EngineChain|MatchLimit|BytesAPI|Cursor|CatalogueRegression|JavaScriptDifferential'
echo "== reach: all passed"
