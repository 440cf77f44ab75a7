/// A command line's options, flags and positional arguments, parsed against what a command accepts.
///
/// `--name value` and `--name=value` both work; `--` ends the options so that an input may start with
/// `-`; a lone `-` is a positional argument.
struct ParsedArguments {
    /// By long name; read through ``value(_:)`` and ``isSet(_:)`` with the option's declaration.
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    var positionals: [String] = []
    /// The positional arguments and the values of repeatable options, in the order given: `patterns diff`
    /// takes its operands as names or `--regex` values in any mix.
    private(set) var operands: [(option: String?, value: String)] = []
    /// Where each operand's value was in the parsed list (from 0), in the order of ``operands``: what
    /// finds the bytes of a file name that is not UTF-8.
    private(set) var operandIndices: [Int] = []
    /// Where each positional argument was in the parsed list (from 0), for errors about it.
    var positionalIndices: [Int] = []

    /// What a command accepts: options that take a value and flags, each under its long name, with
    /// short aliases (`-h` for `--help`).
    struct Specification {
        var valueOptions: Set<String>
        var flags: Set<String>
        var aliases: [String: String] = ["-h": "--help"]
        /// Value options that may be given more than once (their values are kept in ``operands``).
        var repeatable: Set<String> = []
    }

    init(_ arguments: some Sequence<String>, accepting specification: Specification) throws(UsageError) {
        var remaining = Array(arguments)[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals += remaining
                positionalIndices += remaining.indices
                operands += remaining.map { (nil, $0) }
                operandIndices += remaining.indices
                return
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                positionalIndices.append(remaining.startIndex - 1)
                operands.append((nil, argument))
                operandIndices.append(remaining.startIndex - 1)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = specification.aliases[name] ?? name
            if specification.flags.contains(name), inlineValue == nil {
                // A repeated flag means what it means once.
                flags.insert(name)
            } else if specification.valueOptions.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError("missing value for '\(name)'")
                }
                if specification.repeatable.contains(name) {
                    operands.append((name, value))
                    operandIndices.append(remaining.startIndex - 1)
                    values[name] = value
                    continue
                }
                // Taking the last of two values would silently drop the first.
                if let earlier = values[name], earlier != value {
                    throw UsageError("'\(name)' is given twice ('\(earlier)' and '\(value)'); give it once")
                }
                values[name] = value
            } else {
                throw UsageError("unknown option '\(argument)'")
            }
        }
    }
}

extension ParsedArguments {
    /// The value given for `option`, if any.
    func value(_ option: CommandSpec.Option) -> String? { values[option.name] }

    /// Whether the flag `option` was given.
    func isSet(_ option: CommandSpec.Option) -> Bool { flags.contains(option.name) }

    /// `--max-line-bytes N` of the commands that read lines: the longest line kept, 64 MiB unless given.
    func maximumLineLength() throws(UsageError) -> Int {
        guard let limit = value(.maxLineBytes) else { return LineReader.defaultMaximumLineLength }
        guard let bytes = Int(limit), bytes > 0 else {
            throw UsageError("'--max-line-bytes' takes a positive number of bytes, not '\(limit)'")
        }
        return bytes
    }

    /// `--jobs N` (the option `option`, which each command documents with its own default): threads from
    /// 1 to 256, `default` unless given.
    func jobs(_ option: CommandSpec.Option, default: Int) throws(UsageError) -> Int {
        guard let number = value(option) else { return `default` }
        guard let threads = Int(number), (1...256).contains(threads) else {
            throw UsageError("'--jobs' takes a number of threads from 1 to 256, not '\(number)'")
        }
        return threads
    }

    /// `--output text|json` of the commands that print a report (`diff`, `risk`): whether it is JSON.
    func wantsJSON() throws(UsageError) -> Bool {
        switch value(.diffOutput) {
        case nil, "text": return false
        case "json": return true
        case let other?: throw UsageError("'--output' takes text or json, not '\(other)'")
        }
    }
}

/// A command line the tool cannot act on; reported as `error: …` with exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
