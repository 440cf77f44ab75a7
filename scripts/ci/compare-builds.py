#!/usr/bin/env python3
"""Runs two `patterns` binaries on the same random hostile files in every mode and compares what each
writes to standard output and standard error and its exit status: the check that a change meant to keep
behaviour kept it. The files hold lines of every kind docs/BAD-INPUT.md names (CRLF, a byte-order mark,
bytes that are not UTF-8, NUL, lines over the limit given, no final line feed, JSON that is not JSON,
CSV with a short row); the commands cover validate's four modes with their options (refused ones
included), test, list, search, show, swift and find.

Usage: scripts/ci/compare-builds.py OLD-BINARY NEW-BINARY [--seed N] [--files N] [--skip PREFIX]...
Prints each difference (command, stream, the first differing line) and a total; exits 1 when any differ.
--skip leaves out commands whose arguments start with PREFIX (a deliberate change, named in the report).
"""
import argparse
import json
import pathlib
import random
import re
import shlex
import subprocess
import sys
import tempfile

PIECES = [b"a@b.co", b"user@example.com", b"020 7946 0958", b"+44 20 7946 0958", b"hunter2", b"Tr0ub4dor&3",
          b"4111 1111 1111 1111", b"GB82 WEST 1234 5698 7654 32", b"12345", b"abc", b"", b" ", b"\xff\xfe",
          b"\x00", b"\r", b"caf\xc3\xa9", b"\xe2\x80\xae", b"\x1b[31m", b"\"", b",", b"{", b"}"]


def line(rng):
    return b"".join(rng.choice(PIECES) for _ in range(rng.randrange(0, 6)))


def record(rng):
    roll = rng.random()
    if roll < 0.1:
        return line(rng)
    value = {"email": rng.choice(["a@b.co", "x@", "", 3, None]), "age": rng.choice([17, 18, 130, "9", 4.5]),
             "code": rng.choice(["ab12", "a", "ZZ999999", ""]), "plan": rng.choice(["free", "pro", "gold"])}
    for key in list(value):
        if rng.random() < 0.15:
            del value[key]
    return json.dumps(value, ensure_ascii=rng.random() < 0.5).encode()


def write_files(folder, rng, count):
    files = []
    for index in range(count):
        lines = [line(rng) for _ in range(rng.randrange(1, 60))]
        if rng.random() < 0.3:
            lines.append(b"7" * rng.randrange(100, 400))
        ending = rng.choice([b"\n", b"\r\n"])
        text = (b"\xef\xbb\xbf" if rng.random() < 0.2 else b"") + ending.join(lines)
        if rng.random() < 0.7:
            text += ending
        path = folder / f"lines-{index}.txt"
        path.write_bytes(text)
        records = folder / f"records-{index}.jsonl"
        records.write_bytes(b"\n".join(record(rng) for _ in range(rng.randrange(1, 40))) + b"\n")
        table = folder / f"records-{index}.csv"
        table.write_bytes(b"email,age\n" + b"\n".join(
            rng.choice([b"a@b.co,18", b"x@,3", b"a@b.co", b"\"q,\"\"x\",9", b"caf\xc3\xa9@x.io,40"])
            for _ in range(rng.randrange(1, 20))) + b"\n")
        files.append((path, records, table))
    rules = folder / "rules.json"
    rules.write_text(json.dumps({"fields": [
        {"name": "email", "required": True, "rule": "email"}, {"name": "age", "integer": {"min": 18, "max": 130}},
        {"name": "code", "pattern": "[a-z]{2}\\d+", "minLength": 3}, {"name": "plan", "oneOf": ["free", "pro"]}]}))
    schema = folder / "schema.json"
    schema.write_text(json.dumps({"type": "object", "required": ["email"], "properties": {
        "email": {"type": "string", "pattern": "^[^@]+@[^@]+\\.[a-z]+$"},
        "age": {"type": "integer", "minimum": 18, "maximum": 130},
        "code": {"type": "string", "pattern": "^[a-z]{2}[0-9]+$", "minLength": 3},
        "plan": {"enum": ["free", "pro"]}}}))
    return files, rules, schema


