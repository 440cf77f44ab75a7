extension JavaScriptParser {
    /// An escape outside a class, after its backslash.
    mutating func parseAtomEscape() throws(JavaScriptParseFailure) -> (RegexNode, TermKind) {
        guard let scalar = current else { throw syntax("\\ at end of pattern") }
        switch scalar {
        case "b", "B":
            position += 1
            let boundary: RegexNode.WordBoundary = scalar == "b" ? .boundary : .notBoundary
            return (.wordBoundary(boundary, word: wordCharacters), .assertion)
        case "1"..."9":
            let start = position
            var number = 0
            while let digit = current, ("0"..."9").contains(digit) {
                number = min(number * 10 + Int(digit.value - 0x30), Int(Int32.max))
                position += 1
            }
            guard number <= groups.count else {
                position = start
                throw syntax("Invalid escape")
            }
            return (.backreference(group: number), .atom)
        case "k":
            position += 1
            guard current == "<" else { throw syntax("Invalid named reference") }
            position += 1
            let name = try readGroupName()
            guard let group = groups.numbers[name] else { throw syntax("Invalid named capture referenced") }
            return (.backreference(group: group), .atom)
        default:
            if let strings = try readStringPropertyIfAny() { return (try node(of: strings), .atom) }
            if let set = try readClassEscape() { return (.scalars(set), .atom) }
            return (.scalars(try literal(try readCharacterEscape())), .atom)
        }
    }

    /// `\d`, `\D`, `\s`, `\S`, `\w`, `\W`, `\p{…}` or `\P{…}` at the current letter, consumed; `nil` for
    /// any other escape. With the `i` flag the set is closed over case (the `v` flag before a complement,
    /// the `u` flag after it, as the specification orders the two).
    mutating func readClassEscape() throws(JavaScriptParseFailure) -> ScalarSet? {
        guard let letter = current else { return nil }
        let positive: ScalarSet
        switch letter {
        case "d", "D": positive = ScalarSet(ranges: [0x30...0x39])
        case "s", "S": positive = Self.whiteSpace
        case "w", "W": positive = wordCharacters
        case "p", "P":
            position += 1
            positive = try readPropertyName()
            position -= 1
        default: return nil
        }
        position += 1
        let negated = letter.properties.isUppercase
        guard negated else { return try caseClosed(positive) }
        return flags.unicodeSets ? try caseClosed(positive).inverted : try caseClosed(positive.inverted)
    }

    /// `\p{name}` of a property of strings, under the `v` flag, at the `p`, consumed; `nil` (nothing
    /// consumed) for any other escape.
    mutating func readStringPropertyIfAny() throws(JavaScriptParseFailure) -> JavaScriptClassSet? {
        guard flags.unicodeSets, current == "p", peek(1) == "{" else { return nil }
        var name = ""
        var end = position + 2
        while end < scalars.count, scalars[end] != "}" {
            name.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard end < scalars.count, let sequences = JavaScriptUnicode.stringProperty(name) else { return nil }
        position = end + 1
        var result = JavaScriptClassSet(mayContainStrings: true)
        for sequence in sequences {
            if sequence.count == 1 {
                result.scalars.formUnion(try literal(sequence[0]))
            } else {
                result.strings.insert(flags.caseless ? sequence.map(JavaScriptUnicode.caseRepresentative) : sequence)
            }
        }
        return result
    }

    /// What `\w` and `\b` count as word characters: ASCII letters, digits and `_`; with the `i` flag also
    /// U+017F and U+212A, which fold into them.
    var wordCharacters: ScalarSet {
        let ascii = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
        return flags.caseless ? ascii.union(ScalarSet(ranges: [0x017F...0x017F, 0x212A...0x212A])) : ascii
    }

    /// `\s`: white space (`Zs`, tab, vertical tab, form feed, U+FEFF) and the line terminators.
    static let whiteSpace: ScalarSet = {
        let separators = JavaScriptUnicode.property("Space_Separator", value: nil) ?? ScalarSet()
        return separators.union(ScalarSet(ranges: [0x09...0x0D, 0xFEFF...0xFEFF, 0x2028...0x2029]))
    }()

    /// `{name}` or `{name=value}` after `\p` or `\P`, the brace included.
    mutating func readPropertyName() throws(JavaScriptParseFailure) -> ScalarSet {
        let start = position
        let invalid = inClass ? "Invalid property name in character class" : "Invalid property name"
        guard current == "{" else { throw syntax(invalid) }
        position += 1
        var name = ""
        var value: String?
        while let scalar = current, scalar != "}" {
            position += 1
            if scalar == "=", value == nil {
                value = ""
            } else if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if value != nil { value!.unicodeScalars.append(scalar) } else { name.unicodeScalars.append(scalar) }
            } else {
                position = start
                throw syntax(invalid)
            }
        }
        guard current == "}" else {
            position = start
            throw syntax(invalid)
        }
        position += 1
        if let set = JavaScriptUnicode.property(name, value: value) { return set }
        position = start
        throw syntax(invalid)
    }

    /// A character escape after its backslash, in or out of a class: `\f`, `\n`, `\r`, `\t`, `\v`,
    /// `\cX`, `\0`, `\xHH`, `\u…`, or a syntax character.
    mutating func readCharacterEscape() throws(JavaScriptParseFailure) -> UInt32 {
        guard let scalar = current else { throw syntax("\\ at end of pattern") }
        position += 1
        switch scalar {
        case "f": return 0x0C
        case "n": return 0x0A
        case "r": return 0x0D
        case "t": return 0x09
        case "v": return 0x0B
        case "c":
            guard let letter = current, letter.isASCII, letter.properties.isAlphabetic else {
                throw syntax("Invalid Unicode escape")
            }
            position += 1
            return letter.value % 32
        case "0":
            if let next = current, ("0"..."9").contains(next) {
                throw syntax(inClass ? "Invalid class escape" : "Invalid decimal escape")
            }
            return 0
        case "x":
            guard let high = hexDigit(current), let low = hexDigit(peek(1)) else { throw syntax("Invalid escape") }
            position += 2
            return high << 4 | low
        case "u":
            position -= 1
            return try readUnicodeEscapeAfterU()
        case "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/":
            return scalar.value
        case _
        where flags.identityEscapes && scalar.isASCII && !scalar.properties.isAlphabetic
            && !("0"..."9").contains(scalar):
            return scalar.value
        default:
            position -= 1
            throw syntax(inClass && ("1"..."7").contains(scalar) ? "Invalid class escape" : "Invalid escape")
        }
    }

    /// `\uXXXX` (a surrogate pair written as two escapes is one scalar) or `\u{X…}`, at the `u`.
    mutating func readUnicodeEscapeAfterU() throws(JavaScriptParseFailure) -> UInt32 {
        let start = position
        position += 1
        if current == "{" {
            position += 1
            var value: UInt32 = 0
            var digits = 0
            while let digit = hexDigit(current) {
                value = min(value << 4 | digit, 0x11_0000)
                digits += 1
                position += 1
            }
            guard digits > 0, current == "}", value <= 0x10FFFF else {
                position = start
                throw syntax("Invalid Unicode escape")
            }
            position += 1
            return value
        }
        guard let value = readFourHexDigits() else {
            position = start
            throw syntax("Invalid Unicode escape")
        }
        if (0xD800...0xDBFF).contains(value), current == "\\", peek(1) == "u" {
            let resume = position
            position += 2
            if let trail = readFourHexDigits(), (0xDC00...0xDFFF).contains(trail) {
                return 0x10000 + (value - 0xD800) << 10 + (trail - 0xDC00)
            }
            position = resume
        }
        return value
    }

    private mutating func readFourHexDigits() -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigit(peek(offset)) else { return nil }
            value = value << 4 | digit
        }
        position += 4
        return value
    }

    func hexDigit(_ scalar: Unicode.Scalar?) -> UInt32? {
        guard let scalar, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else { return nil }
        return digit
    }
}
