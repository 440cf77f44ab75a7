#!/usr/bin/env python3
"""Writes Tests/Fixtures/languages/greenery-pairs.json: pairs of patterns with the relation of their
languages as greenery 4.2.3 (PyPI, an independent implementation of regular-language operations, run by
scripts/differential/language-pairs.py in a virtual environment; never a runtime dependency) computes it:
equal, subset, superset, overlap or disjoint, for `LanguageComparisonDifferentialTests`.

The pairs: hand-picked ones (rewrites, bounds, classes, alternations, nested repetition) and random
patterns from a small grammar over `abc` and `[0-9]` (literals, classes, groups, alternation, `?`, `*`,
`+`, `{m,n}`), a fixed seed. Only syntax both greenery and PCRE2 read the same way is used: no `.`,
no escapes for classes, no anchors, no case-insensitivity.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "greenery==4.2.3")

import json
import random
import signal

from greenery import parse

from generated_file import REPO, write_or_check

HAND_PICKED = [
    ("a+", "a+"), ("(a|b)*", "[ab]*"), ("[0-9]{3}", "[0-9]{2,4}"), ("[a-m]+", "[h-z]+"), ("a+", "b+"),
    ("(ab)*", "(ab)*a?"), ("a{2,}", "aa+"), ("(a|ab)(c|bcd)", "abc|abcd|ac|abbcd"), ("(a*b*)*", "[ab]*"),
    ("x(y|z)?", "x|xy|xz"), ("[0-9]+(\\.[0-9]+)?", "[0-9]+\\.?[0-9]*"), ("(aa)+", "a(aa)*"),
    ("(a|b){2}c", "[ab][ab]c"), ("a{1,3}b{0,2}", "a+b*"), ("(0|1(01*0)*1)*", "[01]*"),
]


def random_pattern(rng, depth=0):
    kind = rng.random()
    if depth > 2 or kind < 0.35:
        atom = rng.choice(["a", "b", "c", "[ab]", "[bc]", "[a-c]", "[0-9]", "0", "1"])
    elif kind < 0.6:
        atom = "(" + random_pattern(rng, depth + 1) + ")"
    elif kind < 0.8:
        atom = "(" + random_pattern(rng, depth + 1) + "|" + random_pattern(rng, depth + 1) + ")"
    else:
        atom = random_pattern(rng, depth + 1) + random_pattern(rng, depth + 1)
    quantifier = rng.random()
    if quantifier < 0.5:
        return atom
    if atom[-1] in "?*+}" or (len(atom) > 1 and not atom.startswith(("(", "["))):
        atom = "(" + atom + ")"
    low = rng.randint(0, 2)
    return atom + rng.choice(["?", "*", "+", "{%d}" % low, "{%d,%d}" % (low, low + rng.randint(0, 2)), "{%d,}" % low])


def relation(left, right):
    a, b = parse(left), parse(right)
    only_left, only_right = not (a - b).empty(), not (b - a).empty()
    if not only_left and not only_right:
        return "equal"
    if not only_left:
        return "subset"
    if not only_right:
        return "superset"
    return "overlap" if not (a & b).empty() else "disjoint"


class TooSlow(Exception):
    pass


def timed_relation(left, right, seconds=2):
    """greenery's relation, or None when it takes longer than `seconds` (its automata can grow large)."""
    def expire(*_):
        raise TooSlow()
    signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        return relation(left, right)
    except TooSlow:
        return None
    finally:
        signal.alarm(0)


def main():
    rng = random.Random(20261201)
    rows = []
    skipped = 0
    candidates = iter(HAND_PICKED)
    while len(rows) < 400:
        pair = next(candidates, None)
        if pair is None:
            left = random_pattern(rng)
            # Half the pairs compare a pattern with a variation of itself, where relations are subtler.
            right = left.replace("+", "*", 1) if rng.random() < 0.5 and "+" in left else random_pattern(rng)
            pair = (left, right)
        found = timed_relation(*pair)
        if found is None:
            skipped += 1
            continue
        rows.append({"left": pair[0], "right": pair[1], "relation": found})
    print(f"{skipped} pairs skipped: greenery took over 2 s", file=sys.stderr)
    counts = {}
    for row in rows:
        counts[row["relation"]] = counts.get(row["relation"], 0) + 1
    text = json.dumps(rows, indent=1, ensure_ascii=False) + "\n"
    write_or_check(REPO / "Tests/Fixtures/languages/greenery-pairs.json", text, __file__)
    print(f"{len(rows)} pairs: {counts}", file=sys.stderr)


if __name__ == "__main__":
    main()
