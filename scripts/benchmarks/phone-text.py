#!/usr/bin/env python3
"""Times `patterns find phone:XX --count-matches` beside PyPI phonenumbers's PhoneNumberMatcher (the release pinned below)
(the reference our matcher follows) on the same generated text, and prints phone numbers found per
second for each and the ratio. The counts must be equal: a ratio over different answers means nothing.

The text: lines drawn as scripts/differential/phone-text.py draws them (numbers in every written
form, extensions, look-alikes), seed 99, all read with one default region. Python runs in-process, line
by line (the way a Python job scans a file); `patterns` reads the file. Medians of --rounds interleaved
rounds. phonenumbers comes from PyPI, in the `reference` environment of scripts/lib/python_env.py.

Usage: scripts/benchmarks/phone-text.py [--lines N] [--region XX] [--rounds N]
       [--patterns-binary PATH]
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "phonenumbers==9.0.43")

import argparse
import importlib.util
import random
import statistics
import subprocess
import tempfile
import time

import phonenumbers

REPO = python_env.REPO


def generator():
    spec = importlib.util.spec_from_file_location("generator", REPO / "scripts/differential/phone-text.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=20000)
    parser.add_argument("--region", default="GB")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--patterns-binary", default=str(REPO / ".build" / "release" / "patterns"))
    arguments = parser.parse_args()
    drawing = generator()
    rng = random.Random(99)
    lines = [drawing.sentence(arguments.region, rng).replace("\n", " ") for _ in range(arguments.lines)]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
        path = file.name
    size = pathlib.Path(path).stat().st_size
    python_times, ours_times = [], []
    python_count = ours_count = None
    for _ in range(arguments.rounds):
        start = time.perf_counter()
        count = sum(1 for line in lines for _ in phonenumbers.PhoneNumberMatcher(line, arguments.region))
        python_times.append(time.perf_counter() - start)
        python_count = count
        start = time.perf_counter()
        result = subprocess.run(
            [arguments.patterns_binary, "find", f"phone:{arguments.region}", "--count-matches", "--input", path],
            capture_output=True, check=False)
        ours_times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            raise SystemExit(f"patterns failed: {result.stderr.decode()[:300]}")
        ours_count = int(result.stdout.decode().strip() or "0")
    if python_count != ours_count:
        raise SystemExit(f"counts differ: phonenumbers {python_count}, patterns {ours_count}")
    python_median, ours_median = statistics.median(python_times), statistics.median(ours_times)
    print(f"{arguments.lines} lines, {size / 1e6:.1f} MB, region {arguments.region}, {ours_count} numbers (equal), "
          f"{arguments.rounds} rounds")
    print(f"phonenumbers PhoneNumberMatcher: {python_median:.3f} s, {python_count / python_median:,.0f} numbers/s")
    print(f"patterns find phone:{arguments.region}: {ours_median:.3f} s, {ours_count / ours_median:,.0f} numbers/s")
    print(f"ratio: patterns is {python_median / ours_median:.1f}x faster")


if __name__ == "__main__":
    main()
