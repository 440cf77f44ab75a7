#!/usr/bin/env python3
"""Writes Tests/Fixtures/identifiers/stdnum-identifiers.jsonl: python-stdnum 2.2's answers for the
identifiers `patterns find` finds by their stdnum module's name (us.ssn, gb.nhs, nl.bsn, in.aadhaar,
ca.sin, br.cpf, tr.tckimlik, au.tfn, au.abn, pt.nif, pl.pesel, us.itin, de.idnr, imei, fi.hetu,
es.dni, es.nie, ch.ssn, kr.rrn, fr.nir, in.pan, it.codicefiscale, es.nif, no.fodselsnummer, dk.cpr,
se.personnummer, be.nn, za.idnr, bic, bitcoin, mx.curp, cn.ric, mac), and Python's own
`ipaddress.ip_address` for `ip`,
for IdentifierFinderTests.

Five of them (no.fodselsnummer, dk.cpr, se.personnummer, be.nn, za.idnr) read today's date: a birth
date after it, or a century chosen by it. Their records are kept only where stdnum answers the same on
the day the fixture is written and two years later (stdnum's `datetime` is swapped for one whose
`date.today()` says so), so the fixture holds until then whatever day the tests run.

Run in a virtual environment (scripts/lib/python_env.py): a development tool, never a runtime
dependency. With a fixed seed, per module: 1,000 valid numbers (random digits, the check digits found
by trying each), each in one of its written forms (compact and stdnum's `format()`, and the other
separators the finder's forms take), and 1,000 of them changed in one digit or by a swap of two
neighbours, and 500 random strings of its shape (it prints how often stdnum calls such a string
valid, over 100,000), each with `stdnum.<module>.is_valid` of the written text; then 300 sentences that embed
four of them each, with the byte ranges of the valid ones, which the finder must find and nothing else.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "python-stdnum==2.2")

import datetime
import json
import random
import types

import stdnum
from stdnum.au import abn, tfn
from stdnum import imei
from stdnum.br import cpf
from stdnum.ca import sin
from stdnum.ch import ssn as ch_ssn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fi import hetu
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.in_ import aadhaar, pan
from stdnum.kr import rrn
from stdnum.nl import bsn
from stdnum.pl import pesel
from stdnum.pt import nif
from stdnum.tr import tckimlik
from stdnum.us import itin, ssn
from stdnum.be import nn
from stdnum.dk import cpr
from stdnum.es import cif
from stdnum.es import nif as es_nif
from stdnum.it import codicefiscale, iva
from stdnum.no import fodselsnummer
from stdnum.se import personnummer
from stdnum.za import idnr as za_idnr
from stdnum import bic, bitcoin, mac
from stdnum.mx import curp
from stdnum.cn import ric
from stdnum import numdb
import hashlib
import ipaddress
import platform

from generated_file import REPO, write_or_check

assert stdnum.__version__ == "2.2", stdnum.__version__
OUTPUT = REPO / "Tests" / "Fixtures" / "identifiers" / "stdnum-identifiers.jsonl"
SEED = 1705


def grouped(number, sizes, separator):
    parts, start = [], 0
    for size in sizes:
        parts.append(number[start:start + size])
        start += size
    return separator.join(parts)


# Per module: its length, how a random number starts, the check digits (how many are found by trial),
# and its written forms beyond compact (each a function of the compact number).
MODULES = {
    "us.ssn": (ssn, 9, "", 0, [lambda n: ssn.format(n)]),
    "gb.nhs": (nhs, 10, "", 1, [lambda n: nhs.format(n), lambda n: nhs.format(n, "-")]),
    "nl.bsn": (bsn, 9, "", 1, [lambda n: bsn.format(n)]),
    "in.aadhaar": (aadhaar, 12, "23456789", 1, [lambda n: aadhaar.format(n), lambda n: grouped(n, (4, 4, 4), "-")]),
    "ca.sin": (sin, 9, "123456779", 1, [lambda n: sin.format(n), lambda n: grouped(n, (3, 3, 3), " ")]),
    "br.cpf": (cpf, 11, "", 2, [lambda n: cpf.format(n)]),
    "tr.tckimlik": (tckimlik, 11, "123456789", 2, []),
    "au.tfn": (tfn, 9, "", 1, [lambda n: tfn.format(n)]),
    "au.abn": (abn, 11, "", -2, [lambda n: abn.format(n)]),
    "pt.nif": (nif, 9, "123456789", 1, [lambda n: grouped(n, (3, 3, 3), " ")]),
    "pl.pesel": (pesel, 11, "", 1, []),
    "us.itin": (itin, 9, "9", 0, [lambda n: itin.format(n)]),
    "de.idnr": (idnr, 11, "123456789", 1, [lambda n: idnr.format(n)]),
    "imei": (imei, 15, "", 1, [lambda n: imei.format(n)]),
    "ch.ssn": (ch_ssn, 13, ["756"], 1, [lambda n: ch_ssn.format(n)]),
    "kr.rrn": (rrn, 13, "", 1, [lambda n: rrn.format(n)]),
}
# Identifiers with letters: a random one of the shape, and how a valid one is made.
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def hetu_shaped(rng):
    return (f"{rng.randint(0, 39):02d}{rng.randint(0, 19):02d}{rng.randint(0, 99):02d}"
            + rng.choice("-+ABCDEFYXWVU") + f"{rng.randint(0, 999):03d}" + rng.choice("0123456789ABCDEFHJKLMNPRSTUVWXY"))


def hetu_valid(rng):
    while True:
        number = hetu_shaped(rng)
        for control in "0123456789ABCDEFHJKLMNPRSTUVWXY":
            if hetu.is_valid(number[:-1] + control):
                return number[:-1] + control


def with_letter(module, body, rng):
    for letter in LETTERS:
        if module.is_valid(body + letter):
            return body + letter


def nir_shaped(rng):
    department = rng.choice(["2A", "2B"]) if rng.random() < 0.1 else f"{rng.randint(0, 99):02d}"
    return ("".join(rng.choice(DIGITS) for _ in range(5)) + department
            + "".join(rng.choice(DIGITS) for _ in range(8)))


def nir_valid(rng):
    number = nir_shaped(rng)
    return number[:13] + nir.calc_check_digits(number[:13])


def pan_shaped(rng):
    return ("".join(rng.choice(LETTERS) for _ in range(3)) + rng.choice("ABCFGHJKLPT") + rng.choice(LETTERS)
            + "".join(rng.choice(DIGITS) for _ in range(4)) + rng.choice(LETTERS))


def pan_valid(rng):
    while True:
        number = pan_shaped(rng)
        if pan.is_valid(number):
            return number


LETTERED = {
    "fi.hetu": (hetu, hetu_shaped, hetu_valid, []),
    "es.dni": (dni, lambda rng: "".join(rng.choice(DIGITS) for _ in range(8)) + rng.choice(LETTERS),
               lambda rng: with_letter(dni, "".join(rng.choice(DIGITS) for _ in range(8)), rng),
               [lambda n: n[:8] + "-" + n[8:]]),
    "es.nie": (nie, lambda rng: rng.choice("XYZ") + "".join(rng.choice(DIGITS) for _ in range(7)) + rng.choice(LETTERS),
               lambda rng: with_letter(nie, rng.choice("XYZ") + "".join(rng.choice(DIGITS) for _ in range(7)), rng),
               [lambda n: n[0] + "-" + n[1:8] + "-" + n[8]]),
    "fr.nir": (nir, nir_shaped, nir_valid, [lambda n: nir.format(n)]),
    "in.pan": (pan, pan_shaped, pan_valid, []),
}


def changed_lettered(number, rng):
    """One character replaced by another of its kind (digit or capital), or two neighbours swapped."""
    index = rng.randrange(len(number))
    if rng.random() < 0.3 and index + 1 < len(number):
        return number[:index] + number[index + 1] + number[index] + number[index + 2:]
    alphabet = DIGITS if number[index].isdigit() else LETTERS if number[index].isalpha() else "-+ABCDEFYXWVU"
    return number[:index] + rng.choice(alphabet.replace(number[index], "")) + number[index + 1:]
DIGITS = "0123456789"


def valid_number(module, length, first, checks, rng):
    """A random valid number: random digits, then the check digits that make stdnum accept it (at the
    end, or, for a negative count, at the start)."""
    count = abs(checks)
    while True:
        body = (rng.choice(first) if first and checks >= 0 else rng.choice(DIGITS))
        body += "".join(rng.choice(DIGITS) for _ in range(length - len(body) - count))
        for check in ([""] if count == 0 else [f"{k:0{count}d}" for k in range(10 ** count)]):
            number = body + check if checks >= 0 else check + body
            if module.is_valid(number):
                return number


def changed(number, rng):
    """One digit replaced by another, or two neighbours swapped."""
    index = rng.randrange(len(number))
    if rng.random() < 0.3 and index + 1 < len(number):
        return number[:index] + number[index + 1] + number[index] + number[index + 2:]
    return number[:index] + rng.choice(DIGITS.replace(number[index], "")) + number[index + 1:]


def written(number, forms, rng):
    """The number in a written form: compact, or one of the module's."""
    return rng.choice([lambda n: n] + forms)(number)


