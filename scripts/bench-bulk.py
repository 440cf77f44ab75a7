"""Times `patterns validate` against grep, ripgrep and Python on generated files (see scripts/bench-bulk).

Each command runs once per round, the commands of a round one after another (interleaved), so that a
slow-down of the machine hits them alike; the medians and their ratios are printed and written as JSON.
The outputs of `--only valid` and `grep -x` must be byte-identical, and the counts must agree.
"""

import json
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

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


def timed(command: list[str], stdin: Path | None, stdout: Path) -> float:
    source = stdin.open("rb") if stdin else None
    try:
        with stdout.open("wb") as sink:
            started = time.perf_counter()
            subprocess.run(
                command, stdin=source or subprocess.DEVNULL, stdout=sink, stderr=subprocess.DEVNULL, check=False)
            return time.perf_counter() - started
    finally:
        if source:
            source.close()


def main() -> None:
    patterns, scratch, rounds, output = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4])
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
    if shutil.which("rg"):
        commands["rg -x"] = (["rg", "-x", PATTERN, str(emails)], None)
    samples: dict[str, list[float]] = {name: [] for name in commands}
    outputs = {name: scratch / f"out-{index}.txt" for index, name in enumerate(commands)}
    for _ in range(rounds):
        for name, (command, stdin) in commands.items():
            samples[name].append(timed(command, stdin, outputs[name]))

    identical = outputs["patterns --only valid"].read_bytes() == outputs["grep -P -x"].read_bytes()
    identical_jobs = outputs["patterns --only valid"].read_bytes() == outputs[
        "patterns --only valid --jobs 1"].read_bytes()
    grep_count = int(outputs["grep -c -P -x"].read_text().strip())
    count_lines = dict(line.split("\t") for line in outputs["patterns --count"].read_text().split("\n") if line)
    counts_agree = int(count_lines["valid"]) == grep_count
    medians = {name: statistics.median(values) for name, values in samples.items()}
    ratios = {
        "--only valid / grep -P -x": medians["patterns --only valid"] / medians["grep -P -x"],
        "--only valid --jobs 1 / grep -P -x": medians["patterns --only valid --jobs 1"] / medians["grep -P -x"],
        "--count / grep -c -P -x": medians["patterns --count"] / medians["grep -c -P -x"],
        "--rules / python json.loads": medians["patterns --rules (200,000 JSON Lines records)"]
        / medians["python json.loads per line (same records)"],
    }
    for name, value in medians.items():
        print(f"{name:52} {value * 1000:9.1f} ms")
    for name, value in ratios.items():
        print(f"{name:52} {value:9.2f}x")
    print(f"--only valid output byte-identical to grep -x: {identical}; whatever the jobs: {identical_jobs}")
    print(f"valid count agrees with grep -c ({grep_count}): {counts_agree}")
    output.write_text(json.dumps({
        "rounds": rounds, "medians_seconds": medians, "ratios": ratios, "identical_to_grep": identical,
        "identical_whatever_jobs": identical_jobs, "counts_agree": counts_agree,
    }, indent=2) + "\n")
    if not (identical and identical_jobs and counts_agree):
        sys.exit(1)


if __name__ == "__main__":
    main()
