#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer, then AddressSanitizer with LeakSanitizer (suppressing only
# swift-corelibs-foundation's own untraceable regex and Process allocations: scripts/ci/lsan-suppressions.txt).
# Each sanitizer builds in its own scratch directory so the normal build stays untouched.
set -euo pipefail
cd "$(dirname "$0")/../.."
./scripts/bootstrap
echo "== ThreadSanitizer"
swift test --sanitize=thread --scratch-path .build/sanitize-thread
echo "== AddressSanitizer + LeakSanitizer"
LSAN_OPTIONS="suppressions=$PWD/scripts/ci/lsan-suppressions.txt:print_suppressions=0" \
    swift test --sanitize=address --scratch-path .build/sanitize-address
