#!/usr/bin/env bash
# Runs the release `patterns` binary on each hostile input of docs/BAD-INPUT.md and prints, per case, the
# exit status, the first line of standard error, wall time and peak memory (GNU time): the figures the
# hardening work reports. Inputs are generated in a temporary directory; nothing is left behind.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
swift build -c release --product patterns >/dev/null
patterns="$repo/.build/release/patterns"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PYTHON'
import pathlib, sys
work = pathlib.Path(sys.argv[1])
(work / "password-100k.txt").write_text("aB1!" * 25000 + "\n")
(work / "password-10m.txt").write_text("aB1!" * 2500000 + "\n")
(work / "line-40mb.txt").write_text("a" * 40_000_000 + "\n")
(work / "line-200mb.txt").write_text("a" * 200_000_000 + "\n")
(work / "icu-200k.txt").write_text("a" * 200_000 + "c\n")
(work / "utf16-bom.txt").write_bytes(b"\xff\xfe" + "abc\ndef\n".encode("utf-16-le"))
(work / "utf16-nobom.txt").write_bytes("abc\ndef\n".encode("utf-16-le"))
(work / "bad-header.csv").write_bytes(b'a,"b\nx,y\n')
(work / "rules.json").write_text('{"fields": [{"name": "a", "required": true}]}')
(work / "bounds.json").write_text('{"fields": [{"name": "n", "integer": {"min": 10, "max": 2}}]}')
(work / "syntax.json").write_text('{"fields": [ {"name": "a", }')
(work / "type.json").write_text('{"fields": [{"name": "a", "minLength": 3.5}]}')
(work / "deep.json").write_text("[" * 100000)
(work / "big-pattern.txt").write_text("|".join(f"a{i}" for i in range(12000)))
(work / "nested-pattern.txt").write_text("(" * 10000 + "a")
(work / "class-atoms.txt").write_text("".join(f"[\\pL\\x{{{0x3000 + i:x}}}]" for i in range(5000)))
(work / "distinct-literals.txt").write_text("".join(f"\\x{{{0x4E00 + i:x}}}" for i in range(16000)))
(work / "lookaheads.txt").write_text("".join(f"(?=.*{chr(97 + i)})" for i in range(20)) + ".*")
PYTHON
ln -s "$work/loop" "$work/loop"

run() {
    local label="$1"
    shift
    local status=0
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || status=$?
    # GNU time writes "Command exited with non-zero status N" before the figures.
    read -r seconds kilobytes < <(tail -1 "$work/time")
    local message
    message="$( (grep -v '^Command exited' "$work/err" || true) | head -1 | cut -c1-110)"
    printf '%-44s exit %-3s %6ss %7s KB  %s\n' "$label" "$status" "$seconds" "$kilobytes" "$message"
}

run "password, 100,000 characters" sh -c "'$patterns' validate password < '$work/password-100k.txt'"
run "password, 10,000,000 characters" sh -c "'$patterns' validate password < '$work/password-10m.txt'"
run "PATTERNRULES_ENGINE=PCRE2 validate email" env PATTERNRULES_ENGINE=PCRE2 "$patterns" validate email a@b.cc
run "PATTERNRULES_ENGINE=nonsense list" env PATTERNRULES_ENGINE=nonsense "$patterns" list
run "one 40 MB line" sh -c "'$patterns' validate --regex 'a+' < '$work/line-40mb.txt'"
run "one 200 MB line (over the 64 MiB cap)" sh -c "'$patterns' validate --regex 'a+' < '$work/line-200mb.txt'"
run "foundation (a|b)*c on 200,000 a's" sh -c "'$patterns' validate --engine foundation --regex '(a|b)*c' < '$work/icu-200k.txt'"
run "pattern too large for PCRE2" sh -c "'$patterns' validate --regex \"\$(cat '$work/big-pattern.txt')\" a11999"
run "invalid UTF-8 argument" sh -c "'$patterns' validate --regex 'a.b' \"\$(printf 'a\\377b')\""
run "impossible integer bounds" sh -c "'$patterns' validate --rules '$work/bounds.json' < /dev/null"
run "write to /dev/full" sh -c "'$patterns' validate --regex '[a-z]+' abc > /dev/full"
run "list to /dev/full" sh -c "'$patterns' list > /dev/full"
run "CSV with an unreadable header" "$patterns" validate --rules "$work/rules.json" "$work/bad-header.csv"
run "UTF-16 with a byte-order mark" sh -c "'$patterns' validate --regex '[a-z]+' < '$work/utf16-bom.txt'"
run "UTF-16 without a byte-order mark" sh -c "'$patterns' validate --regex '[a-z]+' < '$work/utf16-nobom.txt'"
run "rule set: JSON syntax error" sh -c "'$patterns' validate --rules '$work/syntax.json' < /dev/null"
run "rule set: minLength 3.5" sh -c "'$patterns' validate --rules '$work/type.json' < /dev/null"
run "rule set: 100,000 nested arrays" sh -c "'$patterns' validate --rules '$work/deep.json' < /dev/null"
run "records file is a directory" "$patterns" validate --rules "$work/rules.json" "$work"
run "rule set is a directory" sh -c "'$patterns' validate --rules '$work' < /dev/null"
run "PATTERNRULES_CATALOGUE is a file" env PATTERNRULES_CATALOGUE="$work/rules.json" "$patterns" list
run "PATTERNRULES_CATALOGUE is a symlink loop" env PATTERNRULES_CATALOGUE="$work/loop" "$patterns" list
run "PATTERNRULES_ENGINE=foundation list" env PATTERNRULES_ENGINE=foundation "$patterns" list
run "pattern error, 10,000 nested groups" sh -c "'$patterns' validate --regex \"\$(cat '$work/nested-pattern.txt')\" a"
for shape in class-atoms distinct-literals lookaheads; do
    run "automaton compile budget: $shape" sh -c "'$patterns' validate --engine automaton --regex \"\$(cat '$work/$shape.txt')\" x"
    run "automatic chain: $shape" sh -c "'$patterns' validate --regex \"\$(cat '$work/$shape.txt')\" x"
done
