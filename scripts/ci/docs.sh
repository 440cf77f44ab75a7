#!/usr/bin/env bash
# Builds the DocC documentation of the PatternRules library into .build/docs (open index.html through a
# web server, or pass --hosting-base-path to docc for static hosting). Uses the docc that ships with the
# Swift toolchain; no package plugin needed. Fails on any documentation warning.
set -euo pipefail
cd "$(dirname "$0")/../.."
./scripts/bootstrap
# The package's own symbol-graph dump: a plain `swift build` emits no graphs when nothing needs rebuilding.
# It also tries the test modules, which fail when the tests are not built; only the library's graph counts.
dump="$(swift build --show-bin-path)/../symbolgraph"
rm -rf "$dump"
swift package dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || true
if [ ! -f "$dump/PatternRules.symbols.json" ]; then
    echo "error: no symbol graph for PatternRules; run 'swift package dump-symbol-graph' to see why" >&2
    exit 1
fi
graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
cp "$dump"/PatternRules.symbols.json "$dump"/PatternRules@*.symbols.json "$graphs"/ 2>/dev/null || cp "$dump"/PatternRules.symbols.json "$graphs"/
# The engine is a target of its own that PatternRules re-exports (`Pattern`, `Verdict`, `Engine`): its
# graph is read as part of the PatternRules module, so users find one module and its links resolve.
if [ ! -f "$dump/PatternRulesEngine.symbols.json" ]; then
    echo "error: no symbol graph for PatternRulesEngine" >&2
    exit 1
fi
sed 's/"module":{"name":"PatternRulesEngine"/"module":{"name":"PatternRules"/' \
    "$dump/PatternRulesEngine.symbols.json" > "$graphs/PatternRules-engine.symbols.json"
docc convert Sources/PatternRules/PatternRules.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name PatternRules --fallback-bundle-identifier org.patternrules.PatternRules \
    --output-path .build/docs --warnings-as-errors
echo "wrote .build/docs"
