import PatternRulesSupport

/// The keywords that apply subschemas: to an object's members, to an array's items, and in place to the
/// instance itself. Each records the members or items it evaluated, the annotations that
/// `unevaluatedProperties` and `unevaluatedItems` read.
extension SchemaCheck {
    // swift-format-ignore: CyclomaticComplexity
    func applyToMembers(_ instance: JSONValue, context: inout SchemaContext, evaluated: inout SchemaEvaluated) {
        guard case .object(let members) = instance else { return }
        switch kind {
        case .properties(let entries):
            func applyEntry(_ entry: Int, toMemberAt position: Int) {
                let (name, schema) = entries[entry]
                apply(schema, to: members[position].value, at: name, through: name, context: &context)
                if context.tracksEvaluation { evaluated.insert(position) }
            }
            // A few names are compared with each member where they are (no list to make); many are
            // looked up by hash, each member once.
            guard let names = propertyNames, entries.count * members.count > Self.comparisonsBeforeLookUp else {
                for entry in entries.indices {
                    for position in members.indices where members[position].key.isSameText(as: entries[entry].name) {
                        applyEntry(entry, toMemberAt: position)
                    }
                }
                return
            }
            for (entry, position) in Self.membersNamed(in: members, by: names) {
                applyEntry(entry, toMemberAt: position)
            }
        case .patternProperties(let entries):
            for (pattern, source, schema) in entries {
                for (position, member) in members.enumerated()
                where Self.name(member.key, matches: pattern, source: source, context: &context) {
                    apply(schema, to: member.value, at: member.key, through: source, context: &context)
                    if context.tracksEvaluation { evaluated.insert(position) }
                }
            }
        case .additionalProperties(let schema, let named, let patterns):
            for (position, member) in members.enumerated()
            where !(named?.contains(member.key) ?? false)
                && !patterns.contains(where: {
                    Self.name(member.key, matches: $0.pattern, source: $0.source, context: &context)
                })
            {
                applyToMember(schema, member, context: &context)
                if context.tracksEvaluation { evaluated.insert(position) }
            }
        case .unevaluatedProperties(let schema):
            for (position, member) in members.enumerated() where !evaluated.contains(position) {
                applyToMember(schema, member, context: &context)
                evaluated.insert(position)
            }
        case .propertyNames(let schema):
            // The instance below is the name, not the value at its place: answers are remembered apart.
            let readsName = context.readsName
            context.readsName = true
            for member in members {
                apply(schema, to: .string(member.key), at: member.key, context: &context)
            }
            context.readsName = readsName
        case .dependentSchemas(let schemas):
            for (name, schema) in schemas where members.hasMember(named: name) {
                evaluated.merge(applyInPlace(schema, to: instance, through: name, context: &context))
            }
        default: break
        }
    }

    /// Up to how many comparisons of a name with a member `properties` makes them all rather than
    /// look each member up.
    private static let comparisonsBeforeLookUp = 64

    /// The members `properties` applies to, as (entry, member position) pairs in the order it applies
    /// them: entry by entry, each entry's members in the object's order (one per entry: the names are
    /// distinct), each member looked up once.
    private static func membersNamed(in members: [JSONValue.Member], by names: SchemaNameIndex) -> [(
        entry: Int, position: Int
    )] {
        var found: [(entry: Int, position: Int)] = []
        for position in members.indices {
            if let entry = names.position(of: members[position].key) { found.append((entry, position)) }
        }
        // Already in order where the object lists its members as the schema lists its properties.
        if !zip(found, found.dropFirst()).allSatisfy(Self.entryThenPosition) { found.sort(by: Self.entryThenPosition) }
        return found
    }

    private static func entryThenPosition(_ left: (entry: Int, position: Int), _ right: (entry: Int, position: Int))
        -> Bool
    {
        left.entry != right.entry ? left.entry < right.entry : left.position < right.position
    }

    func applyToItems(_ instance: JSONValue, context: inout SchemaContext, evaluated: inout SchemaEvaluated) {
        guard case .array(let items) = instance else { return }
        switch kind {
        case .items(let schema, let first):
            guard items.count > first else { return }
            for index in first..<items.count { apply(schema, to: items[index], at: String(index), context: &context) }
            if context.tracksEvaluation { evaluated.insert(contentsOf: first..<items.count) }
        case .prefixItems(let schemas):
            for (index, schema) in schemas.enumerated() where index < items.count {
                apply(schema, to: items[index], at: String(index), through: String(index), context: &context)
                if context.tracksEvaluation { evaluated.insert(index) }
            }
        case .contains(let schema, let minimum, let maximum, let countsAsEvaluated):
            var matching = 0
            for (index, item) in items.enumerated() {
                context.enter(String(index))
                if schema.evaluate(item, context: &context) != nil {
                    matching += 1
                    if countsAsEvaluated && context.tracksEvaluation { evaluated.insert(index) }
                }
                context.leave()
            }
            if matching < minimum { context.fail(.tooFewContained, ["minimum": .count(minimum)]) }
            if let maximum, matching > maximum { context.fail(.tooManyContained, ["maximum": .count(maximum)]) }
        case .unevaluatedItems(let schema):
            for (index, item) in items.enumerated() where !evaluated.contains(index) {
                apply(schema, to: item, at: String(index), context: &context)
                evaluated.insert(index)
            }
        default: break
        }
    }

