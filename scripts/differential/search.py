#!/usr/bin/env python3
"""Writes Tests/Fixtures/search/pcre2-global.jsonl and v8-matchall.jsonl: random patterns and texts, with
every match as the reference finds it, for SearchDifferentialTests.

- pcre2: PCRE2's own global-matching loop (pcre2demo.c's, which pcre2test's /g follows), in
  scripts/differential/search/pcre2-global.c, built here against the vendored PCRE2 sources.
- javascript and html: V8's `String.prototype.matchAll` with the `g` flag added to `u` or `v`
  (scripts/differential/search/v8-matchall.mjs, run by node).

The patterns come from a small grammar that stresses what differs between searching and validating:
empty matches (`a*`, `a*?`, `(?:)`, `\\b`, lookarounds), anchors with and without the m flag, lazy and
greedy quantifiers, alternations whose order matters (`a|ab`), classes, `.`, and texts with line feeds,
CRs, spaces and non-ASCII letters. Spans are UTF-8 byte offsets. Deterministic: the same seed gives the
same file; --check compares instead of writing.

Usage: scripts/differential/search.py [--check] [--cases N] [--seed S]
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))

import json
import os
import random
import re
import subprocess
import tempfile

from generated_file import REPO



def pcre2_build():
    """The vendored PCRE2's sources and defines, read from Package.swift, which compiles the library."""
    manifest = (REPO / "Package.swift").read_text()
    sources_list = manifest[manifest.index("let pcre2Sources = ["):manifest.index("]", manifest.index("let pcre2Sources"))]
    sources = re.findall(r'"(pcre2_[a-z0-9_]+\.c)"', sources_list)
    configuration = manifest[manifest.index("let pcre2Configuration"):manifest.index("\n]", manifest.index("let pcre2Configuration"))]
    # `.define("X")` is -DX; `.define("X", to: "")` is -DX= (defined, empty).
    defines = [name + (f"={value}" if given else "")
               for name, given, value in re.findall(r'\.define\("([A-Z0-9_]+)"(, to: "([^"]*)")?', configuration)]
    return sources, defines


ATOMS = ["a", "b", "é", " ", "x", ".", "[ab]", "[^a]", "[a-zé]", r"\d", r"\w", r"\s", r"\W", "1"]
ASSERTIONS = ["^", "$", r"\b", r"\B", "(?=a)", "(?!a)", "(?<=a)", "(?<!b)", "(?:)"]
QUANTIFIERS = ["*", "+", "?", "*?", "+?", "??", "{2}", "{1,2}", "{0,2}?"]
TEXT_PIECES = ["a", "b", "aa", "ab", "ba", " ", "é", "x", "1", "22", "\n", "\r\n", "aé", "a b", "-", "\u2028"]


# The extended grammar (the *-extended.jsonl files) adds what a regular pattern may also hold and the
# first grammar leaves out: quantified groups (`(a|ab)*`, `(?:x?)+`, nullable bodies included),
# lookarounds of more than one character, literals of two characters, and alternations whose
# branches share a prefix.
EXTENDED_ATOMS = ATOMS + ["ab", "(?:a|ab)", "(?:ab|a)", "[^\\s]", "é+"]
EXTENDED_ASSERTIONS = ASSERTIONS + ["(?=ab)", "(?<!ab)", "(?=a|b)", "(?!\\w)", "(?<=\\s)"]


# The loops grammar (v8-matchall-loops.jsonl): repetitions nested in repetitions whose bodies can match
# nothing, lazy and greedy (`(?:[A-Z]*?)*`, `(?:(?:|a)*?)+`), where JavaScript rejects an iteration that
# read nothing; and, under the v flag, classes of strings, which V8 tries longest first (`[\\q{a|ab}]`,
# `\\p{RGI_Emoji}`).
LOOP_BODIES = ["a*?", "[A-Z]*?", "[^ ]*?", "(?:|a)", "(?:a|)", "a?", "b*", "é*?", "(?:ab)?", "(?:a|b?)", "[ab]??"]
LOOP_QUANTIFIERS = ["*", "+", "*?", "+?"]
LOOP_TAILS = ["", "", "b", "a", "$", " ", r"\b"]
CLASS_STRINGS = [r"[\q{a|ab}]", r"[\q{ab|a|abc}b]", r"[\q{}a]", r"[\q{é|éa}x]", r"[\q{aa|a}]", r"[\q{ab}\q{a}]",
                 r"[a\q{ab|abc}]"]
