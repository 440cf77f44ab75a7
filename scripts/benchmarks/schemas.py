#!/usr/bin/env python3
"""jsonschema-rs's own benchmark schemas, fed as JSON Lines: `patterns validate --schema` beside
jsonschema-rs 0.61.2 (with orjson) on the same records, whole processes, side by side in one run.

The schemas and documents are the ones jsonschema-rs benchmarks itself with (crates/benchmark/data,
copied into Benchmarks/Data/jsonschema-rs with their sources and licences): GeoJSON on canada.json,
the CITM catalog, Swagger 2.0 on Kubernetes' API, `fast` (a small array schema, its valid and invalid
instances alternating), FHIR on a patient, and the recursive schema on its instance. The OpenAPI row
is left out: its instance (zuora.json) is not in the stored snapshot of jsonschema-rs. Each document
is minified onto one line and repeated until the file is a few megabytes (or, for the small ones,
many records).

Rows, per schema: jsonschema-rs `is_valid` against `--schema --count`, and jsonschema-rs collecting
every error (`iter_errors`) against `--schema` listing every failure. Each command runs once per
round, the commands of a round one after another; the medians of CPU time (user + system, which
counts both of `patterns`' worker threads) and of wall time are printed, with the ratios. The count
of valid records must be the same for both engines, else the script fails.

Usage: scripts/benchmarks/schemas.py [--rounds N] [--only NAME] [--patterns-binary PATH]
Writes results/schemas.json.
"""

import argparse
import gzip
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402
from python_env import REPO  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
# jsonschema-rs's two runners, as the bulk comparison runs them: is_valid per record, and every error's
# path and message per record.
from bulk import SCHEMA_COUNTER as COUNTER, SCHEMA_RUNNER as COLLECTOR  # noqa: E402

DATA = REPO / "Benchmarks" / "Data" / "jsonschema-rs"

# name: (schema, [documents, alternating], copies of each)
ROWS = {
    "GeoJSON / canada": ("geojson.json", ["canada.json.gz"], 10),
    "CITM / citm_catalog": ("citm_catalog_schema.json", ["citm_catalog.json.gz"], 40),
    "Swagger 2.0 / kubernetes": ("swagger.json", ["kubernetes.json.gz"], 10),
    "fast / valid + invalid": ("fast_schema.json", ["fast_valid.json", "fast_invalid.json"], 100_000),
    "FHIR / patient": ("fhir.schema.json.gz", ["patient-example-d.json"], 2_000),
    "recursive / structured content": ("recursive_schema.json", ["recursive_instance.json"], 2_000),
}

def read(name: str) -> bytes:
    path = DATA / name
    return gzip.decompress(path.read_bytes()) if name.endswith(".gz") else path.read_bytes()


