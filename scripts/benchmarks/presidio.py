#!/usr/bin/env python3
"""Our identifier finders beside Microsoft Presidio's pattern recognizers (presidio-analyzer, PyPI), which
run without an NLP model: an agreement table per entity type, where python-stdnum says who is right, and
the speed of the same entity set on the same text.

The text: python-stdnum's sentences of Tests/Fixtures/identifiers/stdnum-identifiers.jsonl (written by
scripts/differential/identifiers.py), 300 per finder, each embedding four written numbers valid or not,
with the byte ranges of those stdnum calls valid. IdentifierFinderTests holds our finders to exactly those
ranges; here each Presidio recognizer reads the sentences of its entity with `analyze(text, entities,
nlp_artifacts=None)` (its regular expressions, validation and invalidation, no context words), and every
span it reports is counted as one stdnum calls valid (found exactly, or overlapping one), or not; our
finder reads them with `patterns find FINDER --json`, counted the same way.

Speed: the sentences of the mapped entities repeated to --megabytes, read by every mapped Presidio
recognizer in turn (one `analyze` call per line, as a pipeline over lines calls it) and by one `patterns
find` with every mapped finder (`--count-matches`, the whole process); medians of --rounds interleaved
rounds.

Usage: scripts/benchmarks/presidio.py [--megabytes N] [--rounds N] [--patterns-binary PATH]
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("presidio", "presidio-analyzer==2.2.366")

import logging  # noqa: E402

logging.disable(logging.WARNING)
import presidio_analyzer.predefined_recognizers as recognizers  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parents[2]
FIXTURE = REPO / "Tests" / "Fixtures" / "identifiers" / "stdnum-identifiers.jsonl"

# Our finder, and the Presidio recognizer of the same identifier.
MAPPED = {
    "us.ssn": "UsSsnRecognizer", "us.itin": "UsItinRecognizer", "gb.nhs": "NhsRecognizer",
    "in.aadhaar": "InAadhaarRecognizer", "in.pan": "InPanRecognizer", "ca.sin": "CaSinRecognizer",
    "au.tfn": "AuTfnRecognizer", "au.abn": "AuAbnRecognizer", "pl.pesel": "PlPeselRecognizer",
    "fi.hetu": "FiPersonalIdentityCodeRecognizer", "es.nif": "EsNifRecognizer", "es.nie": "EsNieRecognizer",
    "it.codicefiscale": "ItFiscalCodeRecognizer", "kr.rrn": "KrRrnRecognizer",
    "se.personnummer": "SePersonnummerRecognizer", "tr.tckimlik": "TrNationalIdRecognizer",
    "za.idnr": "ZaIdNumberRecognizer",
}


def sentences():
    by_finder = {}
    for line in FIXTURE.read_text().splitlines()[1:]:
        record = json.loads(line)
        if "sentence" in record:
            by_finder.setdefault(record["finder"], []).append(record)
    return by_finder


def character_ranges(sentence, byte_ranges):
    """stdnum's valid numbers' byte ranges as character ranges (Presidio reports characters)."""
    encoded = sentence.encode("utf-8")
    return {(len(encoded[:start].decode("utf-8")), len(encoded[:end].decode("utf-8"))) for start, end in byte_ranges}


def our_spans(binary, finder, records):
    """Our finder's byte ranges in each sentence, from `patterns find FINDER --json` over them all."""
    text = "".join(record["sentence"] + "\n" for record in records)
    result = subprocess.run([binary, "find", finder, "--json"], input=text.encode(), capture_output=True,
                            check=False)
    if result.returncode not in (0, 1):
        raise SystemExit(f"patterns find {finder} failed: {result.stderr.decode()[:300]}")
    spans = [set() for _ in records]
    for line in result.stdout.decode().splitlines():
        message = json.loads(line)
        if message["type"] == "match":
            number = message["data"]["line_number"] - 1
            spans[number].update((m["start"], m["end"]) for m in message["data"]["submatches"])
    return spans


