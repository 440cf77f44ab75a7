/// What a `v`-flag class stands for: scalars, and strings of other lengths (from `\q{…}`). Under the `i`
/// flag every operand is folded before any operation, as the specification's `MaybeSimpleCaseFolding`
/// does: the scalars are closed over case and each string holds its scalars' case representatives.
struct JavaScriptClassSet {
    var scalars = ScalarSet()
    var strings: Set<[UInt32]> = []
    /// The grammar's `MayContainStrings`, which decides whether the class may be negated.
    var mayContainStrings = false

    mutating func formUnion(_ other: JavaScriptClassSet) {
        scalars.formUnion(other.scalars)
        strings.formUnion(other.strings)
        mayContainStrings = mayContainStrings || other.mayContainStrings
    }

    func intersection(_ other: JavaScriptClassSet) -> JavaScriptClassSet {
        JavaScriptClassSet(
            scalars: scalars.intersection(other.scalars), strings: strings.intersection(other.strings),
            mayContainStrings: mayContainStrings && other.mayContainStrings)
    }

    func subtracting(_ other: JavaScriptClassSet) -> JavaScriptClassSet {
        JavaScriptClassSet(
            scalars: scalars.subtracting(other.scalars), strings: strings.subtracting(other.strings),
            mayContainStrings: mayContainStrings)
    }
}

extension JavaScriptParser {
    /// A `v`-flag class after its `[`, up to and including its `]`.
    mutating func parseClassSet() throws(JavaScriptParseFailure) -> (set: JavaScriptClassSet, node: RegexNode) {
        let negated = current == "^"
        if negated { position += 1 }
        var result = JavaScriptClassSet()
        if current != "]" {
            let (first, isRange) = try parseClassUnionItem()
            result = first
            if lookingAt("&&") || lookingAt("--") {
                let intersecting = lookingAt("&&")
                guard !isRange else { throw syntax("Invalid set operation in character class") }
                while lookingAt(intersecting ? "&&" : "--") {
                    position += 2
                    if intersecting, current == "&" { throw syntax("Invalid character in character class") }
                    let operand = try parseClassSetOperand()
                    result = intersecting ? result.intersection(operand) : result.subtracting(operand)
                }
                guard current == "]" else {
                    if current == nil { throw syntax("Unterminated character class") }
                    throw syntax("Invalid set operation in character class")
                }
            } else {
                while current != "]" {
                    guard current != nil else { throw syntax("Unterminated character class") }
                    if lookingAt("&&") || lookingAt("--") { throw syntax("Invalid set operation in character class") }
                    result.formUnion(try parseClassUnionItem().set)
                }
            }
        }
        position += 1
        if negated {
            guard !result.mayContainStrings else { throw syntax("Negated character class may contain strings") }
            result = JavaScriptClassSet(scalars: result.scalars.inverted)
        }
        return (result, try node(of: result))
    }

    private func lookingAt(_ text: String) -> Bool {
        var offset = 0
        for scalar in text.unicodeScalars {
            guard peek(offset) == scalar else { return false }
            offset += 1
        }
        return true
    }

    /// A class set operand, or a range `a-z` (which only a union may hold).
    private mutating func parseClassUnionItem() throws(JavaScriptParseFailure) -> (
        set: JavaScriptClassSet, isRange: Bool
    ) {
        guard let low = try readClassSetCharacterIfAny() else {
            let operand = try parseClassSetOperand()
            if current == "-", peek(1) != "-" { throw syntax("Invalid character class") }
            return (operand, false)
        }
        guard current == "-", peek(1) != "-" else { return (try singleScalar(low), false) }
        let start = position
        position += 1
        guard let high = try readClassSetCharacterIfAny() else { throw syntax("Invalid character class") }
        guard low <= high else {
            position = start
            throw syntax("Range out of order in character class")
        }
        var range = ScalarSet()
        range.insert(low...high)
        return (JavaScriptClassSet(scalars: try caseClosed(range)), true)
    }

    /// A nested class, `\q{…}`, a class escape or one character.
    private mutating func parseClassSetOperand() throws(JavaScriptParseFailure) -> JavaScriptClassSet {
        if current == "[" {
            position += 1
            try enterNesting()
            defer { nesting -= 1 }
            return try parseClassSet().set
        }
        if current == "\\", peek(1) == "q", peek(2) == "{" {
            position += 3
            return try parseClassStrings()
        }
        if current == "\\", let letter = peek(1), "dDsSwWpP".unicodeScalars.contains(letter) {
            position += 1
            if let strings = try readStringPropertyIfAny() { return strings }
            return JavaScriptClassSet(scalars: try readClassEscape() ?? ScalarSet())
        }
        guard let scalar = try readClassSetCharacterIfAny() else {
            throw syntax(current == "\\" && peek(1) == "q" ? "Invalid escape" : "Invalid character in character class")
        }
        return try singleScalar(scalar)
    }

