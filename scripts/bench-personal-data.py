#!/usr/bin/env python3
"""Times `patterns find` on generated log lines for each personal-data rule alone and for all four at
once (`phone:GB card iban email`), and redaction of the same file, side by side in one run: medians of
--rounds interleaved rounds, counts printed (the union's count must equal the sum of the singles' less the
overlaps it drops, so it is printed beside them rather than asserted).

The log: seeded lines with a time stamp, a level, an IP address, an order number, and in some lines an
email address, a GB phone number in one of its written forms, a card number or an IBAN.

Usage: scripts/bench-personal-data.py [--megabytes N] [--rounds N] [--patterns-binary PATH]
"""
import argparse
import pathlib
import random
import statistics
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
PHONES = ["020 7946 0958", "+44 20 7946 0958", "07400 123456", "(0161) 496 0000", "+44 7400 123456", "0121 496 0123"]
CARDS = ["4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005", "6011111111111117"]
IBANS = ["GB82 WEST 1234 5698 7654 32", "DE89370400440532013000", "FR14 2004 1010 0505 0001 3M02 606"]
WORDS = ["payment", "failed", "for", "user", "retry", "order", "shipped", "refund", "contact", "updated", "ok"]


def line(rng, number):
    parts = [f"2026-12-05T{rng.randrange(24):02}:{rng.randrange(60):02}:{rng.randrange(60):02}Z",
             rng.choice(["INFO", "WARN", "ERROR"]), f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(256)}",
             f"order={rng.randrange(10**7, 10**8)}"]
    parts += rng.sample(WORDS, 4)
    roll = rng.random()
    if roll < 0.3:
        parts.append(f"user{number}@example.com")
    if roll < 0.15:
        parts.append("tel " + rng.choice(PHONES))
    elif roll < 0.2:
        parts.append("card " + rng.choice(CARDS))
    elif roll < 0.25:
        parts.append("iban " + rng.choice(IBANS))
    return " ".join(parts)


def timed(command, path):
    start = time.perf_counter()
    with open(path, "rb") as source:
        result = subprocess.run(command, stdin=source, capture_output=True, check=False)
    if result.returncode not in (0, 1):
        raise SystemExit(f"{command} failed: {result.stderr.decode()[:300]}")
    return time.perf_counter() - start, result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--patterns-binary", default=str(HERE.parent / ".build" / "release" / "patterns"))
    arguments = parser.parse_args()
    rng = random.Random(5)
    with tempfile.NamedTemporaryFile("w", suffix=".log", delete=False) as file:
        written, number = 0, 0
        while written < arguments.megabytes * 1_000_000:
            text = line(rng, number) + "\n"
            file.write(text)
            written += len(text)
            number += 1
        path = file.name
    size = pathlib.Path(path).stat().st_size
    runs = {name: [arguments.patterns_binary, "find", *rules, "--count-matches"] for name, rules in [
        ("phone:GB", ["phone:GB"]), ("card", ["card"]), ("iban", ["iban"]), ("email", ["email"]),
        ("all four", ["phone:GB", "card", "iban", "email"])]}
    runs["redact all four"] = [arguments.patterns_binary, "find", "phone:GB", "card", "iban", "email", "--redact"]
    times = {name: [] for name in runs}
    counts = {}
    for _ in range(arguments.rounds):
        for name, command in runs.items():
            seconds, output = timed(command, path)
            times[name].append(seconds)
            counts[name] = len(output) if name.startswith("redact") else int(output.decode().strip() or "0")
    print(f"{size / 1e6:.0f} MB, {number} lines, {arguments.rounds} rounds (medians)")
    slowest = max(statistics.median(times[name]) for name in ["phone:GB", "card", "iban", "email"])
    for name in runs:
        median = statistics.median(times[name])
        what = f"{counts[name] / 1e6:.0f} MB written" if name.startswith("redact") else f"{counts[name]} matches"
        print(f"{name:16} {median:7.3f} s  {size / 1e6 / median:7.1f} MB/s  {what}")
    print(f"all four / slowest single: {statistics.median(times['all four']) / slowest:.2f}")


if __name__ == "__main__":
    main()
