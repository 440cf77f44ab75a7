#!/usr/bin/env python3
"""Copies zxcvbn 4.5.0's ranked frequency lists and keyboard adjacency graphs (PyPI `zxcvbn==4.5.0`, MIT)
into Sources/PatternRules/Resources/zxcvbn, the data the password strength estimate reads; with --check,
only compares. The package is installed in a virtual environment under .build (scripts/lib/python_env.py): a development tool,
never a runtime dependency.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "zxcvbn==4.5.0")

from python_env import REPO  # noqa: E402
import json
import zxcvbn
from zxcvbn.adjacency_graphs import ADJACENCY_GRAPHS
from zxcvbn.frequency_lists import FREQUENCY_LISTS

out = REPO / "Sources/PatternRules/Resources/zxcvbn"
check = "--check" in sys.argv
files = {
    # One list per line, in zxcvbn's order: its name, a tab, the words most common first, comma-separated.
    "frequency_lists.txt": "".join(f"{name}\t{','.join(words)}\n" for name, words in FREQUENCY_LISTS.items()),
    "adjacency_graphs.json": json.dumps(ADJACENCY_GRAPHS, ensure_ascii=False, separators=(",", ":")) + "\n",
}
for name, text in files.items():
    path = out / name
    if check:
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            raise SystemExit(f"{path} differs from zxcvbn 4.5.0's data")
        print(f"{path.name} is up to date")
    else:
        out.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path} ({len(text)} characters)")
