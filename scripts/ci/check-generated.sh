#!/usr/bin/env bash
# Checks that the committed generated files are exactly what their generators write: PCRE2 inside the
# package, the tables generate/ writes from generate/data/ (the IBAN registry) and from the PyPI packages
# its scripts pin (calling codes, phone metadata and its alternate formats from phonenumbers, CLDR plurals, IDNA,
# the JSON Schema meta-schemas, zxcvbn's data, China's birth-place codes and the IEEE's MAC blocks from python-stdnum; each in the `reference` environment of lib/python_env.py).
# The differential fixtures are checked by hand (differential/*.py --check): their references are slow
# or depend on the machine (Node's V8, timeouts).
set -euo pipefail
cd "$(dirname "$0")/../.."
# PCRE2 inside the package: the tree scripts/vendor/pcre2.sh writes from the pinned release (from Debian's
# pool) with its patches and its symbol prefixes.
./scripts/vendor/pcre2.sh --check
./scripts/generate/calling-codes.py --check
./scripts/generate/phone-metadata.py --check
./scripts/generate/iban-registry.py --check
./scripts/generate/phone-alternate-formats.py --check
./scripts/generate/cldr-plurals.py --check
./scripts/generate/idna-tables.py --check
./scripts/generate/json-schema-metaschemas.py --check
./scripts/generate/zxcvbn-data.py --check
./scripts/generate/cn-birth-places.py --check
./scripts/generate/mac-oui.py --check
# The shipped phone digit automata are checked by the test suite (PhoneDigitAutomatonTests), which builds
# every region's automaton from the tables: scripts/generate/phone-automata.sh writes them again.
