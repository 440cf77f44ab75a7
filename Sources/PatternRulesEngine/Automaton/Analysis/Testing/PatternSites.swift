/// The places in a pattern's text where a plausible mistake can be made: quantifiers, classes and their
/// members, alternatives, literals, anchors and the ends of atoms, with their spans in scalars. It is
/// what mutation analysis edits (``PatternMutants``).
///
/// It reads only where tokens start and end; what a mutant means is decided by the real parser and the
/// automaton, so a span read wrongly can cost a mutant, never a wrong verdict. Both syntaxes are read:
/// PCRE2's (with `x`, where white space and `#` comments are not tokens) and JavaScript's.
struct PatternSites {
    struct ClassMember {
        enum Kind {
            case scalar(UInt32)
            case range(UInt32, UInt32)
            case shorthand(Unicode.Scalar)
            /// A POSIX class, a property, a nested class, a string: kept or removed, never edited.
            case other
        }
        let span: Range<Int>
        let kind: Kind
    }

    enum Site {
        case literal(Range<Int>, value: UInt32, escaped: Bool)
        case dot(Range<Int>)
        /// `\d`, `\w`, `\s` or their negations, outside a class.
        case shorthand(Range<Int>, letter: Unicode.Scalar)
        /// `*`, `+`, `?` or `{m,n}`, with its lazy or possessive suffix.
        case quantifier(Range<Int>, minimum: Int, maximum: Int?, braces: Bool, suffix: String)
        /// A class: its span, the position after `[`, whether `^` follows, the position of its `]`.
        case characterClass(Range<Int>, negated: Bool, members: [ClassMember])
        /// The alternatives of one group (or of the whole pattern), when there are two or more.
        case alternatives([Range<Int>])
        case anchor(Range<Int>, letter: Unicode.Scalar)
        /// The end of an atom that no quantifier follows, where `?` makes it optional.
        case atomEnd(Int, isGroup: Bool)
    }

    let scalars: [Unicode.Scalar]
    let dialect: PatternDialect
    var sites: [Site] = []

    var position = 0
    /// Each open group: where its body starts and the `|` read in it.
    private var groups: [(bodyStart: Int, bars: [Int], quantifiable: Bool, open: Int)] = []
    private var topBars: [Int] = []
    /// The atom just read and not yet quantified: where it starts, and whether it is a group.
    private var pendingAtom: (end: Int, isGroup: Bool)?
    let extended: Bool

    init(_ source: String, dialect: PatternDialect, options: PatternOptions) {
        scalars = Array(source.unicodeScalars)
        self.dialect = dialect
        extended = dialect == .pcre2 && options.contains(.extended)
        while position < scalars.count { readToken() }
        closeAtom()
        recordAlternatives(bodyStart: 0, bars: topBars, end: scalars.count)
    }

    func at(_ index: Int) -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func closeAtom() {
        if let atom = pendingAtom { sites.append(.atomEnd(atom.end, isGroup: atom.isGroup)) }
        pendingAtom = nil
    }

    private mutating func readToken() {
        let start = position
        let scalar = scalars[position]
        if extended, scalar.properties.isWhitespace {
            position += 1
            return
        }
        if extended, scalar == "#" {
            while let next = at(position), next != "\n" { position += 1 }
            return
        }
        switch scalar {
        case "*", "+", "?":
            position += 1
            let (minimum, maximum): (Int, Int?) = scalar == "*" ? (0, nil) : scalar == "+" ? (1, nil) : (0, 1)
            quantifier(start, minimum: minimum, maximum: maximum, braces: false)
        case "{":
            if let (minimum, maximum, end) = braces(from: start) {
                position = end
                quantifier(start, minimum: minimum, maximum: maximum, braces: true)
            } else {
                position += 1
                atom(.literal(start..<position, value: scalar.value, escaped: false))
            }
        case "|":
            closeAtom()
            position += 1
            if groups.isEmpty { topBars.append(start) } else { groups[groups.count - 1].bars.append(start) }
        case "(": openGroup()
        case ")":
            closeAtom()
            position += 1
            guard let group = groups.popLast() else { return }
            recordAlternatives(bodyStart: group.bodyStart, bars: group.bars, end: start)
            if group.quantifiable { pendingAtom = (position, true) }
        case "^", "$":
            closeAtom()
            position += 1
            sites.append(.anchor(start..<position, letter: scalar))
        case "[": readClass()
        case "\\": readEscape()
        case ".":
            position += 1
            atom(.dot(start..<position))
        default:
            position += 1
            atom(.literal(start..<position, value: scalar.value, escaped: false))
        }
    }

