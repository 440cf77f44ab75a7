extension JavaScriptParser {
    /// A character class after its `[`: class ranges under the `u` flag, a class set expression under
    /// the `v` flag.
    mutating func parseClassAtom() throws(JavaScriptParseFailure) -> RegexNode {
        inClass = true
        defer { inClass = false }
        if flags.unicodeSets { return try parseClassSet().node }
        let negated = current == "^"
        if negated { position += 1 }
        var set = ScalarSet()
        while true {
            guard let scalar = current else { throw syntax("Unterminated character class") }
            if scalar == "]" { break }
            let start = position
            let first = try readClassAtom()
            guard current == "-", let after = peek(1), after != "]" else {
                set.formUnion(first.set)
                continue
            }
            position += 1
            let second = try readClassAtom()
            guard case .scalar(let low) = first, case .scalar(let high) = second else {
                position = start
                throw syntax("Invalid character class")
            }
            guard low <= high else {
                position = start
                throw syntax("Range out of order in character class")
            }
            set.insert(low...high)
        }
        position += 1
        // The `u` flag matches a negated class when no member folds as the input does: the complement
        // of the class closed over case.
        let closed = try caseClosed(set)
        return .scalars(negated ? closed.inverted : closed)
    }

    /// One member of a `u`-flag class: a scalar, which may start a range, or a class escape's set.
    enum ClassAtom {
        case scalar(UInt32)
        case set(ScalarSet)

        var set: ScalarSet {
            switch self {
            case .scalar(let value):
                var set = ScalarSet()
                set.insert(value)
                return set
            case .set(let set): return set
            }
        }
    }

    private mutating func readClassAtom() throws(JavaScriptParseFailure) -> ClassAtom {
        guard let scalar = current else { throw syntax("Unterminated character class") }
        position += 1
        guard scalar == "\\" else { return .scalar(scalar.value) }
        switch current {
        case "b":
            position += 1
            return .scalar(0x08)
        case "-":
            position += 1
            return .scalar(0x2D)
        default:
            if let set = try readClassEscape() { return .set(set) }
            return .scalar(try readCharacterEscape())
        }
    }
}
