#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

extension RegexParser {
    /// What a backslash sequence means in or out of a class.
    enum Escape {
        case scalar(UInt32)
        /// `\d`, `\p{L}` and the like: a set, with its source text for PCRE2 when its meaning is PCRE2's.
        case set(ScalarSet)
        case node(RegexNode)
        /// `\Q…\E`: literal text.
        case quoted([UInt32])
        /// `\E` with no `\Q`: nothing.
        case nothing
    }

    /// An escape outside a class (the backslash is consumed): one atom, or one per quoted character.
    mutating func parseEscape() throws(AutomatonRefusal) -> [RegexNode] {
        switch try readEscape(inClass: false) {
        case .scalar(let value): return [.scalars(try literal(value))]
        case .set(let set): return [.scalars(set)]
        case .node(let node): return [node]
        case .quoted(let values):
            var items: [RegexNode] = []
            for value in values { items.append(.scalars(try literal(value))) }
            return items
        case .nothing: return []
        }
    }

    /// Reads one escape after its backslash.
    mutating func readEscape(inClass: Bool) throws(AutomatonRefusal) -> Escape {
        let start = position - 1
        guard let scalar = advance() else { throw AutomatonRefusal("a trailing backslash") }
        switch scalar {
        case "d", "D", "w", "W", "s", "S", "h", "H", "v", "V":
            return .set(try classEscape(scalar))
        case "N" where !inClass && current != "{":
            return .set(ScalarSet(0x0A).inverted)
        case "p", "P":
            if current == "{" {
                while let next = current, next != "}" { position += 1 }
            }
            position += 1
            return .set(
                try ScalarSetEnumeration.scalars(
                    matching: text(from: start, to: position), options: enumerationOptions, budget: budget))
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "r": return .scalar(0x0D)
        case "f": return .scalar(0x0C)
        case "e": return .scalar(0x1B)
        case "a": return .scalar(0x07)
        case "b" where inClass: return .scalar(0x08)
        case "b": return .node(.wordBoundary(.boundary, word: try classEscape("w")))
        case "B" where !inClass: return .node(.wordBoundary(.notBoundary, word: try classEscape("w")))
        case "0": return .scalar(readDigits(radix: 8, limit: 2, initial: 0))
        case "o" where current == "{": return .scalar(try readBraced(radix: 8))
        case "x":
            if current == "{" { return .scalar(try readBraced(radix: 16)) }
            return .scalar(readDigits(radix: 16, limit: 2, initial: 0))
        case "c":
            guard let control = advance(), control.isASCII else { throw AutomatonRefusal("\\c without a character") }
            var value = control.value
            if (0x61...0x7A).contains(value) { value -= 0x20 }
            return .scalar(value ^ 0x40)
        case "Q":
            var values: [UInt32] = []
            while let next = current, !(next == "\\" && peek(1) == "E") {
                values.append(next.value)
                position += 1
            }
            if current != nil { position += 2 }
            return values.isEmpty ? .nothing : .quoted(values)
        case "E": return .nothing
        case "A" where !inClass, "G" where !inClass: return .node(.start(multiline: false))
        case "z" where !inClass: return .node(.end(.absolute))
        case "Z" where !inClass: return .node(.end(.beforeFinalNewline))
        default:
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                throw AutomatonRefusal("the escape \\\(scalar)")
            }
            return .scalar(scalar.value)
        }
    }

    /// `\d`, `\w`, `\s` and their negations, `\h`, `\v`.
    func classEscape(_ letter: Unicode.Scalar) throws(AutomatonRefusal) -> ScalarSet {
        let lower = Unicode.Scalar(letter.value | 0x20)!
        var set: ScalarSet
        switch lower {
        case "d" where !unicodeClasses: set = ScalarSet(ranges: [0x30...0x39])
        case "w" where !unicodeClasses: set = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
        case "s" where !unicodeClasses: set = ScalarSet(ranges: [0x09...0x0D, 0x20...0x20])
        default:
            // Unicode classes and \h, \v: PCRE2's own tables.
            set = try ScalarSetEnumeration.scalars(
                matching: "\\\(lower)", options: unicodeClasses ? UInt32(PCRE2_UCP) : 0, budget: budget)
        }
        return letter == lower ? set : set.inverted
    }

    mutating func readDigits(radix: UInt32, limit: Int, initial: UInt32) -> UInt32 {
        var value = initial
        var count = 0
        while count < limit, let scalar = current, let digit = UInt32(String(scalar), radix: Int(radix)),
            scalar.isASCII
        {
            value = value * radix + digit
            position += 1
            count += 1
        }
        return value
    }

    /// `{…}` after `\x` or `\o`.
    mutating func readBraced(radix: UInt32) throws(AutomatonRefusal) -> UInt32 {
        position += 1
        let value = readDigits(radix: radix, limit: 8, initial: 0)
        guard current == "}", value <= ScalarSet.maximumScalar, !ScalarSet.surrogates.contains(value) else {
            throw AutomatonRefusal("a character code out of range")
        }
        position += 1
        return value
    }

    func text(from start: Int, to end: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start..<min(end, scalars.count)])
        return result
    }
}
