#!/usr/bin/env python3
"""Copies the official JSON-Schema-Test-Suite's required tests of drafts 4, 6, 7, 2019-09 and 2020-12 and
its remote documents into Tests/Fixtures/json-schema/ (MIT licence), for JSONSchemaSuiteTests:

    python3 scripts/differential/json-schema-suite.py SUITE_DIR [COMMIT]

SUITE_DIR is a checkout (or an export) of json-schema-org/JSON-Schema-Test-Suite. The files are copied
unchanged: the required tests, and of the optional ones those the library answers (`optional/format/`
with formats asserted, `ecmascript-regex.json`, `non-bmp-regex.json`, `bignum.json`,
`float-overflow.json`).
"""
import pathlib
import shutil
import sys

DRAFTS = ["draft4", "draft6", "draft7", "draft2019-09", "draft2020-12"]
OPTIONAL = ["ecmascript-regex.json", "non-bmp-regex.json", "bignum.json", "float-overflow.json"]


def main() -> None:
    suite = pathlib.Path(sys.argv[1])
    commit = sys.argv[2] if len(sys.argv) > 2 else "unknown"
    target = pathlib.Path(__file__).resolve().parents[2] / "Tests/Fixtures/json-schema"
    if target.exists():
        shutil.rmtree(target)
    for draft in DRAFTS:
        (target / "tests" / draft).mkdir(parents=True)
        for file in sorted((suite / "tests" / draft).glob("*.json")):
            shutil.copy(file, target / "tests" / draft / file.name)
        optional = suite / "tests" / draft / "optional"
        (target / "optional" / draft / "format").mkdir(parents=True)
        for name in OPTIONAL:
            if (optional / name).exists():
                shutil.copy(optional / name, target / "optional" / draft / name)
        for file in sorted((optional / "format").glob("*.json")):
            shutil.copy(file, target / "optional" / draft / "format" / file.name)
    shutil.copytree(suite / "remotes", target / "remotes")
    shutil.copy(suite / "LICENSE", target / "LICENSE")
    (target / "SOURCES.md").write_text(
        "# JSON-Schema-Test-Suite\n\n"
        f"The required tests of drafts 4, 6, 7, 2019-09 and 2020-12 (`tests/`), the optional tests of formats,\n"
        f"ECMA-262 regexes and big numbers (`optional/`), and the documents their remote references name\n"
        f"(`remotes/`, served as `http://localhost:1234/…`), copied unchanged from\n"
        f"https://github.com/json-schema-org/JSON-Schema-Test-Suite at commit `{commit}` (MIT licence, `LICENSE`)\n"
        "by `scripts/differential/json-schema-suite.py`. `JSONSchemaSuiteTests` runs every test of every schema the library\n"
        "compiles and counts the schemas it refuses, with the keyword that refused them.\n"
        "`../json-schema-reference/jsonschema-rs-formats.json` holds jsonschema-rs 0.61.2's verdict on every\n"
        "optional format test (`scripts/differential/json-schema-formats.py`), the bar the format tests are held to.\n")
    print(f"copied {sum(1 for _ in (target / 'tests').rglob('*.json'))} test files")


if __name__ == "__main__":
    main()