WORDS = ["ref", "patient", "id", "number", "see", "the", "and", "holder", "account", "form", "(", ")", ":", ","]


def finder_records(name, module, cases, shaped, rng, is_valid=None):
    """One finder's records: stdnum's verdict on each case, then 300 sentences that embed four cases
    each with the byte ranges of the valid ones. It prints how often stdnum calls a random string of
    the shape (`shaped()`) valid."""
    is_valid = is_valid or module.is_valid
    sample = 100_000
    chance = sum(bool(is_valid(shaped())) for _ in range(sample)) / sample
    print(f"{name}: {chance:.4f} of {sample:,} random strings of its shape are valid")
    cases = [text for text in cases if is_valid(text) is not None]
    records = [{"finder": name, "text": text, "valid": is_valid(text)} for text in cases]
    for _ in range(300):
        sentence, found = "", []
        for text in rng.sample(cases, 4):
            sentence += " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3))) + " "
            start = len(sentence.encode("utf-8"))
            sentence += text
            if is_valid(text):
                found.append([start, start + len(text.encode("utf-8"))])
            sentence += rng.choice([" ", ", ", "; ", ". "])
        records.append({"finder": name, "sentence": sentence, "found": found})
    return records


# The identifiers added after the first 21, generated after them so that their records stay as they were.
TODAY = datetime.date.today()
LATER_DAY = TODAY + datetime.timedelta(days=730)


