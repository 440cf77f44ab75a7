#!/usr/bin/env python3
"""Writes Tests/Fixtures/identifiers/gfm-autolinks.jsonl: the web addresses GitHub Flavored Markdown's
autolink extension links in generated sentences, as cmark-gfm says (PyPI cmarkgfm 2025.10.22, which
builds GitHub's cmark-gfm), for URLFinderTests: the `url` finder must find exactly these byte ranges.

Run in a virtual environment (scripts/lib/python_env.py): a development tool, never a runtime dependency.
With a fixed seed, 5,000 one-line sentences of plain words, each with three candidates built to probe
every rule of the extension: schemes in any case and near misses (`xhttp://`, `htp://`, `http:/`),
`www.` after each kind of character, domains with and without dots, with `_` in each label, with
more than ten dots, with non-ASCII letters and punctuation; paths with brackets, entities, quotes and
the punctuation that a sentence puts after an address. The sentences avoid Markdown's own syntax outside
the candidates (no leading `#`, `>`, `-`; no `[`, backticks or `<` followed by a letter), so that what
cmark-gfm links is what the extension finds. Email links (`mailto:`, `xmpp:`) are the `email` finder's
and are left out. Each link's position is the first place after the last one where its text is written
and the character before it lets the extension start a link there.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
import python_env  # noqa: E402

python_env.rerun_inside("gfm", "cmarkgfm==2025.10.22")

import html.parser  # noqa: E402
import json  # noqa: E402
import random  # noqa: E402

import cmarkgfm  # noqa: E402

from generated_file import REPO, write_or_check  # noqa: E402

OUTPUT = REPO / "Tests" / "Fixtures" / "identifiers" / "gfm-autolinks.jsonl"
SEED = 2026
SENTENCES = 5_000

WORDS = ["Note", "see", "the", "and", "visit", "docs", "at", "or", "then", "mirror", "page", "é", "链接", "—", "1999"]
SCHEMES = ["http://", "https://", "ftp://", "HTTP://", "Https://", "FTP://", "xhttp://", "htp://", "http:/", "file://",
           "http://www.", "https://", "http://", "www.", "www.", "www.", "WWW.", "wwww.", ""]
BEFORE = [" ", " ", " ", "(", "*", "_", "~", "x", "1", "é", '"', "'", ":", "/", "-"]
LABEL_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789" * 4 + "-_éж"
PATH_CHARACTERS = "abcxyz0123456789" * 3 + "/_-.~()?=&;%+,!:*'\"#é$"
TRAILERS = ["", "", "", ".", ",", ")", "))", "?", "!", ":", ";", "'", '"', "*", "_", "~", "&amp;", "&x;", ").", "?)",
            "&", "&1;", "…", "。", "!?"]
AFTER = [" ", " ", " ", "\t", " <3 ", "\u00a0", "\u3000", ", "]


def label(rng):
    return "".join(rng.choice(LABEL_CHARACTERS) for _ in range(rng.randint(1, 8)))


def domain(rng):
    count = rng.choice([1, 2, 2, 3, 3, 4, 12])
    labels = [label(rng) for _ in range(count)]
    if rng.random() < 0.05:
        labels[rng.randrange(count)] = ""
    text = ".".join(labels)
    if rng.random() < 0.1:
        text += f":{rng.randint(1, 65535)}"
    if rng.random() < 0.03:
        text = text[:1] + "\\" + text[1:]
    return text


def path(rng):
    if rng.random() < 0.35:
        return ""
    text = "/" + "".join(rng.choice(PATH_CHARACTERS) for _ in range(rng.randint(0, 14)))
    if rng.random() < 0.15:
        text += rng.choice(["(Electric)", "((x)", "(a))", "_(b)", "&copy;", "&amp;q=1", "<3"])
    return text


def candidate(rng):
    return rng.choice(SCHEMES) + domain(rng) + path(rng) + rng.choice(TRAILERS)


class Links(html.parser.HTMLParser):
    """The (href, text) of every `<a>` in cmark-gfm's HTML, in order."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.href, self.text = [], None, None

    def handle_starttag(self, tag, attributes):
        if tag == "a":
            self.href, self.text = dict(attributes).get("href", ""), ""

    def handle_data(self, data):
        if self.text is not None:
            self.text += data

    def handle_endtag(self, tag):
        if tag == "a" and self.text is not None:
            self.links.append((self.href, self.text))
            self.href, self.text = None, None


def may_start(sentence, index, text):
    """Whether the extension may start a link with `text` at `index` of `sentence`: a scheme's letters
    after a character that is not an ASCII letter; `www.` at the start, after a space or `*_~(`."""
    before = sentence[index - 1] if index > 0 else ""
    if text.startswith("www."):
        return before == "" or before in " \t\r\n*_~("
    return not (before.isascii() and before.isalpha())


def found_ranges(sentence):
    parser = Links()
    parser.feed(cmarkgfm.github_flavored_markdown_to_html(sentence))
    ranges, position = [], 0
    for href, text in parser.links:
        if href.startswith(("mailto:", "xmpp:")):
            continue
        index = sentence.find(text, position)
        while index >= 0 and not may_start(sentence, index, text):
            index = sentence.find(text, index + 1)
        if index < 0:
            raise SystemExit(f"link {text!r} is not written in {sentence!r}")
        start = len(sentence[:index].encode("utf-8"))
        ranges.append([start, start + len(text.encode("utf-8"))])
        position = index + len(text)
    return ranges


def main():
    rng = random.Random(SEED)
    records = []
    for _ in range(SENTENCES):
        sentence = "Note"
        for _ in range(3):
            sentence += " " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 2)))
            sentence += rng.choice(BEFORE) + candidate(rng) + rng.choice(AFTER)
        sentence += rng.choice(WORDS)
        if "@" in sentence:
            sentence = sentence.replace("@", "%40")
        records.append({"sentence": sentence, "found": found_ranges(sentence)})
    linked = sum(len(record["found"]) for record in records)
    header = {"source": "cmarkgfm 2025.10.22 (PyPI; GitHub's cmark-gfm): the autolink extension's links in "
              "github_flavored_markdown_to_html of each sentence, email links left out",
              "generator": "scripts/differential/urls.py", "seed": SEED, "records": len(records), "links": linked}
    lines = [json.dumps(header, ensure_ascii=False)] + [json.dumps(r, ensure_ascii=False) for r in records]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    write_or_check(OUTPUT, text="\n".join(lines) + "\n", generator=__file__)
    print(f"wrote {OUTPUT.relative_to(REPO)}: {len(records)} sentences, {linked} links")


if __name__ == "__main__":
    main()
