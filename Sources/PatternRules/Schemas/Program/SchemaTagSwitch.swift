import PatternRulesSupport

/// A `oneOf` or `anyOf` whose branches one member tells apart, as a tagged union's: every branch
/// requires the member, and its `properties` schema for the member allows only strings of its own
/// (`const` or `enum`), which no other branch allows. Of an object, then, no branch but the one its tag
/// names can pass: each other lacks the member or meets a tag outside its strings. A run reads that
/// branch alone (``SchemaProgramRun``), where the interpreter fails every other at the tag.
///
/// Found from the schemas themselves when the program compiles: whatever else a branch asks of the
/// object only narrows what passes.
struct SchemaTagSwitch {
    /// The tag member's name.
    let name: String
    /// The branch each tag names, by the tag's code points.
    let branchOfTag: [CodePoints: Int]

    /// The switch over `branches` (each past its chain of bare `$ref`s), the schemas of a `oneOf` or
    /// `anyOf`; `nil` where no member tells them all apart.
    init?(_ branches: [SchemaNode]) {
        guard branches.count > 1, let first = branches.first else { return nil }
        for name in Self.requiredNames(of: first) {
            var branchOfTag: [CodePoints: Int] = [:]
            let separates = branches.indices.allSatisfy { index in
                guard Self.requiredNames(of: branches[index]).contains(where: { $0.isSameText(as: name) }),
                    let tags = Self.tags(allowedBy: branches[index], at: name)
                else { return false }
                // Each tag names one branch at most.
                return tags.allSatisfy { branchOfTag.updateValue(index, forKey: CodePoints($0)) == nil }
            }
            if separates {
                (self.name, self.branchOfTag) = (name, branchOfTag)
                return
            }
        }
        return nil
    }

    /// Every name the schema's `required` keywords list.
    private static func requiredNames(of schema: SchemaNode) -> [String] {
        guard case .checks(let checks) = schema.body else { return [] }
        return checks.flatMap { check -> [String] in
            if case .required(let names) = check.kind { return names }
            return []
        }
    }

    /// The strings a `properties` schema of `schema` allows the member `name` at most: those its
    /// `const` or `enum` lists (strings only), each of them when there are several; `nil` where none
    /// bounds it so.
    private static func tags(allowedBy schema: SchemaNode, at name: String) -> [String]? {
        guard case .checks(let checks) = schema.body else { return nil }
        var allowed: [String]?
        for check in checks {
            guard case .properties(let entries) = check.kind else { continue }
            for entry in entries where entry.name.isSameText(as: name) {
                guard let member = SchemaProgramCompiler.end(ofReferencesFrom: entry.schema),
                    let strings = Self.strings(listedBy: member)
                else { continue }
                allowed =
                    allowed.map { kept in kept.filter { tag in strings.contains { $0.isSameText(as: tag) } } }
                    ?? strings
            }
        }
        return allowed
    }

    /// The strings a schema's `const` or `enum` lists, where one lists only strings: what the schema
    /// allows at most (`false` allows none).
    private static func strings(listedBy schema: SchemaNode) -> [String]? {
        switch schema.body {
        case .always(let answer): return answer ? nil : []
        case .checks(let checks):
            for check in checks {
                switch check.kind {
                case .constant(.string(let text)): return [text]
                case .enumeration(let values):
                    let strings = values.compactMap { value -> String? in
                        if case .string(let text) = value { return text }
                        return nil
                    }
                    if strings.count == values.count { return strings }
                default: continue
                }
            }
            return nil
        }
    }

    /// Whether a member called `name`, as the reader spells it, is the tag, by code points.
    func isTag(_ member: JSONMemberName) -> Bool {
        switch member {
        case .plain(let bytes): name.utf8.elementsEqual(bytes)
        case .decoded(let text): text.isSameText(as: name)
        }
    }
}

/// What a tag switch makes of a value.
enum SchemaTagChoice {
    /// The value is not an object, or some branch may not be skipped: every branch is read.
    case unusable
    /// The object's tag names no branch (or it has none): every branch fails.
    case none
    /// Only this branch can pass.
    case branch(Int)
}

extension SchemaProgramRun {
    /// The branch of `nodes` that the tag of the value at `start` names, where `tags` tells them apart
    /// and every branch could be cut short at its first failure (the interpreter, stopping there, then
    /// decides each branch the tag rules out); the parser is left anywhere in the value.
    mutating func choice(by tags: SchemaTagSwitch?, among nodes: [SchemaProgramNode], from start: JSONParser.Position)
        throws(Stop) -> SchemaTagChoice
    {
        guard let tags, cutsBranches, nodes.allSatisfy(\.isDecidable) else { return .unusable }
        parser.position = start
        guard try nextValueByte() == UInt8(ascii: "{") else { return .unusable }
        try enterObject()
        var first = true
        while let (name, _) = try nextMemberName(first: first) {
            first = false
            guard tags.isTag(name) else {
                try skipValue()
                continue
            }
            guard case .string(let tag) = try readValue(), let index = tags.branchOfTag[CodePoints(tag)] else {
                return .none
            }
            return .branch(index)
        }
        return .none
    }
}
