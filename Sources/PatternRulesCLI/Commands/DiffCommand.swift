import PatternRules
import PatternRulesSupport

/// `patterns diff LEFT RIGHT`: two patterns compared as languages (``PatternComparison``).
struct DiffCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .diff) else { return 0 }
        let operands = parsed.operands
        var count = 5
        if let text = parsed.value(.examples) {
            guard let number = Int(text), (0...1_000).contains(number) else {
                throw UsageError("'--examples' takes a number from 0 to 1000, not '\(text)'")
            }
            count = number
        }
        let json = try parsed.wantsJSON()
        if parsed.isSet(.schemaDiff) {
            return try runSchemas(
                parsed.positionals, references: SchemaRecordsCommand.references(parsed),
                formats: try SchemaRecordsCommand.formats(parsed) ?? .annotation, examples: count, json: json)
        }
        if parsed.isSet(.rulesDiff) {
            return try runRuleSets(parsed.positionals, examples: count, json: json)
        }
        if parsed.isSet(.catalogueDiff) {
            return try runCatalogues(parsed.positionals, examples: count, json: json)
        }
        let reading = try PatternReading(parsed)
        let (left, right): (Pattern, Pattern)
        if let names = parsed.value(.dialects) {
            let dialects = try Self.dialectPair(names)
            guard operands.count == 1, operands[0].option != nil, parsed.value(.dialect) == nil else {
                throw UsageError("'--dialects' compares one --regex read in two dialects (and replaces '--dialect')")
            }
            let flags = parsed.value(.patternFlags) ?? ""
            left = try Self.pattern(operands[0].value, dialect: dialects.0, flags: flags)
            right = try Self.pattern(operands[0].value, dialect: dialects.1, flags: flags)
        } else {
            guard operands.count == 2 else {
                throw UsageError("'patterns diff' compares two operands (names or --regex), not \(operands.count)")
            }
            left = try pattern(operands[0], reading: reading)
            right = try pattern(operands[1], reading: reading)
        }
        let comparison = try left.compared(with: right)
        let parts = [
            ("onlyLeft", "only left", Array(comparison.onlyLeft.prefix(count))),
            ("onlyRight", "only right", Array(comparison.onlyRight.prefix(count))),
            ("both", "both", Array(comparison.both.prefix(min(count, 3)))),
        ]
        if json {
            let members = parts.map { key, _, examples in
                "\"\(key)\": [" + examples.map(JSONText.quoted).joined(separator: ", ") + "]"
            }
            tool.standardOutput.writeLine(
                "{\"relation\": \"\(comparison.relation.rawValue)\", " + members.joined(separator: ", ") + "}")
        } else {
            tool.standardOutput.writeLine("relation: \(comparison.relation.rawValue)")
            for (_, label, examples) in parts {
                tool.standardOutput.writeLine(examples.isEmpty ? "\(label): none" : "\(label):")
                for example in examples { tool.standardOutput.writeLine("  " + JSONText.quoted(example)) }
            }
        }
        return comparison.relation == .equal ? 0 : 1
    }

    /// The pattern an operand names: `--regex` text, a built-in rule that is one pattern, or a
    /// catalogue entry.
    func pattern(_ operand: (option: String?, value: String), reading: PatternReading = PatternReading()) throws
        -> Pattern
    {
        if operand.option != nil { return try reading.pattern(operand.value) }
        if let source = BuiltinRules.patternSource(named: operand.value) { return try Pattern(source) }
        if BuiltinRules.names.contains(where: { operand.value == $0 || operand.value.hasPrefix($0 + ":") }) {
            throw UsageError("the rule '\(operand.value)' is not one pattern; 'patterns diff' compares patterns")
        }
        let entry = try tool.catalogueEntry(operand.value)
        if let rule = entry.rule, BuiltinRules.patternSource(named: rule) == nil {
            throw UsageError("the entry '\(entry.id)' is the rule '\(rule)', not one pattern")
        }
        return try entry.compiledPattern()
    }

    /// `--dialects a,b`: two dialect names.
    static func dialectPair(_ names: String) throws(UsageError) -> (Pattern.Dialect, Pattern.Dialect) {
        let dialects = names.split(separator: ",", omittingEmptySubsequences: false).map {
            Pattern.Dialect(rawValue: String($0))
        }
        guard dialects.count == 2, let first = dialects[0], let second = dialects[1] else {
            throw UsageError("'--dialects' takes two of \(Pattern.Dialect.names) separated by a comma, not '\(names)'")
        }
        return (first, second)
    }

    /// `source` read in `dialect` with the flag letters each dialect accepts (`x` is PCRE2's alone).
    static func pattern(_ source: String, dialect: Pattern.Dialect, flags: String) throws -> Pattern {
        try PatternReading(dialect: dialect, options: PatternReading.options(fromFlags: flags, dialect: dialect))
            .pattern(source)
    }
}