# Properties of strings, each written one way only: their automata take seconds to build in a debug build.
EMOJI_CLASSES = [r"\p{RGI_Emoji}", "[\\p{RGI_Emoji}--\\q{\U0001F44D}]+"]
LOOP_TEXT_PIECES = ["A", "AB", "aab", " ", "a", "b", "ab", "é", "éa", "\U0001F44D\U0001F3FD", "\U0001F44D",
                    "\U0001F468\u200d\U0001F469\u200d\U0001F467", "x"]


def nested_repetition(rng, bodies, quantifiers, nesting, endings, depth=0):
    """A repetition of one of `bodies`, or (with chance `nesting`, two levels at most) of another such
    repetition, its body now and then followed by one of `endings`; a tail after the outermost."""
    if depth < 2 and rng.random() < nesting:
        body = nested_repetition(rng, bodies, quantifiers, nesting, endings, depth + 1)
    else:
        body = rng.choice(bodies)
    if rng.random() < 0.3:
        body += rng.choice(endings)
    return "(?:" + body + ")" + rng.choice(quantifiers) + (rng.choice(LOOP_TAILS) if depth == 0 else "")


def loop_pattern(rng):
    """A repetition of a body that can match nothing, sometimes inside another such repetition."""
    return nested_repetition(rng, LOOP_BODIES, LOOP_QUANTIFIERS, 0.5, ["a", "b", " ", "|b"])


def loop_cases(rng, count, dialect):
    cases = []
    for _ in range(count):
        roll = rng.random()
        if dialect == "html" and roll < 0.1:
            source = rng.choice(EMOJI_CLASSES)
        elif dialect == "html" and roll < 0.5:
            source = rng.choice(CLASS_STRINGS) + rng.choice(["", "", "+", "*", "+?", "b"])
        else:
            source = loop_pattern(rng)
        # No i under v: Node 20's V8 (11.3) repeats a group around a lazy complemented class wrongly there:
        # `(?:[^ ]*?a)+` on "Aabxa" is "Aabxa" with /ui and "Aa" with /vi, where the two flags read this
        # pattern alike. The first grammar holds v with i.
        flags = "i" if dialect == "javascript" and rng.random() < 0.15 else ""
        text = "".join(rng.choice(LOOP_TEXT_PIECES) for _ in range(rng.randint(0, 6)))
        cases.append({"dialect": dialect, "pattern": source, "flags": flags, "text": text})
    return v8_answers(cases, dialect)


# The bounded-loops grammar (v8-matchall-bounded.jsonl): bounded repetitions (`?`, `??`, `{0,2}`, `{1,3}?`)
# of bodies that can match nothing, inside and around unbounded ones, where V8 rejects an optional
# iteration that read nothing and backtracks into the body's next alternative.
BOUNDED_BODIES = LOOP_BODIES + [r"\b", r"(?:\b|a)", r"(?:a|\b)", r"(?:$|a)", "(?:a*|b)", "(?:|ab|a)", r"(?:\B|b?)a?"]
BOUNDED_QUANTIFIERS = ["?", "??", "{2}", "{0,2}", "{1,3}", "{0,2}?", "{1,3}?", "{2,}", "*", "+?"]


def bounded_pattern(rng):
    """A bounded repetition of a body that can match nothing, sometimes nested, sometimes with a tail."""
    return nested_repetition(rng, BOUNDED_BODIES, BOUNDED_QUANTIFIERS, 0.4, ["a", "b", " ", "|b", "|"])


def bounded_cases(rng, count, dialect):
    cases = []
    for _ in range(count):
        flags = "i" if rng.random() < 0.15 else ""
        text = "".join(rng.choice(LOOP_TEXT_PIECES) for _ in range(rng.randint(0, 6)))
        cases.append({"dialect": dialect, "pattern": bounded_pattern(rng), "flags": flags, "text": text})
    return v8_answers(cases, dialect)


def pattern(rng, depth=0, extended=False):
    """One pattern of the grammar: a sequence of terms, sometimes an alternation of two."""
    def term():
        roll = rng.random()
        if roll < 0.15:
            return rng.choice(EXTENDED_ASSERTIONS if extended else ASSERTIONS)
        if roll < 0.25 and depth < 2:
            group = "(" + ("?:" if rng.random() < 0.5 else "") + pattern(rng, depth + 1, extended) + ")"
            if extended and rng.random() < 0.4:
                group += rng.choice(QUANTIFIERS)
            return group
        atom = rng.choice(EXTENDED_ATOMS if extended else ATOMS)
        return atom + (rng.choice(QUANTIFIERS) if rng.random() < 0.45 else "")
    sequence = "".join(term() for _ in range(rng.randint(1, 3)))
    if rng.random() < 0.3:
        sequence += "|" + "".join(term() for _ in range(rng.randint(0, 2)))
    return sequence


