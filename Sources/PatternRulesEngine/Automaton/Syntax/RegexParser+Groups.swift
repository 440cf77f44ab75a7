extension RegexParser {
    mutating func parseGroup() throws(AutomatonRefusal) -> RegexNode? {
        if current == "*" { throw AutomatonRefusal("verbs and (*…) groups") }
        guard current == "?" else { return try parseGroupBody() }
        position += 1
        if consume("=") { return .lookahead(try parseGroupBody(), negative: false) }
        if consume("!") { return .lookahead(try parseGroupBody(), negative: true) }
        if consume(":") || consume("|") { return try parseGroupBody() }
        if consume("<=") { return .lookbehind(try parseGroupBody(), negative: false) }
        if consume("<!") { return .lookbehind(try parseGroupBody(), negative: true) }
        if consume(">") { throw AutomatonRefusal("atomic groups") }
        if consume("P<") || consume("<") || consume("'") {
            while let scalar = current, scalar != ">", scalar != "'" { position += 1 }
            position += 1
            return try parseGroupBody()
        }
        return try parseFlagGroup()
    }

    /// `(?flags)`, changing the rest of the enclosing group, or `(?flags:…)`.
    mutating func parseFlagGroup() throws(AutomatonRefusal) -> RegexNode? {
        var updated = flags
        var enabling = true
        // PCRE2: a group that sets `x` but not `xx` (`(?x)`, not `(?xx)` or `(?xxx)`) turns `xx` off.
        var settingExtended = false
        var settingExtendedMore = false
        if current == "^" {
            position += 1
            updated.caseless = false
            updated.extended = false
            updated.extendedMore = false
            updated.dotAll = false
            updated.multiline = false
        }
        while let scalar = advance() {
            switch scalar {
            case "-": enabling = false
            case "i": updated.caseless = enabling
            case "m": updated.multiline = enabling
            case "s": updated.dotAll = enabling
            case "x":
                if current == "x" {
                    position += 1
                    updated.extendedMore = enabling
                    if enabling { settingExtendedMore = true }
                }
                updated.extended = enabling
                if enabling { settingExtended = true } else { updated.extendedMore = false }
            case "U" where keepsLaziness:
                // Search reads laziness, which `(?U)` swaps for the rest of the group; not modelled.
                throw AutomatonRefusal("the ungreedy mode (?U) in a search")
            case "n", "U", "J": continue  // capture numbering, greediness, duplicate names: same language
            case ")":
                if settingExtended, !settingExtendedMore { updated.extendedMore = false }
                flags = updated
                return nil
            case ":":
                if settingExtended, !settingExtendedMore { updated.extendedMore = false }
                let outer = flags
                flags = updated
                defer { flags = outer }
                return try parseGroupBody(restoringFlags: false)
            default:
                throw AutomatonRefusal("the group (?\(scalar)…")
            }
        }
        throw AutomatonRefusal("unterminated group")
    }

    /// The alternatives up to the closing parenthesis; flags set inside do not outlive the group.
    mutating func parseGroupBody(restoringFlags: Bool = true) throws(AutomatonRefusal) -> RegexNode {
        let outer = flags
        let node = try parseAlternation()
        if restoringFlags { flags = outer }
        guard current == ")" else { throw AutomatonRefusal("missing closing parenthesis") }
        position += 1
        return node
    }
}