    // swift-format-ignore: CyclomaticComplexity
    func applyInPlace(_ instance: JSONValue, context: inout SchemaContext, evaluated: inout SchemaEvaluated) {
        switch kind {
        case .allOf(let schemas):
            for (index, schema) in schemas.enumerated() {
                evaluated.merge(applyInPlace(schema, to: instance, through: String(index), context: &context))
            }
        case .anyOf(let schemas):
            var matched = false
            for schema in schemas {
                guard let branch = schema.evaluate(instance, context: &context) else { continue }
                matched = true
                evaluated.merge(branch)
                // Every passing branch's annotations count; without them, the first pass decides.
                if !context.tracksEvaluation { break }
            }
            if !matched { context.fail(.noAlternative) }
        case .oneOf(let schemas):
            var passing: [SchemaEvaluated] = []
            for schema in schemas {
                if let branch = schema.evaluate(instance, context: &context) { passing.append(branch) }
            }
            switch passing.count {
            case 1: evaluated.merge(passing[0])
            case 0: context.fail(.noAlternative)
            default: context.fail(.severalAlternatives, ["count": .count(passing.count)])
            }
        case .not(let schema):
            if schema.evaluate(instance, context: &context) != nil { context.fail(.forbidden) }
        case .conditional(let condition, let then, let otherwise):
            let accepted = condition.evaluate(instance, context: &context)
            evaluated.merge(accepted)
            // `then` and `else` are the schema's keywords beside `if`, not inside it.
            if let branch = accepted != nil ? then : otherwise {
                let keyword = context.keywordPath.removeLast()
                context.keywordPath.append(accepted != nil ? "then" : "else")
                evaluated.merge(applyInPlace(branch, to: instance, context: &context))
                context.keywordPath[context.keywordPath.count - 1] = keyword
            }
        case .reference(let schema):
            evaluated.merge(schema.applyReferenced(instance, context: &context))
        case .dynamicReference(let fallback, let anchor):
            let target = context.dynamicScope.lazy.compactMap { $0.dynamicAnchors[anchor] }.first ?? fallback
            evaluated.merge(target.applyReferenced(instance, context: &context))
        case .recursiveReference(let fallback):
            // The innermost run of resources whose roots say `"$recursiveAnchor": true`, out to the
            // outermost of them.
            var target = fallback
            for resource in context.dynamicScope.reversed() {
                guard resource.recursiveAnchor, let root = resource.root else { break }
                target = root
            }
            evaluated.merge(target.applyReferenced(instance, context: &context))
        default: break
        }
    }

    /// `schema` on `value`, which is at `instanceToken` under the current place, through `keywordToken`
    /// under the current keyword (none: the keyword itself).
    private func apply(
        _ schema: SchemaNode, to value: JSONValue, at instanceToken: String, through keywordToken: String? = nil,
        context: inout SchemaContext
    ) {
        context.enter(instanceToken)
        if let keywordToken { context.keywordPath.append(keywordToken) }
        schema.validate(value, context: &context)
        context.leave()
        if keywordToken != nil { context.keywordPath.removeLast() }
    }

    /// `schema` on a member the keyword names by exclusion; `false` names the member in its message.
    private func applyToMember(_ schema: SchemaNode, _ member: JSONValue.Member, context: inout SchemaContext) {
        if case .always(false) = schema.body {
            context.enter(member.key)
            context.fail(.propertyNotAllowed, ["property": .text(member.key)])
            context.leave()
        } else {
            apply(schema, to: member.value, at: member.key, context: &context)
        }
    }

    /// `schema` on the instance itself, through `keywordToken` under the current keyword (none: the
    /// keyword itself); what it evaluated when it passes.
    private func applyInPlace(
        _ schema: SchemaNode, to instance: JSONValue, through keywordToken: String? = nil, context: inout SchemaContext
    ) -> SchemaEvaluated? {
        if let keywordToken { context.keywordPath.append(keywordToken) }
        defer { if keywordToken != nil { context.keywordPath.removeLast() } }
        return schema.evaluateInPlace(instance, context: &context)
    }

    /// Whether a member's name matches a `patternProperties` pattern; a match the engine cannot decide
    /// (past PCRE2's limits) leaves the instance undecided.
    private static func name(_ name: String, matches pattern: Pattern, source: String, context: inout SchemaContext)
        -> Bool
    {
        do {
            return try pattern.matches(name)
        } catch {
            context.enter(name)
            context.failUndecided("the pattern \(JSONText.quoted(source)) could not be decided on this name: \(error)")
            context.leave()
            return false
        }
    }
}
