extension PatternSites {
    /// What an escape stands for.
    enum Escape {
        case scalar(UInt32, punctuation: Bool)
        case shorthand(Unicode.Scalar)
        case anchor(Unicode.Scalar)
        /// A property, a backreference, a string, `\Q…\E`: never edited.
        case other
    }

    /// Reads the escape at the current position (a backslash) and moves past it.
    mutating func readEscapeToken(inClass: Bool) -> Escape {
        position += 1
        guard let letter = at(position) else { return .other }
        position += 1
        let javaScript = dialect != .pcre2
        switch letter {
        case "d", "D", "w", "W", "s", "S": return .shorthand(letter)
        case "b" where inClass: return .scalar(0x08, punctuation: false)
        case "b", "B": return .anchor(letter)
        case "A", "z", "Z", "G": return javaScript ? .other : .anchor(letter)
        case "n": return .scalar(0x0A, punctuation: false)
        case "t": return .scalar(0x09, punctuation: false)
        case "r": return .scalar(0x0D, punctuation: false)
        case "f": return .scalar(0x0C, punctuation: false)
        case "v" where javaScript: return .scalar(0x0B, punctuation: false)
        case "e" where !javaScript: return .scalar(0x1B, punctuation: false)
        case "a" where !javaScript: return .scalar(0x07, punctuation: false)
        case "x": return hexadecimal(fixed: 2, javaScript: javaScript).map { .scalar($0, punctuation: false) } ?? .other
        case "u" where javaScript:
            return hexadecimal(fixed: 4, javaScript: true).map { .scalar($0, punctuation: false) } ?? .other
        case "c":
            guard let control = at(position) else { return .other }
            position += 1
            return .scalar(control.value & 0x1F, punctuation: false)
        case "Q" where !javaScript:
            while position < scalars.count, !(at(position) == "\\" && at(position + 1) == "E") { position += 1 }
            position = min(position + 2, scalars.count)
            return .other
        case "p", "P", "k", "g", "q":
            if let open = at(position), open == "{" || open == "<" || open == "'" {
                skipPast(open == "{" ? "}" : open == "<" ? ">" : "'")
            } else if letter == "p" || letter == "P" {
                position += 1
            }
            return .other
        case "0"..."9":
            while let next = at(position), ("0"..."9").contains(next) { position += 1 }
            return .other
        default:
            let isPunctuation = letter.isASCII && !letter.properties.isAlphabetic && !("0"..."9").contains(letter)
            return isPunctuation ? .scalar(letter.value, punctuation: true) : .other
        }
    }

    /// `\xHH`, `\x{H…}` (PCRE2), `\uHHHH`, `\u{H…}` (JavaScript) after the letter.
    private mutating func hexadecimal(fixed: Int, javaScript: Bool) -> UInt32? {
        if at(position) == "{" {
            let start = position + 1
            skipPast("}")
            return UInt32(String(String.UnicodeScalarView(scalars[start..<max(start, position - 1)])), radix: 16)
        }
        var digits = ""
        while digits.count < fixed, let next = at(position), next.properties.isASCIIHexDigit {
            digits.unicodeScalars.append(next)
            position += 1
        }
        guard !digits.isEmpty, !javaScript || digits.count == fixed else { return nil }
        return UInt32(digits, radix: 16)
    }

    mutating func readEscape() {
        let start = position
        switch readEscapeToken(inClass: false) {
        case .scalar(let value, let punctuation): atom(.literal(start..<position, value: value, escaped: punctuation))
        case .shorthand(let letter): atom(.shorthand(start..<position, letter: letter))
        case .anchor(let letter):
            closeAtom()
            sites.append(.anchor(start..<position, letter: letter))
        case .other: atom(nil)
        }
    }

    mutating func readClass() {
        closeAtom()
        let start = position
        position += 1
        let negated = at(position) == "^"
        if negated { position += 1 }
        var members: [ClassMember] = []
        var first = true
        while let next = at(position) {
            if next == "]", !(first && dialect == .pcre2) { break }
            first = false
            let memberStart = position
            if dialect == .html, next == "[" {
                skipNestedClass()
                members.append(ClassMember(span: memberStart..<position, kind: .other))
            } else if dialect == .pcre2, next == "[", at(position + 1) == ":" {
                while position < scalars.count, !(at(position) == ":" && at(position + 1) == "]") { position += 1 }
                position = min(position + 2, scalars.count)
                members.append(ClassMember(span: memberStart..<position, kind: .other))
            } else if dialect == .html, next == "-" || next == "&", at(position + 1) == next {
                // A set operator of the v flag: no member of its own.
                position += 2
            } else {
                members.append(readClassMember())
            }
        }
        position = min(position + 1, scalars.count)
        atom(.characterClass(start..<position, negated: negated, members: members))
    }

    private mutating func readClassMember() -> ClassMember {
        let start = position
        let low = readClassAtom()
        guard case .scalar(let lowValue) = low, at(position) == "-", let after = at(position + 1), after != "]"
        else {
            return ClassMember(span: start..<position, kind: low)
        }
        let dash = position
        position += 1
        guard case .scalar(let highValue) = readClassAtom() else {
            position = dash
            return ClassMember(span: start..<position, kind: low)
        }
        return ClassMember(span: start..<position, kind: .range(lowValue, highValue))
    }

    private mutating func readClassAtom() -> ClassMember.Kind {
        guard at(position) == "\\" else {
            position += 1
            return .scalar(scalars[position - 1].value)
        }
        switch readEscapeToken(inClass: true) {
        case .scalar(let value, _): return .scalar(value)
        case .shorthand(let letter): return .shorthand(letter)
        case .anchor, .other: return .other
        }
    }

    private mutating func skipNestedClass() {
        var depth = 0
        while let next = at(position) {
            position += next == "\\" ? 2 : 1
            if next == "[" { depth += 1 }
            if next == "]" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}
