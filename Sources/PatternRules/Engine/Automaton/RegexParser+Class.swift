extension RegexParser {
    /// A bracketed class (after its `[`): its members, then negated if `[^…]`.
    ///
    /// Literals and ranges gain their other cases in caseless mode; escapes (`\w`, `\d`, `\s`, `\p{…}`)
    /// and POSIX classes do not, as in PCRE2, which reads each of them on its own. So the class is the
    /// union of its parts, each read exactly, and the sets PCRE2's tables define are listed by PCRE2
    /// (``ScalarSetEnumeration``).
    mutating func parseClass() throws(AutomatonRefusal) -> ScalarSet {
        if consume("[:<:]]") || consume("[:>:]]") {
            throw AutomatonRefusal("the word boundaries [[:<:]] and [[:>:]]")
        }
        var negated = false
        if current == "^" {
            negated = true
            position += 1
        }
        var literals: [ClosedRange<UInt32>] = []
        var sets: [ScalarSet] = []
        var first = true
        while true {
            guard let scalar = current else { throw AutomatonRefusal("missing terminating ] for a class") }
            if scalar == "]" && !first { break }
            first = false
            if flags.extendedMore, scalar == " " || scalar == "\t" {
                position += 1
                continue
            }
            if let end = posixClassEnd() {
                // `[:alpha:]`: PCRE2's meaning, which UCP changes.
                let name = text(from: position, to: end + 2)
                position = end + 2
                sets.append(
                    try ScalarSetEnumeration.scalars(
                        matching: "[\(name)]", options: enumerationOptions, budget: budget))
                continue
            }
            position += 1
            guard let low = try classMember(scalar, into: &sets, literals: &literals) else { continue }
            // A range `a-z` (a `-` before `]` is a literal).
            if current == "-", let after = peek(1), after != "]" {
                let saved = position
                position += 1
                var high: UInt32?
                if after == "\\" {
                    position += 1
                    if case .scalar(let value) = try readEscape(inClass: true) { high = value }
                } else if posixClassEnd() == nil {
                    position += 1
                    high = after.value
                }
                guard let high, high >= low else {
                    position = saved
                    literals.append(low...low)
                    continue
                }
                literals.append(low...high)
            } else {
                literals.append(low...low)
            }
        }
        position += 1
        try budget.spend((literals.count + sets.reduce(0) { $0 + $1.ranges.count }) * 8, on: "reading a class")
        var set = ScalarSet(ranges: literals)
        if flags.caseless { set = try ScalarSetEnumeration.addingCaseVariants(to: set, budget: budget) }
        set = ScalarSet(ranges: set.ranges + sets.flatMap(\.ranges))
        return negated ? set.inverted : set
    }

    /// Where the POSIX class that starts at `position` (`[:`, `[.` or `[=`) ends: the index of its
    /// closing `:` (`.`, `=`), or `nil` when PCRE2 reads the `[` as a literal, because a `]` or another
    /// opening comes first (PCRE2's `check_posix_syntax`).
    func posixClassEnd() -> Int? {
        guard current == "[", let terminator = peek(1), ":.=".unicodeScalars.contains(terminator) else { return nil }
        var index = position + 2
        while index + 1 < scalars.count {
            let scalar = scalars[index]
            let next = scalars[index + 1]
            if scalar == "\\" && (next == "]" || next == "\\") {
                index += 1
            } else if (scalar == "[" && next == terminator) || scalar == "]" {
                return nil
            } else if scalar == terminator && next == "]" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// One class member after its first scalar: a single scalar (returned, as a possible range start), or
    /// a set or quoted text (added to `sets` or `literals`).
    mutating func classMember(
        _ scalar: Unicode.Scalar, into sets: inout [ScalarSet], literals: inout [ClosedRange<UInt32>]
    ) throws(AutomatonRefusal) -> UInt32? {
        guard scalar == "\\" else { return scalar.value }
        switch try readEscape(inClass: true) {
        case .scalar(let value): return value
        case .set(let members):
            sets.append(members)
            return nil
        case .quoted(let values):
            for value in values { literals.append(value...value) }
            return nil
        case .nothing: return nil
        case .node: throw AutomatonRefusal("an assertion in a class")
        }
    }
}
