import PatternRulesSupport

/// Two versions of a JSON Schema compared: at each place where either constrains a string
/// (``JSONSchema/StringLocation``), whether the new version accepts fewer strings (`stricter`: data
/// accepted before is now rejected), more (`looser`), some of each (`changed`) or the same, with the
/// shortest strings that show it, decided on the automata; the rest of the schemas (numbers, arrays,
/// the objects' shape, applicators) compared by configuration, as JSON.
///
/// ```swift
/// let old = try JSONSchema(json: Data(#"{"properties": {"plan": {"enum": ["free", "pro"]}}}"#.utf8))
/// let new = try JSONSchema(json: Data(#"{"properties": {"plan": {"enum": ["free", "team"]}}}"#.utf8))
/// let plan = old.compared(with: new).locations[0]
/// plan.change      // .changed
/// plan.onlyOld     // ["pro"]
/// plan.onlyNew     // ["team"]
/// ```
public struct JSONSchemaComparison: Sendable {
    /// Each string location of either version (the name is its JSON Pointer): the old version's order,
    /// then the places the new one adds. A place one version does not constrain accepts any string there.
    public let locations: [RuleSetComparison.FieldChange]
    /// The schemas outside their string checks, compared as JSON: `equal`, or `changed` when they differ
    /// (not decided as languages, so counted as rejecting accepted data).
    public let rest: RuleSetComparison.FieldChange.Change

    /// Whether some document the old version accepts may be rejected by the new one: what a deploy gate
    /// refuses.
    public var rejectsAcceptedData: Bool {
        rest != .equal || locations.contains { $0.change == .stricter || $0.change == .changed }
    }
}

