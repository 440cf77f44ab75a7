#!/usr/bin/env python3
"""Validates a dataset with Apache Spark: `patterns validate` as an RDD.pipe stage over a partitioned
text file, on local[2] (docs/SCALE.md). PySpark comes from PyPI, in the `spark` environment of
scripts/lib/python_env.py; Spark needs Java 17 on PATH.

Usage: scripts/scale/spark-validate.py [--patterns BINARY] [--partitions N] [--check] INPUT OUTPUT -- VALIDATE-ARGS...
  scripts/scale/spark-validate.py data/users.jsonl out -- --rules signup.json
  scripts/scale/spark-validate.py emails.txt out -- email
--check also runs `patterns validate` locally over the whole file and fails unless every record came back
exactly once with the same verdict.

Each partition of the input is piped through one `patterns validate` process. Every record yields
exactly one output line whose first column is its verdict, in input order within the partition, so the
records and the verdicts zip back together. The summary each process prints goes to the executor's
standard error, and its exit status (1 when a record is not valid) is not a failure of the stage.
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("spark", "pyspark==3.5.9")

import shutil  # noqa: E402

if shutil.which("java") is None:
    raise SystemExit(f"error: {pathlib.Path(__file__).name} needs Java (17) on PATH")

import json
import os
import shlex
import subprocess
from pathlib import Path

import spark_pipe


def main() -> None:
    options = spark_pipe.arguments("validate", "a JSON Lines file of records and verdicts").parse_args()
    command = spark_pipe.command(options, "validate")

    context = spark_pipe.local_context("patterns-validate")
    try:
        records = context.textFile(os.path.abspath(options.input), minPartitions=options.partitions)
        verdicts = records.pipe(shlex.join(command), checkCode=False)
        pairs = records.zip(verdicts).map(
            lambda pair: json.dumps({"record": pair[0], "verdict": pair[1].split("\t", 1)[0],
                                     "detail": pair[1].split("\t")[2:]}))
        results = pairs.collect()
        partitions = records.getNumPartitions()
    finally:
        context.stop()

    Path(options.output).write_text("\n".join(results) + ("\n" if results else ""))
    counts: dict[str, int] = {}
    for line in results:
        verdict = json.loads(line)["verdict"]
        counts[verdict] = counts.get(verdict, 0) + 1
    print(f"{len(results)} records in {partitions} partitions: "
          + ", ".join(f"{count} {verdict}" for verdict, count in sorted(counts.items())))

    if options.check:
        with open(options.input, "rb") as source:
            local = subprocess.run(command, stdin=source, capture_output=True, check=False).stdout
        local_verdicts = [line.split(b"\t", 1)[0].decode() for line in local.splitlines()]
        spark_verdicts = [json.loads(line)["verdict"] for line in results]
        inputs = Path(options.input).read_bytes().splitlines()
        spark_records = [json.loads(line)["record"].encode() for line in results]
        if spark_verdicts != local_verdicts or len(spark_records) != len(inputs) or spark_records != [
                line.decode("utf-8", "replace").encode() for line in inputs]:
            print(f"check FAILED: {len(results)} records from Spark, {len(inputs)} in the input, "
                  f"{sum(a != b for a, b in zip(spark_verdicts, local_verdicts))} verdicts differ", file=sys.stderr)
            sys.exit(1)
        print(f"check: every record exactly once, verdicts identical to one local run ({len(inputs)} records)")


if __name__ == "__main__":
    main()
