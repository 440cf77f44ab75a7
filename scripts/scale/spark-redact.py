#!/usr/bin/env python3
"""Redacts a dataset with Apache Spark: `patterns find RULES... --redact` as an RDD.pipe stage over a
partitioned text file, on local[2] (docs/PERSONAL-DATA.md). PySpark comes from PyPI, in the `spark`
environment of scripts/lib/python_env.py; Spark needs Java 17 on PATH.

Usage: scripts/scale/spark-redact.py [--patterns BINARY] [--partitions N] [--check] INPUT OUTPUT -- FIND-ARGS...
  scripts/scale/spark-redact.py tickets.log redacted -- phone:GB card iban email
  scripts/scale/spark-redact.py --check export.txt redacted -- email --redact-with '***'
OUTPUT is a directory of part files (Spark's saveAsTextFile), one per partition, in the input's order.
--check also runs the same redaction locally over the whole file and fails unless every line came back
exactly once and identical to that run.

Each partition of the input is piped through one `patterns find RULES... --redact` process, which writes
every line it reads, each match replaced, and nothing else: the output has one line per input line, in
order within the partition. Its exit status (1 when a partition holds no match) is not a failure of the
stage; the line counts are checked instead. Spark reads text as Hadoop does: lines split at LF, CR or
CRLF, bytes that are not UTF-8 replaced. Where every byte must stay as read, run `patterns find --redact
--jobs N` on one machine instead.
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("spark", "pyspark==3.5.9")

import shutil  # noqa: E402

if shutil.which("java") is None:
    raise SystemExit(f"error: {pathlib.Path(__file__).name} needs Java (17) on PATH")

import os
import shlex
import subprocess
from pathlib import Path

import spark_pipe


def main() -> None:
    options = spark_pipe.arguments("find", "a directory of part files, which must not exist yet").parse_args()
    if not any(argument.startswith("--redact") for argument in options.arguments):
        options.arguments.append("--redact")
    command = spark_pipe.command(options, "find")
    # The rules are read before any data moves: an unknown rule is an error here, not in every executor.
    probe = subprocess.run(command, input=b"", capture_output=True, check=False)
    if probe.returncode == 2:
        sys.stderr.write(probe.stderr.decode("utf-8", "replace"))
        sys.exit(2)

    context = spark_pipe.local_context("patterns-redact")
    try:
        lines = context.textFile(os.path.abspath(options.input), minPartitions=options.partitions)
        redacted = lines.pipe(shlex.join(command), checkCode=False)
        redacted.saveAsTextFile(os.path.abspath(options.output))
        partitions = lines.getNumPartitions()
        counts = (lines.count(), redacted.count()) if options.check else None
    finally:
        context.stop()

    parts = sorted(Path(options.output).glob("part-*"))
    written = [line for part in parts for line in part.read_text(encoding="utf-8").splitlines()]
    print(f"{len(written)} lines redacted in {partitions} partitions into {options.output}")
    if options.check:
        with open(options.input, "rb") as source:
            local = subprocess.run(command, stdin=source, capture_output=True, check=False)
        if local.returncode == 2:
            sys.stderr.write(local.stderr.decode("utf-8", "replace"))
            sys.exit(1)
        expected = local.stdout.decode("utf-8", "replace").splitlines()
        if counts[0] != counts[1] or written != expected:
            differing = sum(a != b for a, b in zip(written, expected))
            print(f"check FAILED: {counts[0]} lines in, {counts[1]} out of Spark, {len(expected)} from one local "
                  f"run, {differing} lines differ", file=sys.stderr)
            sys.exit(1)
        print(f"check: every line exactly once, identical to one local run ({len(expected)} lines)")


if __name__ == "__main__":
    main()
