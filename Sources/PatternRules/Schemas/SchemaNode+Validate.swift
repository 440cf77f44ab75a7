import PatternRulesSupport

extension SchemaNode {
    /// Appends every failure of `instance` (at ``SchemaContext/instancePath`` in the document) to
    /// `failures`.
    func validate(_ instance: JSONValue, into failures: inout [JSONSchemaResult.Failure], context: inout SchemaContext)
    {
        switch body {
        case .always(true): return
        case .always(false): failures.append(context.failure("no value is allowed here"))
        case .checks(let checks):
            for check in checks {
                context.keywordPath.append(check.keyword)
                check.validate(instance, into: &failures, context: &context)
                context.keywordPath.removeLast()
            }
        }
    }

    /// Whether `instance` passes.
    func accepts(_ instance: JSONValue, context: inout SchemaContext) -> Bool {
        var failures: [JSONSchemaResult.Failure] = []
        validate(instance, into: &failures, context: &context)
        return failures.isEmpty
    }
}

extension SchemaCheck {
    // swift-format-ignore: CyclomaticComplexity
    func validate(_ instance: JSONValue, into failures: inout [JSONSchemaResult.Failure], context: inout SchemaContext)
    {
        func fail(_ message: String) { failures.append(context.failure(message)) }
        /// `node` on `value`, which is at `instanceToken` under the current place (none: the same value),
        /// through `keywordToken` under the current keyword (none: the keyword itself).
        func child(_ node: SchemaNode, _ value: JSONValue, instanceToken: String? = nil, keywordToken: String? = nil) {
            if let instanceToken { context.instancePath.append(instanceToken) }
            if let keywordToken { context.keywordPath.append(keywordToken) }
            node.validate(value, into: &failures, context: &context)
            if instanceToken != nil { context.instancePath.removeLast() }
            if keywordToken != nil { context.keywordPath.removeLast() }
        }
        switch kind {
        case .type(let names):
            if !names.contains(where: { instance.isOfType($0) }) {
                fail("expected \(names.joined(separator: " or ")), found \(instance.kind)")
            }
        case .enumeration(let values):
            if !values.contains(where: { $0.jsonEquals(instance) }) {
                fail("not one of the \(values.count) allowed values")
            }
        case .constant(let value):
            if !value.jsonEquals(instance) { fail("not the required value") }
        case .minLength(let minimum):
            if case .string(let text) = instance, text.unicodeScalars.count < minimum {
                fail("shorter than \(minimum) characters")
            }
        case .maxLength(let maximum):
            if case .string(let text) = instance, text.unicodeScalars.count > maximum {
                fail("longer than \(maximum) characters")
            }
        case .pattern(let pattern, let source):
            if case .string(let text) = instance {
                switch Result(catching: { () throws(MatchError) in try pattern.matches(text) }) {
                case .success(true): break
                case .success(false): fail("does not match the pattern \(JSONText.quoted(source))")
                case .failure(let error): fail("the pattern \(JSONText.quoted(source)) could not be decided: \(error)")
                }
            }
        case .minimum(let bound, let exclusive):
            if let number = instance.decimal, exclusive ? number <= bound : number < bound {
                fail("\(exclusive ? "not above" : "below") \(bound)")
            }
        case .maximum(let bound, let exclusive):
            if let number = instance.decimal, exclusive ? number >= bound : number > bound {
                fail("\(exclusive ? "not below" : "above") \(bound)")
            }
        case .multipleOf(let divisor):
            if let number = instance.decimal {
                switch number.isMultiple(of: divisor) {
                case true?: break
                case false?: fail("not a multiple of \(divisor)")
                case nil: fail("multipleOf \(divisor) with more than 18 significant digits cannot be decided exactly")
                }
            }
        case .properties(let entries):
            guard case .object(let members) = instance else { return }
            for (name, schema) in entries {
                for member in members where member.key.isSameText(as: name) {
                    child(schema, member.value, instanceToken: name, keywordToken: name)
                }
            }
        case .patternProperties(let entries):
            guard case .object(let members) = instance else { return }
            for (pattern, source, schema) in entries {
                for member in members where (try? pattern.matches(member.key)) == true {
                    child(schema, member.value, instanceToken: member.key, keywordToken: source)
                }
            }
        case .additionalProperties(let schema, let named, let patterns):
            guard case .object(let members) = instance else { return }
            for member in members
            where !named.contains(Array(member.key.utf8))
                && !patterns.contains(where: { (try? $0.matches(member.key)) == true })
            {
                if case .always(false) = schema.body {
                    context.instancePath.append(member.key)
                    fail("the property \(JSONText.quoted(member.key)) is not allowed")
                    context.instancePath.removeLast()
                } else {
                    child(schema, member.value, instanceToken: member.key)
                }
            }
        case .required(let names):
            guard case .object(let members) = instance else { return }
            for name in names where !members.contains(where: { $0.key.isSameText(as: name) }) {
                fail("the required property \(JSONText.quoted(name)) is missing")
            }
        case .propertyNames(let schema):
            guard case .object(let members) = instance else { return }
            for member in members {
                child(schema, .string(member.key), instanceToken: member.key)
            }
        case .minProperties(let minimum):
            if case .object(let members) = instance, members.count < minimum {
                fail("fewer than \(minimum) properties")
            }
        case .maxProperties(let maximum):
            if case .object(let members) = instance, members.count > maximum { fail("more than \(maximum) properties") }
        case .dependentRequired(let lists):
            guard case .object(let members) = instance else { return }
            for (name, required) in lists where members.contains(where: { $0.key.isSameText(as: name) }) {
                for other in required where !members.contains(where: { $0.key.isSameText(as: other) }) {
                    fail("\(JSONText.quoted(name)) requires the property \(JSONText.quoted(other))")
                }
            }
        case .dependentSchemas(let schemas):
            guard case .object(let members) = instance else { return }
            for (name, schema) in schemas where members.contains(where: { $0.key.isSameText(as: name) }) {
                child(schema, instance, keywordToken: name)
            }
        case .items(let schema, let first):
            guard case .array(let items) = instance, items.count > first else { return }
            for index in first..<items.count { child(schema, items[index], instanceToken: String(index)) }
        case .prefixItems(let schemas):
            guard case .array(let items) = instance else { return }
            for (index, schema) in schemas.enumerated() where index < items.count {
                child(schema, items[index], instanceToken: String(index), keywordToken: String(index))
            }
        case .contains(let schema, let minimum, let maximum):
            guard case .array(let items) = instance else { return }
            var matching = 0
            for (index, item) in items.enumerated()
            where accepts(schema, item, at: index, context: &context) {
                matching += 1
            }
            if matching < minimum {
                fail(
                    minimum == 1
                        ? "no item matches the contains schema"
                        : "fewer than \(minimum) items match the contains schema")
            }
            if let maximum, matching > maximum { fail("more than \(maximum) items match the contains schema") }
        case .minItems(let minimum):
            if case .array(let items) = instance, items.count < minimum { fail("fewer than \(minimum) items") }
        case .maxItems(let maximum):
            if case .array(let items) = instance, items.count > maximum { fail("more than \(maximum) items") }
        case .uniqueItems:
            guard case .array(let items) = instance else { return }
            var seen: Set<[UInt8]> = []
            for (index, item) in items.enumerated() where !seen.insert(Array(item.canonicalText.utf8)).inserted {
                fail("item \(index) repeats an earlier item")
                return
            }
        case .allOf(let schemas):
            for (index, schema) in schemas.enumerated() { child(schema, instance, keywordToken: String(index)) }
        case .anyOf(let schemas):
            if !schemas.contains(where: { $0.accepts(instance, context: &context) }) {
                fail("matches none of the \(schemas.count) schemas of anyOf")
            }
        case .oneOf(let schemas):
            let count = schemas.filter { $0.accepts(instance, context: &context) }.count
            if count != 1 {
                fail(
                    count == 0
                        ? "matches none of the schemas of oneOf" : "matches \(count) of the schemas of oneOf, not one")
            }
        case .not(let schema):
            if schema.accepts(instance, context: &context) { fail("matches the schema of not") }
        case .conditional(let condition, let then, let otherwise):
            // `then` and `else` are the schema's keywords beside `if`, not inside it.
            let accepted = condition.accepts(instance, context: &context)
            if let branch = accepted ? then : otherwise {
                let keyword = context.keywordPath.removeLast()
                context.keywordPath.append(accepted ? "then" : "else")
                branch.validate(instance, into: &failures, context: &context)
                context.keywordPath[context.keywordPath.count - 1] = keyword
            }
        case .reference(let schema):
            // References followed in a row at one place of the instance: a schema that refers to itself
            // without reading anything would never end.
            let outer = (context.referenceDepth, context.referencesHere)
            let depth = context.instancePath.count
            context.referencesHere = context.referenceDepth == depth ? context.referencesHere + 1 : 1
            context.referenceDepth = depth
            defer { (context.referenceDepth, context.referencesHere) = outer }
            guard context.referencesHere <= SchemaContext.maximumReferencesInARow else {
                fail(
                    "the schema refers to itself more than \(SchemaContext.maximumReferencesInARow) times without reading the instance"
                )
                return
            }
            child(schema, instance)
        }
    }
}

/// `schema.accepts` on an array's item: the item's index is its place.
private func accepts(_ schema: SchemaNode, _ item: JSONValue, at index: Int, context: inout SchemaContext) -> Bool {
    context.instancePath.append(String(index))
    defer { context.instancePath.removeLast() }
    return schema.accepts(item, context: &context)
}
