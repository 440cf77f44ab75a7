import PatternRulesSupport

/// Reads one schema object's keywords into checks, in the order they appear.
struct KeywordReader {
    let compiler: SchemaCompiler
    let members: [JSONValue.Member]
    let location: SchemaLocation

    var draft: SchemaDraft { location.draft }

    func value(_ keyword: String) -> JSONValue? { members.first { $0.key == keyword }?.value }

    /// The names `type` knows: made once, not for every `type` a schema holds.
    private static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "string", "integer"]

    func error(_ keyword: String, _ message: String) -> JSONSchemaError {
        JSONSchemaError(location: location.appending(keyword).uri, message: message)
    }

    func schema(_ value: JSONValue, _ tokens: String...) -> SchemaNode {
        compiler.node(for: value, at: location.entering(value, at: tokens))
    }

    mutating func checks() throws(JSONSchemaError) -> [SchemaCheck] {
        if draft.refOverridesSiblings, let reference = value("$ref") {
            return [try referenceCheck("$ref", reference)]
        }
        var checks: [SchemaCheck] = []
        var readingEvaluation: [SchemaCheck] = []
        for member in members where location.reads(member.key) {
            // What the others evaluated is known only after them, whatever the order of the keywords.
            if member.key.hasPrefix("unevaluated") {
                readingEvaluation += try check(member.key, member.value)
            } else {
                checks += try check(member.key, member.value)
            }
        }
        return checks + readingEvaluation
    }

    /// `$ref`, `$dynamicRef` or `$recursiveRef`, resolved statically; the last two become dynamic when
    /// their target is a dynamic anchor (a `$dynamicAnchor` of the fragment's name, or a root with
    /// `"$recursiveAnchor": true`).
    private func referenceCheck(_ keyword: String, _ value: JSONValue) throws(JSONSchemaError) -> SchemaCheck {
        guard case .string(let reference) = value else { throw error(keyword, "expected a URI reference as a string") }
        let absolute = SchemaRegistry.resolve(reference, against: location.base)
        if let error = compiler.registry.unreadable[SchemaRegistry.withoutFragment(absolute)] { throw error }
        guard let target = compiler.resolve(reference, base: location.base) else {
            throw error(
                keyword,
                "'\(reference)' resolves to \(absolute), which no given document holds (give it with --ref URI=FILE)")
        }
        let node = compiler.node(for: target.value, at: target.location)
        let targetMembers: [JSONValue.Member]
        if case .object(let members) = target.value { targetMembers = members } else { targetMembers = [] }
        switch keyword {
        case "$dynamicRef":
            guard let anchor = SchemaRegistry.fragment(of: reference),
                targetMembers.contains(where: { $0.key == "$dynamicAnchor" && $0.value == .string(anchor) })
            else { break }
            compiler.readsDynamicScope = true
            return SchemaCheck(keyword: keyword, kind: .dynamicReference(fallback: node, anchor: anchor))
        case "$recursiveRef":
            guard targetMembers.contains(where: { $0.key == "$recursiveAnchor" && $0.value == .bool(true) }) else {
                break
            }
            compiler.readsDynamicScope = true
            return SchemaCheck(keyword: keyword, kind: .recursiveReference(fallback: node))
        default: break
        }
        return SchemaCheck(keyword: keyword, kind: .reference(node))
    }

    private func check(_ keyword: String, _ value: JSONValue) throws(JSONSchemaError) -> [SchemaCheck] {
        let kind: SchemaCheck.Kind
        switch keyword {
        case "$ref", "$dynamicRef", "$recursiveRef": return [try referenceCheck(keyword, value)]
        case "type":
            let names: [String]
            switch value {
            case .string(let name): names = [name]
            case .array(let items): names = try items.map { item throws(JSONSchemaError) in try string(item, keyword) }
            default: throw error(keyword, "expected a type name or an array of them")
            }
            if let unknown = names.first(where: { !Self.typeNames.contains($0) }) {
                throw error(keyword, "unknown type '\(unknown)'")
            }
            kind = .type(names)
        case "enum":
            guard case .array(let items) = value else { throw error(keyword, "expected an array") }
            kind = .enumeration(items)
        case "const": kind = .constant(value)
        case "minLength": kind = .minLength(try count(value, keyword))
        case "maxLength": kind = .maxLength(try count(value, keyword))
        case "pattern": kind = try pattern(value, keyword)
        case "format" where compiler.assertsFormats:
            guard case .string(let name) = value else { throw error(keyword, "expected a format name as a string") }
            guard let format = SchemaFormat.named(name, draft: draft) else { return [] }
            kind = .format(format)
        case "minimum", "maximum":
            let bound = try number(value, keyword)
            let exclusive =
                draft == .draft4
                && self.value("exclusive" + keyword.prefix(1).uppercased() + keyword.dropFirst()) == .bool(true)
            kind = keyword == "minimum" ? .minimum(bound, exclusive: exclusive) : .maximum(bound, exclusive: exclusive)
        case "exclusiveMinimum", "exclusiveMaximum":
            if draft == .draft4 {
                guard case .bool = value else { throw error(keyword, "expected true or false in draft 4") }
                return []
            }
            let bound = try number(value, keyword)
            kind = keyword == "exclusiveMinimum" ? .minimum(bound, exclusive: true) : .maximum(bound, exclusive: true)
        case "multipleOf":
            let divisor = try number(value, keyword)
            guard !divisor.isNegative, !divisor.digits.isEmpty else {
                throw error(keyword, "expected a number above 0")
            }
            kind = .multipleOf(divisor)
        case "properties":
            kind = .properties(try namedSchemas(value, keyword))
        case "patternProperties":
            var entries: [(pattern: Pattern, source: String, schema: SchemaNode)] = []
            for (name, schema) in try namedSchemas(value, keyword) {
                guard case .pattern(let compiled, _) = try pattern(.string(name), keyword) else { continue }
                entries.append((compiled, name, schema))
            }
            kind = .patternProperties(entries)
        case "additionalProperties":
            // The names `properties` beside it lists (its schemas are that keyword's to compile and check).
            var named: [String] = []
            if case .object(let entries)? = self.value("properties") { named = entries.map(\.key) }
            var patterns: [(pattern: Pattern, source: String)] = []
            if case .object(let entries)? = self.value("patternProperties") {
                for entry in entries {
                    if case .pattern(let compiled, _) = try pattern(.string(entry.key), "patternProperties") {
                        patterns.append((compiled, entry.key))
                    }
                }
            }
            kind = .additionalProperties(
                schema(value, keyword), named: named.isEmpty ? nil : SchemaNameIndex(uniting: named), patterns: patterns
            )
        case "required":
            guard case .array(let items) = value else { throw error(keyword, "expected an array of names") }
            kind = .required(try items.map { item throws(JSONSchemaError) in try string(item, keyword) })
        case "unevaluatedProperties": kind = .unevaluatedProperties(schema(value, keyword))
        case "unevaluatedItems": kind = .unevaluatedItems(schema(value, keyword))
        case "propertyNames": kind = .propertyNames(schema(value, keyword))
        case "minProperties": kind = .minProperties(try count(value, keyword))
        case "maxProperties": kind = .maxProperties(try count(value, keyword))
        case "dependentRequired":
            kind = .dependentRequired(try requiredLists(value, keyword))
        case "dependentSchemas":
            kind = .dependentSchemas(try namedSchemas(value, keyword))
        case "dependencies":
            guard case .object(let entries) = value else { throw error(keyword, "expected an object") }
            var lists: [(name: String, required: [String])] = []
            var schemas: [(name: String, schema: SchemaNode)] = []
            for entry in entries {
                if case .array(let names) = entry.value {
                    lists.append(
                        (entry.key, try names.map { item throws(JSONSchemaError) in try string(item, keyword) }))
                } else {
                    schemas.append((entry.key, schema(entry.value, keyword, entry.key)))
                }
            }
            return [
                SchemaCheck(keyword: keyword, kind: .dependentRequired(lists)),
                SchemaCheck(keyword: keyword, kind: .dependentSchemas(schemas)),
            ]
        case "prefixItems" where draft == .draft2020:
            kind = .prefixItems(try schemaArray(value, keyword))
        case "items":
            if case .array = value, draft != .draft2020 {
                kind = .prefixItems(try schemaArray(value, keyword))
            } else {
                var first = 0
                if draft == .draft2020, case .array(let prefix)? = self.value("prefixItems") { first = prefix.count }
                kind = .items(schema(value, keyword), first: first)
            }
        case "additionalItems" where draft != .draft2020:
            guard case .array(let prefix)? = self.value("items") else { return [] }
            kind = .items(schema(value, keyword), first: prefix.count)
        case "contains":
            let minimum =
                try self.value("minContains").map { v throws(JSONSchemaError) in try count(v, "minContains") } ?? 1
            let maximum = try self.value("maxContains").map { v throws(JSONSchemaError) in try count(v, "maxContains") }
            let counted = draft == .draft2019 || draft == .draft2020
            kind = .contains(
                schema(value, keyword), minimum: counted ? minimum : 1, maximum: counted ? maximum : nil,
                countsAsEvaluated: draft == .draft2020)
        case "minItems": kind = .minItems(try count(value, keyword))
        case "maxItems": kind = .maxItems(try count(value, keyword))
        case "uniqueItems":
            guard case .bool(let unique) = value else { throw error(keyword, "expected true or false") }
            guard unique else { return [] }
            kind = .uniqueItems
        case "allOf": kind = .allOf(try schemaArray(value, keyword))
        case "anyOf": kind = .anyOf(try schemaArray(value, keyword))
        case "oneOf": kind = .oneOf(try schemaArray(value, keyword))
        case "not": kind = .not(schema(value, keyword))
        case "if" where draft != .draft4 && draft != .draft6:
            kind = .conditional(
                if: schema(value, keyword),
                then: self.value("then").map { v in schema(v, "then") },
                else: self.value("else").map { v in schema(v, "else") })
        default:
            // Unknown keywords, annotations (`format`, `title`, `default`) and containers (`$defs`).
            return []
        }
        return [SchemaCheck(keyword: keyword, kind: kind)]
    }

    private func string(_ value: JSONValue, _ keyword: String) throws(JSONSchemaError) -> String {
        guard case .string(let text) = value else { throw error(keyword, "expected strings, found \(value.kind)") }
        return text
    }

    private func count(_ value: JSONValue, _ keyword: String) throws(JSONSchemaError) -> Int {
        guard case .number(let text) = value, value.isWholeNumber,
            !text.hasPrefix("-") || value.jsonEquals(.number("0"))
        else { throw error(keyword, "expected a whole number of 0 or more") }
        // Past an `Int` (an exponent past 10^18 included) no count can reach it.
        return ExactDecimal(text, allowsExponent: true)?.intValue ?? Int.max
    }

    private func number(_ value: JSONValue, _ keyword: String) throws(JSONSchemaError) -> ExactDecimal {
        guard case .number(let text) = value else { throw error(keyword, "expected a number") }
        guard let number = ExactDecimal(text, allowsExponent: true) else {
            throw error(
                keyword, ExactDecimal.notComparedReason(text))
        }
        return number
    }

    private func pattern(_ value: JSONValue, _ keyword: String) throws(JSONSchemaError) -> SchemaCheck.Kind {
        let source = try string(value, keyword)
        do {
            return .pattern(try compiler.pattern(source), source: source)
        } catch {
            throw self.error(keyword, "'\(source)': \(error.message)")
        }
    }

    private func namedSchemas(_ value: JSONValue, _ keyword: String) throws(JSONSchemaError) -> [(
        name: String, schema: SchemaNode
    )] {
        guard case .object(let entries) = value else { throw error(keyword, "expected an object of schemas") }
        var result: [(name: String, schema: SchemaNode)] = []
        for entry in entries { result.append((entry.key, schema(entry.value, keyword, entry.key))) }
        return result
    }

    private func schemaArray(_ value: JSONValue, _ keyword: String) throws(JSONSchemaError) -> [SchemaNode] {
        guard case .array(let items) = value, !items.isEmpty || keyword == "prefixItems" || keyword == "items" else {
            throw error(keyword, "expected a non-empty array of schemas")
        }
        var result: [SchemaNode] = []
        for (index, item) in items.enumerated() { result.append(schema(item, keyword, String(index))) }
        return result
    }

    private func requiredLists(_ value: JSONValue, _ keyword: String) throws(JSONSchemaError) -> [(
        name: String, required: [String]
    )] {
        guard case .object(let entries) = value else { throw error(keyword, "expected an object of name lists") }
        return try entries.map { entry throws(JSONSchemaError) in
            guard case .array(let names) = entry.value else { throw error(keyword, "expected an array of names") }
            return (entry.key, try names.map { item throws(JSONSchemaError) in try string(item, keyword) })
        }
    }
}