def agreement(by_finder, binary):
    print("| entity (ours / Presidio's) | valid numbers (stdnum) | ours: found exactly, other spans | Presidio "
          "found exactly | overlapping | missed | spans on no valid number | of them scored >= 0.5 |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for finder, name in MAPPED.items():
        ours = our_spans(binary, finder, by_finder[finder])
        ours_exact = sum(len(spans & {tuple(r) for r in record["found"]}) for spans, record in
                         zip(ours, by_finder[finder]))
        ours_other = sum(len(spans) for spans in ours) - ours_exact
        recognizer = getattr(recognizers, name)()
        entity = recognizer.supported_entities[0]
        valid = exact = overlapping = wrong = wrong_confident = 0
        for record in by_finder[finder]:
            truth = character_ranges(record["sentence"], record["found"])
            valid += len(truth)
            spans = [(r.start, r.end, r.score) for r in recognizer.analyze(record["sentence"], [entity], None)]
            for start, end, score in spans:
                if (start, end) in truth:
                    exact += 1
                elif any(start < t_end and t_start < end for t_start, t_end in truth):
                    overlapping += 1
                else:
                    wrong += 1
                    wrong_confident += score >= 0.5
        missed = valid - exact - overlapping
        print(f"| `{finder}` / {entity} | {valid} | {ours_exact}, {ours_other} | {exact} | {overlapping} | "
              f"{missed} | {wrong} | {wrong_confident} |")


def timed(command, path):
    with open(path, "rb") as source:
        start = time.perf_counter()
        result = subprocess.run(command, stdin=source, capture_output=True, check=False)
        seconds = time.perf_counter() - start
    if result.returncode not in (0, 1):
        raise SystemExit(f"{command[:3]} failed: {result.stderr.decode()[:300]}")
    return seconds, result.stdout.decode().strip()


def speed(by_finder, megabytes, rounds, binary):
    lines = [record["sentence"] for finder in MAPPED for record in by_finder[finder]]
    text = "\n".join(lines) + "\n"
    repeats = max(1, int(megabytes * 1_000_000 / len(text.encode("utf-8"))))
    body = text * repeats
    size = len(body.encode("utf-8"))
    built = [getattr(recognizers, name)() for name in MAPPED.values()]
    built = [(recognizer, recognizer.supported_entities[0]) for recognizer in built]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
        file.write(body)
        path = file.name
    try:
        ours, presidio = [], []
        command = [binary, "find", *MAPPED, "--count-matches"]
        count = None
        for _ in range(rounds):
            seconds, count = timed(command, path)
            ours.append(seconds)
            start = time.perf_counter()
            found = 0
            for line in body.splitlines():
                for recognizer, entity in built:
                    found += len(recognizer.analyze(line, [entity], None))
            presidio.append(time.perf_counter() - start)
        ours_median, presidio_median = statistics.median(ours), statistics.median(presidio)
        print(f"\n{size / 1e6:.1f} MB ({len(lines) * repeats:,} lines), {len(MAPPED)} entity types, "
              f"{rounds} rounds (medians)")
        print(f"patterns find (the whole process): {ours_median:.3f} s, {size / 1e6 / ours_median:.1f} MB/s, "
              f"{count} matches")
        print(f"Presidio's recognizers (in process, no NLP model): {presidio_median:.3f} s, "
              f"{size / 1e6 / presidio_median:.3f} MB/s, {found} spans")
        print(f"ours against Presidio: {presidio_median / ours_median:.0f}x faster")
    finally:
        pathlib.Path(path).unlink()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--megabytes", type=float, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--patterns-binary", default=str(REPO / ".build" / "release" / "patterns"))
    arguments = parser.parse_args()
    by_finder = sentences()
    agreement(by_finder, arguments.patterns_binary)
    speed(by_finder, arguments.megabytes, arguments.rounds, arguments.patterns_binary)


if __name__ == "__main__":
    main()
