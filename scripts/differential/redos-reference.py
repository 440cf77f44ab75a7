#!/usr/bin/env python3
"""Compares `patterns risk` with regexploit (PyPI, in the `redos` environment of scripts/lib/python_env.py) over
the catalogue's patterns and a corpus of published ReDoS patterns and safe ones, and prints a Markdown
table: our class and degree, regexploit's starriness (its measure of nested repetition; 0 when it
reports nothing), and whether the two agree on "can this blow up on a backtracking engine".

Usage: scripts/differential/redos-reference.py [PATTERNS_BINARY] (default: the release build, built first)
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("redos", "regexploit==1.0.0")

import json
import subprocess

from regexploit.ast.sre import SreOpParser
from regexploit.redos import find

REPO = pathlib.Path(__file__).resolve().parents[2]
# Published ReDoS patterns (CVE advisories, OWASP's examples) and safe ones.
CORPUS = [
    ("owasp", r"(a+)+"), ("owasp", r"([a-zA-Z]+)*"), ("owasp", r"(a|aa)+"), ("owasp", r"(a|a?)+"),
    ("owasp", r"(.*a){12}"), ("owasp", r"^(([a-z])+.)+[A-Z]([a-z])+$"),
    ("owasp email", r"^([a-zA-Z0-9])(([\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$"),
    ("CVE-2017-16021 (uri-js)", r"^(?:[a-z][a-z0-9+\-.]*:)?(\/\/)?([^\/?#]*)"),
    ("CVE-2018-3738 (protobufjs)", r"^(\s*)(?:(?:\+|-)?(?:\d+(?:\.\d*)?|\.\d+)(?:e(?:\+|-)?\d+)?)?(\s*)$"),
    ("CVE-2021-3803 (nth-check)", r"^([+\-]?\d*n)?\s*(?:([+\-]?)\s*(\d+))?$"),
    ("CVE-2020-7662 (websocket-extensions)", r"^(\s*,)*\s*([a-zA-Z0-9!#$%&'*+.^_`|~-]+)"),
    ("trailing whitespace", r"\s*$"), ("nested", r"(\w+\s?)+$"), ("alternation", r"(a|a)*c"),
    ("quadratic", r"a*a*b"), ("quadratic", r"\d*\d*x"),
    ("nullable star", r"(a*)*b"), ("nullable star", r"(?:[a-z]*\.?)*@"), ("nullable star", r"(?:\s*,?)*x"),
    ("nullable star", r"(a*)+b"), ("nullable star", r"(?:\w*\s*)*!x"), ("nullable star", r"(?:(?:a?)*b)*c"),
    ("safe", r"\d+\.\d+"), ("safe", r"[a-z]+@[a-z]+\.[a-z]{2,}"), ("safe", r"^[0-9a-fA-F]{6}$"),
    ("safe", r"(?:ab|cd)*e"), ("safe", r"a*b*c*"),
]


def regexploit_starriness(pattern):
    try:
        results = list(find(SreOpParser().parse_sre(pattern)))
    except Exception as error:  # regexploit does not parse every PCRE2 construct
        return None, str(error)[:40]
    return max((r.starriness for r in results), default=0), ""


def ours(binary, pattern):
    out = subprocess.run([binary, "risk", "--regex", pattern, "--output", "json"], capture_output=True, text=True)
    if out.returncode == 2:
        return "error", None
    result = json.loads(out.stdout)["backtracking"]
    return result["complexity"], result.get("degree")


def main():
    if len(sys.argv) > 1:
        binary = sys.argv[1]
    else:
        subprocess.run(["swift", "build", "-c", "release", "--product", "patterns"], cwd=REPO, check=True,
                       stdout=subprocess.DEVNULL)
        binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO, check=True,
                                capture_output=True, text=True).stdout.strip() + "/patterns"
    rows = list(CORPUS)
    for path in sorted((REPO / "patterns").glob("*.json")):
        entry = json.loads(path.read_text())
        if "pattern" in entry:
            rows.append(("catalogue " + entry["id"], entry["pattern"]))
    print("| source | pattern | ours | regexploit | agree |")
    print("|---|---|---|---|---|")
    agree = 0
    for source, pattern in rows:
        complexity, degree = ours(binary, pattern)
        starriness, problem = regexploit_starriness(pattern)
        ours_risky = complexity in ("exponential", "polynomial")
        theirs = "cannot parse" if starriness is None else str(starriness)
        same = starriness is not None and ours_risky == (starriness > 0)
        agree += same
        shown = complexity + (f" {degree}" if degree else "")
        print(f"| {source} | `{pattern[:60].replace('|', chr(92) + '|')}` | {shown} | {theirs} | {'yes' if same else 'no'} |")
    print(f"\n{agree} of {len(rows)} agree.", file=sys.stderr)


if __name__ == "__main__":
    main()