    /// Records an atom that ends at the current position (`site` is `nil` for one that is never edited,
    /// such as a property or a backreference, but may still be made optional).
    mutating func atom(_ site: Site?) {
        closeAtom()
        if let site { sites.append(site) }
        pendingAtom = (position, false)
    }

    private mutating func quantifier(_ start: Int, minimum: Int, maximum: Int?, braces: Bool) {
        var suffix = ""
        if let next = at(position), next == "?" || (next == "+" && dialect == .pcre2) {
            suffix = String(next)
            position += 1
        }
        guard pendingAtom != nil else { return }
        pendingAtom = nil
        sites.append(.quantifier(start..<position, minimum: minimum, maximum: maximum, braces: braces, suffix: suffix))
    }

    /// `{m}`, `{m,}` or `{m,n}` starting at `start`: the bounds and the position after `}`.
    private func braces(from start: Int) -> (Int, Int?, Int)? {
        var index = start + 1
        func number() -> Int? {
            var digits = ""
            while let next = at(index), next.properties.numericType == .decimal, next.isASCII {
                digits.unicodeScalars.append(next)
                index += 1
            }
            return digits.isEmpty ? nil : Int(digits)
        }
        guard let minimum = number() else { return nil }
        if at(index) == "}" { return (minimum, minimum, index + 1) }
        guard at(index) == "," else { return nil }
        index += 1
        let maximum = number()
        guard at(index) == "}", maximum.map({ $0 >= minimum }) ?? true else { return nil }
        return (minimum, maximum, index + 1)
    }

    private mutating func openGroup() {
        closeAtom()
        let open = position
        position += 1
        guard at(position) == "?" || at(position) == "*" else {
            groups.append((position, [], true, open))
            return
        }
        if at(position) == "*" {
            skipPast(")")
            return
        }
        let kind = at(position + 1)
        switch kind {
        case "#":
            skipPast(")")
        case ":", ">", "|":
            position += 2
            groups.append((position, [], true, open))
        case "=", "!":
            position += 2
            groups.append((position, [], dialect == .pcre2, open))
        case "<" where at(position + 2) == "=" || at(position + 2) == "!":
            position += 3
            groups.append((position, [], dialect == .pcre2, open))
        case "P" where at(position + 2) != "<":
            // `(?P=name)` and `(?P>name)` refer to a group; they open none.
            skipPast(")")
            pendingAtom = (position, false)
        case "<", "P", "'":
            // A named group: the body starts after the name's closing delimiter.
            while let next = at(position), next != ">" && next != "'" || position == open + 2 { position += 1 }
            position += 1
            groups.append((position, [], true, open))
        default:
            // Inline options: `(?i)` applies to the rest, `(?i:` opens a group.
            while let next = at(position), next != ")" && next != ":" { position += 1 }
            if at(position) == ":" {
                position += 1
                groups.append((position, [], true, open))
            } else {
                position += 1
            }
        }
    }

    mutating func skipPast(_ terminator: Unicode.Scalar) {
        while let next = at(position), next != terminator {
            position += next == "\\" ? 2 : 1
        }
        position = min(position + 1, scalars.count)
    }

    private mutating func recordAlternatives(bodyStart: Int, bars: [Int], end: Int) {
        guard !bars.isEmpty else { return }
        let bounds = [bodyStart - 1] + bars + [end]
        sites.append(.alternatives((0..<bounds.count - 1).map { bounds[$0] + 1..<bounds[$0 + 1] }))
    }
}
