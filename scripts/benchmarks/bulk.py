#!/usr/bin/env python3
"""The bulk comparison: `patterns validate` on a 1,000,000-line file of emails against grep -P -x, ripgrep
(where installed), RE2 and Hyperscan (scripts/benchmarks/build-peers.sh), and `--rules` and `--schema` on
200,000 JSON Lines records against Python parsing the same file and jsonschema-rs with orjson (PyPI, in
the `bench` environment of scripts/lib/python_env.py; left out, saying so, where pip cannot install it).
Inputs come from a fixed seed into .build/bulk; medians go to results/bulk.json.

Usage: scripts/benchmarks/bulk.py [ROUNDS] (default 7). Run by scripts/bench after the engine comparison.

Each command runs once per round, the commands of a round one after another (interleaved), so that a
slow-down of the machine hits them alike; the medians of wall time and the ratios are printed and written
as JSON, with each command's peak memory (its maximum resident set), measured in one more run under GNU
time: a child forked from this Python process would report Python's own resident set as its peak, since
Linux carries the high-water mark across exec. The outputs of `--only valid` and
`grep -x` must be byte-identical, and every count of valid lines must agree.
"""

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402
from python_env import REPO  # noqa: E402

PATTERN = r"[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}"


def generate_emails(path: Path, count: int) -> None:
    rng = random.Random(2026)
    letters = "abcdefghijklmnopqrstuvwxyz0123456789._%+-"
    lower = "abcdefghijklmnopqrstuvwxyz"
    lines = []
    for _ in range(count):
        local = "".join(rng.choice(letters) for _ in range(rng.randint(3, 12)))
        domain = "".join(rng.choice(lower) for _ in range(rng.randint(3, 10)))
        tld = rng.choice(["com", "org", "net", "io", "de", "co.uk"])
        kind = rng.random()
        if kind < 0.7:
            lines.append(f"{local}@{domain}.{tld}")
        elif kind < 0.8:
            lines.append(f"{local}@{domain}")
        elif kind < 0.9:
            lines.append(f"{local} {domain}@{tld}")
        else:
            lines.append(f"{local}@@{domain}.{tld}")
    path.write_text("\n".join(lines) + "\n")


def generate_records(path: Path, count: int) -> None:
    rng = random.Random(2027)
    with path.open("w") as out:
        for index in range(count):
            record = {
                "email": f"user{index}@example.com" if rng.random() < 0.8 else f"user{index}@",
                "age": rng.randint(10, 100),
                "plan": rng.choice(["free", "pro", "team", "gold"]),
                "phone": f"020 7946 {rng.randint(0, 9999):04d}",
                "code": "".join(rng.choice("ABCDEFGH0123456789") for _ in range(rng.randint(4, 10))),
            }
            out.write(json.dumps(record) + "\n")


RULES = {
    "fields": [
        {"name": "email", "required": True, "rule": "email"},
        {"name": "age", "integer": {"min": 18, "max": 99}},
        {"name": "plan", "oneOf": ["free", "pro", "team"]},
        {"name": "phone", "rule": "phone:GB"},
        {"name": "code", "pattern": "[A-Z0-9]+", "minLength": 4, "maxLength": 8},
    ]
}


# The rule set as a JSON Schema, for jsonschema-rs: the same fields and bounds; the email and GB phone
# rules become patterns (a JSON Schema has no phone rule), so its verdicts are close to ours, not equal.
SCHEMA = {
    "type": "object",
    "required": ["email"],
    "properties": {
        "email": {"type": "string", "minLength": 1, "maxLength": 254,
                  "pattern": r"^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$"},
        "age": {"type": "integer", "minimum": 18, "maximum": 99},
        "plan": {"enum": ["free", "pro", "team"]},
        "phone": {"type": "string", "pattern": r"^0[1-9][0-9]{1,3} ?[0-9]{3,4} ?[0-9]{3,4}$"},
        "code": {"type": "string", "pattern": "^[A-Z0-9]+$", "minLength": 4, "maxLength": 8},
    },
}

