#!/usr/bin/env bash
# Moves every phone table and fixture to another release of libphonenumber's metadata, as PyPI
# phonenumbers ships it: ./scripts/generate/phone-release.sh 9.0.43
#
# It sets the pin (`phonenumbers==VERSION` and the version each script asserts) in every script that
# reads phonenumbers, then regenerates, in order: the calling codes, the metadata table, the alternate
# formats, the shipped digit automata (built from the new table by the test that checks them), and the
# four fixtures (validation, numbers in text, the fewest digits a match holds, every example number). Last it
# runs the phone tests. What it cannot move is printed: the release named in prose (docs/PHONE.md says
# how often to move) and the expectations a new numbering plan may change (a failing test names them;
# never edit a fixture's verdict to pass).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:-}
if [[ ! $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "usage: scripts/generate/phone-release.sh VERSION (a phonenumbers release on PyPI, such as 9.0.43)" >&2
    exit 2
fi
scripts=$(grep -rlE 'phonenumbers==[0-9]+\.[0-9]+\.[0-9]+' scripts --include='*.py')
for script in $scripts; do
    sed -i -E "s/phonenumbers==[0-9]+\.[0-9]+\.[0-9]+/phonenumbers==$version/g; \
s/(phonenumbers\.__version__ == \")[0-9]+\.[0-9]+\.[0-9]+\"/\1$version\"/g" "$script"
done
echo "pinned phonenumbers==$version in: $(echo $scripts | tr '\n' ' ')"
./scripts/generate/calling-codes.py
./scripts/generate/phone-metadata.py
./scripts/generate/phone-alternate-formats.py
./scripts/generate/phone-automata.sh
./scripts/differential/phone.py
./scripts/differential/phone-text.py
./scripts/differential/phone-short-candidates.py
./scripts/differential/phone-examples.py
swift test --filter 'Phone|CallingCode'
echo "moved to phonenumbers $version; now name it where the docs name the release (grep -rn 'phonenumbers [0-9]' docs Tests/Fixtures/phone/SOURCES.md) and run ./scripts/test"