def steady_verdict(module):
    """`module.is_valid`, asked as of TODAY and of LATER_DAY: the verdict where both agree, else None (the
    case is left out)."""
    def on(day, text):
        class Day(datetime.date):
            @classmethod
            def today(cls):
                return day
        saved = module.datetime
        module.datetime = types.SimpleNamespace(date=Day, datetime=datetime.datetime, timedelta=datetime.timedelta)
        try:
            return module.is_valid(text)
        finally:
            module.datetime = saved

    def verdict(text):
        now, later = on(TODAY, text), on(LATER_DAY, text)
        return now if now == later else None
    return verdict


def digits(rng, count):
    return "".join(rng.choice(DIGITS) for _ in range(count))


def birth_date(rng, first=1900, last=2020):
    start = datetime.date(first, 1, 1).toordinal()
    return datetime.date.fromordinal(rng.randint(start, datetime.date(last, 12, 31).toordinal()))


def until_valid(module, make):
    """A function that calls `make(rng)` until stdnum calls its answer valid."""
    def valid(rng):
        while True:
            number = make(rng)
            if number and module.is_valid(number):
                return number
    return valid


CF_DATE = "0123456789LMNPQRSTUV"


def codicefiscale_shaped(rng):
    return ("".join(rng.choice(LETTERS) for _ in range(6)) + "".join(rng.choice(CF_DATE) for _ in range(2))
            + rng.choice("ABCDEHLMPRST") + "".join(rng.choice(CF_DATE) for _ in range(2)) + rng.choice(LETTERS)
            + "".join(rng.choice(CF_DATE) for _ in range(3)) + rng.choice(LETTERS))


