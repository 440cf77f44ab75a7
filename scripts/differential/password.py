#!/usr/bin/env python3
"""Writes Tests/Fixtures/password/zxcvbn-differential.tsv: zxcvbn 4.5.0's own answers (PyPI `zxcvbn==4.5.0`,
run by scripts/differential/password.py in a virtual environment; never a runtime dependency) for sampled
passwords, for PasswordStrengthDifferentialTests.

Each row: the password, zxcvbn's score, log10 of its guesses, and its feedback as our codes: the warning
(empty for none) and the suggestions joined by commas. FEEDBACK_CODES maps each English text zxcvbn can
give to exactly one code of ours (FailureCode's strength_* codes); a text missing from the table stops the
script, so a zxcvbn text we do not know cannot pass unnoticed. The passwords, with a fixed seed: common
passwords of every rank, names and surnames, words with capitals, l33t, reversed, with digits and years
appended, dates, keyboard walks, repeats, sequences, passphrases, random strings and non-ASCII text; none
over zxcvbn's 72 characters, none with a tab or a line break.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("reference", "zxcvbn==4.5.0")

import math
import random

import zxcvbn
from zxcvbn.frequency_lists import FREQUENCY_LISTS

from generated_file import REPO, write_or_check

L33T = {"a": "4@", "e": "3", "i": "1!", "o": "0", "s": "$5", "t": "7+", "l": "1", "g": "9", "b": "8", "z": "2"}
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "!@#$%^&*()", "QWERTYUIOP", "poiuytrewq", "mnbvcxz"]
WALKS = ["1qaz2wsx", "zaq12wsx", "qazwsx", "asdfjkl;", "qweasdzxc", "!QAZ2wsx", "1q2w3e4r", "qwer1234", "7894561230",
         "159753", "147258369", "741852963", "zxcvbnm,./", "poiuy", "mnbvc", "!QAZ@WSX", "1qazxsw2"]
NON_ASCII = ["пароль", "Привет", "contraseña", "mañana", "über", "Straße", "été", "naïve", "日本語", "密码", "한국어",
             "שלום", "مرحبا", "🙂🙂🙂", "café", "ÉCOLE", "Ελλάδα", "İstanbul", "çağrı", "żółw"]


FEEDBACK_CODES = {
    "This is a top-10 common password.": "strength_top10_password",
    "This is a top-100 common password.": "strength_top100_password",
    "This is a very common password.": "strength_common_password",
    "This is similar to a commonly used password.": "strength_similar_to_common",
    "A word by itself is easy to guess.": "strength_single_word",
    "Names and surnames by themselves are easy to guess.": "strength_name_alone",
    "Common names and surnames are easy to guess.": "strength_common_names",
    "Straight rows of keys are easy to guess.": "strength_straight_row",
    "Short keyboard patterns are easy to guess.": "strength_keyboard_pattern",
    'Repeats like "aaa" are easy to guess.': "strength_repeated_characters",
    'Repeats like "abcabcabc" are only slightly harder to guess than "abc".': "strength_repeated_text",
    'Sequences like "abc" or "6543" are easy to guess.': "strength_sequence",
    "Recent years are easy to guess.": "strength_recent_year",
    "Dates are often easy to guess.": "strength_date",
    "Add another word or two. Uncommon words are better.": "strength_add_words",
    "Use a few words, avoid common phrases.": "strength_use_few_words",
    "No need for symbols, digits, or uppercase letters.": "strength_no_symbols_needed",
    "Use a longer keyboard pattern with more turns.": "strength_longer_keyboard_pattern",
    "Avoid repeated words and characters.": "strength_avoid_repeats",
    "Avoid sequences.": "strength_avoid_sequences",
    "Avoid recent years.": "strength_avoid_recent_years",
    "Avoid years that are associated with you.": "strength_avoid_personal_years",
    "Avoid dates and years that are associated with you.": "strength_avoid_personal_dates",
    "Capitalization doesn't help very much.": "strength_capital_first",
    "All-uppercase is almost as easy to guess as all-lowercase.": "strength_all_capitals",
    "Reversed words aren't much harder to guess.": "strength_reversed_word",
    "Predictable substitutions like '@' instead of 'a' don't help very much.": "strength_predictable_substitutions",
}


def feedback_columns(feedback):
    """zxcvbn's warning and suggestions as our codes."""
    warning = feedback["warning"]
    codes = [FEEDBACK_CODES[text] for text in feedback["suggestions"]]
    return (FEEDBACK_CODES[warning] if warning else ""), ",".join(codes)


def sample(rng, words, count):
    return [words[rng.randrange(len(words))] for _ in range(count)]


