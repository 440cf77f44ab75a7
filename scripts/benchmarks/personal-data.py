#!/usr/bin/env python3
"""Times `patterns find` on generated log lines for each personal-data rule alone, for the three without
the phone rule together (what the one pass saves shows there), and for all four at once
(`phone:GB card iban email`), and redaction of the same file, side by side in one run: medians of
--rounds interleaved rounds, counts printed (the union's count must equal the sum of the singles' less the
overlaps it drops, so it is printed beside them rather than asserted). Redaction runs on one thread and on
--jobs threads, whose output must be byte-identical; --redaction-only leaves out the other rows (for the
1 GB run).

The log: seeded lines with a time stamp, a level, an IP address, an order number, and in some lines an
email address, a GB phone number in one of its written forms, a card number or an IBAN.

With --every-finder, the redaction rows run every finder of the registry (`find --list-finders`; the
phone finder as phone:GB) instead of the four: the log's IP addresses are then redacted too.

Usage: scripts/benchmarks/personal-data.py [--megabytes N] [--rounds N] [--jobs N] [--redaction-only]
                                      [--every-finder] [--patterns-binary PATH]
"""
import argparse
import hashlib
import pathlib
import random
import statistics
import subprocess
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parents[2]
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
    """Seconds, and what was written: its length and SHA-256, read back from a file, not held in memory."""
    with open(path, "rb") as source, tempfile.TemporaryFile() as sink:
        start = time.perf_counter()
        result = subprocess.run(command, stdin=source, stdout=sink, stderr=subprocess.PIPE, check=False)
        seconds = time.perf_counter() - start
        if result.returncode not in (0, 1):
            raise SystemExit(f"{command} failed: {result.stderr.decode()[:300]}")
        sink.seek(0)
        digest, length, first = hashlib.sha256(), 0, b""
        while block := sink.read(1 << 20):
            digest.update(block)
            first = first or block[:64]
            length += len(block)
    return seconds, (length, digest.hexdigest(), first)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--redaction-only", action="store_true")
    parser.add_argument("--every-finder", action="store_true")
    parser.add_argument("--patterns-binary", default=str(REPO / ".build" / "release" / "patterns"))
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
    # The generated log is as large as asked (1 GB for the redaction row): removed whatever happens.
    try:
        size = pathlib.Path(path).stat().st_size
        singles = ["phone:GB", "card", "iban", "email"]
        runs = {} if arguments.redaction_only else {
            name: [arguments.patterns_binary, "find", *rules, "--count-matches"] for name, rules in [
                ("phone:GB", ["phone:GB"]), ("card", ["card"]), ("iban", ["iban"]), ("email", ["email"]),
                ("card iban email", singles[1:]), ("all four", singles)]}
        redacted = singles
        if arguments.every_finder:
            listed = subprocess.run([arguments.patterns_binary, "find", "--list-finders"], capture_output=True,
                                    check=True, text=True).stdout.splitlines()
            families = [row.split("\t")[0] for row in listed]
            redacted = ["phone:GB" if family == "phone" else family for family in families]
            print(f"every finder: {len(redacted)} operands")
        redact = [arguments.patterns_binary, "find", *redacted, "--redact"]
        label = "redact every finder" if arguments.every_finder else "redact all four"
        runs[label] = redact
        parallel = f"redact --jobs {arguments.jobs}"
        runs[parallel] = redact + ["--jobs", str(arguments.jobs)]
        times = {name: [] for name in runs}
        counts = {}
        for _ in range(arguments.rounds):
            for name, command in runs.items():
                seconds, output = timed(command, path)
                times[name].append(seconds)
                counts[name] = output if name.startswith("redact") else int(output[2].decode().strip() or "0")
        print(f"{size / 1e6:.0f} MB, {number} lines, {arguments.rounds} rounds (medians)")
        for name in runs:
            median = statistics.median(times[name])
            what = f"{counts[name][0] / 1e6:.0f} MB written" if name.startswith("redact") else f"{counts[name]} matches"
            print(f"{name:20} {median:7.3f} s  {size / 1e6 / median:7.1f} MB/s  {what}")
        if not arguments.redaction_only:
            slowest = max(statistics.median(times[name]) for name in singles)
            print(f"all four / slowest single: {statistics.median(times['all four']) / slowest:.2f}")
        speedup = statistics.median(times[label]) / statistics.median(times[parallel])
        identical = counts[label][:2] == counts[parallel][:2]
        print(f"{parallel} against one thread: {speedup:.2f}x faster, output byte-identical: {identical}")
        if not identical:
            raise SystemExit("the redaction differs with --jobs")
    finally:
        pathlib.Path(path).unlink()


if __name__ == "__main__":
    main()
