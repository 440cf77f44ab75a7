#!/usr/bin/env python3
"""Times `patterns find --count-matches` beside ripgrep's `--count-matches` (its default engine) on
40 MB of English (or Russian) text: rebar's opensubtitles/en-sampled.txt repeated (fetch BurntSushi/rebar and pass the
file, or let this script take it from a rebar checkout beside the repository).

Each round runs every command once, interleaved, so that a slow-down of the machine hits them alike; the
medians of wall and CPU time and the ratios are printed. Every pair of counts must agree: a ratio over
different answers means nothing.

Usage: scripts/benchmarks/find.py [SAMPLE_TXT] [--wide | --russian] [--rounds N] [--jobs N]
[--patterns-binary PATH]
(--wide: literals, case-insensitive literals, alternations, inner literals, classes; --russian: the
same kinds on ru-sampled.txt; --jobs N: also times `patterns find --jobs N`, beside ripgrep, which searches one
file on one thread whatever its `--threads`)
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

PATTERNS = {
    "suffix": r"[A-Za-z]+ing",
    "two capitalised words": r"[A-Z][a-z]+ [A-Z][a-z]+",
    "email or phone": r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|\+?[0-9][0-9 ()-]{7,}[0-9]",
}
# A wider set (`--wide`): literals, case-insensitive literals, literal alternations, inner literals and
# classes without literals, on the English sample and, with `--russian`, on the Russian one.
WIDE = {
    "literal": r"Sherlock Holmes",
    "literal (common)": r"you",
    "case-insensitive literal": r"(?i)sherlock",
    "case-insensitive common": r"(?i)yes",
    "alternation of words": r"Sherlock|Holmes|Watson|Irene|Adler|John|Baker",
    "alternation, no case": r"(?i)sherlock|holmes|watson",
    "inner literal": r"[A-Za-z]+ the [a-z]+",
    "class, no literal": r"[A-Z][a-z]+",
}
RUSSIAN = {
    "literal": r"Шерлок Холмс",
    "literal (common)": r"что",
    "alternation of words": r"Шерлок|Холмс|Ватсон",
    "class, no literal": r"[А-Я][а-я]+",
}
SIZE = 40_000_000


def timed(command):
    """Runs `command`; returns its output, wall seconds and CPU seconds (user + system of the child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if result.returncode not in (0, 1):
        raise SystemExit(f"{command[0]} failed ({result.returncode}): {result.stderr.decode()[:300]}")
    return result.stdout.decode().strip() or "0", wall, cpu


def main():
    arguments = sys.argv[1:]
    rounds = int(arguments[arguments.index("--rounds") + 1]) if "--rounds" in arguments else 5
    binary = (arguments[arguments.index("--patterns-binary") + 1] if "--patterns-binary" in arguments
              else ".build/release/patterns")
    jobs = arguments[arguments.index("--jobs") + 1] if "--jobs" in arguments else None
    sources = [a for a in arguments if a.endswith(".txt")]
    language = "ru" if "--russian" in arguments else "en"
    source = sources[0] if sources else f"../rebar/benchmarks/haystacks/opensubtitles/{language}-sampled.txt"
    patterns = RUSSIAN if "--russian" in arguments else WIDE if "--wide" in arguments else PATTERNS
    rg = shutil.which("rg")
    if not rg:
        raise SystemExit("ripgrep is not installed (apt-get install ripgrep)")
    sample = open(source, "rb").read()
    with tempfile.TemporaryDirectory() as directory:
        text = os.path.join(directory, "en-40mb.txt")
        with open(text, "wb") as handle:
            handle.write(sample * (SIZE // len(sample) + 1))
        print(f"{os.path.getsize(text):,} bytes; {rounds} interleaved rounds; medians")
        jobs_header = f"{f'-j{jobs} ms':>9}{'ratio':>7}" if jobs else ""
        print(f"{'pattern':<24}{'matches':>10}{'rg ms':>9}{'ours ms':>9}{'ratio':>7}{'rg cpu':>8}{'ours cpu':>9}"
              + jobs_header)
        ratios, jobs_ratios = [], []
        for name, pattern in patterns.items():
            commands = {
                "rg": [rg, "--count-matches", "--no-filename", "-e", pattern, text],
                "ours": [binary, "find", "--count-matches", "--regex", pattern, "--input", text],
            }
            if jobs:
                commands["jobs"] = commands["ours"] + ["--jobs", jobs]
            walls = {key: [] for key in commands}
            cpus = {key: [] for key in commands}
            counts = {}
            for _ in range(rounds):
                for key, command in commands.items():
                    count, wall, cpu = timed(command)
                    counts.setdefault(key, count)
                    walls[key].append(wall)
                    cpus[key].append(cpu)
            for key in commands:
                if counts[key] != counts["rg"]:
                    raise SystemExit(f"{name}: ripgrep counts {counts['rg']}, {' '.join(commands[key][:2])} {counts[key]}")
            rg_ms, ours_ms = (statistics.median(walls[k]) * 1000 for k in ("rg", "ours"))
            rg_cpu, ours_cpu = (statistics.median(cpus[k]) * 1000 for k in ("rg", "ours"))
            ratios.append(ours_ms / rg_ms)
            row = (f"{name:<24}{counts['rg']:>10}{rg_ms:>9.0f}{ours_ms:>9.0f}{ours_ms / rg_ms:>7.2f}"
                   f"{rg_cpu:>8.0f}{ours_cpu:>9.0f}")
            if jobs:
                jobs_ms = statistics.median(walls["jobs"]) * 1000
                jobs_ratios.append(jobs_ms / rg_ms)
                row += f"{jobs_ms:>9.0f}{jobs_ms / rg_ms:>7.2f}"
            print(row)
        print(f"geometric mean of the wall-time ratios (ours / rg): {statistics.geometric_mean(ratios):.2f}")
        if jobs:
            print(f"with --jobs {jobs}: {statistics.geometric_mean(jobs_ratios):.2f}")


if __name__ == "__main__":
    main()