def commands(files, rules, schema):
    for lines, records, table in files:
        text, jsonl, csv = str(lines), str(records), str(table)
        yield ["validate", "--regex", "[a-z]+@[a-z]+\\.co", "--input", text]
        yield ["validate", "--regex", "7{3,}", "--only", "invalid", "--max-line-bytes", "200", "--input", text]
        yield ["validate", "--regex", "(a|b)*c", "--count", "--jobs", "2", "--input", text]
        yield ["validate", "--regex", "[0-9]+", "--output", "jsonl", "--summary", "--input", text]
        yield ["validate", "email", "--input", text]
        yield ["validate", "email:international", "--only", "valid", "--input", text]
        yield ["validate", "phone:GB", "--e164", "--input", text]
        yield ["validate", "password", "--explain", "--locale", "de", "--input", text]
        yield ["validate", "postal-code.gb", "--output", "jsonl", "--input", text]
        yield ["validate", "email", "--rules", str(rules), "--input", text]
        yield ["validate", "--rules", str(rules), jsonl]
        yield ["validate", "--rules", str(rules), "--output", "jsonl", "--locale", "fr", jsonl]
        yield ["validate", "--rules", str(rules), "--count", "--jobs", "1", jsonl]
        yield ["validate", "--rules", str(rules), "--format", "csv", csv]
        yield ["validate", "--schema", str(schema), jsonl]
        yield ["validate", "--schema", str(schema), "--count", jsonl]
        yield ["validate", "--schema", str(schema), "--output", "jsonl", jsonl]
        yield ["validate", "--schema", str(schema), "--e164", jsonl]
        yield ["validate", "--schema", str(schema), csv]
        yield ["test", "postal-code.gb", "--input", text]
        yield ["find", "phone:GB", "card", "iban", "--regex", "7{4}", "--max-line-bytes", "200", "--input", text]
        yield ["find", "card", "--json", "--input", text]
        yield ["find", "--regex", "[a-z]+", "--count-matches", "--input", text]
        yield ["find", "iban", "card", "--redact", "--input", text]
        yield ["find", "email", "--json", "--input", text]
    yield ["validate", "--regex", "a+", "a", "aa", "b", ""]
    yield ["validate", "--regex", "(", "a"]
    yield ["validate", "email", "--regex", "x"]
    yield ["validate", "nosuchrule", "a"]
    yield ["validate", "email", "--jobs", "0"]
    yield ["test", "postal-code.gb", "SW1A 1AA", "sw1a", "nonsense"]
    yield ["test", "postal-code.gb", "--engine", "pcre2", "SW1A 1AA"]
    yield ["test", "postal-code.gb", "--engine", "nope", "x"]
    yield ["test"]
    yield ["test", "no.such.entry", "x"]
    yield ["list"]
    yield ["list", "--tag", "postal"]
    yield ["list", "--tag", "nosuchtag"]
    yield ["list", "extra"]
    yield ["search", "postal", "code"]
    yield ["search", "zzzzqqq"]
    yield ["search"]
    yield ["show", "postal-code.gb"]
    yield ["show", "--json", "postal-code.gb"]
    yield ["show"]
    yield ["show", "a", "b"]
    yield ["swift", "postal-code.gb"]
    yield ["swift"]
    yield ["engines"]


# What differs on every run of the same binary: ripgrep-style timings and a rate per second.
TIMINGS = [(re.compile(rb'"(elapsed|elapsed_total)":\{[^}]*\}'), rb'"\1":T'),
           (re.compile(rb"[0-9]+ inputs/s"), b"N inputs/s"), (re.compile(rb"[0-9]+ records/s"), b"N records/s")]


def run(binary, arguments, stdin):
    result = subprocess.run([binary, *arguments], input=stdin, capture_output=True, check=False, timeout=120)
    out, err = result.stdout, result.stderr
    for pattern, replacement in TIMINGS:
        out, err = pattern.sub(replacement, out), pattern.sub(replacement, err)
    return result.returncode, out, err


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--seed", type=int, default=50)
    parser.add_argument("--files", type=int, default=20)
    parser.add_argument("--skip", action="append", default=[])
    options = parser.parse_args()
    rng = random.Random(options.seed)
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        files, rules, schema = write_files(folder, rng, options.files)
        compared, differing, skipped = 0, 0, 0
        for arguments in commands(files, rules, schema):
            if any(shlex.join(arguments).startswith(prefix) for prefix in options.skip):
                skipped += 1
                continue
            stdin = files[0][0].read_bytes()
            old, new = run(options.old, arguments, stdin), run(options.new, arguments, stdin)
            compared += 1
            for name, before, after in zip(["status", "stdout", "stderr"], old, new):
                if before != after:
                    differing += 1
                    if name == "status":
                        print(f"DIFFERS {shlex.join(arguments)}: status {before} -> {after}")
                        continue
                    first = next((pair for pair in zip(before.splitlines(), after.splitlines()) if pair[0] != pair[1]),
                                 (before[-80:], after[-80:]))
                    print(f"DIFFERS {shlex.join(arguments)}: {name}\n  old: {first[0][:200]!r}\n  new: {first[1][:200]!r}")
        print(f"{compared} commands compared on {options.files} random files (seed {options.seed}), {skipped} skipped: "
              f"{differing} differences")
        sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
