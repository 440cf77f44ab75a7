#!/usr/bin/env python3
"""`patterns validate --schema` beside python-jsonschema and jsonschema-rs (PyPI) on SchemaStore's
schemas and their test instances (src/test: positive, src/negative_test: negative), from a checkout or
bare clone of SchemaStore/schemastore:

    python3 scripts/differential/json-schema-schemastore.py SCHEMASTORE_GIT_DIR [LIMIT] [--fixture]

Needs `jsonschema` and `jsonschema-rs` (PyPI) in the running Python, and a built `patterns`
(.build/debug or .build/release). For every schema both references can read, each JSON instance is
judged by both; where they agree, `patterns` must agree. Prints the counts, the disagreements, and the
schemas `patterns` refuses with the reason. With `--fixture`, the schemas of at most 16 KB that it
compiles are written with the instances both references agree on (at most four each) to
Tests/Fixtures/json-schema-schemastore/cases.json (Apache-2.0, SchemaStore's licence), which
JSONSchemaSchemaStoreTests replays.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "jsonschema>=4.23", "jsonschema-rs==0.61.2")

import collections
import json
import subprocess
import tempfile

import jsonschema
import jsonschema_rs

ROOT = pathlib.Path(__file__).resolve().parents[2]
PATTERNS = next(p for p in [ROOT / ".build/release/patterns", ROOT / ".build/debug/patterns"] if p.exists())


def main() -> None:
    write_fixture = "--fixture" in sys.argv
    arguments = [argument for argument in sys.argv[1:] if argument != "--fixture"]
    repo, limit = arguments[0], int(arguments[1]) if len(arguments) > 1 else 10_000
    cases = []

    def show(path: str) -> bytes | None:
        result = subprocess.run(["git", "-C", repo, "show", f"HEAD:{path}"], capture_output=True)
        return result.stdout if result.returncode == 0 else None

    listing = subprocess.run(
        ["git", "-C", repo, "ls-tree", "-r", "--name-only", "HEAD", "src/test", "src/negative_test"],
        capture_output=True, text=True, check=True).stdout.split("\n")
    instances = collections.defaultdict(list)
    for path in listing:
        parts = path.split("/")
        if len(parts) == 4 and path.endswith(".json"):
            instances[parts[2]].append(path)
    stats, refusals, disagreements = collections.Counter(), collections.Counter(), []
    scratch = pathlib.Path(tempfile.mkdtemp())
    for name in sorted(instances)[:limit]:
        raw = show(f"src/schemas/json/{name}.json")
        if raw is None:
            stats["schema file absent"] += 1
            continue
        try:
            schema = json.loads(raw)
            python = jsonschema.validators.validator_for(schema)(schema)
            rust = jsonschema_rs.validator_for(schema)
        except Exception:
            stats["a reference cannot read the schema"] += 1
            continue
        lines, answers = [], []
        for path in instances[name]:
            data = show(path)
            try:
                instance = json.loads(data) if data is not None else None
                if instance is None:
                    continue
                answers.append((python.is_valid(instance), rust.is_valid(instance)))
            except Exception:
                continue
            lines.append(json.dumps(instance))
        if not lines:
            continue
        (scratch / "schema.json").write_bytes(raw)
        (scratch / "in.jsonl").write_text("\n".join(lines) + "\n")
        result = subprocess.run(
            [str(PATTERNS), "validate", "--schema", str(scratch / "schema.json"), "--output", "jsonl",
             str(scratch / "in.jsonl")], capture_output=True, text=True)
        if result.returncode == 2:
            stats["schemas refused"] += 1
            refusals[result.stderr.strip().split(": ", 2)[-1][:120]] += 1
            continue
        stats["schemas compiled"] += 1
        agreed = [(json.loads(line), python_valid) for line, (python_valid, rust_valid) in zip(lines, answers)
                  if python_valid == rust_valid]
        if write_fixture and len(raw) <= 16_384 and agreed:
            cases.append({"name": name, "schema": schema,
                          "instances": [{"data": data, "valid": valid} for data, valid in agreed[:4]]})
        for output, (python_valid, rust_valid) in zip(result.stdout.strip().split("\n"), answers):
            stats["instances"] += 1
            if python_valid != rust_valid:
                stats["instances the references disagree on"] += 1
                continue
            if (json.loads(output)["verdict"] == "valid") != python_valid:
                disagreements.append((name, output[:200], python_valid))
    print(dict(stats))
    print(f"{len(disagreements)} disagreements where both references agree")
    for item in disagreements[:30]:
        print(" ", item)
    for reason, count in refusals.most_common():
        print(f"refused {count}: {reason}")
    if write_fixture:
        commit = subprocess.run(["git", "-C", repo, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        target = ROOT / "Tests/Fixtures/json-schema-schemastore"
        target.mkdir(parents=True, exist_ok=True)
        # One case per line: the file stays readable in a diff.
        (target / "cases.json").write_text(
            "[\n" + ",\n".join(json.dumps(case, ensure_ascii=False, sort_keys=True) for case in cases) + "\n]\n",
            encoding="utf-8")
        (target / "SOURCES.md").write_text(
            "# SchemaStore schemas and test instances\n\n"
            f"{len(cases)} schemas of at most 16 KB from https://github.com/SchemaStore/schemastore at commit\n"
            f"`{commit}` (Apache License 2.0), each with up to four of its `src/test` and `src/negative_test`\n"
            "instances and the verdict python-jsonschema 4.26.0 and jsonschema-rs 0.61.2 both give it (instances\n"
            "they disagree on are left out). Written by `scripts/differential/json-schema-schemastore.py --fixture`;\n"
            "`JSONSchemaSchemaStoreTests` replays every case.\n", encoding="utf-8")
        print(f"wrote {len(cases)} cases to {target}")


if __name__ == "__main__":
    main()