extension JSONSchema {
    /// This schema (the old version) compared with `newer`, string location by string location.
    ///
    /// - Parameters:
    ///   - newer: The new version.
    ///   - examples: How many witnesses to give each way, per place.
    public func compared(with newer: JSONSchema, examples: Int = 5) -> JSONSchemaComparison {
        let old = SchemaStringLocations.collect(from: root, arena: arena)
        let new = SchemaStringLocations.collect(from: newer.root, arena: newer.arena)
        func byPointer(_ locations: [StringLocation]) -> [String: StringLocation] {
            Dictionary(locations.map { ($0.pointer, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let (oldByPointer, newByPointer) = (byPointer(old.locations), byPointer(new.locations))
        var pointers = old.locations.map(\.pointer)
        pointers += new.locations.map(\.pointer).filter { oldByPointer[$0] == nil }
        var seen: Set<String> = []
        let changes = pointers.filter { seen.insert($0).inserted }.map { pointer in
            Self.change(at: pointer, old: oldByPointer[pointer], new: newByPointer[pointer], examples: max(0, examples))
        }
        // Where a walk stopped short, string checks it did not reach stay in the rest.
        let stripping = old.isComplete && new.isComplete
        let rest: RuleSetComparison.FieldChange.Change =
            SchemaRest.text(of: documents, stripping: stripping).isSameText(
                as: SchemaRest.text(of: newer.documents, stripping: stripping)) ? .equal : .changed
        return JSONSchemaComparison(locations: changes, rest: rest)
    }

    private static func change(
        at pointer: String, old: StringLocation?, new: StringLocation?, examples: Int
    ) -> RuleSetComparison.FieldChange {
        typealias Change = RuleSetComparison.FieldChange
        let presence: Change.Presence = old == nil ? .added : new == nil ? .removed : .both
        let budget = CompileBudget()
        do {
            let anything = try DFA(minimalFor: "(?s).*", options: [], budget: budget)
            let (oldLanguage, newLanguage) = (old?.language ?? anything, new?.language ?? anything)
            let onlyOld = try DFA(product: oldLanguage, newLanguage, budget: budget) { $0 && !$1 }
            let onlyNew = try DFA(product: oldLanguage, newLanguage, budget: budget) { !$0 && $1 }
            let (oldOutside, newOutside) = (
                Set(old?.comparedByConfiguration ?? []), Set(new?.comparedByConfiguration ?? [])
            )
            let change = Change.Change(
                onlyOld: onlyOld, onlyNew: onlyNew, oldOutside: oldOutside, newOutside: newOutside)
            let outside = oldOutside.union(newOutside).sorted()
            /// The shortest strings of `dfa`; where checks lie outside the automata, only those the
            /// accepting side's schemas accept and the rejecting side's reject, tried among the first 200.
            func witnesses(_ dfa: DFA, acceptedBy accepting: StringLocation?, rejectedBy rejecting: StringLocation?)
                -> [String]
            {
                let candidates = IteratorSequence(ShortestStrings(dfa))
                guard !outside.isEmpty else { return Array(candidates.prefix(examples)) }
                return Array(
                    candidates.prefix(200).lazy.filter {
                        (accepting?.accepts($0) ?? true) && !(rejecting?.accepts($0) ?? true)
                    }.prefix(examples))
            }
            return Change(
                name: pointer, presence: presence, change: change, isExact: outside.isEmpty,
                comparedByConfiguration: outside, onlyOld: witnesses(onlyOld, acceptedBy: old, rejectedBy: new),
                onlyNew: witnesses(onlyNew, acceptedBy: new, rejectedBy: old))
        } catch {
            return Change(
                name: pointer, presence: presence, change: .changed, isExact: false,
                comparedByConfiguration: ["not compared: \(error)"], onlyOld: [], onlyNew: [])
        }
    }
}

/// A schema's documents without the checks its string locations hold (`pattern`, `minLength`,
/// `maxLength`, `format`, and `enum` or `const` of strings only), as canonical JSON: what is compared
/// by configuration.
enum SchemaRest {
    /// The documents as canonical JSON, stripped of their string checks when `stripping`.
    static func text(of documents: [JSONValue], stripping: Bool) -> String {
        documents.map { (stripping ? stripped($0) : $0).canonicalText }.joined(separator: "\n")
    }

    private static func stripped(_ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        return .object(
            members.compactMap { member in
                switch member.key {
                case "pattern", "minLength", "maxLength", "format": return nil
                case "enum", "const":
                    let values: [JSONValue]
                    if case .array(let items) = member.value, member.key == "enum" {
                        values = items
                    } else {
                        values = [member.value]
                    }
                    return values.allSatisfy({ if case .string = $0 { true } else { false } }) ? nil : member
                default:
                    return JSONValue.Member(key: member.key, value: strippedSubschemas(of: member.key, member.value))
                }
            })
    }

    /// Keywords whose values are data, never schemas.
    private static let data: Set<String> = ["enum", "const", "default", "examples", "required", "type", "$id", "$ref"]

    /// The value of `keyword` with the schemas it holds stripped (a `properties` object's schemas, an
    /// `allOf` array's). An unknown keyword's object is read as a schema too, so that the schemas nested
    /// in it (OpenAPI's `components`, which a `$ref` reaches) are stripped; data keywords stay as they are.
    private static func strippedSubschemas(of keyword: String, _ value: JSONValue) -> JSONValue {
        if data.contains(keyword) { return value }
        guard !SchemaDraft.subschemas(of: keyword, in: value).isEmpty else {
            switch value {
            case .object: return stripped(value)
            case .array(let items): return .array(items.map(stripped))
            default: return value
            }
        }
        switch (keyword, value) {
        case ("properties", .object(let entries)), ("patternProperties", .object(let entries)),
            ("$defs", .object(let entries)), ("definitions", .object(let entries)),
            ("dependentSchemas", .object(let entries)), ("dependencies", .object(let entries)):
            return .object(entries.map { JSONValue.Member(key: $0.key, value: stripped($0.value)) })
        case (_, .array(let items)): return .array(items.map(stripped))
        default: return stripped(value)
        }
    }
}
