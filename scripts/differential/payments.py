#!/usr/bin/env python3
"""Writes Tests/Fixtures/payments/stdnum-differential.jsonl: python-stdnum 2.2's answers for IBANs
(`stdnum.iban.is_valid(value, check_country=False)`: registry country, BBAN structure, mod-97) and for
the Luhn check (`stdnum.luhn.is_valid`), for PaymentsDifferentialTests.

Run by scripts/differential/payments.py in a virtual environment: a development tool, never a runtime
dependency. With a fixed seed: valid IBANs of every registry country (random BBANs of the country's
structure with computed check digits), written compact, in groups of four, in lower case, with hyphens;
one-character changes, swaps of neighbours, dropped and added characters, unknown countries; and digit
strings of 12 to 19 digits, half of them completed with a Luhn digit, then changed in one digit.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "python-stdnum==2.2")

import json
import random
import string

import stdnum
from stdnum import iban, luhn
from stdnum.iso7064 import mod_97_10

from generated_file import REPO, write_or_check

assert stdnum.__version__ == "2.2", stdnum.__version__
OUTPUT = REPO / "Tests" / "Fixtures" / "payments" / "stdnum-differential.jsonl"
SEED = 7812


def registry():
    structures = {}
    for line in (REPO / "scripts" / "generate" / "data" / "iban-registry.dat").read_text().splitlines():
        if line and not line.startswith("#"):
            country = line.split()[0]
            structures[country] = line.split('bban="')[1].split('"')[0]
    return structures


def random_bban(structure, rng):
    out = []
    for count, kind in __import__("re").findall(r"([1-9][0-9]*)!([nac])", structure):
        alphabet = {"n": string.digits, "a": string.ascii_uppercase, "c": string.digits + string.ascii_uppercase}[kind]
        out.append("".join(rng.choice(alphabet) for _ in range(int(count))))
    return "".join(out)


def mutate(text, rng):
    index = rng.randrange(len(text))
    roll = rng.random()
    alphabet = string.digits + string.ascii_uppercase
    if roll < 0.4:
        return text[:index] + rng.choice(alphabet) + text[index + 1:]
    if roll < 0.6 and index + 1 < len(text):
        return text[:index] + text[index + 1] + text[index] + text[index + 2:]
    if roll < 0.8:
        return text[:index] + text[index + 1:]
    return text[:index] + rng.choice(alphabet) + text[index:]


def main():
    rng = random.Random(SEED)
    records = []
    for country, structure in sorted(registry().items()):
        for _ in range(12):
            bban = random_bban(structure, rng)
            number = country + mod_97_10.calc_check_digits(bban + country) + bban
            grouped = " ".join(number[i:i + 4] for i in range(0, len(number), 4))
            for value in [number, grouped, number.lower(), grouped.replace(" ", "-"), mutate(number, rng),
                          mutate(grouped, rng), number[:-1], number + "0"]:
                records.append({"kind": "iban", "value": value, "valid": iban.is_valid(value, check_country=False)})
    for country in ["ZZ", "QQ", "US", "XK0"]:
        value = country + "00" + "1" * 16
        records.append({"kind": "iban", "value": value, "valid": iban.is_valid(value, check_country=False)})
    for _ in range(3000):
        length = rng.randint(12, 19)
        digits = "".join(rng.choice(string.digits) for _ in range(length - 1))
        if rng.random() < 0.5:
            digits += luhn.calc_check_digit(digits)
            if rng.random() < 0.3:
                index = rng.randrange(len(digits))
                digits = digits[:index] + rng.choice(string.digits) + digits[index + 1:]
        else:
            digits += rng.choice(string.digits)
        records.append({"kind": "luhn", "value": digits, "valid": luhn.is_valid(digits)})
    header = {"source": "python-stdnum 2.2 (PyPI): iban.is_valid(check_country=False), luhn.is_valid",
              "generator": "scripts/differential/payments.py", "seed": SEED, "records": len(records)}
    lines = [json.dumps(header)] + [json.dumps(record, sort_keys=True) for record in records]
    write_or_check(OUTPUT, text="\n".join(lines) + "\n", generator=__file__)
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(records)} records")


if __name__ == "__main__":
    main()