# Validates each JSON Lines record with jsonschema-rs and writes a line per record with every error's
# path and message, as `patterns validate --rules` does.
SCHEMA_RUNNER = """import sys, orjson, jsonschema_rs
validator = jsonschema_rs.validator_for(orjson.loads(open(sys.argv[1], "rb").read()))
out = []
for number, line in enumerate(open(sys.argv[2], "rb"), 1):
    errors = list(validator.iter_errors(orjson.loads(line)))
    out.append(f"valid\\t{number}" if not errors else
               f"invalid\\t{number}\\t" + "; ".join(f"{'/'.join(map(str, e.instance_path))}: {e.message}" for e in errors))
sys.stdout.write("\\n".join(out) + "\\n")
"""


# Counts the valid records with jsonschema-rs's is_valid, for `patterns validate --schema --count`.
SCHEMA_COUNTER = """import sys, orjson, jsonschema_rs
validator = jsonschema_rs.validator_for(orjson.loads(open(sys.argv[1], "rb").read()))
valid = sum(1 for line in open(sys.argv[2], "rb") if validator.is_valid(orjson.loads(line)))
sys.stdout.write(f"valid\\t{valid}\\n")
"""


def warm(inputs: list[Path]) -> None:
    """Reads the inputs through once, untimed. This machine's page cache gives back a file's pages within
    seconds, so without it a row would be timed partly on the disk, whichever engine came first since
    the last read; with it every row reads from memory."""
    for path in inputs:
        with path.open("rb") as source:
            while source.read(1 << 20):
                pass


def timed(command: list[str], stdin: Path | None, stdout: Path) -> float:
    """Runs `command` and returns its wall time in seconds."""
    source = stdin.open("rb") if stdin else None
    try:
        with stdout.open("wb") as sink:
            started = time.perf_counter()
            process = subprocess.Popen(command, stdin=source or subprocess.DEVNULL, stdout=sink,
                                       stderr=subprocess.DEVNULL)
            process.wait()
            return time.perf_counter() - started
    finally:
        if source:
            source.close()


GNU_TIME = "/usr/bin/time"


