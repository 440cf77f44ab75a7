#!/usr/bin/env python3
"""Times password strength estimation, whole process, on the same passwords: `patterns validate password
--explain` (our zxcvbn: score, guesses, feedback) against PyPI zxcvbn 4.5.0 (`zxcvbn.zxcvbn`, the same
outputs), in the `reference` environment of scripts/lib/python_env.py; left out, saying so, where pip
cannot install zxcvbn. Writes results/password.json.

Usage: scripts/benchmarks/password.py [COUNT] [ROUNDS] (default 100000 passwords, 3 rounds). Run by
scripts/bench.

The passwords come from the differential fixture's generator (scripts/differential/password.py)
with fixed seeds. Runs are interleaved; the medians, their ratio and how many scores agree are printed and
written as JSON.
"""
import importlib.util
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402
from python_env import REPO  # noqa: E402

try:
    python_env.environment("reference", "zxcvbn==4.5.0")
except python_env.InstallFailed as failure:
    print(f"password.py: {failure}: the password comparison is left out", file=sys.stderr)
    sys.exit(0)
python_env.rerun_inside("reference", "zxcvbn==4.5.0")

# The fixture's generator, loaded from its file (its name is no module name).
_spec = importlib.util.spec_from_file_location("password_generator", REPO / "scripts/differential/password.py")
password_generator = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(password_generator)

SCORER = """import sys, zxcvbn
scores = [str(zxcvbn.zxcvbn(line.rstrip("\\n"))["score"]) for line in open(sys.argv[1], encoding="utf-8")]
sys.stdout.write("\\n".join(scores) + "\\n")
"""


def passwords(count: int) -> list[str]:
    found: list[str] = []
    seen: set[str] = set()
    seed = 1
    while len(found) < count:
        for password in password_generator.passwords(random.Random(seed)):
            if password not in seen:
                seen.add(password)
                found.append(password)
        seed += 1
    return found[:count]


def timed(command: list[str], output: Path) -> float:
    with output.open("wb") as sink:
        started = time.perf_counter()
        status = subprocess.run(command, stdout=sink, stderr=subprocess.DEVNULL, check=False).returncode
        elapsed = time.perf_counter() - started
    # `patterns validate` exits 1 when some password is not valid: expected here.
    if status not in (0, 1):
        sys.exit(f"password.py: {command[0]} exited with {status}")
    return elapsed


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    # The CLI as the README's install line builds it (on Linux one static executable: Package.swift).
    subprocess.run(["swift", "build", "-c", "release", "--product", "patterns"], cwd=REPO, check=True,
                   stdout=sys.stderr)
    patterns = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO, check=True,
                              capture_output=True, text=True).stdout.strip() + "/patterns"
    scratch, result = REPO / ".build/bulk", REPO / "results/password.json"
    scratch.mkdir(parents=True, exist_ok=True)
    result.parent.mkdir(exist_ok=True)
    file = scratch / f"passwords-{count}.txt"
    if not file.exists():
        file.write_text("\n".join(passwords(count)) + "\n", encoding="utf-8")
    scorer = scratch / "zxcvbn-score.py"
    scorer.write_text(SCORER)
    commands = {
        "patterns validate password --explain": [patterns, "validate", "password", "--explain", "--input", str(file)],
        "python zxcvbn 4.5.0": [sys.executable, str(scorer), str(file)],
    }
    outputs = {name: scratch / f"password-out-{index}.txt" for index, name in enumerate(commands)}
    samples: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, command in commands.items():
            samples[name].append(timed(command, outputs[name]))
    ours = [line.split("\t")[1] for line in outputs["patterns validate password --explain"].read_text().splitlines()
            if line.startswith("score\t")]
    reference = outputs["python zxcvbn 4.5.0"].read_text().split()
    agree = sum(1 for mine, theirs in zip(ours, reference) if mine == theirs)
    medians = {name: statistics.median(values) for name, values in samples.items()}
    ratio = medians["patterns validate password --explain"] / medians["python zxcvbn 4.5.0"]
    for name, value in medians.items():
        print(f"{name:40} {value * 1000:10.1f} ms  {value / count * 1e6:8.1f} µs per password")
    print(f"{'ours / python zxcvbn':40} {ratio:10.3f}x  (target <= 0.05: {'met' if ratio <= 0.05 else 'MISSED'})")
    print(f"scores agree on {agree} of {count} passwords ({len(ours)} scored here, {len(reference)} by zxcvbn)")
    result.write_text(json.dumps({
        "passwords": count, "rounds": rounds, "medians_seconds": medians, "ratio": ratio, "scores_agree": agree,
    }, indent=2) + "\n")
    if len(ours) != count or len(reference) != count:
        sys.exit(1)


if __name__ == "__main__":
    main()
