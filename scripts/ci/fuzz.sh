#!/usr/bin/env bash
# Fuzzes PatternRules with libFuzzer and AddressSanitizer: scripts/ci/fuzz.sh TARGET [SECONDS] (default 60).
# TARGET: pattern, flagged-pattern, javascript, phone, email, password, catalogue, ruleset, schema or search (see
# Fuzz/FuzzTargets.swift, with the rules' targets in FuzzRules.swift and the contracts' in FuzzContracts.swift),
# or `all` for
# each, two at a time (one build; `FUZZ_CONFIGURATION=debug scripts/ci/fuzz.sh all 5` is CI's smoke run). Extra arguments go to libFuzzer
# (`-runs=10000000`). FUZZ_SANITIZERS=fuzzer drops AddressSanitizer for a run of millions of executions
# (properties are still checked; memory errors are not), and FUZZ_COVERAGE (below) comparison tracing. Seeds are in
# Fuzz/corpus/TARGET; new interesting inputs are kept in .build/fuzz/corpus/TARGET, crashes in
# .build/fuzz/artifacts.
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${1:?usage: scripts/ci/fuzz.sh pattern|flagged-pattern|javascript|phone|email|password|catalogue|ruleset|schema|search|finders|all [seconds] [libFuzzer flags]}"
seconds="${2:-60}"
shift $(($# < 2 ? $# : 2))
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in
    release) optimisation=-O ;;
    debug) optimisation=-Onone ;;
    *) echo "FUZZ_CONFIGURATION is release or debug, not '$configuration'" >&2; exit 2 ;;
esac
scratch=.build/fuzz
[ "$sanitizers" = "fuzzer,address" ] || scratch=".build/fuzz-${sanitizers//,/-}"
[ "$configuration" = release ] || scratch="$scratch-$configuration"
# FUZZ_COVERAGE=edge,pc-table,inline-8bit-counters drops libFuzzer's comparison tracing, which costs about
# two thirds of the time of a pattern compile: for runs of millions of executions.
# FUZZ_CONFIGURATION=debug builds without optimisation, in a fifth of the release build's time, for a
# smoke run that shows every target builds and runs (CI's); the engines then run several times slower,
# so a run meant to find bugs keeps the default, release.
coverage=()
if [ -n "${FUZZ_COVERAGE:-}" ]; then
    coverage=(-sanitize-coverage="$FUZZ_COVERAGE")
    scratch="$scratch-${FUZZ_COVERAGE//,/-}"
