#!/usr/bin/env python3
"""Writes Tests/Fixtures/languages/greenery-states.json: for each pattern greenery 4.2.3 (PyPI, MIT) reads
with PCRE2's meaning, the number of states of greenery's minimal automaton, which counts the dead state
when some input reaches it, as `patterns coverage` does. The patterns are a hand-written list and the
catalogue's entries without flags, leaving out what greenery reads otherwise than PCRE2 (`.`, which
greenery lets match a line feed; `\s`; anchors, word boundaries and lookarounds, which it lacks).
With --check, only compares. greenery is installed in a virtual environment under .build (scripts/lib/python_env.py): a
development tool, never a runtime dependency.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "greenery==4.2.3")

from python_env import REPO  # noqa: E402
import json
import re
import signal
from greenery import parse

repo = REPO
out = repo / "Tests/Fixtures/languages/greenery-states.json"
written = [
    "a", "ab", "a*", "a+", "a?", "a|b", "(a|b)*", "(a|b)*abb", "[a-z]+", "[^a]", "[^a]*b", "a{3}", "a{2,5}",
    "a{2,}", "(ab){2,3}", "(a|ab)(c|bcd)", "[0-9]{1,3}(,[0-9]{3})*", "x(y|z)*x", "(a*b*)*", "(a|b)*a(a|b){3}",
    r"\d+", r"\d{4}-\d{2}-\d{2}", r"\w+@\w+", r"[A-Z][a-z]*( [A-Z][a-z]*)*", "(0|1(01*0)*1)*", "colou?r",
    "gr[ae]y", "(cat|category|dog)s?", "[a-c]{2}|[b-d]{2}", "(aa|bb|cc)+", "0x[0-9a-fA-F]+", r"\W\D",
    "(a|b|c|d|e)(f|g)?", "[a-z0-9_-]{3,16}", "#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?", r"\+?[1-9]\d{1,14}",
]
unsupported = re.compile(r"\.|\\[sSbBAzZ]|\(\?[=!<]|(?<!\[)\^|\$")
catalogue = []
for path in sorted((repo / "patterns").glob("*.json")):
    entry = json.loads(path.read_text())
    source = entry.get("pattern")
    if source and not entry.get("flags") and entry.get("dialect", "pcre2") == "pcre2":
        catalogue.append(source.replace("(?:", "("))


def timed_out(signum, frame):
    raise TimeoutError


signal.signal(signal.SIGALRM, timed_out)
rows = []
for source in written + catalogue:
    if unsupported.search(source):
        continue
    signal.alarm(20)
    try:
        states = len(parse(source).to_fsm().reduce().states)
    except Exception:
        continue
    finally:
        signal.alarm(0)
    rows.append({"pattern": source, "states": states})

text = (
    '{"source": "greenery 4.2.3 (PyPI, MIT licence): len(parse(p).to_fsm().reduce().states)", "rows": [\n'
    + ",\n".join(json.dumps(row, ensure_ascii=False) for row in rows)
    + "\n]}\n"
)
if "--check" in sys.argv[1:]:
    if not out.exists() or out.read_text() != text:
        sys.exit(f"{out} is not what scripts/differential/greenery-states.py writes; run it")
else:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"{len(rows)} patterns written to {out}")
