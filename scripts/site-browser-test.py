#!/usr/bin/env python3
"""Drives headless Chromium over the site `patterns site` writes: for every entry page, types each example
one character at a time into the tester and compares the verdict shown after every keystroke with
`patterns test` on the same prefix; searches the index for a few words and compares with
`patterns search`; takes a screenshot of an entry page with the tester in use.

Usage: scripts/site-browser-test.py PATTERNS_BINARY SITE_DIR SCREENSHOT_PNG
"""
import json
import pathlib
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

binary, site, screenshot = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), sys.argv[3]


def cli(*arguments):
    return subprocess.run([binary, *arguments], capture_output=True, text=True).stdout


options = Options()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=420,900"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
disagreements, keystrokes = [], 0
try:
    for line in cli("list").splitlines():
        entry_id = line.split("\t")[0]
        entry = json.loads(cli("show", entry_id, "--json"))
        examples = entry.get("matching", []) + entry.get("nonMatching", []) + entry.get("incomplete", []) + entry.get("invalid", [])
        driver.get((site / "entries" / f"{entry_id}.html").as_uri())
        if not driver.find_elements(By.ID, "tester"):
            continue  # no exact automaton for this entry (the page says why)
        field, result = driver.find_element(By.ID, "tester"), driver.find_element(By.ID, "result")
        # Every prefix of every example in one `patterns test` run per entry.
        prefixes = [[example[:n] for n in range(1, len(example) + 1)] for example in examples]
        flat = [prefix for group in prefixes for prefix in group]
        verdicts = [row.split("\t")[0] for row in cli("test", entry_id, "--", *flat).split("\n")[: len(flat)]]
        for example, group in zip(examples, prefixes):
            expected, verdicts = verdicts[: len(group)], verdicts[len(group):]
            field.clear()
            for character, prefix, verdict in zip(example, group, expected):
                field.send_keys(character)
                keystrokes += 1
                shown = result.text.strip()
                if shown != verdict:
                    disagreements.append(f"{entry_id}: {prefix!r} shows {shown}, patterns test says {verdict}")
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
print(f"{keystrokes} keystrokes typed, {len(disagreements)} disagreements")
for line in disagreements[:20]:
    print("  " + line)
sys.exit(1 if disagreements else 0)
