/// `patterns validate`'s four modes: what chooses each, its usage, and the options it reads. One table
/// refuses an option given to a mode that does not read it (exit 2, naming the option and the mode,
/// before anything is validated) and writes each mode's part of `--help`, so the two cannot disagree.
enum ValidateMode: CaseIterable {
    case regex, namedRule, rules, schema

    /// The mode a command line chooses: `--schema`, else `--rules`, else `--regex`, else a rule's name.
    init(_ parsed: ParsedArguments) {
        if parsed.value(.schema) != nil {
            self = .schema
        } else if parsed.value(.rules) != nil {
            self = .rules
        } else if parsed.value(.regex) != nil {
            self = .regex
        } else {
            self = .namedRule
        }
    }

    /// How messages name the mode.
    var name: String {
        switch self {
        case .regex: "--regex"
        case .namedRule: "a named rule"
        case .rules: "--rules"
        case .schema: "--schema"
        }
    }

    var usage: String {
        switch self {
        case .regex: "patterns validate --regex <pattern> [<options>] [--] [<input> ...]"
        case .namedRule: "patterns validate <rule> [<options>] [--] [<input> ...]"
        case .rules: "patterns validate --rules <rule-set.json> [--format jsonl|csv|json] [<options>] [<file> ...]"
        case .schema: "patterns validate --schema <schema.json> [--ref <uri=file>] ... [<options>] [<file> ...]"
        }
    }

    /// The options the mode reads, the one that chooses it first. (`--format` is a deprecated spelling
    /// of `--output` for a pattern or a rule.)
    var options: [CommandSpec.Option] {
        let lines: [CommandSpec.Option] = [.format, .output, .maxLineBytes, .input, .only, .count, .jobs, .summary]
        switch self {
        case .regex: return [.regex, .dialect, .patternFlags, .ignoreCase, .engine] + lines + [.locale]
        case .namedRule: return [.engine] + lines + [.e164, .explain, .locale]
        case .rules: return [.rules, .engine, .format, .output, .maxLineBytes, .count, .jobs, .locale]
        case .schema:
            return [.schema, .schemaReference, .schemaFormats, .format, .output, .maxLineBytes, .count, .jobs, .locale]
        }
    }

    /// The options given that the mode does not read, by their long names, in the order the help lists
    /// the command's options.
    func unread(in parsed: ParsedArguments, listed: [CommandSpec.Option]) -> [String] {
        let reads = Set(options.map(\.name))
        let given = Set(parsed.values.keys).union(parsed.flags)
        return listed.map(\.name).filter { given.contains($0) && !reads.contains($0) }
    }

    /// How `--help` labels the mode.
    var label: String {
        switch self {
        case .regex: "--regex <pattern>"
        case .namedRule: "<rule>"
        case .rules: "--rules <file>"
        case .schema: "--schema <file>"
        }
    }

    /// `--help`'s account of the modes: the options each one reads, wrapped to the help's width.
    static var helpSection: String {
        let entries = allCases.map { mode -> String in
            let names: [String] = mode.options.dropFirst(mode == .namedRule ? 0 : 1).map { option in
                option.name == CommandSpec.Option.ignoreCase.name ? "-i" : option.name
            }
            var lines = [""]
            for name in names {
                let word = name + (name == names.last ? "" : ",")
                if lines[lines.count - 1].count + word.count + 1 > 64 { lines.append("") }
                lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
            }
            return CommandSpec.entry(mode.label, lines.joined(separator: "\n"))
        }
        return "MODES (the options each reads; any other is refused):\n" + entries.joined(separator: "\n")
    }
}
