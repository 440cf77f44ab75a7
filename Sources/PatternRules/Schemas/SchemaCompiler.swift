import PatternRulesSupport

/// Compiles schema documents into ``SchemaNode``s: each keyword read strictly (a value of the wrong type
/// is an error naming its location), each `$ref` resolved through the ``SchemaRegistry`` and compiled
/// once, so that a recursive schema is a cycle of nodes.
///
/// A subschema is compiled from a worklist, not by recursion: asking for one makes its node and queues
/// its body, so a chain of thousands of `$ref`s, or a nest of them, costs heap, not stack.
final class SchemaCompiler {
    let registry: SchemaRegistry
    /// Whether `format` asserts the formats it knows, or only annotates.
    let assertsFormats: Bool
    /// Nodes by the location they were compiled from (`URI#/pointer`). Keys here compare by code
    /// points, as JSON tells names apart: two pointers that differ only in how `é` is written name two
    /// members.
    private var compiled: [CodePoints: SchemaNode] = [:]
    /// What each `$ref` resolved to, by absolute URI: a schema refers to a few definitions thousands of
    /// times (FHIR's), and each resolution walks its document from the root.
    private var resolutions: [CodePoints: (value: JSONValue, location: SchemaLocation)?] = [:]
    /// Schema resources by URI, each made once.
    private var resources: [String: SchemaResource] = [:]
    /// `pattern` and `patternProperties` sources compiled, each once: `additionalProperties` reads the
    /// patterns beside it, and schemas repeat the same patterns.
    private var patterns: [CodePoints: Pattern] = [:]
    /// Nodes made but not yet read, with the value and location to read them from.
    private var pending: [(node: SchemaNode, value: JSONValue, location: SchemaLocation)] = []
    /// Whether a compiled schema reads what others evaluated (`unevaluatedProperties`,
    /// `unevaluatedItems`), so that validation must collect it.
    private(set) var readsEvaluation = false
    /// Whether a compiled schema holds a `$dynamicRef` or `$recursiveRef` that depends on the dynamic
    /// scope: only then can one schema on one instance location answer differently each time.
    var readsDynamicScope = false

    /// Every node and resource compiled, for the ``JSONSchema`` that keeps them.
    var arena: SchemaArena { SchemaArena(nodes: Array(compiled.values), resources: Array(resources.values)) }

    init(registry: SchemaRegistry, assertsFormats: Bool) {
        self.registry = registry
        self.assertsFormats = assertsFormats
    }

    func compile(uri: String) throws(JSONSchemaError) -> SchemaNode {
        guard let resolved = registry.resolve(uri, base: uri) else {
            throw JSONSchemaError(location: uri, message: "no schema at this URI")
        }
        let root = node(for: resolved.value, at: resolved.location)
        while let next = pending.popLast() {
            try read(next.value, at: next.location, into: next.node)
        }
        return root
    }

    /// The schema `reference` names from a schema whose base is `base` (``SchemaRegistry/resolve(_:base:)``),
    /// resolved once per absolute URI.
    func resolve(_ reference: String, base: String) -> (value: JSONValue, location: SchemaLocation)? {
        let absolute = CodePoints(SchemaRegistry.resolve(reference, against: base))
        if let known = resolutions[absolute] { return known }
        let resolved = registry.resolve(reference, base: base)
        resolutions[absolute] = .some(resolved)
        return resolved
    }

    /// The node for `value`, whose base URI is `location.base` (its own `$id` already applied): made
    /// and queued the first time it is asked for, read by ``compile(uri:)``'s worklist.
    func node(for value: JSONValue, at location: SchemaLocation) -> SchemaNode {
        if let node = compiled[CodePoints(location.uri)] { return node }
        let node = SchemaNode()
        compiled[CodePoints(location.uri)] = node
        pending.append((node, value, location))
        return node
    }

    /// Reads `value`'s keywords into `node`.
    private func read(_ value: JSONValue, at location: SchemaLocation, into node: SchemaNode) throws(JSONSchemaError) {
        switch value {
        case .bool(let accepts):
            node.body = .always(accepts)
        case .object(let members):
            node.resource = resource(at: location)
            var reader = KeywordReader(compiler: self, members: members, location: location)
            node.body = .checks(try reader.checks())
            if members.contains(where: { $0.key.hasPrefix("unevaluated") && location.reads($0.key) }) {
                readsEvaluation = true
            }
        default:
            throw JSONSchemaError(
                location: location.uri, message: "a schema is an object or a boolean, not \(value.kind)")
        }
    }

    /// The JSON Schema pattern `source`, compiled the first time it is asked for.
    func pattern(_ source: String) throws(PatternError) -> Pattern {
        if let pattern = patterns[CodePoints(source)] { return pattern }
        let pattern = try Pattern(jsonSchemaPattern: source)
        patterns[CodePoints(source)] = pattern
        return pattern
    }

    /// The schema resource whose base is `location.base`, made the first time it is needed: with the
    /// schemas its `$dynamicAnchor`s name, and its root when that says `"$recursiveAnchor": true`.
    private func resource(at location: SchemaLocation) -> SchemaResource {
        if let resource = resources[location.base] { return resource }
        let resource = SchemaResource(uri: location.base)
        resources[location.base] = resource
        if location.draft == .draft2019, let root = registry.resolve(location.base, base: location.base),
            case .object(let members) = root.value,
            members.contains(where: { $0.key == "$recursiveAnchor" && $0.value == .bool(true) })
        {
            resource.recursiveAnchor = true
            resource.root = node(for: root.value, at: root.location)
        }
        for anchor in registry.dynamicAnchors[location.base] ?? [] {
            guard let target = registry.resolve("#" + anchor, base: location.base) else { continue }
            resource.dynamicAnchors[anchor] = node(for: target.value, at: target.location)
        }
        return resource
    }
}

/// Where a schema is: its URI with a JSON Pointer fragment (the cache key and the error location), the
/// base its `$ref`s resolve against, and its draft.
struct SchemaLocation {
    var uri: String
    var base: String
    var draft: SchemaDraft
    /// The keywords of the draft that the document's meta-schema leaves out (its `$vocabulary`).
    var ignoredKeywords: Set<String> = []

    /// Whether `keyword` is one this schema reads.
    func reads(_ keyword: String) -> Bool { draft.knows(keyword) && !ignoredKeywords.contains(keyword) }

    /// The location of `value` at `tokens` below this schema, its own `$id` applied to the base.
    func entering(_ value: JSONValue, at tokens: [String]) -> SchemaLocation {
        var copy = self
        // A byte test: `String.contains(_:)` of a string is Foundation's search, a tenth of compiling FHIR.
        let hasFragment = uri.utf8.contains(UInt8(ascii: "#"))
        copy.uri = (hasFragment ? uri : uri + "#") + "/" + tokens.map(JSONPointer.escape).joined(separator: "/")
        if let base = SchemaRegistry.resourceBase(of: value, draft: draft, base: base) { copy.base = base }
        return copy
    }

    /// The location of the keyword `keyword` of this schema, for an error.
    func appending(_ keyword: String) -> SchemaLocation { entering(.null, at: [keyword]) }

}
