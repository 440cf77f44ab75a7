#!/usr/bin/env python3
"""Writes jsonschema-rs 0.61.2's verdict (PyPI `jsonschema-rs`, formats asserted) on every optional format
test of the JSON-Schema-Test-Suite copy in Tests/Fixtures/json-schema into
Tests/Fixtures/json-schema-reference/jsonschema-rs-formats.json: the bar JSONSchemaSuiteTests holds
`--formats assert` to, format by format. The package is installed in a virtual environment under
.build: a development tool, never a runtime dependency.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "jsonschema-rs==0.61.2")

from python_env import REPO  # noqa: E402
import json
import jsonschema_rs

fixtures = REPO / "Tests/Fixtures"
validators = {
    "draft4": jsonschema_rs.Draft4Validator, "draft6": jsonschema_rs.Draft6Validator,
    "draft7": jsonschema_rs.Draft7Validator, "draft2019-09": jsonschema_rs.Draft201909Validator,
    "draft2020-12": jsonschema_rs.Draft202012Validator,
}
verdicts = {}
for draft, validator in validators.items():
    for path in sorted((fixtures / "json-schema/optional" / draft / "format").glob("*.json")):
        # One entry per test, in the file's order: true (valid), false (invalid) or null (refused).
        answers = []
        for group in json.loads(path.read_text(encoding="utf-8")):
            try:
                compiled = validator(group["schema"], validate_formats=True)
            except Exception:
                answers += [None] * len(group["tests"])
                continue
            answers += [compiled.is_valid(test["data"]) for test in group["tests"]]
        verdicts[f"{draft}/{path.stem}"] = answers
out = fixtures / "json-schema-reference/jsonschema-rs-formats.json"
out.parent.mkdir(exist_ok=True)
lines = [f"{json.dumps(key)}: {json.dumps(value, separators=(',', ':'))}" for key, value in sorted(verdicts.items())]
out.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
print(f"{sum(len(v) for v in verdicts.values())} verdicts in {len(verdicts)} files written to {out}")
