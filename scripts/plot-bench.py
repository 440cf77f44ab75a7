#!/usr/bin/env python3
"""Bar chart of a Benchmarks JSON file: ns/op per engine for each matching workload, log scale."""
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

ENGINES = ["automaton", "patternrules", "hyperscan", "re2", "c-loop", "pcre2-jit", "pcre2-jit-via-match", "pcre2",
           "pcre2-dfa", "posix", "handwritten", "foundation", "swift-regex"]


def main(source, target):
    with open(source) as file:
        document = json.load(file)
    rows = [r for r in document["results"] if r["workload"].split("/")[0] in ("keystroke", "whole", "bulk")]
    # An engine comparison: workloads measured on one engine only (library logic) are left out.
    measured = {w: {r["engine"] for r in rows if r["workload"] == w} for w in {r["workload"] for r in rows}}
    rows = [r for r in rows if len(measured[r["workload"]]) > 1]
    workloads = list(dict.fromkeys(r["workload"] for r in rows))
    engines = [e for e in ENGINES if any(r["engine"] == e for r in rows)]
    width = 0.8 / len(engines)
    figure, axes = plt.subplots(figsize=(max(10, len(workloads) * 1.6), 6))
    for index, engine in enumerate(engines):
        values = [next((r["ns_per_op"] for r in rows if r["workload"] == w and r["engine"] == engine), 0)
                  for w in workloads]
        positions = [w + index * width for w in range(len(workloads))]
        axes.bar(positions, values, width, label=engine)
    axes.set_yscale("log")
    axes.set_ylabel("ns per validation (median, log scale)")
    axes.set_xticks([w + 0.4 - width / 2 for w in range(len(workloads))])
    axes.set_xticklabels(workloads, rotation=30, ha="right")
    environment = document["environment"]
    axes.set_title(f"PatternRules engine comparison: {environment['cpu']}, {environment['cores']} cores, "
                   f"PCRE2 {environment['pcre2'].split()[0]}, {environment['date'][:10]}", fontsize=10)
    axes.legend(ncol=5, fontsize=8)
    figure.tight_layout()
    figure.savefig(target, dpi=110)
    print(f"wrote {target}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
