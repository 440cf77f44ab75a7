#!/usr/bin/env python3
"""Writes Tests/Fixtures/pcre2/testdata.json: the patterns and subjects of PCRE2's own test inputs
(testinput1, 2, 4 and 5, public domain), for the differential test of the automaton against PCRE2
(PCRE2SuiteTests). PCRE2 as installed is the oracle, so the expected outputs are not needed.

Reads the pcre2test format: `/pattern/modifiers` (the pattern may run over several lines), subject lines
with their backslash escapes and `\\[text]{n}` repetitions, `\\=` subject modifiers (dropped: the
subject text is what is compared), `#` directives. Modifiers that change which strings match are mapped
to ours (i, x, s, ucp) or to inline settings ((?m), (?n), (?xx), (?U), (?J)); output-only modifiers are
dropped; a pattern with any other modifier is skipped and counted by modifier, as are hex patterns and
subjects that are not Unicode scalars.

Usage: scripts/differential/pcre2-suite.py [CORPUS_DIR] [--check]
(default CORPUS_DIR: ../shared/corpora/pcre2-testdata beside the repository).
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))

import collections
import json
import re

from generated_file import REPO, write_or_check

FILES = ["testinput1", "testinput2", "testinput4", "testinput5"]
OPTIONS = {"i": "caseInsensitive", "caseless": "caseInsensitive", "x": "extended", "extended": "extended",
           "s": "dotAll", "dotall": "dotAll", "ucp": "unicode"}
INLINE = {"m": "m", "multiline": "m", "n": "n", "no_auto_capture": "n", "xx": "xx", "extended_more": "xx",
          "ungreedy": "U", "dupnames": "J"}
# Modifiers that change what is printed or how fast, never which strings match.
HARMLESS = {"B", "I", "g", "G", "aftertext", "allaftertext", "mark", "info", "bincode", "fullbincode",
            "debug", "jit", "startchar", "callout_info", "allcaptures", "allvector", "altglobal",
            "no_start_optimize", "start_optimize", "start_optimize_off", "optimization_none",
            "optimization_full", "no_dotstar_anchor", "dotstar_anchor", "dotstar_anchor_off", "auto_possess",
            "stackguard", "parens_nest_limit", "max_pattern_length", "max_pattern_compiled_length",
            "use_length", "null_context", "utf", "never_callout", "expand", "replace", "substitute_extended",
            "substitute_matched", "substitute_overflow_length", "substitute_literal",
            "substitute_replacement_only", "substitute_skip", "substitute_callout", "substitute_case_callout",
            "copy", "get", "getall", "global", "memory", "push", "pushcopy", "framesize", "posix_nosub", "heapframes_size"}
UNDO_ESCAPES = {"a": 7, "b": 8, "e": 27, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11}


def split_modifiers(text):
    """pcre2test modifiers: comma-separated words, where a run of letters may also be single letters."""
    result = []
    for word in (part.strip() for part in text.split(",")):
        if not word:
            continue
        name = word.split("=")[0]
        if name in OPTIONS or name in INLINE or name in HARMLESS or "=" in word:
            result.append(name)
        elif re.fullmatch(r"(?:[imsnBIgG]|xx?)+", word):
            result.extend(re.findall(r"xx?|.", word))
        else:
            result.append(name)
    return result


def unescape_subject(line):
    """The subject a pcre2test subject line stands for, or None when it holds no Unicode scalars."""
    line = re.sub(r"\\=.*$", "", line)
    # \[text]{n}: text repeated n times.
    line = re.sub(r"\\\[(.*?)\]\{(\d+)\}", lambda m: m.group(1) * int(m.group(2)), line)
    out = []
    index = 0
    while index < len(line):
        char = line[index]
        index += 1
        if char != "\\":
            out.append(char)
            continue
        if index >= len(line):
            break  # a trailing backslash: no newline added
        char = line[index]
        index += 1
        if char in UNDO_ESCAPES:
            out.append(chr(UNDO_ESCAPES[char]))
        elif char == "x":
            if line[index:index + 1] == "{":
                end = line.index("}", index)
                value = int(line[index + 1:end], 16)
                index = end + 1
            else:
                digits = re.match(r"[0-9a-fA-F]{0,2}", line[index:]).group(0)
                value = int(digits, 16) if digits else 0
                index += len(digits)
            out.append(value)
        elif char == "o" and line[index:index + 1] == "{":
            end = line.index("}", index)
            out.append(int(line[index + 1:end], 8))
            index = end + 1
        elif char in "01234567":
            digits = re.match(r"[0-7]{0,2}", line[index:]).group(0)
            out.append(int(char + digits, 8))
            index += len(digits)
        elif char.isalnum():
            return None  # an escape pcre2test gives a meaning we do not model
        else:
            out.append(char)
    text = []
    for item in out:
        if isinstance(item, int):
            if item > 0x10FFFF or 0xD800 <= item <= 0xDFFF:
                return None
            text.append(chr(item))
        else:
            text.append(item)
    return "".join(text)


def has_raw_bytes(text):
    return any(0xDC80 <= ord(char) <= 0xDCFF for char in text)


def read(path, counts):
    # The UTF-mode files hold a few raw bytes that are not UTF-8 on purpose: what holds one is skipped.
    encoding = "latin-1" if path.name in ("testinput1", "testinput2") else "utf-8"
    lines = path.read_bytes().decode(encoding, errors="surrogateescape").split("\n")
    entries = []
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        stripped = line.strip()
        if not stripped or line.startswith("#") or line[0].isspace() or line.startswith("\\="):
            continue
        delimiter = line[0]
        start = index
        text = line[1:]
        # The pattern ends at an unescaped delimiter; it may run over several lines.
        while True:
            match = re.match(r"((?:\\.|[^\\" + re.escape(delimiter) + r"])*)" + re.escape(delimiter) + r"(.*)$", text, re.S)
            if match or index >= len(lines):
                break
            text += "\n" + lines[index]
            index += 1
        if not match:
            counts["unterminated"] += 1
            continue
        pattern, modifiers = match.group(1), split_modifiers(match.group(2).strip())
        subjects = []
        while index < len(lines) and lines[index].strip():
            subject_line = lines[index]
            index += 1
            if subject_line.startswith("\\=") or not subject_line[0].isspace():
                continue
            subject = unescape_subject(subject_line.strip())
            if subject is None or has_raw_bytes(subject):
                counts["subjects skipped (escapes or non-scalars)"] += 1
            else:
                subjects.append(subject)
        unknown = [m for m in modifiers if m not in OPTIONS and m not in INLINE and m not in HARMLESS]
        if unknown:
            counts["patterns skipped: modifier " + unknown[0]] += 1
            continue
        if has_raw_bytes(pattern):
            counts["patterns skipped: bytes that are not UTF-8"] += 1
            continue
        options = sorted({OPTIONS[m] for m in modifiers if m in OPTIONS})
        inline = "".join(sorted({INLINE[m] for m in modifiers if m in INLINE}))
        if inline:
            if pattern.startswith("(*"):
                counts["patterns skipped: inline setting after (*VERB)"] += 1
                continue
            pattern = f"(?{inline})" + pattern
        entries.append({"source": f"{path.name}:{start}", "pattern": pattern, "options": options,
                         "subjects": subjects})
        counts["patterns read"] += 1
    return entries


def main():
    arguments = [a for a in sys.argv[1:] if a != "--check"]
    corpus = REPO.parent / "shared" / "corpora" / "pcre2-testdata"
    if arguments:
        corpus = __import__("pathlib").Path(arguments[0])
    counts = collections.Counter()
    entries = []
    for name in FILES:
        entries += read(corpus / name, counts)
    for key, value in sorted(counts.items()):
        print(f"{value:6d}  {key}", file=sys.stderr)
    text = json.dumps(entries, ensure_ascii=False, indent=0) + "\n"
    (REPO / "Tests" / "Fixtures" / "pcre2").mkdir(parents=True, exist_ok=True)
    write_or_check(REPO / "Tests" / "Fixtures" / "pcre2" / "testdata.json", text, __file__)


if __name__ == "__main__":
    main()
