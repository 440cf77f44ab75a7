"""What scripts/scale/spark-validate.py and scripts/scale/spark-redact.py share: their common arguments, the
`patterns` binary they pipe through, and a local Spark context.

Both run one `patterns` command per partition as an RDD.pipe stage on `local[2]`; `--check` compares the
result with one local run of the same command.
"""

import argparse
import os
import subprocess
from pathlib import Path

from pyspark import SparkConf, SparkContext


def arguments(subcommand: str, output_help: str) -> argparse.ArgumentParser:
    """The arguments every pipe script takes; the words after the output go to `patterns SUBCOMMAND`."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--patterns", default=None, help="the patterns binary (default: the release build)")
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("input")
    parser.add_argument("output", help=output_help)
    parser.add_argument("arguments", nargs="+", help=f"what follows `patterns {subcommand}`")
    return parser


def command(options: argparse.Namespace, subcommand: str) -> list[str]:
    """`patterns SUBCOMMAND ARGUMENTS...`, the binary given or the package's release build."""
    repo = Path(__file__).resolve().parents[2]
    binary = options.patterns or subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=repo, capture_output=True, text=True,
        check=True).stdout.strip() + "/patterns"
    return [os.path.abspath(binary), subcommand, *options.arguments]


def local_context(name: str) -> SparkContext:
    """A Spark context on this machine's two cores, quiet and without its web UI."""
    conf = SparkConf().setMaster("local[2]").setAppName(name).set("spark.ui.enabled", "false")
    context = SparkContext(conf=conf)
    context.setLogLevel("ERROR")
    return context
