#!/usr/bin/env bash
# Completes catalogue entries' examples so that they test the pattern to the catalogue's standard
# (docs in Sources/PatternRules/PatternRules.docc/RegressionTestingPatterns.md): for each entry named (or
# every entry), `patterns tests ID --suggest` gives the inputs that cover every transition of the minimal
# automaton and kill every mutant; each new one is added to `matching`, `incomplete` or `invalid` by its
# verdict. The catalogue loader then confirms every example on PCRE2. An entry that would need more than
# --max-new new inputs (default 80) is left unchanged and reported: its notes should say why, under
# "Test coverage:". With --mutants-only, only the inputs that kill the surviving mutants are added (for
# an entry whose automaton is too large to cover), and an exempt entry is not skipped. Uses a release
# build of the CLI.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
swift build -c release --product patterns > /dev/null
binary="$(swift build -c release --show-bin-path)/patterns"
python3 - "$binary" "$@" <<'PYTHON'
import json, os, pathlib, subprocess, sys

binary, arguments = sys.argv[1], sys.argv[2:]
maximum = 80
if "--max-new" in arguments:
    index = arguments.index("--max-new")
    maximum = int(arguments[index + 1])
    del arguments[index : index + 2]
mutants_only = "--mutants-only" in arguments
if mutants_only:
    arguments.remove("--mutants-only")
directory = pathlib.Path("patterns")
ids = arguments or sorted(path.stem for path in directory.glob("*.json"))
field_of = {"valid": "matching", "incomplete": "incomplete", "invalid": "invalid"}
environment = dict(os.environ, PATTERNRULES_CATALOGUE=str(directory))
for entry_id in ids:
    path = directory / f"{entry_id}.json"
    entry = json.loads(path.read_text())
    if "Test coverage:" in entry.get("notes", "") and not mutants_only:
        print(f"{entry_id}: exempt (its notes say why)")
        continue
    command = ["coverage", entry_id, "--output", "json"] if mutants_only else ["tests", entry_id, "--suggest", "--format", "jsonl"]
    run = subprocess.run([binary] + command, capture_output=True, text=True, env=environment)
    if run.returncode != 0:
        print(f"{entry_id}: skipped: {run.stderr.strip().splitlines()[0] if run.stderr.strip() else run.returncode}")
        continue
    known = set()
    for field in ("matching", "nonMatching", "incomplete", "invalid"):
        known.update(entry.get(field, []))
    if mutants_only:
        survivors = json.loads(run.stdout)["mutants"]["surviving"]
        new = list({case["input"]: {"input": case["input"], "verdict": case["verdict"]} for case in survivors}.values())
    else:
        new = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    new = [case for case in new if case["input"] not in known]
    if len(new) > maximum:
        print(f"{entry_id}: {len(new)} new inputs needed, more than {maximum}: left unchanged")
        continue
    for case in new:
        field = field_of[case["verdict"]]
        entry.setdefault(field, []).append(case["input"])
    # Keep the keys in the order the catalogue writes them: a new field goes before "source".
    ordered = {}
    for key, value in entry.items():
        if key == "source":
            for field in ("incomplete", "invalid"):
                if field in entry and field not in ordered:
                    ordered[field] = entry[field]
        if key not in ordered:
            ordered[key] = value
    path.write_text(json.dumps(ordered, indent=2, ensure_ascii=False) + "\n")
    print(f"{entry_id}: {len(new)} inputs added")
PYTHON