def text(rng):
    return "".join(rng.choice(TEXT_PIECES) for _ in range(rng.randint(0, 8)))


def build_harness(directory):
    source = os.path.join(REPO, "Sources/CPCRE2/pcre2/src")
    binary = os.path.join(directory, "pcre2-global")
    sources, defines = pcre2_build()
    command = (["cc", "-O1", "-w", "-I", source] + ["-D" + d for d in defines]
               + [os.path.join(REPO, "scripts/differential/search/pcre2-global.c")]
               + [os.path.join(source, name) for name in sources] + ["-o", binary])
    subprocess.run(command, check=True)
    return binary


def pcre2_cases(rng, count, binary, extended=False):
    cases = []
    for _ in range(count):
        flags = "".join(flag for flag in "ims" if rng.random() < 0.25)
        cases.append({"pattern": pattern(rng, extended=extended), "flags": flags, "text": text(rng)})
    lines = "".join(f"{c['flags']}\t{c['pattern'].encode().hex()}\t{c['text'].encode().hex()}\n" for c in cases)
    output = subprocess.run([binary], input=lines.encode(), capture_output=True, check=True).stdout.decode()
    for case, answer in zip(cases, output.splitlines()):
        words = answer.split()
        if words[0] == "ok":
            case["spans"] = [[int(part) for part in word.split("-")] for word in words[1:]]
        else:
            case["error"] = answer
    return cases


def v8_cases(rng, count, dialect, extended=False):
    cases = []
    for _ in range(count):
        flags = "".join(flag for flag in "ims" if rng.random() < 0.25)
        cases.append({"dialect": dialect, "pattern": pattern(rng, extended=extended), "flags": flags,
                      "text": text(rng)})
    return v8_answers(cases, dialect)


def v8_answers(cases, dialect):
    """Each case with V8's spans, or its error."""
    request = [{"pattern": c["pattern"], "flags": c["flags"] + ("v" if dialect == "html" else "u"),
                "text": c["text"]} for c in cases]
    script = os.path.join(REPO, "scripts/differential/search/v8-matchall.mjs")
    output = subprocess.run(["node", script], input=json.dumps(request).encode(), capture_output=True, check=True)
    for case, answer in zip(cases, json.loads(output.stdout)):
        if isinstance(answer, dict):
            case["error"] = answer["error"]
        else:
            case["spans"] = answer
    return cases


def main():
    arguments = sys.argv[1:]
    check = "--check" in arguments
    count = int(arguments[arguments.index("--cases") + 1]) if "--cases" in arguments else 1500
    seed = int(arguments[arguments.index("--seed") + 1]) if "--seed" in arguments else 20261205
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as directory:
        binary = build_harness(directory)
        pcre2 = pcre2_cases(rng, count, binary)
        javascript = v8_cases(rng, count, "javascript") + v8_cases(rng, count // 3, "html")
        # The extended grammar from its own stream, so that the first files stay as they were.
        extended = random.Random(seed + 1)
        pcre2_extended = pcre2_cases(extended, count, binary, extended=True)
        javascript_extended = (v8_cases(extended, count, "javascript", extended=True)
                               + v8_cases(extended, count // 3, "html", extended=True))
        loops = random.Random(seed + 2)
        javascript_loops = loop_cases(loops, count // 3, "javascript") + loop_cases(loops, count // 3, "html")
        bounded = random.Random(seed + 3)
        javascript_bounded = bounded_cases(bounded, count, "javascript")
    header = {"source": "scripts/differential/search.py", "seed": seed}
    stale = []
    for name, cases in [("pcre2-global.jsonl", pcre2), ("v8-matchall.jsonl", javascript),
                        ("pcre2-global-extended.jsonl", pcre2_extended),
                        ("v8-matchall-extended.jsonl", javascript_extended),
                        ("v8-matchall-loops.jsonl", javascript_loops),
                        ("v8-matchall-bounded.jsonl", javascript_bounded)]:
        body = json.dumps(header, ensure_ascii=False) + "\n"
        body += "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)
        path = REPO / "Tests/Fixtures/search" / name
        if check:
            if not path.exists() or path.read_text() != body:
                stale.append(name)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body)
    if stale:
        raise SystemExit(f"differs from what generate-search-differential.py writes: {', '.join(stale)}")


if __name__ == "__main__":
    main()