def codicefiscale_made(rng):
    if rng.random() < 0.2:
        # A company's VAT number (partita IVA), which stdnum's codicefiscale also accepts.
        body = f"{rng.randint(1, 9999999):07d}" + rng.choice([f"{rng.randint(1, 100):03d}", "120", "121", "888"])
        return body + rng.choice(DIGITS)
    day = rng.randint(1, 28) + rng.choice([0, 40])
    code = ("".join(rng.choice(LETTERS) for _ in range(6)) + digits(rng, 2) + rng.choice("ABCDEHLMPRST")
            + f"{day:02d}" + rng.choice(LETTERS) + digits(rng, 3))
    return code + codicefiscale.calc_check_digit(code)


def nif_made(rng):
    kind = rng.random()
    if kind < 0.4:
        body = digits(rng, 8)
        return body + dni.calc_check_digit(body)
    if kind < 0.6:
        body = rng.choice("XYZ") + digits(rng, 7)
        return body + nie.calc_check_digit(body)
    if kind < 0.7:
        body = digits(rng, 7)
        return rng.choice("KLM") + body + dni.calc_check_digit(body)
    body = rng.choice("ABCDEFGHJNPQRSUVW") + digits(rng, 7)
    return body + rng.choice(cif.calc_check_digits(body))


def fodselsnummer_made(rng):
    date = birth_date(rng, 1900, 2020)
    day = date.day + (40 if rng.random() < 0.1 else 0)
    month = date.month + (40 if rng.random() < 0.05 else 0)
    individual = rng.randint(0, 499) if date.year < 2000 else rng.randint(500, 999)
    body = f"{day:02d}{month:02d}{date.year % 100:02d}{individual:03d}"
    first = fodselsnummer.calc_check_digit1(body)
    second = fodselsnummer.calc_check_digit2(body + first)
    return body + first + second if len(first + second) == 2 else None


def cpr_made(rng):
    date = birth_date(rng, 1937, 2020)
    century_digit = rng.choice("0123") if date.year < 2000 else rng.choice("4")
    return date.strftime("%d%m%y") + century_digit + digits(rng, 3)


def personnummer_made(rng):
    date = birth_date(rng, 1930, 2020)
    body = date.strftime("%y%m%d") + digits(rng, 3)
    number = body + luhn_digit(body)
    if rng.random() < 0.3:
        return date.strftime("%Y") + number[2:6] + "-" + number[6:]
    return number[:6] + "-" + number[6:]


def luhn_digit(body):
    from stdnum import luhn
    return luhn.calc_check_digit(body)


def nn_made(rng):
    date = birth_date(rng, 1930, 2020)
    body = date.strftime("%y%m%d") + digits(rng, 3)
    value = int(("2" if date.year >= 2000 else "") + body)
    return body + f"{97 - value % 97:02d}"


def za_made(rng):
    date = birth_date(rng, 1930, 2020)
    body = date.strftime("%y%m%d") + digits(rng, 4) + rng.choice("01") + rng.choice(DIGITS)
    return body + luhn_digit(body)


BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def base58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    value = int.from_bytes(data, "big")
    text = ""
    while value:
        value, digit = divmod(value, 58)
        text = BASE58[digit] + text
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + text


def bech32_address(version, program):
    groups, accumulator, bits = [], 0, 0
    for byte in program:
        accumulator = (accumulator << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            groups.append((accumulator >> bits) & 31)
    if bits:
        groups.append((accumulator << (5 - bits)) & 31)
    data = [version] + groups
    polymod = bitcoin.bech32_checksum([3, 3, 0, 2, 3] + data + [0] * 6) ^ 1
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH32[d] for d in data + checksum)


def bitcoin_made(rng):
    kind = rng.random()
    if kind < 0.5:
        return base58check(bytes([rng.choice([0, 5])]) + bytes(rng.randrange(256) for _ in range(20)))
    address = bech32_address(0, bytes(rng.randrange(256) for _ in range(rng.choice([20, 32]))))
    return address.upper() if kind < 0.6 else address


