#!/usr/bin/env python3
"""Runs rebar's curated benchmarks (benchmarks/definitions/curated/) through `patternrules-rebar` on each
of our engines, as rebar would, and prints each engine's median time as a ratio to our pcre2-jit row,
with the counts checked against rebar's (pcre2/jit's) and every refusal's reason. For the figures in
docs/BENCHMARKS.md without installing rebar itself; `rebar measure` with Benchmarks/rebar/engines.toml
is the full route.

Usage: scripts/benchmarks/rebar-curated.py REBAR_CHECKOUT [--runner PATH] [--max-time SECONDS]
"""
import importlib.util
import pathlib
import statistics
import subprocess
import sys
import tomllib

REPO = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("fixtures", REPO / "scripts/differential/rebar-fixtures.py")
fixtures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fixtures)

ENGINES = ["pcre2-jit", "pcre2", "automaton", "foundation"]


def klv(bench, pattern_list, haystack, max_time):
    fields = [("name", bench["name"].encode()), ("model", bench["model"].encode()),
              ("case-insensitive", str(bench.get("case-insensitive", False)).lower().encode()),
              ("unicode", str(bench.get("unicode", False)).lower().encode()),
              ("max-iters", b"100"), ("max-warmup-iters", b"3"),
              ("max-time", str(int(max_time * 1e9)).encode()), ("max-warmup-time", str(int(max_time * 1e8)).encode())]
    fields += [("pattern", p.encode()) for p in pattern_list] + [("haystack", haystack)]
    return b"".join(k.encode() + b":" + str(len(v)).encode() + b":" + v + b"\n" for k, v in fields)


def main():
    arguments = sys.argv[1:]
    if not arguments:
        raise SystemExit(__doc__)
    root = pathlib.Path(arguments[0]) / "benchmarks"
    runner = arguments[arguments.index("--runner") + 1] if "--runner" in arguments else str(
        REPO / "Benchmarks/.build/release/patternrules-rebar")
    max_time = float(arguments[arguments.index("--max-time") + 1]) if "--max-time" in arguments else 1.0
    rows, refusals, ratios = [], [], {engine: [] for engine in ENGINES[1:]}
    search_ratios = {engine: [] for engine in ENGINES[1:]}
    # rebar's score: per engine, the geometric mean of its time over the fastest engine's on each benchmark
    # it ran (here the fastest of ours), for all benchmarks and for the searches alone.
    to_fastest = {engine: [] for engine in ENGINES}
    search_to_fastest = {engine: [] for engine in ENGINES}
    for path in sorted((root / "definitions/curated").glob("*.toml")):
        group = path.stem
        for bench in tomllib.loads(path.read_text()).get("bench", []):
            if bench["model"] not in fixtures.MODELS or "pcre2/jit" not in bench.get("engines", []):
                continue
            name = f"curated/{group}/{bench['name']}"
            try:
                haystack = fixtures.haystack(bench["haystack"], root)
                found = fixtures.patterns(bench["regex"], root)
            except FileNotFoundError as missing:
                refusals.append((name, "all", f"{pathlib.Path(missing.filename).name} is absent from this rebar snapshot"))
                continue
            expected = fixtures.expected(bench["count"], "pcre2/jit")
            medians = {}
            for engine in ENGINES:
                result = subprocess.run([runner, engine], input=klv(bench, found, haystack, max_time),
                                        capture_output=True)
                if result.returncode != 0:
                    refusals.append((name, engine, result.stderr.decode().strip().removeprefix("error: ")))
                    continue
                samples = [line.split(",") for line in result.stdout.decode().split()]
                counts = {int(count) for _, count in samples}
                if counts != {expected}:
                    refusals.append((name, engine, f"count {sorted(counts)}, rebar expects {expected}"))
                    continue
                medians[engine] = statistics.median(int(ns) for ns, _ in samples)
            if medians:
                fastest = min(medians.values())
                for engine, median in medians.items():
                    to_fastest[engine].append(median / fastest)
                    if bench["model"] != "compile":
                        search_to_fastest[engine].append(median / fastest)
            if "pcre2-jit" in medians:
                row = [name, f"{medians['pcre2-jit'] / 1e6:.3f} ms"]
                for engine in ENGINES[1:]:
                    if engine in medians:
                        ratio = medians[engine] / medians["pcre2-jit"]
                        ratios[engine].append(ratio)
                        if bench["model"] != "compile":
                            search_ratios[engine].append(ratio)
                        row.append(f"{ratio:.2f}")
                    else:
                        row.append("refused")
                rows.append(row)
    print("| benchmark | pcre2-jit | " + " | ".join(ENGINES[1:]) + " |")
    print("|---|---:|" + "---:|" * (len(ENGINES) - 1))
    for row in rows:
        print("| " + " | ".join(row) + " |")
    for engine, values in ratios.items():
        if values:
            searches = search_ratios[engine]
            print(f"{engine}: median ratio to pcre2-jit {statistics.median(values):.2f} over {len(values)} benchmarks; "
                  f"searches (count, count-spans, grep) only: "
                  f"{statistics.median(searches):.2f} over {len(searches)}" if searches else "no search ran")
        else:
            print(f"{engine}: refused every benchmark")
    print("\nrebar-style score (geometric mean of each benchmark's time over the fastest of our engines on it;"
          " 1.00 is always the fastest; compare engines over the same benchmarks only):")
    for engine in ENGINES:
        if to_fastest[engine]:
            searches = search_to_fastest[engine]
            print(f"  {engine}: {statistics.geometric_mean(to_fastest[engine]):.2f} over {len(to_fastest[engine])}"
                  " benchmarks; searches only: "
                  + (f"{statistics.geometric_mean(searches):.2f} over {len(searches)}" if searches else "none ran"))
        else:
            print(f"  {engine}: ran none")
    print("\nrefusals and disagreements:")
    for name, engine, reason in refusals:
        print(f"  {name} on {engine}: {reason}")


if __name__ == "__main__":
    main()