def peak_memory_of(command: list[str], stdin: Path | None, scratch: Path) -> int | None:
    """The peak resident set of `command` in bytes, from GNU time (which forks it from a small process);
    None without GNU time."""
    if not os.access(GNU_TIME, os.X_OK):
        return None
    report = scratch / "peak.txt"
    source = stdin.open("rb") if stdin else None
    try:
        subprocess.run([GNU_TIME, "-f", "%M", "-o", str(report)] + command, stdin=source or subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    finally:
        if source:
            source.close()
    return int(report.read_text().split()[-1]) * 1024


def start_times(patterns: str, scratch: Path, rounds: int) -> dict[str, float]:
    """The median wall time of a process that does nothing but start, per command, in seconds: each
    started with `posix_spawn` (a `Popen` costs more than the start of grep), output discarded,
    interleaved, 15 runs per command per round."""
    empty = scratch / "empty.txt"
    empty.write_bytes(b"")
    commands = {
        "/bin/true": ["/bin/true"],
        "grep -c -P (empty file)": ["grep", "-c", "-P", PATTERN, str(empty)],
        "patterns --help": [patterns, "--help"],
        "patterns validate --count (empty file)": [
            patterns, "validate", "--regex", PATTERN, "--count", "--input", str(empty)],
    }
    if shutil.which("rg"):
        commands["rg -c (empty file)"] = ["rg", "-c", PATTERN, str(empty)]
    peers = REPO / ".build/peers/count-lines"
    if peers.exists():
        commands["hyperscan runner (empty file)"] = [str(peers), "hyperscan", PATTERN, str(empty)]
    resolved = {name: [shutil.which(command[0]) or command[0]] + command[1:] for name, command in commands.items()}
    samples: dict[str, list[float]] = {name: [] for name in resolved}
    sink = os.open(os.devnull, os.O_WRONLY)
    quiet = [(os.POSIX_SPAWN_DUP2, sink, 1), (os.POSIX_SPAWN_DUP2, sink, 2)]
    for _ in range(max(rounds, 5)):
        for name, command in resolved.items():
            for _ in range(15):
                started = time.perf_counter()
                os.waitpid(os.posix_spawn(command[0], command, os.environ, file_actions=quiet), 0)
                samples[name].append(time.perf_counter() - started)
    os.close(sink)
    return {name: statistics.median(values) for name, values in samples.items()}


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    os.chdir(REPO)
    # The CLI as the README's install line builds it (on Linux one static executable: Package.swift).
    subprocess.run(["swift", "build", "-c", "release", "--product", "patterns"], check=True, stdout=sys.stderr)
    patterns = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True,
                              capture_output=True, text=True).stdout.strip() + "/patterns"
    scratch, output = REPO / ".build/bulk", REPO / "results/bulk.json"
    scratch.mkdir(parents=True, exist_ok=True)
    output.parent.mkdir(exist_ok=True)
    try:
        schema_python = str(python_env.environment("bench", "jsonschema-rs==0.61.2", "orjson==3.13.0"))
    except python_env.InstallFailed as failure:
        print(f"bulk.py: {failure}: the jsonschema-rs rows are left out", file=sys.stderr)
        schema_python = ""
    emails = scratch / "emails.txt"
    records = scratch / "records.jsonl"
    rules = scratch / "rules.json"
    if not emails.exists():
        generate_emails(emails, 1_000_000)
    if not records.exists():
        generate_records(records, 200_000)
    rules.write_text(json.dumps(RULES))
    parse = scratch / "parse.py"
    parse.write_text("import json, sys\nfor line in sys.stdin:\n    json.loads(line)\n")

    commands = {
        "patterns --only valid": ([patterns, "validate", "--regex", PATTERN, "--only", "valid"], emails),
        "patterns --only valid --jobs 1": (
            [patterns, "validate", "--regex", PATTERN, "--only", "valid", "--jobs", "1"], emails),
        "grep -P -x": (["grep", "-P", "-x", PATTERN, str(emails)], None),
        "patterns --count": ([patterns, "validate", "--regex", PATTERN, "--count"], emails),
        "grep -c -P -x": (["grep", "-c", "-P", "-x", PATTERN, str(emails)], None),
        "patterns --rules (200,000 JSON Lines records)": (
            [patterns, "validate", "--rules", str(rules), str(records)], None),
        "python json.loads per line (same records)": ([sys.executable, str(parse)], records),
    }
    commands["patterns, a verdict line per input (text)"] = ([patterns, "validate", "--regex", PATTERN], emails)
    commands["patterns --output jsonl"] = ([patterns, "validate", "--regex", PATTERN, "--output", "jsonl"], emails)
    commands["patterns --count --jobs 1"] = ([patterns, "validate", "--regex", PATTERN, "--count", "--jobs", "1"], emails)
    commands["patterns --rules --jobs 1"] = ([patterns, "validate", "--rules", str(rules), str(records), "--jobs", "1"], None)
    # Messages in German against English: the same failures, spelled once per distinct failure either way.
    commands["patterns --rules --output jsonl"] = (
        [patterns, "validate", "--rules", str(rules), str(records), "--output", "jsonl"], None)
    commands["patterns --rules --output jsonl --locale de"] = (
        [patterns, "validate", "--rules", str(rules), str(records), "--output", "jsonl", "--locale", "de"], None)
    if shutil.which("rg"):
        commands["rg -x"] = (["rg", "-x", PATTERN, str(emails)], None)
    if schema_python:
        schema = scratch / "rules.schema.json"
        schema.write_text(json.dumps(SCHEMA, indent=2) + "\n")
        runner = scratch / "jsonschema-rs.py"
        runner.write_text(SCHEMA_RUNNER)
        commands["jsonschema-rs + orjson, with messages (same records)"] = (
            [schema_python, str(runner), str(schema), str(records)], None)
        counter = scratch / "jsonschema-rs-count.py"
        counter.write_text(SCHEMA_COUNTER)
        commands["jsonschema-rs + orjson, is_valid (same records)"] = (
            [schema_python, str(counter), str(schema), str(records)], None)
        commands["patterns --schema (same records)"] = ([patterns, "validate", "--schema", str(schema), str(records)], None)
        commands["patterns --schema --count"] = (
            [patterns, "validate", "--schema", str(schema), "--count", str(records)], None)
    # The peers' whole-process runner (scripts/benchmarks/build-peers.sh): RE2 line by line, Hyperscan in one
    # multi-line scan of the file and line by line.
    peers = REPO / ".build/peers/count-lines"
    peer_rows = {"re2 FullMatch per line (count)": "re2", "hyperscan whole-file scan (count)": "hyperscan",
                 "hyperscan per line (count)": "hyperscan-lines", "the peers' runner reading the file (no engine)": "read"}
    if peers.exists():
        for name, engine in peer_rows.items():
            commands[name] = ([str(peers), engine, PATTERN, str(emails)], None)
    else:
        print("bench-bulk: .build/peers/count-lines is not built (scripts/benchmarks/build-peers.sh): RE2 and Hyperscan left out")
    samples: dict[str, list[float]] = {name: [] for name in commands}
    outputs = {name: scratch / f"out-{index}.txt" for index, name in enumerate(commands)}
    for _ in range(rounds):
        for name, (command, stdin) in commands.items():
            warm([emails if stdin == emails or str(emails) in command else records])
            samples[name].append(timed(command, stdin, outputs[name]))
    peak_memory = {name: peak_memory_of(command, stdin, scratch) for name, (command, stdin) in commands.items()}

    identical = outputs["patterns --only valid"].read_bytes() == outputs["grep -P -x"].read_bytes()
    identical_jobs = outputs["patterns --only valid"].read_bytes() == outputs[
        "patterns --only valid --jobs 1"].read_bytes()
    grep_count = int(outputs["grep -c -P -x"].read_text().strip())
    count_lines = dict(line.split("\t") for line in outputs["patterns --count"].read_text().split("\n") if line)
    counted = {"patterns --count": int(count_lines["valid"])}
    jobs_lines = dict(line.split("\t") for line in outputs["patterns --count --jobs 1"].read_text().split("\n") if line)
    counted["patterns --count --jobs 1"] = int(jobs_lines["valid"])
    for name, engine in peer_rows.items():
        if name in outputs and engine != "read":
            counted[name] = int(outputs[name].read_text().strip() or -1)
    counts_agree = all(count == grep_count for count in counted.values())
    medians = {name: statistics.median(values) for name, values in samples.items()}
    # The targets of the speed issue: (ratio name, numerator, denominator, at most).
    targets = [
        ("--only valid / grep -P -x", "patterns --only valid", "grep -P -x", 0.3),
        ("--only valid --jobs 1 / grep -P -x", "patterns --only valid --jobs 1", "grep -P -x", None),
        ("--count / grep -c -P -x", "patterns --count", "grep -c -P -x", None),
        ("--count / hyperscan whole-file scan", "patterns --count", "hyperscan whole-file scan (count)", 0.5),
        ("--count --jobs 1 / hyperscan whole-file scan", "patterns --count --jobs 1",
         "hyperscan whole-file scan (count)", 0.8),
        ("--count / re2 per line", "patterns --count", "re2 FullMatch per line (count)", None),
        ("--rules / python json.loads", "patterns --rules (200,000 JSON Lines records)",
         "python json.loads per line (same records)", 0.5),
        ("--rules --jobs 1 / python json.loads", "patterns --rules --jobs 1",
         "python json.loads per line (same records)", 1.0),
        ("--output jsonl / text output", "patterns --output jsonl", "patterns, a verdict line per input (text)", 2.0),
        ("--rules jsonl --locale de / en", "patterns --rules --output jsonl --locale de",
         "patterns --rules --output jsonl", 1.1),
        ("--rules / jsonschema-rs with messages", "patterns --rules (200,000 JSON Lines records)",
         "jsonschema-rs + orjson, with messages (same records)", 0.5),
        ("--schema / jsonschema-rs with messages", "patterns --schema (same records)",
         "jsonschema-rs + orjson, with messages (same records)", 0.3),
        ("--schema --count / jsonschema-rs is_valid", "patterns --schema --count",
         "jsonschema-rs + orjson, is_valid (same records)", 0.5),
        ("--schema / --rules", "patterns --schema (same records)", "patterns --rules (200,000 JSON Lines records)", 1.2),
    ]
    starts = start_times(patterns, scratch, rounds)
    targets += [
        ("start: --help / grep", "patterns --help", "grep -c -P (empty file)", 2.0),
        ("start: validate --count / grep", "patterns validate --count (empty file)", "grep -c -P (empty file)", 2.0),
        ("start: validate --count / rg", "patterns validate --count (empty file)", "rg -c (empty file)", None),
    ]
    timings = medians | starts
    ratios = {name: timings[top] / timings[bottom] for name, top, bottom, _ in targets
              if top in timings and bottom in timings}
    for name, value in medians.items():
        peak = "" if peak_memory[name] is None else f"{peak_memory[name] / 2**20:8.1f} MiB"
        print(f"{name:52} {value * 1000:9.1f} ms {peak}")
    for name, value in starts.items():
        print(f"{'start: ' + name:52} {value * 1000:9.2f} ms")
    for name, _, _, limit in targets:
        if name in ratios:
            verdict = "" if limit is None else f"  (target <= {limit}: {'met' if ratios[name] <= limit else 'MISSED'})"
            print(f"{name:52} {ratios[name]:9.2f}x{verdict}")
    # The target bounds our rows; the peers' peaks are reported beside them.
    over = [name for name, peak in peak_memory.items()
            if peak is not None and peak > 64 * 2**20 and name.startswith("patterns")]
    print(f"peak memory of a patterns row over 64 MiB: {', '.join(over) if over else 'none'}")
    print(f"--only valid output byte-identical to grep -x: {identical}; whatever the jobs: {identical_jobs}")
    print(f"valid counts agree with grep -c ({grep_count}): {counts_agree} ({len(counted)} counts)")
    # The JSON Schema rows: our count of valid records against jsonschema-rs's is_valid on the same file.
    schema_counts = {}
    for name in ["patterns --schema --count", "jsonschema-rs + orjson, is_valid (same records)"]:
        if name in outputs:
            lines = dict(line.split("\t") for line in outputs[name].read_text().split("\n") if line)
            schema_counts[name] = int(lines.get("valid", -1))
    schema_agree = len(set(schema_counts.values())) <= 1
    if schema_counts:
        print(f"--schema --count agrees with jsonschema-rs is_valid: {schema_agree} {schema_counts}")
    # The German run reports the same failures as the English one: the same records, codes and
    # parameters, only the messages differ.
    def failures(name):
        rows = [json.loads(line) for line in outputs[name].read_text().split("\n") if line]
        for row in rows:
            for error in row.get("errors", []):
                error.pop("message", None)
        return rows
    english, german = failures("patterns --rules --output jsonl"), failures("patterns --rules --output jsonl --locale de")
    locales_agree = english == german
    failing = sum(1 for row in english if row.get("errors"))
    print(f"--rules jsonl in de reports the failures of en ({failing} failing records): {locales_agree}")
    output.write_text(json.dumps({
        "rounds": rounds, "medians_seconds": medians, "start_seconds": starts, "peak_memory_bytes": peak_memory, "ratios": ratios,
        "targets": {name: limit for name, _, _, limit in targets if limit is not None},
        "identical_to_grep": identical, "identical_whatever_jobs": identical_jobs, "counts_agree": counts_agree,
        "counts": counted, "schema_counts": schema_counts, "schema_counts_agree": schema_agree,
        "locales_agree": locales_agree,
    }, indent=2) + "\n")
    if not (identical and identical_jobs and counts_agree and schema_agree and locales_agree):
        sys.exit(1)


if __name__ == "__main__":
    main()
