import Foundation

/// A subcommand's help and the options its parser accepts, declared once: the help text is rendered
/// from the same list the parser reads, so an option cannot be accepted without being documented, or
/// documented without being accepted. The layout is swift-argument-parser's (`OVERVIEW:`, `USAGE:`,
/// `ARGUMENTS:`, `OPTIONS:`, descriptions from column 26).
struct CommandSpec: Sendable {
    /// One option: a flag, or an option that takes a value.
    struct Option: Sendable {
        /// The long name (`--regex`), the key in ``ParsedArguments``.
        let name: String
        /// A short alias (`-i`).
        var short: String?
        /// The value's placeholder (`<pattern>`); `nil` for a flag.
        var value: String?
        /// The description, already wrapped: each line after the first goes under it.
        let help: String
        /// Whether the option may be given more than once, its values kept in order.
        var isRepeatable = false

        static func flag(_ name: String, short: String? = nil, _ help: String) -> Option {
            Option(name: name, short: short, value: nil, help: help)
        }

        static func value(_ name: String, _ placeholder: String, _ help: String) -> Option {
            Option(name: name, short: nil, value: placeholder, help: help)
        }

        /// `-i, --ignore-case` or `--regex <pattern>`.
        var label: String {
            (short.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
        }
    }

    /// The subcommand's name (`validate`).
    let name: String
    /// One line for the root help's list of subcommands.
    let abstract: String
    /// What follows `OVERVIEW:`, wrapped.
    let overview: String
    /// Paragraphs between the overview and the usage, wrapped.
    var discussion: String?
    /// The usage lines, without `USAGE: `.
    let usage: [String]
    /// Paragraphs between the usage and the arguments, wrapped.
    var usageDiscussion: String?
    /// Positional arguments, with their descriptions.
    var arguments: [(label: String, help: String)] = []
    /// The options, in the order the help lists them; `-h, --help` comes last on its own.
    var options: [Option] = []
    /// Runs the subcommand on its arguments (after its name) and returns the exit status: the table of
    /// specs drives dispatch, so a subcommand's name is written once.
    let run: @Sendable (CommandLineTool, [String]) throws -> Int32

    static let help = Option.flag("--help", short: "-h", "Show help information.")

    /// What ``ParsedArguments`` accepts: exactly the options the help lists.
    var specification: ParsedArguments.Specification {
        let all = options + [Self.help]
        return ParsedArguments.Specification(
            valueOptions: Set(all.filter { $0.value != nil }.map(\.name)),
            flags: Set(all.filter { $0.value == nil }.map(\.name)),
            aliases: Dictionary(
                uniqueKeysWithValues: all.compactMap { option in option.short.map { ($0, option.name) } }),
            repeatable: Set(all.filter(\.isRepeatable).map(\.name)))
    }

    /// The help text.
    var helpText: String {
        var sections = ["OVERVIEW: \(overview)"]
        if let discussion { sections.append(discussion) }
        sections.append("USAGE: " + usage.joined(separator: "\n       "))
        if let usageDiscussion { sections.append(usageDiscussion) }
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { Self.entry($0.label, $0.help) }.joined(separator: "\n"))
        }
        sections.append(
            "OPTIONS:\n" + (options + [Self.help]).map { Self.entry($0.label, $0.help) }.joined(separator: "\n"))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The column descriptions start at.
    static let descriptionColumn = 26

    /// `  label` padded to the description column, then the description, its later lines indented.
    static func entry(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        let head = "  " + label
        let padded =
            head.count < descriptionColumn
            ? head + String(repeating: " ", count: descriptionColumn - head.count) : head + "\n" + indent
        return padded + help.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }
}
