#!/usr/bin/env bash
# Writes Sources/PatternRules/Resources/phone/digit-automata.bin: every region's phone digit automaton
# (docs/PHONE.md), built from the current tables by the test that also checks the shipped file against
# them. Run after scripts/generate/phone-metadata.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
./scripts/bootstrap
PATTERNRULES_WRITE_PHONE_AUTOMATA="$PWD/Sources/PatternRules/Resources/phone/digit-automata.bin" \
    swift test --filter 'PhoneDigitAutomatonTests/everyRegionWithReadablePrefixesIsCompiledAndEveryPathAgrees' > /dev/null || true
# The test passes once the file it checks against is the one it wrote.
swift test --filter 'PhoneDigitAutomatonTests/everyRegionWithReadablePrefixesIsCompiledAndEveryPathAgrees'
