import PatternRulesSupport

/// The JSON Schema drafts read, by `$schema`, and what differs between them.
enum SchemaDraft: String, Sendable, CaseIterable {
    case draft4 = "draft-04"
    case draft6 = "draft-06"
    case draft7 = "draft-07"
    case draft2019 = "2019-09"
    case draft2020 = "2020-12"

    /// The draft `document`'s `$schema` names; `default` when it names none.
    init(of document: JSONValue, location: String, default: SchemaDraft = .draft2020) throws(JSONSchemaError) {
        guard case .object(let members) = document,
            case .string(let uri)? = members.first(where: { $0.key == "$schema" })?.value
        else {
            self = `default`
            return
        }
        guard let draft = Self.named(by: uri) else {
            throw JSONSchemaError(
                location: location + "#/$schema",
                message:
                    "unknown meta-schema '\(uri)' (expected draft 4, 6, 7, 2019-09 or 2020-12, or a meta-schema given with --ref)"
            )
        }
        self = draft
    }

    /// Whether `uri` names one of the drafts' meta-schemas.
    static func names(_ uri: String) -> Bool { named(by: uri) != nil }

    static func named(by uri: String) -> SchemaDraft? {
        let known: [(String, SchemaDraft)] = [
            ("json-schema.org/draft-04/schema", .draft4), ("json-schema.org/draft-06/schema", .draft6),
            ("json-schema.org/draft-07/schema", .draft7), ("json-schema.org/draft/2019-09/schema", .draft2019),
            ("json-schema.org/draft/2020-12/schema", .draft2020),
            // "The latest", which older schemas name: read as the latest draft.
            ("json-schema.org/schema", .draft2020),
        ]
        return known.first(where: { uri.contains($0.0) })?.1
    }

    /// The vocabularies of 2019-09 and 2020-12 by the last part of their URI, each with the keywords it
    /// gives that the validator reads; core, meta-data, content and the format vocabularies assert
    /// nothing here.
    private var vocabularies: [String: Set<String>] {
        let applicator: Set<String> = [
            "prefixItems", "items", "additionalItems", "contains", "additionalProperties", "properties",
            "patternProperties", "dependentSchemas", "propertyNames", "if", "then", "else", "allOf", "anyOf", "oneOf",
            "not",
        ]
        let unevaluated: Set<String> = ["unevaluatedItems", "unevaluatedProperties"]
        let validation: Set<String> = [
            "type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
            "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
            "maxProperties", "minProperties", "required", "dependentRequired",
        ]
        switch self {
        case .draft2020:
            return [
                "core": [], "applicator": applicator, "unevaluated": unevaluated, "validation": validation,
                "meta-data": [], "format-annotation": [], "format-assertion": [], "content": [],
            ]
        case .draft2019:
            return [
                "core": [], "applicator": applicator.union(unevaluated), "validation": validation, "meta-data": [],
                "format": [], "content": [],
            ]
        default: return [:]
        }
    }

    /// The vocabulary URIs of this draft (`https://json-schema.org/draft/2020-12/vocab/applicator`).
    private func vocabularyName(_ uri: String) -> String? {
        let prefix = "https://json-schema.org/draft/\(rawValue)/vocab/"
        return uri.hasPrefix(prefix) ? String(uri.dropFirst(prefix.count)) : nil
    }

    func knowsVocabulary(_ uri: String) -> Bool { vocabularyName(uri).map { vocabularies[$0] != nil } ?? false }

    /// The keywords of this draft's vocabularies that none of `listed` gives.
    func keywords(outside listed: Set<String>) -> Set<String> {
        let kept = Set(listed.compactMap(vocabularyName))
        return vocabularies.filter { !kept.contains($0.key) }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// `id` in draft 4, `$id` after.
    var idKeyword: String { self == .draft4 ? "id" : "$id" }

    /// Before 2019-09 a `$id` that is only a fragment (`#foo`) names an anchor, and `$ref` makes its
    /// sibling keywords ignored.
    var fragmentIDsAreAnchors: Bool { self == .draft4 || self == .draft6 || self == .draft7 }
    var refOverridesSiblings: Bool { fragmentIDsAreAnchors }

    /// Whether `keyword` is one of this draft's: a keyword a later draft added (`const` in draft 4,
    /// `if` in draft 6, `dependentRequired` in draft 7) is unknown to an earlier one, and so ignored.
    func knows(_ keyword: String) -> Bool {
        switch keyword {
        case "const", "contains", "propertyNames": self != .draft4
        case "if", "then", "else": self != .draft4 && self != .draft6
        case "dependentRequired", "dependentSchemas", "minContains", "maxContains", "$anchor", "unevaluatedItems",
            "unevaluatedProperties":
            self == .draft2019 || self == .draft2020
        case "$dynamicRef", "$dynamicAnchor": self == .draft2020
        case "$recursiveRef", "$recursiveAnchor": self == .draft2019
        case "dependencies": self != .draft2019 && self != .draft2020
        case "prefixItems": self == .draft2020
        case "additionalItems": self != .draft2020
        default: true
        }
    }

    /// The schemas `value` holds as the value of `keyword`, in any draft: what the registry searches for
    /// `$id` and `$anchor`.
    static func subschemas(of keyword: String, in value: JSONValue) -> [JSONValue] {
        if isCollection(value, of: keyword) {
            switch value {
            case .object(let members) where keyword == "dependencies":
                // A dependency is a schema or a list of names.
                return members.map(\.value).filter { if case .array = $0 { false } else { true } }
            case .object(let members): return members.map(\.value)
            case .array(let items): return items
            default: return []
            }
        }
        switch keyword {
        // `items` as one schema (an array of them is a collection, above); an `allOf` that is not an
        // array is refused when the schema compiles.
        case "items", "prefixItems", "allOf", "anyOf", "oneOf", "additionalProperties", "additionalItems", "contains",
            "not", "if", "then", "else", "propertyNames", "unevaluatedProperties", "unevaluatedItems":
            return [value]
        default:
            return []
        }
    }

    /// Whether `value`, the value of a schema's `keyword`, is a collection of schemas (a map such as
    /// `properties`, an array such as `allOf`) rather than a schema: it has no `$id` of its own.
    static func isCollection(_ value: JSONValue, of keyword: String) -> Bool {
        switch (keyword, value) {
        case ("properties", .object), ("patternProperties", .object), ("$defs", .object), ("definitions", .object),
            ("dependentSchemas", .object), ("dependencies", .object):
            true
        case ("items", .array), ("prefixItems", .array), ("allOf", .array), ("anyOf", .array), ("oneOf", .array):
            true
        default: false
        }
    }
}
