#!/usr/bin/env python3
"""Writes Tests/Fixtures/phone/libphonenumber-differential.tsv: libphonenumber's own answers for sampled
inputs across every region, for the differential test (PhoneDifferentialTests).

The reference is the Python port of libphonenumber, PyPI `phonenumbers` at the pin below (the same metadata release
as our tables), run in a virtual environment by scripts/differential/phone.py: a development tool, never a
runtime dependency. Each row: region, input, 1 when `is_valid_number_for_region(parse(input, region),
region)`, else 0, and for a valid number its E.164 form and type. Parse errors count as not valid.

Inputs, with a fixed seed: every example number of every type in every written form (national as
libphonenumber formats it, the bare national number, +CC international, E.164, the region's international
prefix and CC, CC without +), the international form as it arrives from a form field (padded, wrapped in
bidi marks, with a doubled or full-width plus, in full-width digits), then one-digit changes, drops and additions, truncations, and random digit
strings of plausible lengths.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "phonenumbers==9.0.43")

import random

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from phonenumbers.phonemetadata import PhoneMetadata

from generated_file import REPO, write_or_check

assert phonenumbers.__version__ == "9.0.43", phonenumbers.__version__

TYPES = {
    PhoneNumberType.FIXED_LINE: "fixed-line",
    PhoneNumberType.MOBILE: "mobile",
    PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixed-line-or-mobile",
    PhoneNumberType.TOLL_FREE: "toll-free",
    PhoneNumberType.PREMIUM_RATE: "premium-rate",
    PhoneNumberType.SHARED_COST: "shared-cost",
    PhoneNumberType.VOIP: "voip",
    PhoneNumberType.PERSONAL_NUMBER: "personal-number",
    PhoneNumberType.PAGER: "pager",
    PhoneNumberType.UAN: "uan",
    PhoneNumberType.VOICEMAIL: "voicemail",
}
EXAMPLE_TYPES = [t for t in TYPES if t != PhoneNumberType.FIXED_LINE_OR_MOBILE]


def answer(text, region):
    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return "0", "", ""
    if not phonenumbers.is_valid_number_for_region(number, region):
        return "0", "", ""
    kind = TYPES.get(phonenumbers.number_type(number), "")
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    if number.extension:
        e164 += ""  # extensions are not generated here
    return "1", e164, kind


def forms(number, region, metadata):
    """Written forms of an example number, as a person types them."""
    national = str(number.national_number)
    if number.italian_leading_zero:
        national = "0" * (number.number_of_leading_zeros or 1) + national
    code = str(number.country_code)
    out = {
        phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
        phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
        phonenumbers.format_number(number, PhoneNumberFormat.E164),
        national,
        code + " " + national,
    }
    prefix = metadata.preferred_international_prefix or metadata.international_prefix
    if prefix and prefix.isdigit():
        out.add(prefix + " " + code + " " + national)
    return sorted(out)


# Invisible marks a text field or a copy from a web page can put around a number: libphonenumber strips
# what comes before the first digit or plus sign and after the last digit.
MARKS = ["\u200e", "\u200f", "\u202a", "\u2066"]


def typing_variants(number):
    """How the international form arrives from a form field: padded, wrapped in bidi marks, with a
    doubled or full-width plus sign, in full-width digits."""
    international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    out = {" " + international, international + " ", "\u3000" + international, "+" + e164, "\uff0b" + e164[1:],
           "+" + "".join(chr(0xFF10 + int(d)) for d in e164[1:])}
    for mark in MARKS:
        out.add(mark + international)
        out.add(international + mark)
    return out


def mutations(digits, rng):
    """One-digit changes, drops and additions, and truncations of a digit string."""
    out = set()
    for _ in range(3):
        if not digits:
            break
        i = rng.randrange(len(digits))
        out.add(digits[:i] + str((int(digits[i]) + rng.randrange(1, 10)) % 10) + digits[i + 1 :])
        out.add(digits[:i] + digits[i + 1 :])
        out.add(digits[:i] + str(rng.randrange(10)) + digits[i:])
    for cut in range(1, min(4, len(digits))):
        out.add(digits[:-cut])
    return out


def main():
    rng = random.Random(20261130)
    rows = set()
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        metadata = PhoneMetadata.metadata_for_region(region)
        code = str(metadata.country_code)
        for kind in EXAMPLE_TYPES:
            example = phonenumbers.example_number_for_type(region, kind)
            if example is None:
                continue
            for text in forms(example, region, metadata):
                rows.add((region, text))
            if kind == EXAMPLE_TYPES[0]:
                for text in typing_variants(example):
                    rows.add((region, text))
            national = str(example.national_number)
            for mutated in mutations(national, rng):
                rows.add((region, mutated))
                rows.add((region, "+" + code + mutated))
        for _ in range(12):
            length = rng.randrange(4, 13)
            digits = str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(length - 1))
            rows.add((region, digits))
            rows.add((region, "+" + code + digits))
    lines = [f"# PyPI phonenumbers {phonenumbers.__version__}, scripts/differential/phone.py",
             "region\tinput\tvalid\te164\ttype"]
    for region, text in sorted(rows):
        lines.append("\t".join((region, text) + answer(text, region)))
    body = "\n".join(lines) + "\n"
    write_or_check(REPO / "Tests/Fixtures/phone/libphonenumber-differential.tsv", body, __file__)
    valid = sum(1 for line in lines[2:] if line.split("\t")[2] == "1")
    print(f"{len(lines) - 2} cases, {valid} valid per libphonenumber", file=sys.stderr)


if __name__ == "__main__":
    main()
