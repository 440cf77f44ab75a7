#!/usr/bin/env python3
"""Writes Tests/Fixtures/rebar/benchmarks.jsonl: rebar's own benchmark definitions (public domain, the
Unlicense), those that measure the pcre2/jit engine with a model our runner takes (compile, count,
count-spans, grep) and a haystack of at most 64 KB, each with the haystack built as rebar builds it
(FORMAT.md: contents or path, utf8-lossy, trim, line-start, line-end, repeat, prepend, append), its one
pattern (string, array or table with path, literal, per-line, prepend, append), and the count rebar
expects of pcre2/jit and of pcre2 (its interpreter), the twins of our pcre2-jit and pcre2. RebarRunnerTests
runs each on our engines and compares.

Usage: scripts/differential/rebar-fixtures.py REBAR_CHECKOUT [--check]
(fetch BurntSushi/rebar; REBAR_CHECKOUT is its root, holding benchmarks/)
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))

import base64
import json
import re
import tomllib

from generated_file import REPO

MODELS = {"compile", "count", "count-spans", "grep", "count-captures", "grep-captures"}
LARGEST = 64 * 1024
ENGINE = "pcre2/jit"
# Our engines beside rebar's names for PCRE2's two: each is held to rebar's count for its twin.
TWINS = {"pcre2-jit": "pcre2/jit", "pcre2": "pcre2"}


def haystack(spec, root):
    if isinstance(spec, str):
        return spec.encode()
    data = (spec["contents"].encode() if "contents" in spec
            else (root / "haystacks" / spec["path"]).read_bytes())
    if spec.get("utf8-lossy"):
        data = data.decode("utf-8", errors="replace").encode()
    if spec.get("trim"):
        data = data.strip()
    if "line-start" in spec or "line-end" in spec:
        lines = data.splitlines(keepends=True)
        data = b"".join(lines[spec.get("line-start", 0):spec.get("line-end", len(lines))])
    data = data * spec.get("repeat", 1)
    return spec.get("prepend", "").encode() + data + spec.get("append", "").encode()


def patterns(spec, root):
    if isinstance(spec, str):
        return [spec]
    if isinstance(spec, list):
        return spec
    if "path" in spec:
        text = (root / "regexes" / spec["path"]).read_text()
        per_line = spec.get("per-line")
        found = [text.strip()] if per_line is None else [line for line in text.splitlines() if line]
        if per_line == "alternate":
            found = ["|".join(re.escape(p) if spec.get("literal") else p for p in found)]
        elif spec.get("literal"):
            found = [re.escape(p) for p in found]
    else:
        found = spec["patterns"] if isinstance(spec["patterns"], list) else [spec["patterns"]]
        if spec.get("literal"):
            found = [re.escape(p) for p in found]
    return [spec.get("prepend", "") + p + spec.get("append", "") for p in found]


def expected(count, engine):
    if isinstance(count, int):
        return count
    for choice in count:
        if re.fullmatch(choice["engine"], engine):
            return choice["count"]
    return None


def main():
    arguments = [a for a in sys.argv[1:] if a != "--check"]
    if not arguments:
        raise SystemExit(__doc__)
    root = pathlib.Path(arguments[0]) / "benchmarks"
    records = []
    for path in sorted((root / "definitions").rglob("*.toml")):
        group = str(path.relative_to(root / "definitions").with_suffix(""))
        for bench in tomllib.loads(path.read_text()).get("bench", []):
            if ENGINE not in bench.get("engines", []) or bench["model"] not in MODELS:
                continue
            try:
                data = haystack(bench["haystack"], root)
                found = patterns(bench["regex"], root)
            except FileNotFoundError as missing:
                # A snapshot of rebar may leave its largest files out; those benchmarks are too big here anyway.
                print(f"skipped {group}/{bench['name']}: {missing.filename} is absent", file=sys.stderr)
                continue
            counts = {ours: expected(bench["count"], theirs) for ours, theirs in TWINS.items()}
            if len(data) > LARGEST or None in counts.values():
                continue
            records.append({
                "name": f"{group}/{bench['name']}", "model": bench["model"],
                "patterns": found,
                "case-insensitive": bench.get("case-insensitive", False), "unicode": bench.get("unicode", False),
                "haystack": base64.b64encode(data).decode(), "counts": counts,
            })
    header = {"source": "BurntSushi/rebar benchmarks/definitions (the Unlicense)",
              "generator": "scripts/differential/rebar-fixtures.py", "engine": ENGINE}
    body = json.dumps(header) + "\n" + "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    target = REPO / "Tests/Fixtures/rebar/benchmarks.jsonl"
    if "--check" in sys.argv:
        if not target.exists() or target.read_text() != body:
            raise SystemExit("Tests/Fixtures/rebar/benchmarks.jsonl differs from what the generator writes")
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(body)
    print(f"{len(records)} benchmarks, {len(body):,} bytes")


if __name__ == "__main__":
    main()
