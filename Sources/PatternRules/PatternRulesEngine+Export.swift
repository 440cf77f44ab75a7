// The engine is a module of its own, so that no engine file can name a rule; `import PatternRules`
// still brings `Pattern`, `Verdict` and the rest of the engine's public API.
@_exported import PatternRulesEngine