def by_rank(words, count):
    """Words spread over every rank: the first hundred, then evenly through the list."""
    picks = words[:100]
    step = max(1, len(words) // (count - 100))
    return picks + words[100::step][: count - 100]


def leet(rng, word):
    return "".join(rng.choice(L33T[c]) if c in L33T and rng.random() < 0.6 else c for c in word)


def capitals(rng, word):
    style = rng.randrange(4)
    if style == 0:
        return word.capitalize()
    if style == 1:
        return word.upper()
    if style == 2:
        return word[:-1] + word[-1:].upper()
    return "".join(c.upper() if rng.random() < 0.4 else c for c in word)


def passwords(rng):
    lists = FREQUENCY_LISTS
    common, english = lists["passwords"], lists["english_wikipedia"]
    names = lists["female_names"] + lists["male_names"]
    surnames, tv = lists["surnames"], lists["us_tv_and_film"]
    out = []
    out += by_rank(common, 700)
    out += by_rank(english, 300) + by_rank(tv, 200)
    out += [w.capitalize() for w in sample(rng, names, 300)] + sample(rng, surnames, 200)
    out += [capitals(rng, w) for w in sample(rng, english + common, 500)]
    out += [leet(rng, w) for w in sample(rng, common[:5000] + english[:5000], 500)]
    out += [w[::-1] for w in sample(rng, common[:3000] + english[:3000], 250)]
    for w in sample(rng, common[:5000] + english[:5000] + names, 500):
        suffix = rng.choice([str(rng.randrange(100)), str(rng.randrange(1000)), str(rng.randrange(1950, 2025)), "!", "1!", "123"])
        out.append(rng.choice([w, w.capitalize()]) + suffix)
    for _ in range(350):
        y, m, d = rng.randrange(1940, 2030), rng.randrange(1, 13), rng.randrange(1, 29)
        sep = rng.choice(["", "/", "-", ".", "_", " "])
        form = rng.randrange(4)
        if form == 0:
            out.append(f"{d:02d}{sep}{m:02d}{sep}{y}")
        elif form == 1:
            out.append(f"{m}{sep}{d}{sep}{y % 100:02d}")
        elif form == 2:
            out.append(f"{y}{sep}{m:02d}{sep}{d:02d}")
        else:
            out.append(rng.choice(english[:2000]) + f"{d:02d}{m:02d}{y % 100:02d}")
    for _ in range(300):
        row = rng.choice(ROWS + WALKS)
        start = rng.randrange(len(row))
        length = rng.randrange(3, len(row) + 1)
        walk = (row * 2)[start:start + length]
        out.append(rng.choice([walk, walk + str(rng.randrange(10)), walk.capitalize(), walk + walk[::-1]]))
    for _ in range(300):
        base = rng.choice([rng.choice("abcxyz1!Q"), rng.choice(english[:3000]), rng.choice(names), "ab", "123", "xyz!"])
        out.append(base * rng.randrange(2, 6))
    out.append("andreandreandre")
    for _ in range(200):
        alphabet = rng.choice(["abcdefghijklmnopqrstuvwxyz", "0123456789", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"])
        step = rng.choice([1, 1, 2, 3, -1, -2])
        start = rng.randrange(len(alphabet))
        seq = "".join(alphabet[(start + k * step) % len(alphabet)] for k in range(rng.randrange(3, 10)))
        out.append(rng.choice([seq, seq + rng.choice(english[:500]), rng.choice(english[:500]) + seq]))
    for _ in range(500):
        words = sample(rng, english[:20000] + tv[:5000], rng.randrange(2, 5))
        out.append(rng.choice(["", " ", "-", "_", "."]).join(words))
    for _ in range(500):
        alphabet = rng.choice([
            "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz0123456789",
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*",
        ])
        out.append("".join(rng.choice(alphabet) for _ in range(rng.randrange(4, 25))))
    for _ in range(300):
        word = rng.choice(NON_ASCII)
        out.append(rng.choice([word, word + str(rng.randrange(100)), word * 2, word + rng.choice(english[:1000]), word.upper()]))
    seen, unique = set(), []
    for p in out:
        if p and len(p) <= 72 and "\t" not in p and "\n" not in p and p not in seen:
            seen.add(p)
            unique.append(p)
    return unique


def main():
    rng = random.Random(20261130)
    lines = ["password\tscore\tlog10_guesses\twarning\tsuggestions"]
    for password in passwords(rng):
        result = zxcvbn.zxcvbn(password)
        warning, suggestions = feedback_columns(result["feedback"])
        guesses = math.log10(float(result["guesses"]))
        lines.append(f"{password}\t{result['score']}\t{guesses:.6f}\t{warning}\t{suggestions}")
    write_or_check(REPO / "Tests/Fixtures/password/zxcvbn-differential.tsv", "\n".join(lines) + "\n", __file__)
    print(f"{len(lines) - 1} passwords", file=sys.stderr)


if __name__ == "__main__":
    main()
