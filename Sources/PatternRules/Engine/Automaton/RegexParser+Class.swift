extension RegexParser {
    /// A bracketed class (after its `[`): its members, with caseless variants, then negated if `[^…]`.
    ///
    /// Classes of literals, ranges and ASCII escapes are computed here; a class with a POSIX name, a
    /// Unicode property, or non-ASCII members in caseless mode is handed whole to PCRE2
    /// (``ScalarSetEnumeration``), whose tables define it.
    mutating func parseClass() throws(AutomatonRefusal) -> ScalarSet {
        let start = position - 1
        var negated = false
        if current == "^" {
            negated = true
            position += 1
        }
        var set = ScalarSet()
        var needsPCRE2 = false
        var first = true
        while true {
            guard let scalar = current else { throw AutomatonRefusal("missing terminating ] for a class") }
            if scalar == "]" && !first { break }
            first = false
            if flags.extendedMore, scalar == " " || scalar == "\t" {
                position += 1
                continue
            }
            if scalar == "[", peek(1) == ":" || peek(1) == "." || peek(1) == "=" {
                // POSIX [:alpha:]: PCRE2's meaning, which UCP changes.
                while let next = current, !(next == ":" && peek(1) == "]") { position += 1 }
                position += 2
                needsPCRE2 = true
                continue
            }
            position += 1
            guard let low = try classMember(scalar, into: &set, needsPCRE2: &needsPCRE2) else { continue }
            // A range `a-z` (a `-` before `]` is a literal).
            if current == "-", let after = peek(1), after != "]" {
                let saved = position
                position += 1
                let next = advance()!
                var high: UInt32?
                if next == "\\" {
                    if case .scalar(let value) = try readEscape(inClass: true) { high = value }
                } else if next == "[" && (current == ":" || current == "." || current == "=") {
                    high = nil
                } else {
                    high = next.value
                }
                guard let high, high >= low else {
                    position = saved
                    set.insert(low...low)
                    continue
                }
                set.insert(low...high)
            } else {
                set.insert(low...low)
            }
        }
        position += 1
        if needsPCRE2 || (flags.caseless && !set.isASCII) {
            return try ScalarSetEnumeration.scalars(
                matching: text(from: start, to: position), options: enumerationOptions)
        }
        if flags.caseless { set = set.addingASCIICaseVariants }
        return negated ? set.inverted : set
    }

    /// One class member after its first scalar: a single scalar (returned, as a possible range start) or a
    /// set (added to `set`).
    mutating func classMember(
        _ scalar: Unicode.Scalar, into set: inout ScalarSet, needsPCRE2: inout Bool
    ) throws(AutomatonRefusal) -> UInt32? {
        guard scalar == "\\" else { return scalar.value }
        let escapeStart = position
        switch try readEscape(inClass: true) {
        case .scalar(let value): return value
        case .set(let members):
            let letter = scalars[escapeStart]
            if "pP".unicodeScalars.contains(letter) || unicodeClasses || "hHvV".unicodeScalars.contains(letter) {
                needsPCRE2 = true
            }
            set.formUnion(members)
            return nil
        case .quoted(let values):
            for value in values { set.insert(value...value) }
            return nil
        case .nothing: return nil
        case .node: throw AutomatonRefusal("an assertion in a class")
        }
    }
}
