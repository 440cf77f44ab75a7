"""Shared by the table generators: write a generated file, or with --check only compare it."""
import pathlib
import sys

REPO = pathlib.Path(__file__).resolve().parents[2]


def write_or_check(path, text, generator):
    """Writes `text` to `path`; with --check exits 1 when the committed file differs, 0 when it matches."""
    if "--check" in sys.argv:
        if not path.exists() or path.read_text() != text:
            raise SystemExit(f"{path.relative_to(REPO)} differs from what {pathlib.Path(generator).name} generates")
        print(f"{path.relative_to(REPO)} is up to date")
        raise SystemExit(0)
    path.write_text(text)
