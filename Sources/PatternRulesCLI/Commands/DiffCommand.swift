import PatternRules
import PatternRulesSupport

/// `patterns diff LEFT RIGHT`: two patterns compared as languages (``PatternComparison``).
struct DiffCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .diff) else { return 0 }
        let options = try DiffOptions(parsed)
        let (count, json, operands) = (options.examples, options.json, options.operands)
        let (left, right): (Pattern, Pattern)
        switch options.subject {
        case .schemas(let reading):
            return try runSchemas(options.positionals, reading: reading, examples: count, json: json)
        case .ruleSets:
            return try runRuleSets(options.positionals, examples: count, json: json)
        case .catalogues:
            return try runCatalogues(options.positionals, examples: count, json: json)
        case .dialects(let first, let second, let flags):
            left = try Self.pattern(operands[0].value, dialect: first, flags: flags)
            right = try Self.pattern(operands[0].value, dialect: second, flags: flags)
        case .patterns:
            left = try tool.pattern(operands[0], reading: options.reading)
            right = try tool.pattern(operands[1], reading: options.reading)
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

    /// `source` read in `dialect` with the flag letters each dialect accepts (`x` is PCRE2's alone).
    static func pattern(_ source: String, dialect: Pattern.Dialect, flags: String) throws -> Pattern {
        try PatternReading(dialect: dialect, options: PatternReading.options(fromFlags: flags, dialect: dialect))
            .pattern(source)
    }
}