def bitcoin_shaped(rng):
    if rng.random() < 0.5:
        return rng.choice("13") + "".join(rng.choice(BASE58) for _ in range(33))
    return "bc1q" + "".join(rng.choice(BECH32) for _ in range(38))


def changed_bitcoin(number, rng):
    """One character replaced by another of the address's alphabet, or two neighbours swapped."""
    index = rng.randrange(3, len(number))
    if rng.random() < 0.3 and index + 1 < len(number):
        return number[:index] + number[index + 1] + number[index] + number[index + 2:]
    alphabet = BASE58 if number[0] in "13" else BECH32.upper() if number.isupper() else BECH32
    return number[:index] + rng.choice(alphabet.replace(number[index], "")) + number[index + 1:]


def bic_shaped(rng):
    alnum = LETTERS + DIGITS
    return ("".join(rng.choice(LETTERS) for _ in range(6)) + "".join(rng.choice(alnum) for _ in range(2))
            + ("".join(rng.choice(alnum) for _ in range(3)) if rng.random() < 0.5 else ""))


def bic_made(rng):
    code = bic_shaped(rng)
    return code[:4] + rng.choice(sorted(bic._country_codes)) + code[6:]


CURP_STATES = sorted(curp._valid_states)


def curp_made(rng):
    date = birth_date(rng, 1930, 2020)
    consonants = "BCDFGHJKLMNPQRSTVWXYZ"
    body = ("".join(rng.choice(LETTERS) for _ in range(4)) + date.strftime("%y%m%d") + rng.choice("HM")
            + rng.choice(CURP_STATES) + "".join(rng.choice(consonants) for _ in range(3))
            + (rng.choice(DIGITS) if date.year < 2000 else rng.choice(LETTERS)))
    return body + curp.calc_check_digit(body)


def curp_shaped(rng):
    return ("".join(rng.choice(LETTERS) for _ in range(4)) + digits(rng, 6)
            + "".join(rng.choice(LETTERS) for _ in range(6)) + rng.choice(DIGITS + LETTERS) + rng.choice(DIGITS))


class IPAddress:
    """`ipaddress.ip_address` as a module with `is_valid`, as the other references are."""
    @staticmethod
    def is_valid(text):
        try:
            ipaddress.ip_address(text)
            return True
        except ValueError:
            return False


def ip_made(rng):
    if rng.random() < 0.5:
        return str(ipaddress.IPv4Address(rng.getrandbits(32)))
    groups = [rng.getrandbits(16) if rng.random() < 0.7 else 0 for _ in range(8)]
    address = ipaddress.IPv6Address(sum(g << (16 * (7 - i)) for i, g in enumerate(groups)))
    if rng.random() < 0.1:
        return "::ffff:" + str(ipaddress.IPv4Address(rng.getrandbits(32)))
    return rng.choice([str(address), str(address).upper(), address.exploded])


def ip_shaped(rng):
    if rng.random() < 0.5:
        return ".".join(str(rng.randint(0, 999)) if rng.random() < 0.9 else "0" + digits(rng, 2) for _ in range(4))
    count = rng.randint(3, 9)
    return ":".join("".join(rng.choice("0123456789abcdef") for _ in range(rng.randint(0, 4))) for _ in range(count))


def changed_ip(number, rng):
    """One character replaced by another of the address's kind, or two neighbours swapped; never a dot at
    either end, which is a full stop after an address in text, not a written address."""
    while True:
        index = rng.randrange(len(number))
        if rng.random() < 0.3 and index + 1 < len(number):
            changed = number[:index] + number[index + 1] + number[index] + number[index + 2:]
        else:
            alphabet = "0123456789." if ":" not in number else "0123456789abcdef:"
            changed = number[:index] + rng.choice(alphabet.replace(number[index].lower(), "")) + number[index + 1:]
        if not (changed.startswith(".") or changed.endswith(".")):
            return changed


