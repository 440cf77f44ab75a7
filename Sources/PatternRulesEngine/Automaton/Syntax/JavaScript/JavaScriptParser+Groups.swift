extension JavaScriptParser {
    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, and whether a lazy `?` follows it (which does not change
    /// the language, only where a search's match ends); `nil` when none follows.
    mutating func readQuantifier() throws(JavaScriptParseFailure) -> (minimum: Int, maximum: Int?, lazy: Bool)? {
        let bounds: (minimum: Int, maximum: Int?)
        switch current {
        case "*", "+", "?":
            bounds = current == "*" ? (0, nil) : current == "+" ? (1, nil) : (0, 1)
            position += 1
        case "{":
            // Annex B: a brace that forms no quantifier is a literal brace, read as the next atom.
            if flags.identityEscapes {
                var probe = self
                guard (try? probe.readBraceQuantifier()) != nil else { return nil }
            }
            bounds = try readBraceQuantifier()
        default: return nil
        }
        let lazy = current == "?"
        if lazy { position += 1 }
        return (bounds.minimum, bounds.maximum, lazy)
    }

    /// Whether a quantifier starts here, its numbers in any order: what makes a quantified assertion.
    func startsQuantifier() -> Bool {
        switch current {
        case "*", "+", "?": return true
        case "{":
            var probe = self
            return (try? probe.readBraceQuantifier(checkingOrder: false)) != nil
        default: return false
        }
    }

    /// `{n}`, `{n,}` or `{n,m}`, the brace included; V8 caps each number, so a huge count is a large
    /// repetition (which the compile budget then refuses), never a different one.
    private mutating func readBraceQuantifier(checkingOrder: Bool = true) throws(JavaScriptParseFailure) -> (
        minimum: Int, maximum: Int?
    ) {
        let start = position
        position += 1
        guard let minimum = readDecimal() else {
            position = start
            throw syntax("Incomplete quantifier")
        }
        var maximum: Int? = minimum
        if current == "," {
            position += 1
            maximum = readDecimal()
        }
        guard current == "}" else {
            position = start
            throw syntax("Incomplete quantifier")
        }
        position += 1
        if checkingOrder, let maximum, maximum < minimum {
            position = start
            throw syntax("numbers out of order in {} quantifier")
        }
        return (minimum, maximum)
    }

    private mutating func readDecimal() -> Int? {
        var value: Int?
        while let scalar = current, ("0"..."9").contains(scalar) {
            value = min((value ?? 0) &* 10 &+ Int(scalar.value - 0x30), Int(Int32.max))
            position += 1
        }
        return value
    }

    /// A group after its `(`: capturing, named, non-capturing, or a lookaround.
    mutating func parseGroup() throws(JavaScriptParseFailure) -> (RegexNode, TermKind) {
        guard current == "?" else { return (try capturing(), .atom) }
        position += 1
        switch current {
        case ":":
            position += 1
            return (try parseGroupBody(), .atom)
        case "=", "!":
            let negative = current == "!"
            position += 1
            return (.lookahead(try parseGroupBody(), negative: negative), .lookaround)
        case "<" where peek(1) == "=" || peek(1) == "!":
            let negative = peek(1) == "!"
            position += 2
            return (.lookbehind(try parseGroupBody(), negative: negative), .lookaround)
        case "<":
            position += 1
            let nameStart = position
            let name = try readGroupName()
            guard definedNames.insert(name).inserted else {
                position = nameStart
                throw syntax("Duplicate capture group name")
            }
            return (try capturing(), .atom)
        default:
            throw syntax("Invalid group")
        }
    }

    /// A capturing group's body: kept as a capture when the pattern has backreferences, else only its
    /// language.
    private mutating func capturing() throws(JavaScriptParseFailure) -> RegexNode {
        capturesOpened += 1
        let group = capturesOpened
        let body = try parseGroupBody()
        return groups.hasBackreference ? .capture(body, group: group) : body
    }

    private mutating func parseGroupBody() throws(JavaScriptParseFailure) -> RegexNode {
        try enterNesting()
        defer { nesting -= 1 }
        let body = try parseDisjunction()
        guard current == ")" else { throw syntax("Unterminated group") }
        position += 1
        return body
    }

    /// A group name and its closing `>`: an identifier (`ID_Start`, `$` or `_`, then `ID_Continue`, `$`,
    /// U+200C or U+200D), whose characters may be written as `\u` escapes.
    mutating func readGroupName() throws(JavaScriptParseFailure) -> String {
        var name = ""
        while true {
            guard var scalar = current else { throw syntax("Invalid capture group name") }
            position += 1
            if scalar == ">" { break }
            if scalar == "\\" {
                guard current == "u", let escaped = try? readUnicodeEscapeAfterU(),
                    let decoded = Unicode.Scalar(escaped)
                else { throw syntax("Invalid capture group name") }
                scalar = decoded
            }
            guard Self.isIdentifierPart(scalar, first: name.isEmpty) else { throw syntax("Invalid capture group name") }
            name.unicodeScalars.append(scalar)
        }
        guard !name.isEmpty else { throw syntax("Invalid capture group name") }
        return name
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        if !first && (scalar.value == 0x200C || scalar.value == 0x200D) { return true }
        let property = JavaScriptUnicode.property(first ? "ID_Start" : "ID_Continue", value: nil)
        return property?.contains(scalar.value) ?? false
    }
}

/// Counts a pattern's capturing groups, numbers their names and notes whether a backreference refers to
/// one, before the pattern is read, skipping escapes and classes (nested ones under the `v` flag): a
/// backreference may name a later group.
struct GroupScan {
    var count = 0
    var numbers: [String: Int] = [:]
    /// Whether `\1`…`\9` or `\k<` occurs outside a class: the groups are then kept for PCRE2.
    var hasBackreference = false

    init(_ scalars: [Unicode.Scalar], unicodeSets: Bool) {
        var classDepth = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\\":
                if classDepth == 0, index < scalars.count, ("1"..."9").contains(scalars[index]) || scalars[index] == "k"
                {
                    hasBackreference = true
                }
                index += 1
            case "[" where classDepth == 0 || unicodeSets: classDepth += 1
            case "]" where classDepth > 0: classDepth -= 1
            case "(" where classDepth == 0:
                guard index < scalars.count, scalars[index] == "?" else {
                    count += 1
                    continue
                }
                guard index + 2 < scalars.count, scalars[index + 1] == "<", scalars[index + 2] != "=",
                    scalars[index + 2] != "!"
                else { continue }
                count += 1
                var name = ""
                var end = index + 2
                while end < scalars.count, scalars[end] != ">" {
                    name.unicodeScalars.append(scalars[end])
                    end += 1
                }
                if numbers[name] == nil { numbers[name] = count }
            default: continue
            }
        }
    }
}
