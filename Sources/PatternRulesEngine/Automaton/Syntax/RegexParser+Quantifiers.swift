extension RegexParser {
    mutating func parseQuantifiers(of atom: RegexNode) throws(AutomatonRefusal) -> RegexNode {
        var node = atom
        while true {
            skipIgnorable()
            let saved = position
            guard let (minimum, maximum) = parseQuantifier() else { return node }
            switch node {
            case .lookahead, .lookbehind:
                // PCRE2 reads a repeated assertion as one that may be skipped when its minimum is 0 (then
                // it matches nothing, always) and as the assertion itself otherwise.
                skipIgnorable()
                if current == "+" { throw AutomatonRefusal("possessive quantifiers (\(text(from: saved)))") }
                if current == "?" { position += 1 }
                node = minimum == 0 ? .empty : node
                continue
            case .start, .end, .wordBoundary:
                throw AutomatonRefusal("a quantified assertion")
            default: break
            }
            // PCRE2 reads the possessive `+` and the lazy `?` past comments (and white space in extended
            // mode): `a+(?#…)+` is `a++`, not `(a+)+`.
            skipIgnorable()
            if current == "+" { throw AutomatonRefusal("possessive quantifiers (\(text(from: saved)))") }
            if current == "?" { position += 1 }  // lazy: the same language
            node = .repetition(node, minimum: minimum, maximum: maximum)
        }
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`; a `{` that starts none of these is a literal (PCRE2 10.42).
    mutating func parseQuantifier() -> (Int, Int?)? {
        switch current {
        case "*":
            position += 1
            return (0, nil)
        case "+":
            position += 1
            return (1, nil)
        case "?":
            position += 1
            return (0, 1)
        case "{":
            let saved = position
            position += 1
            guard let minimum = parseNumber() else {
                position = saved
                return nil
            }
            var maximum: Int? = minimum
            if current == "," {
                position += 1
                maximum = parseNumber()
            }
            guard current == "}" else {
                position = saved
                return nil
            }
            position += 1
            return (minimum, maximum)
        default:
            return nil
        }
    }

    mutating func parseNumber() -> Int? {
        var value: Int?
        while let scalar = current, let digit = scalar.properties.numericType == .decimal ? Int(String(scalar)) : nil,
            scalar.isASCII
        {
            value = (value ?? 0) * 10 + digit
            if value! > 65_535 { return nil }
            position += 1
        }
        return value
    }
}