def safe_verdict(module):
    """`module.is_valid`, or None (the case is left out) where it raises: stdnum's cn.ric raises KeyError
    for a province it knows with a county it does not."""
    def verdict(text):
        try:
            return module.is_valid(text)
        except KeyError:
            return None
    return verdict


CN_CODES = None


def ric_made(rng):
    global CN_CODES
    if CN_CODES is None:
        loc = pathlib.Path(stdnum.__file__).parent / "cn" / "loc.dat"
        CN_CODES, province = [], None
        for line in loc.read_text(encoding="utf-8").splitlines():
            if line.startswith("#") or not line.strip():
                continue
            if not line.startswith(" "):
                province = line.split()[0]
            elif "county=" in line:
                CN_CODES.append(province + line.split()[0])
    date = birth_date(rng, 1930, 2020)
    body = rng.choice(CN_CODES) + date.strftime("%Y%m%d") + digits(rng, 3)
    check = ric.calc_check_digit(body + "0")
    return body + (check.lower() if check == "X" and rng.random() < 0.3 else check)


OUI_BLOCKS = None


def mac_made(rng):
    """A MAC address: half of them universally administered in a block stdnum knows (its MA-L, MA-M and
    MA-S blocks alike), half of them random, written with `:` or `-` in either case."""
    global OUI_BLOCKS
    if OUI_BLOCKS is None:
        OUI_BLOCKS = []
        for line in (pathlib.Path(stdnum.__file__).parent / "oui.dat").read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                block = line.split()[0].split(",")[0].split("-")[0]
                OUI_BLOCKS.append(block if not line.startswith(" ") else OUI_BLOCKS[-1][:6] + block)
    prefix = rng.choice(OUI_BLOCKS) if rng.random() < 0.5 else ""
    digits = (prefix + "".join(rng.choice("0123456789abcdef") for _ in range(12 - len(prefix))))
    return mac_written(digits, rng)


def mac_written(digits, rng):
    text = rng.choice(":-").join(digits[i:i + 2] for i in range(0, 12, 2))
    return rng.choice([text.lower(), text.upper()])


def mac_shaped(rng):
    return mac_written("".join(rng.choice("0123456789abcdef") for _ in range(12)), rng)


def changed_mac(number, rng):
    """One hexadecimal digit replaced by another, or two neighbouring digits swapped; never into a block
    where stdnum raises KeyError, so that every case has a verdict."""
    while True:
        changed = changed_mac_once(number, rng)
        if safe_verdict(mac)(changed) is not None:
            return changed


def changed_mac_once(number, rng):
    positions = [i for i, c in enumerate(number) if c not in ":-"]
    index = rng.choice(positions)
    if rng.random() < 0.3 and index + 1 in positions:
        return number[:index] + number[index + 1] + number[index] + number[index + 2:]
    digit = rng.choice([d for d in "0123456789abcdef" if d != number[index].lower()])
    return number[:index] + (digit.upper() if number[index].isupper() else digit) + number[index + 1:]