    private func singleScalar(_ value: UInt32) throws(JavaScriptParseFailure) -> JavaScriptClassSet {
        JavaScriptClassSet(scalars: try literal(value))
    }

    /// `\q{…}` after its brace: strings separated by `|`.
    private mutating func parseClassStrings() throws(JavaScriptParseFailure) -> JavaScriptClassSet {
        var result = JavaScriptClassSet()
        var string: [UInt32] = []
        while true {
            guard let scalar = current else { throw syntax("Invalid character in character class") }
            if scalar == "|" || scalar == "}" {
                position += 1
                if string.count == 1 {
                    result.scalars.formUnion(try literal(string[0]))
                } else {
                    result.strings.insert(flags.caseless ? string.map(JavaScriptUnicode.caseRepresentative) : string)
                    result.mayContainStrings = true
                }
                string = []
                if scalar == "}" { return result }
                continue
            }
            guard let value = try readClassSetCharacterIfAny() else {
                throw syntax("Invalid character in character class")
            }
            string.append(value)
        }
    }

    /// One `ClassSetCharacter`, consumed; `nil` (nothing consumed) at `[`, a class escape or `\q`.
    private mutating func readClassSetCharacterIfAny() throws(JavaScriptParseFailure) -> UInt32? {
        guard let scalar = current else { throw syntax("Unterminated character class") }
        if scalar == "[" { return nil }
        if scalar == "\\" {
            guard let next = peek(1) else { throw syntax("\\ at end of pattern") }
            if "dDsSwWpPq".unicodeScalars.contains(next) { return nil }
            position += 1
            if next == "b" || "&-!#%,:;<=>@`~".unicodeScalars.contains(next) {
                position += 1
                return next == "b" ? 0x08 : next.value
            }
            return try readCharacterEscape()
        }
        if let next = peek(1), next == scalar, "&!#$%*+,.:;<=>?@^`~".unicodeScalars.contains(scalar) {
            throw syntax("Invalid set operation in character class")
        }
        if "()[]{}/-|".unicodeScalars.contains(scalar) { throw syntax("Invalid character in character class") }
        position += 1
        return scalar.value
    }

    /// The class as a node: its scalars, or the strings longest first as the specification orders them
    /// (`[\q{a|ab}]` takes `ab` where it can; V8 does the same): a trie of the strings of two scalars or
    /// more (thousands of emoji sequences share their first scalars), then the single scalars, then the
    /// empty string.
    func node(of set: JavaScriptClassSet) throws(JavaScriptParseFailure) -> RegexNode {
        guard !set.strings.isEmpty else { return .scalars(set.scalars) }
        let strings = set.strings.filter { !$0.isEmpty }.sorted { $0.lexicographicallyPrecedes($1) }
        var branches = strings.isEmpty ? [] : [try trie(strings)]
        if !set.scalars.isEmpty { branches.append(.scalars(set.scalars)) }
        if strings.count < set.strings.count { branches.append(.empty) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    /// The strings (sorted) as nested alternations, one branch per distinct first scalar, a longer string
    /// before its prefix: the scalars that end a string and begin no longer one share a branch (`👍` then
    /// one of five skin tones), and a string that ends where longer ones go on is the last branch.
    private func trie(_ strings: [ArraySlice<UInt32>]) throws(JavaScriptParseFailure) -> RegexNode {
        var branches: [RegexNode] = []
        var lastScalars = ScalarSet()
        var endsHere = false
        var index = 0
        while index < strings.count {
            guard let first = strings[index].first else {
                endsHere = true
                index += 1
                continue
            }
            var end = index
            while end < strings.count, strings[end].first == first { end += 1 }
            if end == index + 1, strings[index].count == 1 {
                lastScalars.formUnion(try literal(first))
            } else {
                let rest = try trie(strings[index..<end].map { $0.dropFirst() })
                branches.append(.sequence([.scalars(try literal(first)), rest]))
            }
            index = end
        }
        if !lastScalars.isEmpty { branches.append(.scalars(lastScalars)) }
        if endsHere { branches.append(.empty) }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private func trie(_ strings: [[UInt32]]) throws(JavaScriptParseFailure) -> RegexNode {
        try trie(strings.map { $0[...] })
    }
}
