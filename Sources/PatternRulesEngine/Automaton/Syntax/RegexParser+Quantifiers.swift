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
            // Lazy: the same language, kept only for a search, whose match ends where laziness says.
            let lazy = current == "?"
            if lazy { position += 1 }
            // PCRE2 refuses `{3,2}` when the pattern compiles; a source that reaches the automaton without
            // PCRE2 (a schema's length bounds) is refused here, where a repetition of no count would trap.
            if let maximum, maximum < minimum {
                throw AutomatonRefusal("numbers out of order in a quantifier (\(text(from: saved)))")
            }
            node = .repetition(node, minimum: minimum, maximum: maximum)
            if lazy && keepsLaziness { node = .lazy(node) }
        }
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` and `{,m}` (`{0,m}`), with spaces and tabs allowed after
    /// `{`, around the comma and before `}`, as PCRE2 reads them since 10.43 (after Perl 5.34); a `{` that
    /// starts none of these (`{,}`, `{}`, `{a}`) is a literal. Linked to an older PCRE2 (the SystemPCRE2
    /// trait on Debian 12's 10.42), `{,m}` and spaced braces are literals, as that release reads them.
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
            skipQuantifierSpace()
            let minimum = parseNumber()
            if !Self.readsPerl534Quantifiers && minimum == nil {
                position = saved
                return nil
            }
            skipQuantifierSpace()
            var maximum: Int? = minimum
            if current == "," {
                position += 1
                skipQuantifierSpace()
                maximum = parseNumber()
                skipQuantifierSpace()
            }
            guard current == "}", minimum != nil || maximum != nil else {
                position = saved
                return nil
            }
            position += 1
            return (minimum ?? 0, maximum)
        default:
            return nil
        }
    }

    /// Whether the linked PCRE2 reads `{,m}` and spaces inside quantifier braces (10.43 and later).
    static let readsPerl534Quantifiers = Engine.pcre2Release >= (10, 43)

    /// Spaces and horizontal tabs inside a quantifier's braces, which PCRE2 ignores since 10.43 (they are
    /// not the white space of extended mode: they are skipped in every mode); before it, none.
    private mutating func skipQuantifierSpace() {
        guard Self.readsPerl534Quantifiers else { return }
        while current == " " || current == "\t" { position += 1 }
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