fi
# The library (with the layers below it, PatternRulesEngine and PatternRulesSupport) with coverage
# instrumentation and ASan; the harness links their objects directly.
swift build -c "$configuration" --target PatternRules --scratch-path "$scratch" \
    -Xswiftc -sanitize="$sanitizers" -Xswiftc -parse-as-library ${coverage[@]/#/-Xswiftc }
build="$scratch/$configuration"
# The objects of the library's current sources (and generated ones): a source removed since the last
# build leaves a stale object behind that must not be linked.
objects=()
for module in PatternRules PatternRulesEngine PatternRulesSupport; do
    for object in "$build/$module.build"/*.o; do
        source="$(basename "$object" .o)"
        if [ "$source" = resource_bundle_accessor.swift ] || [ -n "$(find "Sources/$module" -name "$source" -print -quit)" ]; then
            objects+=("$object")
        fi
    done
done
# PCRE2, the release inside the package, and the literal-set searcher, as SwiftPM compiled them.
while IFS= read -r object; do objects+=("$object"); done < <(find "$build/CPCRE2.build" "$build/CLiteralSearch.build" -name '*.o' | sort)
# Compiled patterns are cached across inputs only where LeakSanitizer does not run (see FuzzTargets.swift).
defines=()
[[ "$sanitizers" == *address* ]] || defines=(-D FUZZ_CACHES_PATTERNS)
swiftc "$optimisation" -sanitize="$sanitizers" "${coverage[@]}" "${defines[@]}" -parse-as-library -I "$build/Modules" \
    -Xcc -fmodule-map-file="$build/CPCRE2.build/module.modulemap" \
    -Xcc -fmodule-map-file="$build/CLiteralSearch.build/module.modulemap" \
    Fuzz/*.swift "${objects[@]}" \
    -o "$scratch/fuzz-patternrules"
targets="$target"
[ "$target" = all ] && targets="flagged-pattern pattern javascript phone email password catalogue ruleset schema search finders"
# flagged-pattern's seeds: PCRE2's own test patterns, each with its first subject and its options as the
# first byte (the fixture is the source, so the seeds cannot drift from it). An unoptimised build takes
# every fourth: all 4,700 take it two minutes before its run starts, a release build twenty seconds.
seed_stride=1
[ "$configuration" = release ] || seed_stride=4
rm -rf "$scratch/seeds/flagged-pattern"
mkdir -p "$scratch/seeds/flagged-pattern" Fuzz/corpus/flagged-pattern
python3 - "$scratch/seeds/flagged-pattern" "$seed_stride" <<'PYTHON'
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
stride = int(sys.argv[2])
bits = {"caseInsensitive": 1, "extended": 2, "dotAll": 4, "unicode": 8}
for number, entry in enumerate(json.loads(pathlib.Path("Tests/Fixtures/pcre2/testdata.json").read_text())):
    if "\n" in entry["pattern"] or len(entry["pattern"]) > 200 or number % stride:
        continue
    flags = sum(bits[name] for name in entry["options"])
    subject = entry["subjects"][0] if entry["subjects"] else ""
    data = bytes([flags]) + (entry["pattern"] + "\n" + subject[:200]).encode("utf-8", "surrogatepass")
    (out / f"{number:05d}").write_bytes(data)
PYTHON
# schema's seeds: the JSON-Schema-Test-Suite's 2020-12 schemas, each with one of its test instances.
mkdir -p "$scratch/seeds/schema" Fuzz/corpus/schema
python3 - "$scratch/seeds/schema" <<'PYTHON'
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
number = 0
for path in sorted(pathlib.Path("Tests/Fixtures/json-schema/tests/draft2020-12").glob("*.json")):
    for group in json.loads(path.read_text(encoding="utf-8")):
        for test in group["tests"][:2]:
            text = json.dumps(group["schema"], separators=(",", ":")) + "\n" + json.dumps(test["data"])
            (out / f"{number:05d}").write_bytes(text.encode("utf-8"))
            number += 1
PYTHON
# One target's run. Under `all`, two targets run at once (FUZZ_PARALLEL, default 2: the machine's cores),
# each into a log of its own that is printed when it ends, so that the runs' lines do not interleave.
run_target() {
    local name="$1"
    shift
    mkdir -p "$scratch/corpus/$name" "$scratch/artifacts"
    local seeds=("Fuzz/corpus/$name")
    [ "$name" = flagged-pattern ] && seeds+=("$scratch/seeds/flagged-pattern")
    [ "$name" = schema ] && seeds+=("$scratch/seeds/schema")
    # Whole catalogue entries and rule sets are longer than the inputs of the other targets.
    local max_len=256
    case "$name" in catalogue | ruleset | schema) max_len=4096 ;; esac
    # A tenth of the automaton's compile budget: large automata are refused sooner, so that an hour
    # checks millions of patterns rather than compiling a few big ones.
    PATTERNRULES_COMPILE_BUDGET="${PATTERNRULES_COMPILE_BUDGET:-800000}" \
    LSAN_OPTIONS="suppressions=$PWD/scripts/ci/lsan-suppressions.txt:print_suppressions=0" \
        SWIFT_BACKTRACE=enable=no FUZZ_TARGET="$name" "$scratch/fuzz-patternrules" "$scratch/corpus/$name" \
        "${seeds[@]}" -max_total_time="$seconds" -max_len="$max_len" -timeout="$timeout" \
        -artifact_prefix="$scratch/artifacts/$name-" -print_final_stats=1 "$@"
}
# An input's time limit: an unoptimised build runs the engines several times slower.
timeout=5
[ "$configuration" = release ] || timeout=25
# The schema validator's depth cap (SchemaContext.maximumDepth) is sized for a release build's frames,
# which it keeps within a 512 KiB thread stack. An unoptimised build under AddressSanitizer has frames
# several times larger, so a schema that refers to itself without reading the instance overflowed the
# 8 MiB main stack before the cap refused it (it needs 32 MiB there): such a build gets 64 MiB.
if [ "$configuration" != release ]; then ulimit -s 65536 2>/dev/null || ulimit -s "$(ulimit -H -s)"; fi
if [ "$target" != all ]; then
    run_target "$target" "$@"
    exit
fi
parallel="${FUZZ_PARALLEL:-2}"
mkdir -p "$scratch/logs"
declare -A running=()
failed=()
# Waits for one run to end, prints its log and notes a failure.
reap() {
    local finished
    wait -n -p finished "${!running[@]}" && status=0 || status=$?
    cat "$scratch/logs/${running[$finished]}.log"
    [ "$status" -eq 0 ] || failed+=("${running[$finished]}")
    unset "running[$finished]"
}
for name in $targets; do
    run_target "$name" "$@" > "$scratch/logs/$name.log" 2>&1 &
    running[$!]="$name"
    while [ "${#running[@]}" -ge "$parallel" ]; do reap; done
done
while [ "${#running[@]}" -gt 0 ]; do reap; done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz targets that failed: ${failed[*]} (artifacts in $scratch/artifacts)" >&2
    exit 1
fi
