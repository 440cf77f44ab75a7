#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// Reads the PCRE2 syntax that validation patterns use into a ``RegexNode``, refusing (with a reason)
/// every construct whose meaning is not a regular language or that the automaton does not model:
/// backreferences, atomic groups, possessive quantifiers, recursion, conditionals, callouts, `\K`,
/// `\R`, `\X`, verbs. Every scalar read and every class listed is charged to the compile's
/// ``CompileBudget``.
///
/// The pattern has already compiled with PCRE2 (see ``AutomatonProgram/init(source:options:)``), so the
/// parser does not diagnose syntax errors: anything it does not recognise is refused.
struct RegexParser {
    /// The mode flags in force at a point of the pattern; `(?i)` and the like change them up to the end
    /// of the enclosing group.
    struct Flags {
        var caseless = false
        var extended = false
        var extendedMore = false
        var dotAll = false
        var multiline = false
    }

    let scalars: [Unicode.Scalar]
    var position = 0
    var flags: Flags
    /// `PCRE2_UCP`: `\d`, `\w`, `\s` and POSIX classes follow Unicode properties.
    let unicodeClasses: Bool
    let budget: CompileBudget
    /// Whether lazy quantifiers are kept (``RegexNode/lazy(_:)``): for a search.
    let keepsLaziness: Bool

    init(_ source: String, options: PatternOptions, budget: CompileBudget, keepsLaziness: Bool = false) {
        self.budget = budget
        self.keepsLaziness = keepsLaziness
        scalars = Array(source.unicodeScalars)
        flags = Flags(
            caseless: options.contains(.caseInsensitive), extended: options.contains(.extended),
            dotAll: options.contains(.dotMatchesLineSeparators), multiline: options.contains(.multiline))
        unicodeClasses = options.contains(.unicodeCharacterClasses)
    }

    static func parse(
        _ source: String, options: PatternOptions, budget: CompileBudget, keepsLaziness: Bool = false
    ) throws(AutomatonRefusal) -> RegexNode {
        var parser = RegexParser(source, options: options, budget: budget, keepsLaziness: keepsLaziness)
        try budget.spend(parser.scalars.count, on: "parsing")
        if source.hasPrefix("(*") { throw AutomatonRefusal("leading (*…) settings and verbs") }
        let node = try parser.parseAlternation()
        guard parser.position == parser.scalars.count else { throw AutomatonRefusal("unbalanced parenthesis") }
        return node
    }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func advance() -> Unicode.Scalar? {
        guard let scalar = current else { return nil }
        position += 1
        return scalar
    }

    mutating func consume(_ text: String) -> Bool {
        let expected = Array(text.unicodeScalars)
        guard position + expected.count <= scalars.count,
            Array(scalars[position..<(position + expected.count)]) == expected
        else { return false }
        position += expected.count
        return true
    }

    // MARK: Structure

    mutating func parseAlternation() throws(AutomatonRefusal) -> RegexNode {
        var branches = [try parseSequence()]
        while current == "|" {
            position += 1
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseSequence() throws(AutomatonRefusal) -> RegexNode {
        var items: [RegexNode] = []
        while true {
            skipIgnorable()
            guard let scalar = current, scalar != "|", scalar != ")" else { break }
            // A quantifier binds to the last atom read: after `\Q…\E`, to the last quoted character.
            var atoms = try parseAtoms()
            guard let last = atoms.popLast() else { continue }
            items += atoms
            items.append(try parseQuantifiers(of: last))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// Skips white space and `#` comments in extended mode, and `(?#…)` comments in any mode.
    mutating func skipIgnorable() {
        while let scalar = current {
            if flags.extended, Self.isPatternWhiteSpace(scalar) {
                position += 1
            } else if flags.extended, scalar == "#" {
                while let next = current, next != "\n" { position += 1 }
            } else if scalar == "(", peek(1) == "?", peek(2) == "#" {
                while let next = current, next != ")" { position += 1 }
                position += 1
            } else {
                return
            }
        }
    }

    /// The white space PCRE2 skips in extended mode (in UTF mode).
    static func isPatternWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200E, 0x200F, 0x2028, 0x2029: true
        default: false
        }
    }

    func text(from start: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start..<min(position + 1, scalars.count)])
        return result
    }

    // MARK: Atoms

    /// The next atom, or the characters of a `\Q…\E` (each its own atom, as PCRE2 reads them); none for
    /// `\E` alone or an empty group of flags.
    mutating func parseAtoms() throws(AutomatonRefusal) -> [RegexNode] {
        guard let scalar = advance() else { return [] }
        switch scalar {
        case "(": return try parseGroup().map { [$0] } ?? []
        case "[":
            // PCRE2's word-boundary spellings, read only as the whole class.
            if consume("[:<:]]") { return [.wordBoundary(.wordStart, word: try classEscape("w"))] }
            if consume("[:>:]]") { return [.wordBoundary(.wordEnd, word: try classEscape("w"))] }
            return [.scalars(try parseClass())]
        case ".": return [.scalars(try dot())]
        case "^": return [.start(multiline: flags.multiline)]
        case "$": return [.end(flags.multiline ? .beforeAnyNewline : .beforeFinalNewline)]
        case "\\": return try parseEscape()
        case "*", "+", "?", ")": throw AutomatonRefusal("a quantifier with nothing to repeat")
        default: return [.scalars(try literal(scalar.value))]
        }
    }

    // MARK: Single characters

    /// `.`: any scalar but a line feed, unless in dot-all mode.
    func dot() throws(AutomatonRefusal) -> ScalarSet {
        if flags.dotAll { return .all }
        guard Self.newlineIsLineFeed else {
            return try ScalarSetEnumeration.scalars(matching: ".", options: 0, budget: budget)
        }
        var set = ScalarSet(0x0A)
        set = set.inverted
        return set
    }

    /// Whether this PCRE2 was built with the line feed as its newline (Debian's and Homebrew's default),
    /// so `.` excludes exactly U+000A.
    static let newlineIsLineFeed: Bool = {
        var newline: UInt32 = 0
        return cpcre2_config(UInt32(PCRE2_CONFIG_NEWLINE), &newline) >= 0 && newline == UInt32(PCRE2_NEWLINE_LF)
    }()

    /// One literal scalar, with its other cases in caseless mode.
    func literal(_ value: UInt32) throws(AutomatonRefusal) -> ScalarSet {
        let set = ScalarSet(value)
        guard flags.caseless else { return set }
        return try ScalarSetEnumeration.addingCaseVariants(to: set, budget: budget)
    }

    /// The PCRE2 compile options that give an atom its meaning here, for ``ScalarSetEnumeration``.
    var enumerationOptions: UInt32 {
        var options: UInt32 = 0
        if flags.caseless { options |= UInt32(PCRE2_CASELESS) }
        if flags.dotAll { options |= UInt32(PCRE2_DOTALL) }
        if flags.extendedMore { options |= UInt32(PCRE2_EXTENDED_MORE) }
        if unicodeClasses { options |= UInt32(PCRE2_UCP) }
        return options
    }
}
