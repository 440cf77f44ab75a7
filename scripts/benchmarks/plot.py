#!/usr/bin/env python3
"""The benchmark's pictures.

- The engine comparison (results/bench.json from the Benchmarks package): ns per validation for each
  workload measured on more than one engine, one bar per engine, log scale.
- The whole-process comparison (results/bulk.json from scripts/benchmarks/bulk.py): each ratio of ours to a peer
  (grep, Hyperscan, ripgrep, jsonschema-rs, Python), with its target drawn where the issue set one.

Every engine has one colour of its own, stable across runs and workloads: ours in cool hues (blues,
greens, purples), the peers in warm ones (reds, oranges, browns) and greys, each with a hatching as well,
so that two bars are told apart without colour (for colour-blind readers too). An engine that is not in
the table gets a colour from its name, in its family. The legend sits outside the plotting area, its
engines in the order of the bars.

Usage: scripts/benchmarks/plot.py bench JSON PNG | plot.py bulk JSON PNG | plot.py check
`check` draws both pictures from the small samples in scripts/benchmarks/samples/ and fails when two
engines share a colour (or two are too close to tell apart) or the legend covers the plotting area (run
by scripts/check). matplotlib comes from PyPI, in the `bench` environment of scripts/lib/python_env.py.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("bench", "matplotlib==3.11.2")

import colorsys
import hashlib
import json
import os
import tempfile

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.ticker  # noqa: E402
import matplotlib.patches  # noqa: E402
import matplotlib.lines  # noqa: E402

# Ours: the library's engines and entry points.
OURS = {
    "automaton": "#08306b", "automaton-complete": "#4292c6", "automaton-javascript": "#9ecae1",
    "patternrules": "#00441b", "patternrules-pattern": "#41ab5d",
    "library-pcre2-jit": "#3f007d", "library-pcre2": "#807dba", "library-foundation": "#006d6f",
}
# The peers, run as their users run them.
PEERS = {
    "pcre2-jit": "#a50f15", "pcre2-jit-complete": "#fb6a4a", "pcre2-jit-via-match": "#e7298a", "pcre2": "#67000d",
    "pcre2-dfa": "#fcbba1", "hyperscan": "#ec7014", "re2": "#fec44f", "c-loop": "#8c510a", "posix": "#bf812d",
    "handwritten": "#525252", "foundation": "#cc4c02", "swift-regex": "#969696",
}
HATCHES = ["", "//", "\\\\", "xx", "..", "--", "++", "oo", "||", "**"]
# The order engines are drawn in: ours first, then the peers.
ORDER = list(OURS) + list(PEERS)


def is_ours(engine):
    return engine in OURS or engine.startswith(("automaton", "patternrules", "library-"))


def colour(engine):
    """The engine's colour: from the tables, else a hue of its family chosen by its name."""
    if engine in OURS:
        return OURS[engine]
    if engine in PEERS:
        return PEERS[engine]
    digest = int(hashlib.sha256(engine.encode()).hexdigest(), 16)
    # Cool hues for ours (blue to green), warm ones for peers (red to yellow).
    hue = (0.33 + (digest % 1000) / 1000 * 0.4) if is_ours(engine) else ((digest % 1000) / 1000 * 0.15)
    lightness = 0.3 + (digest // 1000 % 100) / 100 * 0.4
    red, green, blue = colorsys.hls_to_rgb(hue, lightness, 0.8)
    return "#%02x%02x%02x" % (round(red * 255), round(green * 255), round(blue * 255))


def hatch(engine):
    """A hatching per engine, so that neighbours in a family differ in pattern as well as colour: by its
    place in the tables, else (an engine they do not name) the first, from one its name picks, that no
    named engine of a near colour has."""
    if engine in ORDER:
        return HATCHES[ORDER.index(engine) % len(HATCHES)]
    start = int(hashlib.sha256(engine.encode()).hexdigest(), 16)
    taken = {hatch(known) for known in ORDER if distance(colour(known), colour(engine)) < 60}
    candidates = [HATCHES[(start + step) % len(HATCHES)] for step in range(len(HATCHES))]
    return next((candidate for candidate in candidates if candidate not in taken), candidates[0])


def engine_order(engines):
    """Ours, then the peers; within each, the tables' order, then engines they do not name by name."""
    def family(ours):
        named = [e for e in ORDER if e in engines and is_ours(e) == ours]
        return named + sorted(e for e in engines if e not in ORDER and is_ours(e) == ours)
    return family(True) + family(False)


def legend_outside(figure, axes, handles, labels, title=None):
    """The legend right of the plotting area, in the order of the bars, and room made for it."""
    legend = axes.legend(handles, labels, loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8,
                         frameon=False, title=title, title_fontsize=8)
    figure.tight_layout()
    return legend


def draw_engines(document, target):
    rows = [r for r in document["results"] if r["workload"].split("/")[0] in ("keystroke", "whole", "bulk")]
    # An engine comparison: workloads measured on one engine only (library logic) are left out.
    measured = {w: {r["engine"] for r in rows if r["workload"] == w} for w in {r["workload"] for r in rows}}
    rows = [r for r in rows if len(measured[r["workload"]]) > 1]
    workloads = list(dict.fromkeys(r["workload"] for r in rows))
    engines = engine_order({r["engine"] for r in rows})
    width = 0.8 / max(1, len(engines))
    figure, axes = plt.subplots(figsize=(max(11, len(workloads) * 1.6 + 3), 6))
    bars = []
    for index, engine in enumerate(engines):
        values = [next((r["ns_per_op"] for r in rows if r["workload"] == w and r["engine"] == engine), 0)
                  for w in workloads]
        positions = [w + index * width for w in range(len(workloads))]
        bars.append(axes.bar(positions, values, width, label=engine, color=colour(engine), hatch=hatch(engine),
                             edgecolor="white", linewidth=0.3))
    axes.set_yscale("log")
    axes.set_ylabel("ns per validation (median, log scale)")
    axes.set_xticks([w + 0.4 - width / 2 for w in range(len(workloads))])
    axes.set_xticklabels(workloads, rotation=30, ha="right")
    environment = document.get("environment", {})
    axes.set_title(f"PatternRules engine comparison: {environment.get('cpu', '?')}, "
                   f"{environment.get('cores', '?')} cores, PCRE2 {str(environment.get('pcre2', '?')).split()[0]}, "
                   f"{str(environment.get('date', '?'))[:10]}", fontsize=10)
    legend = legend_outside(figure, axes, bars, engines, title="ours (cool hues), then peers")
    figure.savefig(target, dpi=110, bbox_inches="tight")
    return figure, axes, legend, {engine: (colour(engine), hatch(engine)) for engine in engines}


def draw_ratios(document, target):
    ratios = document["ratios"]
    targets = document.get("targets", {})
    names = list(ratios)
    figure, axes = plt.subplots(figsize=(11, max(3, 0.38 * len(names) + 1.5)))
    positions = list(range(len(names)))[::-1]
    met = [targets.get(name) is None or ratios[name] <= targets[name] for name in names]
    colours = ["#2171b5" if ok else "#cb181d" for ok in met]
    axes.barh(positions, [ratios[name] for name in names], color=colours, height=0.6)
    for position, name in zip(positions, names):
        if name in targets:
            axes.plot([targets[name]] * 2, [position - 0.4, position + 0.4], color="black", linewidth=2)
        # The figure right of both the bar and its target, so that neither hides it.
        axes.text(max(ratios[name], targets.get(name, 0)) * 1.06, position, f"{ratios[name]:.2f}x", va="center",
                  fontsize=8)
    axes.axvline(1.0, color="grey", linewidth=0.8, linestyle=":")
    axes.set_xscale("log")
    axes.set_xlim(right=max(list(ratios.values()) + list(targets.values())) * 1.5)
    axes.xaxis.set_major_formatter(matplotlib.ticker.FormatStrFormatter("%gx"))
    axes.xaxis.set_minor_formatter(matplotlib.ticker.FormatStrFormatter("%gx"))
    axes.tick_params(axis="x", which="minor", labelsize=7)
    axes.set_yticks(positions)
    axes.set_yticklabels(names, fontsize=8)
    axes.set_xlabel("time of ours / time of the peer (whole processes, medians; below 1: ours is faster)")
    axes.set_title(f"Whole-process comparisons ({document.get('rounds', '?')} rounds)", fontsize=10)
    handles = [matplotlib.patches.Patch(color="#2171b5", label="target met (or none set)"),
               matplotlib.patches.Patch(color="#cb181d", label="target missed"),
               matplotlib.lines.Line2D([], [], color="black", linewidth=2, label="target: at most")]
    legend = legend_outside(figure, axes, handles, [h.get_label() for h in handles])
    figure.savefig(target, dpi=110, bbox_inches="tight")
    return figure, axes, legend


def overlaps(figure, axes, legend):
    """Whether the legend covers any of the plotting area."""
    figure.canvas.draw()
    box = legend.get_window_extent()
    area = axes.get_window_extent()
    return box.x0 < area.x1 and box.x1 > area.x0 and box.y0 < area.y1 and box.y1 > area.y0


def distance(first, second):
    one, two = matplotlib.colors.to_rgb(first), matplotlib.colors.to_rgb(second)
    return sum((a - b) ** 2 for a, b in zip(one, two)) ** 0.5 * 255


def check():
    samples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "samples")
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        with open(os.path.join(samples, "bench.json")) as file:
            figure, axes, legend, styles = draw_engines(json.load(file), os.path.join(scratch, "bench.png"))
        if overlaps(figure, axes, legend):
            problems.append("the engine picture's legend covers the plotting area")
        # Every engine the tables name, and the sample's: distinct colours far enough apart to tell.
        every = {engine: colour(engine) for engine in ORDER} | {engine: style[0] for engine, style in styles.items()}
        names = sorted(every)
        for index, first in enumerate(names):
            for second in names[index + 1:]:
                if every[first] == every[second]:
                    problems.append(f"{first} and {second} share the colour {every[first]}")
                elif distance(every[first], every[second]) < 40 and hatch(first) == hatch(second):
                    problems.append(f"{first} and {second} are too close to tell apart ({every[first]}, "
                                    f"{every[second]}, the same hatching)")
        # Ours in cool hues (green to purple), the peers in warm ones or grey.
        for engine in names:
            hue, lightness, saturation = colorsys.rgb_to_hls(*matplotlib.colors.to_rgb(every[engine]))
            cool = 0.25 <= hue <= 0.85 and saturation > 0.15
            warm = hue <= 0.17 or hue >= 0.9 or saturation <= 0.15
            if (is_ours(engine) and not cool) or (not is_ours(engine) and not warm):
                problems.append(f"{engine} ({every[engine]}) is not in the hues of its family")
        with open(os.path.join(samples, "bulk.json")) as file:
            figure, axes, legend = draw_ratios(json.load(file), os.path.join(scratch, "bulk.png"))
        if overlaps(figure, axes, legend):
            problems.append("the whole-process picture's legend covers the plotting area")
    for problem in problems:
        print(f"plot.py check: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"plot.py check: {len(every)} engines, each its own colour; both legends clear of the bars",
          file=sys.stderr)


def main(arguments):
    if arguments[:1] == ["check"]:
        return check()
    if len(arguments) != 3:
        raise SystemExit("usage: plot.py bench JSON PNG | plot.py bulk JSON PNG | plot.py check")
    kind, source, target = arguments
    with open(source) as file:
        document = json.load(file)
    if kind == "bench":
        draw_engines(document, target)
    elif kind == "bulk":
        draw_ratios(document, target)
    else:
        raise SystemExit(f"plot.py: unknown picture '{kind}' (bench or bulk)")
    print(f"wrote {target}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
