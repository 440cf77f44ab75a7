#!/usr/bin/env python3
"""Copies the JSON Schema meta-schemas of drafts 4, 6, 7, 2019-09 and 2020-12 (with the vocabulary
meta-schemas of the last two) into Sources/PatternRules/Resources/json-schema, the documents a `$ref`
to `https://json-schema.org/draft/2020-12/schema` and the like resolves to without network access.
They come from PyPI's `jsonschema-specifications` (MIT packaging of json-schema.org's meta-schemas,
BSD-3-Clause); with --check, only compares. The package is installed in a virtual environment under
.build: a development tool, never a runtime dependency.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "jsonschema-specifications==2025.9.1")

from python_env import REPO  # noqa: E402
import json
import jsonschema_specifications

out = REPO / "Sources/PatternRules/Resources/json-schema"
check = "--check" in sys.argv
source = pathlib.Path(jsonschema_specifications.__file__).parent / "schemas"
files = {}
for draft in ["draft4", "draft6", "draft7", "draft201909", "draft202012"]:
    for path in sorted((source / draft).rglob("*")):
        if path.is_file():
            # One line per document: the resource loader reads every file of the directory.
            document = json.loads(path.read_text(encoding="utf-8"))
            name = draft + "-" + str(path.relative_to(source / draft)).replace("/", "-").removesuffix(".json")
            files[name + ".json"] = json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
for name, text in sorted(files.items()):
    path = out / name
    if check:
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            raise SystemExit(f"{path} differs from jsonschema-specifications' meta-schemas")
    else:
        out.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
if check:
    extra = {p.name for p in out.glob("*.json")} - set(files)
    if extra:
        raise SystemExit(f"{out} holds files no meta-schema produced: {sorted(extra)}")
print(f"{len(files)} meta-schemas {'are up to date' if check else 'written'} in {out}")
