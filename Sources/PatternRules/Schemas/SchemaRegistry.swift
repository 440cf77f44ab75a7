import Foundation
import PatternRulesSupport

/// The schema documents a compile may reach, by absolute URI: the root, the references the user gave,
/// and every embedded resource (`$id`) and anchor (`$anchor`, or a fragment-only `$id` before 2019-09)
/// found in them. Only keywords that hold schemas are searched, so a `$id` inside an `enum` value is not
/// an identifier.
struct SchemaRegistry {
    /// The base URI of a root schema without `$id`.
    static let defaultBase = "urn:patternrules:schema"

    struct Resource {
        let value: JSONValue
        /// The URI that `$ref`s inside the resource resolve against.
        let base: String
        let draft: SchemaDraft
    }

    private(set) var resources: [String: Resource] = [:]
    /// The names of the `$dynamicAnchor`s in each resource, by the resource's URI.
    private(set) var dynamicAnchors: [String: [String]] = [:]
    /// Given documents that cannot be read as a schema (an unknown `$schema`), by URI: an error only when
    /// a `$ref` needs one.
    private(set) var unreadable: [String: JSONSchemaError] = [:]

    /// Registers a document the user gave for `$ref`s to name, read in `draft` unless it names its own;
    /// one whose draft is unknown is kept aside with its error.
    mutating func addReference(_ document: JSONValue, retrievedFrom uri: String, draft: SchemaDraft) {
        do {
            try add(document, retrievedFrom: uri, draft: draft)
        } catch {
            unreadable[Self.withoutFragment(uri)] = error
        }
    }

    /// Registers `document` and its embedded resources, read in the draft its `$schema` names (else in
    /// `draft`); returns the document's own URI.
    @discardableResult
    mutating func add(_ document: JSONValue, retrievedFrom uri: String, draft: SchemaDraft) throws(JSONSchemaError)
        -> String
    {
        let draft = try SchemaDraft(of: document, location: uri, default: draft)
        let base = Self.withoutFragment(Self.identifier(of: document, draft: draft, base: uri) ?? uri)
        resources[base] = Resource(value: document, base: base, draft: draft)
        if base != Self.withoutFragment(uri) { resources[Self.withoutFragment(uri)] = resources[base] }
        scan(document, base: base, draft: draft)
        return base
    }

    /// `$id` (`id` in draft 4) resolved against `base`, when the schema has one.
    static func identifier(of value: JSONValue, draft: SchemaDraft, base: String) -> String? {
        guard case .object(let members) = value,
            // Before 2019-09, `$ref` makes its siblings ignored, `$id` included.
            !(draft.refOverridesSiblings && members.contains { $0.key == "$ref" }),
            case .string(let id)? = members.first(where: { $0.key == draft.idKeyword })?.value
        else { return nil }
        return resolve(id, against: base)
    }

    private mutating func scan(_ value: JSONValue, base: String, draft: SchemaDraft) {
        guard case .object(let members) = value else { return }
        var base = base
        if let id = Self.identifier(of: value, draft: draft, base: base) {
            switch Self.fragment(of: id) {
            case let fragment? where !fragment.isEmpty && !fragment.hasPrefix("/") && draft.fragmentIDsAreAnchors:
                resources[Self.withoutFragment(id) + "#" + fragment] = Resource(value: value, base: base, draft: draft)
            case let fragment? where fragment.hasPrefix("/"):
                // A JSON Pointer written as an identifier (`"$id": "#/properties/a"`, common in generated
                // schemas) names the place it already has: no new resource, no new base.
                break
            default:
                base = Self.withoutFragment(id)
                resources[base] = Resource(value: value, base: base, draft: draft)
            }
        }
        if case .string(let anchor)? = members.first(where: { $0.key == "$anchor" })?.value, draft.knows("$anchor") {
            resources[base + "#" + anchor] = Resource(value: value, base: base, draft: draft)
        }
        // A dynamic anchor is also a plain anchor for `$ref`.
        if case .string(let anchor)? = members.first(where: { $0.key == "$dynamicAnchor" })?.value,
            draft.knows("$dynamicAnchor")
        {
            resources[base + "#" + anchor] = Resource(value: value, base: base, draft: draft)
            dynamicAnchors[base, default: []].append(anchor)
        }
        for member in members {
            for child in SchemaDraft.subschemas(of: member.key, in: member.value) {
                scan(child, base: base, draft: draft)
            }
        }
    }

    /// The schema `reference` names from a schema whose base is `base`: a resource, or a JSON Pointer
    /// fragment into one.
    func resolve(_ reference: String, base: String) -> (
        value: JSONValue, uri: String, base: String, draft: SchemaDraft
    )? {
        let absolute = Self.resolve(reference, against: base)
        if let resource = resources[absolute] { return (resource.value, absolute, resource.base, resource.draft) }
        let document = Self.withoutFragment(absolute)
        guard let resource = resources[document] else { return nil }
        let fragment = Self.fragment(of: absolute) ?? ""
        guard fragment.isEmpty || fragment.hasPrefix("/") else { return nil }
        var value = resource.value
        var base = resource.base
        for token in fragment.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = (String(token).removingPercentEncoding ?? String(token))
                .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch value {
            case .object(let members):
                guard let next = members.first(where: { $0.key == key })?.value else { return nil }
                value = next
            case .array(let items):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                value = items[index]
            default: return nil
            }
            if let id = Self.identifier(of: value, draft: resource.draft, base: base), Self.fragment(of: id) == nil {
                base = id
            }
        }
        return (value, document + "#" + fragment, base, resource.draft)
    }

    static func resolve(_ reference: String, against base: String) -> String {
        if reference.hasPrefix("#") { return withoutFragment(base) + reference }
        if let url = URL(string: reference), url.scheme != nil { return url.absoluteString }
        guard let baseURL = URL(string: base), let resolved = URL(string: reference, relativeTo: baseURL) else {
            return reference
        }
        return resolved.absoluteString
    }

    static func withoutFragment(_ uri: String) -> String {
        uri.firstIndex(of: "#").map { String(uri[..<$0]) } ?? uri
    }

    static func fragment(of uri: String) -> String? {
        uri.firstIndex(of: "#").map { String(uri[uri.index(after: $0)...]) }
    }
}
