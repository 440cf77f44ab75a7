#!/usr/bin/env python3
"""Drives headless Chromium over the site `patterns site` writes. On every entry page with a tester, it
types one example a character at a time and compares the verdict shown after every keystroke with
`patterns test` on the same prefix; then it asks the page's own walker (`PatternAutomaton.load` on the
page's automaton, the script the tester runs) for every prefix of every example, in the same browser,
line breaks included, which a text field cannot hold. It searches the index for a few words and compares
with `patterns search`, and takes a screenshot of an entry page with the tester in use (docs/site.png).

Chromium and chromium-driver come from Debian (`scripts/bootstrap --browser`, which fails where it cannot
install them: then so does this test); Selenium from PyPI, in the `browser` environment of
scripts/lib/python_env.py. Run by scripts/test; SITE_BROWSER_TEST=skip leaves it out of a local run, and
says so.

Usage: scripts/ci/site-browser-test.py [PATTERNS_BINARY [SCREENSHOT_PNG]] (default: the debug build,
docs/site.png)
"""
import os
import pathlib
import sys

if os.environ.get("SITE_BROWSER_TEST") == "skip":
    print("site-browser-test: skipped (SITE_BROWSER_TEST=skip)")
    sys.exit(0)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("browser", "selenium>=4.15")

import json
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

REPO = python_env.REPO
subprocess.run([str(REPO / "scripts/bootstrap"), "--browser"], check=True)
binary = sys.argv[1] if len(sys.argv) > 1 else subprocess.run(
    ["swift", "build", "--package-path", str(REPO), "--show-bin-path"], check=True, capture_output=True,
    text=True).stdout.strip() + "/patterns"
screenshot = sys.argv[2] if len(sys.argv) > 2 else str(REPO / "docs/site.png")
site_folder = tempfile.TemporaryDirectory()
site = pathlib.Path(site_folder.name)
subprocess.run([binary, "site", str(site)], check=True, stderr=subprocess.DEVNULL)
catalogue = REPO / "patterns"

# The page's walker on each text, in one call per entry.
WALK = """
const automaton = PatternAutomaton.load(document.getElementById("automaton").textContent);
return arguments[0].map((text) => automaton.verdict(text));
"""


def cli(*arguments):
    return subprocess.run([binary, *arguments], capture_output=True, text=True).stdout


def typeable(text):
    """Whether a text field holds `text` as typed: one line, no characters the browser's keys alter."""
    return text and not any(c in text for c in "\r\n\u2028\u2029")


options = Options()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=420,900"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
disagreements, keystrokes, walked, pages = [], 0, 0, 0


def examples_and_verdicts(path):
    """An entry's id, its examples as stored, each one's prefixes, and `patterns test` on every prefix."""
    entry = json.loads(path.read_text())
    examples = entry.get("matching", []) + entry.get("nonMatching", []) + entry.get("incomplete", []) + entry.get("invalid", [])
    prefixes = [[example[:n] for n in range(1, len(example) + 1)] for example in examples]
    flat = [prefix for group in prefixes for prefix in group]
    expected = [row.split("\t")[0] for row in cli("test", entry["id"], "--", *flat).split("\n")[: len(flat)]]
    return entry["id"], examples, prefixes, flat, expected


# `patterns test` per entry on both cores while the browser starts.
with ThreadPoolExecutor(max_workers=2) as pool:
    entries = list(pool.map(examples_and_verdicts, sorted(catalogue.glob("*.json"))))
try:
    for entry_id, examples, prefixes, flat, expected in entries:
        driver.get((site / "entries" / f"{entry_id}.html").as_uri())
        if not driver.find_elements(By.ID, "tester"):
            continue  # no exact automaton for this entry (the page says why)
        pages += 1
        shown = driver.execute_script(WALK, flat)
        walked += len(flat)
        for prefix, page, verdict in zip(flat, shown, expected):
            if page != verdict:
                disagreements.append(f"{entry_id}: {prefix!r} walks to {page}, patterns test says {verdict}")
        # One example typed key by key: the tester's own event path.
        sample = next((example for example in examples if typeable(example)), None)
        if sample is None:
            continue
        field, result = driver.find_element(By.ID, "tester"), driver.find_element(By.ID, "result")
        field.clear()
        offset = sum(len(group) for group in prefixes[: examples.index(sample)])
        for n, character in enumerate(sample):
            field.send_keys(character)
            keystrokes += 1
            shown_now = result.text.strip()
            if shown_now != expected[offset + n]:
                disagreements.append(f"{entry_id}: {sample[:n + 1]!r} shows {shown_now}, patterns test says {expected[offset + n]}")
    driver.get((site / "index.html").as_uri())
    for query in ("email", "postal code", "password 8", "hex"):
        box = driver.find_element(By.ID, "search")
        box.clear()
        box.send_keys(query)
        shown = [item.get_attribute("data-id") for item in driver.find_elements(By.CSS_SELECTOR, "#entries li") if item.is_displayed()]
        expected = [row.split("\t")[0] for row in cli("search", *query.split()).splitlines()]
        if shown != expected:
            disagreements.append(f"search {query!r}: page {shown}, patterns search {expected}")
    driver.get((site / "entries" / "postal-code.gb.html").as_uri())
    driver.find_element(By.ID, "tester").send_keys("SW1A 1")
    driver.save_screenshot(screenshot)
finally:
    driver.quit()
print(f"{pages} pages: {walked} prefixes through the page's walker, {keystrokes} keystrokes typed, {len(disagreements)} disagreements")
for line in disagreements[:20]:
    print("  " + line)
sys.exit(1 if disagreements or pages == 0 else 0)