LATER = {
    "it.codicefiscale": (codicefiscale, codicefiscale_shaped, until_valid(codicefiscale, codicefiscale_made), [], False),
    "es.nif": (es_nif, lambda rng: rng.choice(DIGITS + "KLMXYZABCDEFGHJNPQRSUVW") + digits(rng, 7)
               + rng.choice(DIGITS + LETTERS), until_valid(es_nif, nif_made),
               [lambda n: n[:8] + "-" + n[8:], lambda n: "ES" + n], False),
    "no.fodselsnummer": (fodselsnummer, lambda rng: digits(rng, 11), until_valid(fodselsnummer, fodselsnummer_made),
                         [lambda n: fodselsnummer.format(n)], True),
    "dk.cpr": (cpr, lambda rng: digits(rng, 10), until_valid(cpr, cpr_made), [lambda n: cpr.format(n)], True),
    "se.personnummer": (personnummer, lambda rng: digits(rng, 6) + rng.choice("-+") + digits(rng, 4),
                        until_valid(personnummer, personnummer_made),
                        [lambda n: n.replace("-", "").replace("+", "") if len(n) == 11 else n], True),
    "be.nn": (nn, lambda rng: digits(rng, 11), until_valid(nn, nn_made), [lambda n: nn.format(n)], True),
    "za.idnr": (za_idnr, lambda rng: digits(rng, 13), until_valid(za_idnr, za_made), [lambda n: za_idnr.format(n)], True),
    "bic": (bic, bic_shaped, until_valid(bic, bic_made), [], False),
    "bitcoin": (bitcoin, bitcoin_shaped, until_valid(bitcoin, bitcoin_made), [], False),
    "mx.curp": (curp, curp_shaped, until_valid(curp, curp_made), [], False),
    "ip": (IPAddress, ip_shaped, until_valid(IPAddress, ip_made), [], False),
    "cn.ric": (ric, lambda rng: digits(rng, 17) + rng.choice(DIGITS + "X"), until_valid(ric, ric_made), [], False),
    # stdnum's mac raises KeyError (not InvalidComponent) for an address in an unnamed block outside its
    # named sub-blocks: such cases are left out, as cn.ric's are.
    "mac": (mac, mac_shaped, until_valid(types.SimpleNamespace(is_valid=safe_verdict(mac)), mac_made), [], False),
}


def main():
    rng = random.Random(SEED)
    records = []
    for name, (module, length, first, checks, forms) in MODULES.items():
        cases = []
        for _ in range(1000):
            number = valid_number(module, length, first, checks, rng)
            cases.append(written(number, forms, rng))
            cases.append(written(changed(number, rng), forms, rng))
        # Random strings of the finder's shape: how often stdnum calls one valid is the finder's chance
        # of a false positive on digits that happen to be written so (docs/PERSONAL-DATA.md).
        def shaped():
            number = (rng.choice(first) if first else rng.choice(DIGITS))
            return number + "".join(rng.choice(DIGITS) for _ in range(length - len(number)))
        cases += [written(shaped(), forms, rng) for _ in range(500)]
        if name == "us.ssn":
            # The components stdnum refuses, which random digits rarely hit.
            for area, group, serial in [("000", "12", "3456"), ("666", "12", "3456"), ("912", "34", "5678"),
                                        ("123", "00", "4567"), ("123", "45", "0000"), ("078", "05", "1120"),
                                        ("457", "55", "5462"), ("219", "09", "9999"), ("899", "99", "9999")]:
                cases += [area + group + serial, f"{area}-{group}-{serial}"]
        records += finder_records(name, module, cases, shaped, rng)
    for name, (module, shaped, make, forms) in LETTERED.items():
        cases = []
        for _ in range(1000):
            number = make(rng)
            cases.append(written(number, forms, rng))
            cases.append(written(changed_lettered(number, rng), forms, rng))
        cases += [written(shaped(rng), forms, rng) for _ in range(500)]
        records += finder_records(name, module, cases, lambda: shaped(rng), rng)
    for name, (module, shaped, make, forms, dated) in LATER.items():
        cases = []
        for _ in range(1000):
            number = make(rng)
            cases.append(written(number, forms, rng))
            change = {"bitcoin": changed_bitcoin, "ip": changed_ip, "mac": changed_mac}.get(name, changed_lettered)
            cases.append(written(change(number, rng), forms, rng))
        cases += [written(shaped(rng), forms, rng) for _ in range(500)]
        records += finder_records(name, module, cases, lambda: shaped(rng), rng,
                                  is_valid=steady_verdict(module) if dated else safe_verdict(module))
    header = {"source": "python-stdnum 2.2 (PyPI): <module>.is_valid of each written text; for ip, Python "
              f"{platform.python_version()}'s ipaddress.ip_address",
              "generator": "scripts/differential/identifiers.py", "seed": SEED, "records": len(records)}
    lines = [json.dumps(header, ensure_ascii=False)] + [json.dumps(r, sort_keys=True) for r in records]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    write_or_check(OUTPUT, text="\n".join(lines) + "\n", generator=__file__)
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(records)} records")


if __name__ == "__main__":
    main()
