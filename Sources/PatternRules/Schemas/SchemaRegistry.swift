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
        /// The keywords of the draft's vocabularies that the document's meta-schema leaves out.
        var ignoredKeywords: Set<String> = []
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
        let (draft, ignored) = try dialect(of: document, location: uri, default: draft)
        let base = Self.withoutFragment(Self.identifier(of: document, draft: draft, base: uri) ?? uri)
        resources[base] = Resource(value: document, base: base, draft: draft, ignoredKeywords: ignored)
        if base != Self.withoutFragment(uri) { resources[Self.withoutFragment(uri)] = resources[base] }
        scan(document, base: base, draft: draft, ignored: ignored)
        return base
    }

    /// The draft `document` is read in, and the keywords its meta-schema's `$vocabulary` leaves out: a
    /// `$schema` naming a draft gives that draft whole; one naming a meta-schema given as a reference
    /// gives that meta-schema's draft, limited to the vocabularies it lists.
    private func dialect(of document: JSONValue, location: String, default: SchemaDraft) throws(JSONSchemaError)
        -> (SchemaDraft, Set<String>)
    {
        guard case .object(let members) = document,
            case .string(let uri)? = members.first(where: { $0.key == "$schema" })?.value,
            !SchemaDraft.names(uri), let meta = resources[Self.withoutFragment(uri)]
        else { return (try SchemaDraft(of: document, location: location, default: `default`), []) }
        guard case .object(let metaMembers) = meta.value,
            case .object(let vocabularies)? = metaMembers.first(where: { $0.key == "$vocabulary" })?.value
        else { return (meta.draft, meta.ignoredKeywords) }
        let listed = Set(vocabularies.map(\.key))
        if let unknown = vocabularies.first(where: { $0.value == .bool(true) && !meta.draft.knowsVocabulary($0.key) }) {
            throw JSONSchemaError(
                location: location + "#/$schema",
                message: "the meta-schema '\(uri)' requires the vocabulary '\(unknown.key)', which is not implemented")
        }
        return (meta.draft, meta.draft.keywords(outside: listed))
    }

    /// Registers `alias` as another URI of the document registered at `uri` (read once, not again).
    mutating func addAlias(_ alias: String, of uri: String) {
        resources[alias] = resources[uri]
    }

    /// `$id` (`id` in draft 4) resolved against `base`, when the schema has one.
    static func identifier(of value: JSONValue, draft: SchemaDraft, base: String) -> String? {
        // Names compared as bytes, members borrowed by the closures: this runs on every value a JSON
        // Pointer passes through, `definitions` with its hundreds of members among them.
        guard case .object(let members) = value,
            // Before 2019-09, `$ref` makes its siblings ignored, `$id` included.
            !(draft.refOverridesSiblings && members.contains { $0.key.isSameText(as: "$ref") }),
            case .string(let id)? = members.first(where: { $0.key.isSameText(as: draft.idKeyword) })?.value
        else { return nil }
        return resolve(id, against: base)
    }

    /// The base URI `value`'s own `$id` gives it and what it holds, when that `$id` names a resource:
    /// `nil` without one, for a fragment-only `$id` before 2019-09 (an anchor, `#foo`), and for a JSON
    /// Pointer written as an `$id` (`"#/properties/a"`, common in generated schemas), which names the
    /// place it already has.
    static func resourceBase(of value: JSONValue, draft: SchemaDraft, base: String) -> String? {
        guard let id = identifier(of: value, draft: draft, base: base) else { return nil }
        if let fragment = fragment(of: id), !fragment.isEmpty, fragment.hasPrefix("/") || draft.fragmentIDsAreAnchors {
            return nil
        }
        return withoutFragment(id)
    }

    private mutating func scan(_ value: JSONValue, base: String, draft: SchemaDraft, ignored: Set<String>) {
        guard case .object(let members) = value else { return }
        var base = base
        if let resourceBase = Self.resourceBase(of: value, draft: draft, base: base) {
            base = resourceBase
            resources[base] = Resource(value: value, base: base, draft: draft, ignoredKeywords: ignored)
        } else if let id = Self.identifier(of: value, draft: draft, base: base), let fragment = Self.fragment(of: id),
            !fragment.hasPrefix("/")
        {
            resources[Self.withoutFragment(id) + "#" + fragment] = Resource(
                value: value, base: base, draft: draft, ignoredKeywords: ignored)
        }
        if case .string(let anchor)? = members.first(where: { $0.key == "$anchor" })?.value, draft.knows("$anchor") {
            resources[base + "#" + anchor] = Resource(value: value, base: base, draft: draft, ignoredKeywords: ignored)
        }
        // A dynamic anchor is also a plain anchor for `$ref`.
        if case .string(let anchor)? = members.first(where: { $0.key == "$dynamicAnchor" })?.value,
            draft.knows("$dynamicAnchor")
        {
            resources[base + "#" + anchor] = Resource(value: value, base: base, draft: draft, ignoredKeywords: ignored)
            dynamicAnchors[base, default: []].append(anchor)
        }
        for member in members {
            for child in SchemaDraft.subschemas(of: member.key, in: member.value) {
                scan(child, base: base, draft: draft, ignored: ignored)
            }
        }
    }

    /// The schema `reference` names from a schema whose base is `base`: a resource, or a JSON Pointer
    /// fragment into one.
    func resolve(_ reference: String, base: String) -> (value: JSONValue, location: SchemaLocation)? {
        let absolute = Self.resolve(reference, against: base)
        if let resource = resources[absolute] {
            return (
                resource.value,
                SchemaLocation(
                    uri: absolute, base: resource.base, draft: resource.draft,
                    ignoredKeywords: resource.ignoredKeywords)
            )
        }
        let document = Self.withoutFragment(absolute)
        guard let resource = resources[document] else { return nil }
        let fragment = Self.fragment(of: absolute) ?? ""
        guard fragment.isEmpty || fragment.hasPrefix("/") else { return nil }
        var value = resource.value
        var base = resource.base
        // Whether `value` is a collection of schemas (`definitions`, `allOf`), whose members are schemas.
        var inCollection = false
        for token in fragment.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = Self.pointerToken(token)
            let parentIsCollection = inCollection
            switch value {
            case .object(let members):
                guard let next = members.first(where: { $0.key.isSameText(as: key) })?.value else { return nil }
                value = next
            case .array(let items):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                value = items[index]
            default: return nil
            }
            // A collection has no `$id` to look for: FHIR's `definitions` holds hundreds of members, and
            // every `$ref` into it passed through them.
            inCollection = !parentIsCollection && SchemaDraft.isCollection(value, of: key)
            if !inCollection, let resourceBase = Self.resourceBase(of: value, draft: resource.draft, base: base) {
                base = resourceBase
            }
        }
        // `doc#` is `doc`: one location, so that `$ref: "#"` reaches the node the root compiled to.
        return (
            value,
            SchemaLocation(
                uri: fragment.isEmpty ? document : document + "#" + fragment, base: base, draft: resource.draft,
                ignoredKeywords: resource.ignoredKeywords)
        )
    }

    static func resolve(_ reference: String, against base: String) -> String {
        if reference.hasPrefix("#") { return withoutFragment(base) + reference }
        if let url = URL(string: reference), url.scheme != nil { return url.absoluteString }
        guard let baseURL = URL(string: base), let resolved = URL(string: reference, relativeTo: baseURL) else {
            return reference
        }
        return resolved.absoluteString
    }

    /// A JSON Pointer token of a URI fragment as the member name it names: percent-decoded, then
    /// unescaped. Most tokens hold neither `%` nor `~`, and skip Foundation's string searches.
    private static func pointerToken(_ token: Substring) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") }) else {
            return String(token)
        }
        return (String(token).removingPercentEncoding ?? String(token))
            .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    static func withoutFragment(_ uri: String) -> String {
        fragmentMark(in: uri).map { String(uri[..<$0]) } ?? uri
    }

    static func fragment(of uri: String) -> String? {
        fragmentMark(in: uri).map { String(uri[uri.index(after: $0)...]) }
    }

    /// Where `#` is, found as a byte: a search by `Character` cost a tenth of compiling FHIR's schema.
    private static func fragmentMark(in uri: String) -> String.Index? {
        uri.utf8.firstIndex(of: UInt8(ascii: "#"))
    }
}
