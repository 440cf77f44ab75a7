extension RegexParser {
    /// One item of a bracketed class.
    enum ClassItem {
        case literal(UInt32)
        /// An escape such as `\d` or a POSIX class: never case-folded.
        case set(ScalarSet)
    }

    /// A bracketed class (after its `[`): its members, then negated if `[^…]`.
    ///
    /// A class that uses PCRE2's tables (a Unicode property, a POSIX name, `\h`, `\v`, or any class escape
    /// in UCP mode) is handed whole to PCRE2 (``ScalarSetEnumeration``), exact by construction, quirks
    /// included. Any other class is computed here: literals and ranges gain their other cases in caseless
    /// mode, ASCII `\d`, `\w`, `\s` do not, as in PCRE2.
    mutating func parseClass() throws(AutomatonRefusal) -> ScalarSet {
        let start = position - 1
        var negated = false
        if current == "^" {
            negated = true
            position += 1
        }
        var literals: [ClosedRange<UInt32>] = []
        var sets: [ScalarSet] = []
        var needsPCRE2 = false
        var inQuote = false
        var first = true
        while let item = try nextClassItem(inQuote: &inQuote, first: first, needsPCRE2: &needsPCRE2) {
            first = false
            switch item {
            case .set(let members): sets.append(members)
            case .literal(let low):
                if let high = try rangeEnd(after: low, inQuote: &inQuote, needsPCRE2: &needsPCRE2) {
                    literals.append(low...high)
                } else {
                    literals.append(low...low)
                }
            }
        }
        if needsPCRE2 {
            return try ScalarSetEnumeration.scalars(
                matching: text(from: start, to: position), options: enumerationOptions, budget: budget)
        }
        try budget.spend((literals.count + sets.reduce(0) { $0 + $1.ranges.count }) * 8, on: "reading a class")
        var set = ScalarSet(ranges: literals)
        if flags.caseless { set = try ScalarSetEnumeration.addingCaseVariants(to: set, budget: budget) }
        set = ScalarSet(ranges: set.ranges + sets.flatMap(\.ranges))
        return negated ? set.inverted : set
    }

    /// The end of a range `low-high` when one follows, consumed; otherwise nothing is consumed. `\E` and
    /// `\Q` may stand between the parts, and a quoted `-` is a literal, as PCRE2 reads them.
    mutating func rangeEnd(
        after low: UInt32, inQuote: inout Bool, needsPCRE2: inout Bool
    ) throws(AutomatonRefusal) -> UInt32? {
        let saved = (position, inQuote)
        if inQuote, current == "\\", peek(1) == "E" {
            position += 2
            inQuote = false
        }
        if !inQuote { skipQuoteMarks(inQuote: &inQuote) }
        skipClassWhiteSpace(inQuote: inQuote)
        if !inQuote, current == "-" {
            position += 1
            skipClassWhiteSpace(inQuote: inQuote)
            var unused = needsPCRE2
            if case .literal(let high) = try nextClassItem(inQuote: &inQuote, first: false, needsPCRE2: &unused),
                high >= low
            {
                return high
            }
        }
        (position, inQuote) = saved
        return nil
    }

    /// In `(?xx)` mode, unquoted spaces and tabs in a class are nothing, also around a range's `-`.
    mutating func skipClassWhiteSpace(inQuote: Bool) {
        guard flags.extendedMore, !inQuote else { return }
        while current == " " || current == "\t" { position += 1 }
    }

    /// Skips `\E` and enters quoting at `\Q`.
    mutating func skipQuoteMarks(inQuote: inout Bool) {
        while current == "\\", let letter = peek(1), letter == "E" || letter == "Q" {
            position += 2
            if letter == "Q" {
                inQuote = true
                return
            }
        }
    }

    /// The next member of a class, or `nil` at its closing `]` (consumed).
    mutating func nextClassItem(
        inQuote: inout Bool, first: Bool, needsPCRE2: inout Bool
    ) throws(AutomatonRefusal) -> ClassItem? {
        while true {
            guard let scalar = current else { throw AutomatonRefusal("missing terminating ] for a class") }
            if inQuote {
                if scalar == "\\", peek(1) == "E" {
                    position += 2
                    inQuote = false
                    continue
                }
                position += 1
                return .literal(scalar.value)
            }
            if scalar == "\\", peek(1) == "E" || peek(1) == "Q" {
                skipQuoteMarks(inQuote: &inQuote)
                continue
            }
            if scalar == "]" && !first {
                position += 1
                return nil
            }
            if flags.extendedMore, scalar == " " || scalar == "\t" {
                position += 1
                continue
            }
            if let end = posixClassEnd() {
                // `[:alpha:]`: PCRE2's meaning, which UCP changes.
                position = end + 2
                needsPCRE2 = true
                return .set(ScalarSet())
            }
            position += 1
            guard scalar == "\\" else { return .literal(scalar.value) }
            let letter = current
            switch try readEscape(inClass: true) {
            case .scalar(let value): return .literal(value)
            case .set(let members):
                if unicodeClasses || "pPhHvV".unicodeScalars.contains(letter ?? " ") { needsPCRE2 = true }
                return .set(members)
            case .quoted, .nothing: continue
            case .node: throw AutomatonRefusal("an assertion in a class")
            }
        }
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
}