def minified(name: str) -> bytes:
    return json.dumps(json.loads(read(name)), separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


def prepare(scratch: Path, name: str, schema: str, documents: list[str], copies: int) -> tuple[Path, Path, int]:
    """The schema and the records of a row, written under `scratch`; and the number of records."""
    stem = "".join(c if c.isalnum() else "-" for c in name.lower())
    schema_path, records_path = scratch / f"{stem}.schema.json", scratch / f"{stem}.jsonl"
    schema_path.write_bytes(read(schema))
    lines = [minified(document) for document in documents]
    with records_path.open("wb") as sink:
        for _ in range(copies):
            for line in lines:
                sink.write(line)
    return schema_path, records_path, copies * len(lines)


def timed(command: list[str], output: Path) -> tuple[float, float]:
    """Wall and CPU seconds (user + system of the child) of `command`, its output written to `output`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with output.open("wb") as sink:
        started = time.perf_counter()
        result = subprocess.run(command, stdout=sink, stderr=subprocess.PIPE)
        wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    # `patterns validate` exits 1 when some record is not valid.
    if result.returncode not in (0, 1):
        raise SystemExit(f"schemas.py: {' '.join(command)} failed: {result.stderr.decode()[:400]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def valid_count(output: Path) -> int:
    """The valid records a count wrote (`valid\\tN`, both engines' counters write it)."""
    for line in output.read_text().splitlines():
        field = line.split("\t")
        if field[0] == "valid" and len(field) == 2:
            return int(field[1])
    raise SystemExit(f"schemas.py: no count of valid records in {output}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--only", help="one row, by a word of its name (geojson, citm, swagger, fast, fhir, recursive)")
    parser.add_argument("--patterns-binary", default=None)
    arguments = parser.parse_args()
    os.chdir(REPO)
    patterns = arguments.patterns_binary
    if patterns is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "patterns"], check=True, stdout=sys.stderr)
        patterns = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True,
                                  capture_output=True, text=True).stdout.strip() + "/patterns"
    try:
        python = str(python_env.environment("bench", "jsonschema-rs==0.61.2", "orjson==3.13.0"))
    except python_env.InstallFailed as failure:
        # Run by scripts/bench: the comparison is left out, saying so, as bulk.py leaves out its rows.
        print(f"schemas.py: {failure}: no peer to compare with, the comparison is left out", file=sys.stderr)
        return
    scratch = REPO / ".build" / "schemas-bench"
    scratch.mkdir(parents=True, exist_ok=True)
    (scratch / "count.py").write_text(COUNTER)
    (scratch / "errors.py").write_text(COLLECTOR)
    results = {}
    for name, (schema, documents, copies) in ROWS.items():
        if arguments.only and arguments.only.lower() not in name.lower():
            continue
        schema_path, records, count = prepare(scratch, name, schema, documents, copies)
        commands = {
            "jsonschema-rs is_valid": [python, str(scratch / "count.py"), str(schema_path), str(records)],
            "patterns --schema --count": [patterns, "validate", "--schema", str(schema_path), "--count", str(records)],
            "jsonschema-rs every error": [python, str(scratch / "errors.py"), str(schema_path), str(records)],
            "patterns --schema": [patterns, "validate", "--schema", str(schema_path), str(records)],
        }
        outputs = {label: scratch / f"out-{index}.txt" for index, label in enumerate(commands)}
        times: dict[str, list[tuple[float, float]]] = {label: [] for label in commands}
        for _ in range(arguments.rounds):
            for label, command in commands.items():
                times[label].append(timed(command, outputs[label]))
        theirs, ours = valid_count(outputs["jsonschema-rs is_valid"]), valid_count(outputs["patterns --schema --count"])
        if theirs != ours:
            raise SystemExit(f"schemas.py: {name}: jsonschema-rs counts {theirs} valid records, patterns {ours}")
        medians = {label: {"wall": statistics.median(w for w, _ in runs), "cpu": statistics.median(c for _, c in runs)}
                   for label, runs in times.items()}
        row = {"records": count, "megabytes": round(records.stat().st_size / 1e6, 1), "valid": ours,
               "medians": medians,
               "count ratio (cpu)": medians["patterns --schema --count"]["cpu"] / medians["jsonschema-rs is_valid"]["cpu"],
               "errors ratio (cpu)": medians["patterns --schema"]["cpu"] / medians["jsonschema-rs every error"]["cpu"]}
        results[name] = row
        print(f"{name}: {count:,} records, {row['megabytes']} MB, {ours:,} valid (both engines)")
        for label, median in medians.items():
            print(f"  {label:28} {median['cpu'] * 1000:9.0f} ms cpu {median['wall'] * 1000:9.0f} ms wall")
        print(f"  --count / is_valid {row['count ratio (cpu)']:.2f}x, "
              f"--schema / every error {row['errors ratio (cpu)']:.2f}x (cpu, medians of {arguments.rounds})")
    output = REPO / "results" / "schemas.json"
    output.parent.mkdir(exist_ok=True)
    output.write_text(json.dumps({"rounds": arguments.rounds, "rows": results}, indent=2) + "\n")


if __name__ == "__main__":
    main()
