#!/usr/bin/env python3
"""Writes Tests/Fixtures/phone/phone-text-differential.jsonl: the phone numbers libphonenumber's
PhoneNumberMatcher finds in generated prose, for PhoneTextDifferentialTests.

The reference is PyPI `phonenumbers` at the pin below (the metadata release our tables come from), run in a virtual
environment by scripts/differential/phone-text.py: a development tool, never a runtime dependency.

Each line: {"region", "leniency" ("valid" or "possible"), "text", "matches": [{"start", "end", "e164", "type",
"extension"}]}, offsets in UTF-8 bytes of the text; a text read at `valid` also has "grouping": the
matches at STRICT_GROUPING and EXACT_GROUPING, under "strict-grouping" and "exact-grouping". With a fixed seed, each text is a sentence of words,
numbers and look-alikes: example numbers of every type of many regions in every written form (national as
libphonenumber formats it, the bare national number, international, E.164, RFC 3966, after the region's
international prefix, regrouped with other separators, in brackets, in other scripts' digits), with
extensions, other regions' numbers, one-digit changes, and things that are not numbers (dates, times,
prices, percentages, order numbers, ISBNs, versions, publication pages, long digit runs, digits against
letters).
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "phonenumbers==9.0.43")

import json
import os
import random

import phonenumbers
from phonenumbers import Leniency, PhoneNumberFormat, PhoneNumberType
from phonenumbers.phonemetadata import PhoneMetadata

from generated_file import REPO, write_or_check

assert phonenumbers.__version__ == "9.0.43", phonenumbers.__version__

OUTPUT = REPO / "Tests" / "Fixtures" / "phone" / "phone-text-differential.jsonl"
# PHONE_TEXT_SEED and PHONE_TEXT_COUNT draw other texts, to check cases the committed fixture does not hold.
SEED = int(os.environ.get("PHONE_TEXT_SEED", "20261205"))
COUNT = int(os.environ.get("PHONE_TEXT_COUNT", "3000"))
REGIONS = [
    "GB", "US", "DE", "FR", "IN", "BR", "JP", "CN", "RU", "AU", "IT", "ES", "MX", "NL", "SE", "CH", "AR", "ZA",
    "NG", "KE", "EG", "SA", "AE", "IL", "TR", "PL", "KR", "ID", "PH", "VN", "TH", "JE", "CA", "AG", "NZ", "IE",
    "PT", "BE", "AT", "HU", "BY", "LT", "CO", "PE", "PK", "IR", "UA", "FI", "NO", "DK",
]
ALL_REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)
TYPES = [
    PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE, PhoneNumberType.PREMIUM_RATE,
    PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP, PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.UAN,
]
WORDS = ["Call", "me", "on", "or", "tel:", "Tel.", "Phone", "fax", "at", "the", "office", "Mobil", "appelez",
         "llame", "номер", "电话", "bitte", "and", "from", "to", "ref", "Nr.", "→", "—", "(", ")", ":", ",", ";"]
LOOKALIKES = [
    "31/10/2011", "3/10/11", "08/31/95", "2012-01-02 08:00", "2012-01-02 08", "1999-12-31 23:59:59", "12:30",
    "$1,234.56", "1234€", "£99.99", "45%", "12 %", "Order #12345678", "order 1234567890", "ISBN 978-3-16-148410-0",
    "v1.2.3", "10.0.0.1", "192.168.100.200", "211-227 (2003)", "12(3): 211-227", "1234567890123456789012",
    "0000000000", "abc02079460958", "8005001234def", "No. 42", "3.14159", "1,000,000", "24/7", "1-2-3",
    "+-+", "(12)", "[0]", "5/5", "20.5.2024", "+0", "++44", "x123", "ext. 45",
    "651-234-2345/332-445-1234", "(650) 223 3345 (754) 223 3321", "12345 - 332-445-1234", "12345. 332-445-1234",
    "3324451234 8002341234", "650 253 0000\u2014650 253 0001", "1 xx 650 253 0000", "0xx21 3456 7890",
    "+00 44 20 7946 0958", "+44 (0) 20 7946 0958 / x12", "(530) 583-6985 x302/x2303", "tel:+1-650-253-0000",
    "+1 650 253 0000#", "07400 123456%", "€07400 123456", "1 650 253 0000 ext. 1234567", "[020] 7946 0958",
    "（０２０）７９４６ ０９５８", "020-7946-0958 , 020-7946-0959",
]
DIGIT_SCRIPTS = [0x0660, 0x06F0, 0x0966, 0xFF10]  # Arabic-Indic, Persian, Devanagari, full width
SEPARATORS = [" ", "-", ".", "/", "  ", " - ", "\u00a0", "\u2013", "~"]


def examples(region):
    found = []
    for kind in TYPES:
        number = phonenumbers.example_number_for_type(region, kind)
        if number is not None:
            found.append(number)
    return found


def regroup(digits, rng):
    out, index = [], 0
    while index < len(digits):
        size = rng.randint(1, 4)
        out.append(digits[index:index + size])
        index += size
    return rng.choice(SEPARATORS).join(out)


def in_script(text, rng):
    base = rng.choice(DIGIT_SCRIPTS)
    return "".join(chr(base + ord(c) - 48) if c.isdigit() and c.isascii() else c for c in text)


def mutate(digits, rng):
    position = rng.randrange(len(digits))
    choice = rng.random()
    if choice < 0.4:
        return digits[:position] + str(rng.randrange(10)) + digits[position + 1:]
    if choice < 0.7:
        return digits[:position] + digits[position + 1:]
    return digits[:position] + str(rng.randrange(10)) + digits[position:]


def written(number, region, rng):
    """One written form of `number`, as someone might type it in prose."""
    national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    significant = phonenumbers.national_significant_number(number)
    metadata = PhoneMetadata.metadata_for_region(region)
    idd = (metadata.preferred_international_prefix or metadata.international_prefix or "00") if metadata else "00"
    if not idd.isdigit():
        idd = "00"
    forms = [
        national, international, e164, significant, national.replace(" ", ""), international.replace(" ", "-"),
        phonenumbers.format_number(number, PhoneNumberFormat.RFC3966),
        f"{idd} {number.country_code} {significant}", f"{number.country_code} {significant}",
        regroup(significant, rng), "(" + significant[:3] + ") " + regroup(significant[3:], rng),
        "+" + str(number.country_code) + " (0)" + significant, in_script(national, rng),
        "+" + str(number.country_code) + " " + regroup(significant, rng), "\uff0b" + e164[1:],
    ]
    form = rng.choice(forms)
    roll = rng.random()
    if roll < 0.12:
        form += rng.choice([" ext. ", " x", " ext ", " #", ";ext=", " extension ", ", ext. ", " anexo "]) + str(
            rng.randrange(1, 99999))
    elif roll < 0.2:
        form = form.replace(significant, mutate(significant, rng)) if significant in form else mutate(form, rng)
    elif roll < 0.25:
        form = form.replace(" ", rng.choice(["/", ".", "-"]))
    return form


def sentence(region, rng):
    pieces = []
    for _ in range(rng.randint(2, 9)):
        roll = rng.random()
        if roll < 0.35:
            home = region if rng.random() < 0.75 else rng.choice(ALL_REGIONS)
            numbers = examples(home)
            if numbers:
                pieces.append(written(rng.choice(numbers), home, rng))
        elif roll < 0.55:
            pieces.append(rng.choice(LOOKALIKES))
        else:
            pieces.append(rng.choice(WORDS))
    glue = rng.choice([" ", " ", " ", ", ", "; ", " / ", "\t", ""])
    text = glue.join(pieces)
    if rng.random() < 0.1:
        text += rng.choice([".", "!", "?", ")", "…"])
    return text


# number_type's answers by our PhoneNumberType's names; UNKNOWN (a number no range holds) is null.
TYPE_NAMES = {
    phonenumbers.PhoneNumberType.FIXED_LINE: "fixed-line", phonenumbers.PhoneNumberType.MOBILE: "mobile",
    phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixed-line-or-mobile",
    phonenumbers.PhoneNumberType.TOLL_FREE: "toll-free", phonenumbers.PhoneNumberType.PREMIUM_RATE: "premium-rate",
    phonenumbers.PhoneNumberType.SHARED_COST: "shared-cost", phonenumbers.PhoneNumberType.VOIP: "voip",
    phonenumbers.PhoneNumberType.PERSONAL_NUMBER: "personal-number", phonenumbers.PhoneNumberType.PAGER: "pager",
    phonenumbers.PhoneNumberType.UAN: "uan", phonenumbers.PhoneNumberType.VOICEMAIL: "voicemail",
}


def found(text, region, leniency):
    matches = []
    for match in phonenumbers.PhoneNumberMatcher(text, region, leniency=leniency):
        start = len(text[:match.start].encode("utf-8"))
        end = start + len(match.raw_string.encode("utf-8"))
        matches.append({
            "start": start, "end": end,
            "e164": phonenumbers.format_number(match.number, PhoneNumberFormat.E164),
            "extension": match.number.extension or None,
            "type": TYPE_NAMES.get(phonenumbers.number_type(match.number)),
        })
    return matches


def main():
    rng = random.Random(SEED)
    lines = []
    for index in range(COUNT):
        # Every tenth text is from any region of the metadata, the rest from the list above.
        region = rng.choice(ALL_REGIONS) if index % 10 == 9 else REGIONS[index % len(REGIONS)]
        leniency = "possible" if index % 5 == 4 else "valid"
        text = sentence(region, rng)
        level = Leniency.POSSIBLE if leniency == "possible" else Leniency.VALID
        record = {"region": region, "leniency": leniency, "text": text, "matches": found(text, region, level)}
        if leniency == "valid":
            # The grouping levels on the same text: what the region's formats and the alternate formats allow.
            record["grouping"] = {"strict-grouping": found(text, region, Leniency.STRICT_GROUPING),
                                  "exact-grouping": found(text, region, Leniency.EXACT_GROUPING)}
        lines.append(json.dumps(record, ensure_ascii=False, sort_keys=True))
    header = json.dumps({
        "source": f"phonenumbers {phonenumbers.__version__} PhoneNumberMatcher (PyPI), scripts/differential/phone-text.py",
        "seed": SEED, "texts": len(lines),
    })
    write_or_check(OUTPUT, text="\n".join([header] + lines) + "\n", generator=__file__)
    total = sum(len(json.loads(line)["matches"]) for line in lines)
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(lines)} texts, {total} numbers found", file=sys.stderr)


if __name__ == "__main__":
    main()
