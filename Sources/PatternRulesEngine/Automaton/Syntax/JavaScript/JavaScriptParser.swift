/// Reads an ECMAScript pattern, as `RegExp` reads it with the `u` flag (or the `v` flag, which the HTML
/// `pattern` attribute uses), into a ``RegexNode``: every early error of the grammar is a
/// ``JavaScriptParseFailure/syntax(message:offset:)`` with V8's message, never a lenient reading, and the
/// constructs whose language is not regular (backreferences) are refused.
///
/// The meaning follows the specification, not PCRE2: `\d`, `\w` and `\b` are ASCII (with U+017F and
/// U+212A in `\w` when caseless), `\s` is Unicode white space and line terminators, `.` excludes the four
/// line terminators, `$` is the end of the input (or of a line, with `m`), and caseless matching is
/// simple case folding, the `v` flag folding each operand before a complement.
package struct JavaScriptParser {
    package struct Flags: Sendable, Hashable {
        var caseless = false
        var multiline = false
        var dotAll = false
        /// The `v` flag: class set expressions, nested classes and `\q{…}`.
        var unicodeSets = false
        /// Whether a match may start and end anywhere in the input (`RegExp.prototype.test`, JSON Schema's
        /// `pattern`) instead of covering all of it: the pattern is read between two `[\s\S]*`, and `^`
        /// as the lookbehind that defines it.
        package var searching = false
        /// Whether lazy quantifiers are kept (``RegexNode/lazy(_:)``): for a search, whose match ends where
        /// they say. The language is the same either way, so validation leaves them out.
        package var keepsLaziness = false
        /// Annex B's two readings that JSON Schema patterns in the wild rely on (`\-`, `\:`, `^{x}$`), and
        /// whose meaning is not in doubt: an escaped ASCII character that is neither a letter nor a digit is
        /// that character, and a brace or bracket that starts no quantifier or class is itself. Everything
        /// else is read with the `u` flag.
        package var identityEscapes = false
    }

    let scalars: [Unicode.Scalar]
    var position = 0
    let flags: Flags
    let budget: CompileBudget
    /// The capturing groups of the whole pattern, found before reading: `\2` and `\k<name>` may refer to
    /// a later group.
    let groups: GroupScan
    /// The capturing groups opened so far, which numbers the next one.
    var capturesOpened = 0
    /// The names defined so far, to find a duplicate.
    var definedNames: Set<String> = []
    /// Whether a class is being read: V8 words some errors differently there.
    var inClass = false
    /// Groups and `v`-flag classes open around the current position, against ``maximumNesting``.
    var nesting = 0
    /// Groups and classes nested deeper than this are refused (V8 reads any depth; the reader recurses
    /// once per level, and PCRE2, which would run the translation, stops at 250 parentheses).
    static let maximumNesting = 250

    /// Counts one more level of nesting, refusing the pattern past ``maximumNesting``.
    mutating func enterNesting() throws(JavaScriptParseFailure) {
        nesting += 1
        guard nesting <= Self.maximumNesting else {
            throw .unsupported(
                AutomatonRefusal("groups or classes nested more than \(Self.maximumNesting) deep"))
        }
    }

    package static func parse(
        _ source: String, flags: Flags, budget: CompileBudget
    ) throws(JavaScriptParseFailure) -> RegexNode {
        do {
            try budget.spend(source.unicodeScalars.count, on: "parsing")
        } catch { throw .unsupported(error) }
        var parser = JavaScriptParser(source, flags: flags, budget: budget)
        let node = try parser.parseDisjunction()
        if parser.current == ")" { throw parser.syntax("Unmatched ')'") }
        guard flags.searching else { return node }
        return anywhere(node)
    }

    /// `node` matched anywhere in the input: anything, `node`, anything. An alternative of `node` that
    /// begins with `^` or ends with `$` (without the `m` flag) is read where its anchor puts it: from the
    /// input's start, without the anything before, or up to its end, without the anything after. The
    /// language is the same, and the automaton then needs no assertion for the anchor: `^true|false$`
    /// (a common schema pattern) would otherwise hold an end anchor after a start assertion, which it
    /// refuses.
    static func anywhere(_ node: RegexNode) -> RegexNode {
        let anything = RegexNode.repetition(.scalars(.all), minimum: 0, maximum: nil)
        let alternatives: [RegexNode] = if case .alternation(let branches) = node { branches } else { [node] }
        func items(_ alternative: RegexNode) -> [RegexNode] {
            if case .sequence(let items) = alternative { return items }
            return [alternative]
        }
        let isAnchored = alternatives.contains { alternative in
            let items = items(alternative)
            return items.first == inputStart || items.last == .end(.absolute)
        }
        guard isAnchored else { return .sequence([anything, node, anything]) }
        return .alternation(
            alternatives.map { alternative in
                var items = items(alternative)
                let fromStart = items.first == inputStart
                if fromStart { items.removeFirst() }
                let toEnd = items.last == .end(.absolute)
                if toEnd { items.removeLast() }
                return .sequence((fromStart ? [] : [anything]) + items + (toEnd ? [] : [anything]))
            })
    }

    private init(_ source: String, flags: Flags, budget: CompileBudget) {
        scalars = Array(source.unicodeScalars)
        self.flags = flags
        self.budget = budget
        groups = GroupScan(scalars, unicodeSets: flags.unicodeSets)
    }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    func syntax(_ message: String) -> JavaScriptParseFailure { .syntax(message: message, offset: position) }

    /// Runs a step that may pass the compile budget, as a parse failure.
    func charging<Value>(_ step: () throws(AutomatonRefusal) -> Value) throws(JavaScriptParseFailure) -> Value {
        do { return try step() } catch { throw .unsupported(error) }
    }

    // MARK: Structure

    mutating func parseDisjunction() throws(JavaScriptParseFailure) -> RegexNode {
        var branches = [try parseAlternative()]
        while current == "|" {
            position += 1
            branches.append(try parseAlternative())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseAlternative() throws(JavaScriptParseFailure) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let term = try parseTerm()
            items.append(term)
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// An atom with its quantifier, or an assertion (which takes none).
    mutating func parseTerm() throws(JavaScriptParseFailure) -> RegexNode {
        let start = position
        let (node, kind) = try parseAtom()
        if kind == .assertion {
            // V8 refuses a quantifier after an assertion before it reads the quantifier's numbers
            // (`\b{3,1}` is "Nothing to repeat", not "numbers out of order"); a brace that forms no
            // quantifier is the next atom's to read.
            if startsQuantifier() { throw syntax("Nothing to repeat") }
            return node
        }
        guard let quantifier = try readQuantifier() else { return node }
        switch kind {
        case .atom, .assertion: break
        case .lookaround:
            position = start
            throw syntax("Invalid quantifier")
        }
        let repetition = RegexNode.repetition(node, minimum: quantifier.minimum, maximum: quantifier.maximum)
        return quantifier.lazy && flags.keepsLaziness ? .lazy(repetition) : repetition
    }

    /// What a term is, for the quantifier that may follow it: the `u` and `v` flags allow none after an
    /// assertion, and V8 says so in two ways.
    enum TermKind {
        case atom
        case assertion
        case lookaround
    }

    /// The next atom or assertion.
    mutating func parseAtom() throws(JavaScriptParseFailure) -> (RegexNode, TermKind) {
        let scalar = current!
        position += 1
        switch scalar {
        case "^":
            if flags.multiline { return (Self.lineStart, .assertion) }
            return (flags.searching ? Self.inputStart : .start(multiline: false), .assertion)
        case "$":
            return (.end(flags.multiline ? .beforeAnyLineTerminator : .absolute), .assertion)
        case ".":
            let set = flags.dotAll ? ScalarSet.all : Self.lineTerminators.inverted
            return (.scalars(set), .atom)
        case "(": return try parseGroup()
        case "[": return (try parseClassAtom(), .atom)
        case "\\": return try parseAtomEscape()
        case "*", "+", "?":
            position -= 1
            throw syntax("Nothing to repeat")
        case "{":
            position -= 1
            // A quantifier with nothing before it, its numbers in any order: V8 says so before it reads them.
            let quantifier = startsQuantifier()
            if flags.identityEscapes, !quantifier {
                position += 1
                return (.scalars(try literal(scalar.value)), .atom)
            }
            throw syntax(quantifier ? "Nothing to repeat" : "Lone quantifier brackets")
        case "}", "]":
            if flags.identityEscapes { return (.scalars(try literal(scalar.value)), .atom) }
            position -= 1
            throw syntax("Lone quantifier brackets")
        default:
            return (.scalars(try literal(scalar.value)), .atom)
        }
    }

    /// The four line terminators: what `.` leaves out and what the `m` flag's anchors stand beside.
    static let lineTerminators = ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])

    /// `^` where the match may start anywhere: no scalar before.
    static let inputStart = RegexNode.lookbehind(.scalars(.all), negative: true)

    /// `^` with the `m` flag: no scalar before, or a line terminator.
    static let lineStart = RegexNode.lookbehind(.scalars(lineTerminators.inverted), negative: true)

    /// One scalar as an atom: caselessly, every scalar that folds as it does.
    func literal(_ value: UInt32) throws(JavaScriptParseFailure) -> ScalarSet {
        var set = ScalarSet()
        set.insert(value)  // a lone surrogate is no scalar: the empty set
        return try caseClosed(set)
    }

    /// `set` as an atom matches it: with the `i` flag, closed over case.
    func caseClosed(_ set: ScalarSet) throws(JavaScriptParseFailure) -> ScalarSet {
        guard flags.caseless else { return set }
        return try charging { () throws(AutomatonRefusal) in
            try JavaScriptUnicode.closingOverCase(set, budget: budget)
        }
    }
}
