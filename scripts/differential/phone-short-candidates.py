#!/usr/bin/env python3
"""Writes Tests/Fixtures/phone/phone-short-candidates.json: for each region (and for no region, `ZZ`),
the fewest digits of any number PyPI phonenumbers's PhoneNumberMatcher (the release pinned below) finds in a text of one or
two digits, written plain, after `+`, in brackets, or split by a hyphen, at POSSIBLE and at VALID;
`null` when it finds none. PhoneFewestDigitsTests holds our matcher's digit bound (below which it does
not parse a candidate) to it: the bound may never pass what libphonenumber finds.

phonenumbers comes from PyPI, in the `reference` environment of scripts/lib/python_env.py:
    scripts/differential/phone-short-candidates.py [--check]
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "phonenumbers==9.0.43")

import json

import phonenumbers
from phonenumbers import Leniency

from generated_file import REPO, write_or_check

assert phonenumbers.__version__ == "9.0.43", phonenumbers.__version__

OUTPUT = REPO / "Tests" / "Fixtures" / "phone" / "phone-short-candidates.json"


def texts():
    for length in (1, 2):
        for value in range(10 ** length):
            digits = str(value).zfill(length)
            yield from {digits, "+" + digits, "(" + digits + ")", digits[0] + "-" + digits[1:] if length == 2 else digits}


def main():
    candidates = sorted(set(texts()))
    fewest = {}
    for region in sorted(phonenumbers.SUPPORTED_REGIONS) + ["ZZ"]:
        found = [sum(c.isdigit() for c in text) for text in candidates
                 for leniency in (Leniency.POSSIBLE, Leniency.VALID)
                 if list(phonenumbers.PhoneNumberMatcher("a " + text + " b", region, leniency=leniency))]
        fewest[region] = min(found) if found else None
    document = {"source": f"phonenumbers {phonenumbers.__version__} PhoneNumberMatcher (PyPI), scripts/differential/phone-short-candidates.py",
                "texts": len(candidates), "fewestDigitsFound": fewest}
    write_or_check(OUTPUT, text=json.dumps(document, indent=1, sort_keys=True) + "\n", generator=__file__)
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(fewest)} regions", file=sys.stderr)


if __name__ == "__main__":
    main()
