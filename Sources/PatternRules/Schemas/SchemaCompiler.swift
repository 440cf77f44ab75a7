import PatternRulesSupport

/// Compiles schema documents into ``SchemaNode``s: each keyword read strictly (a value of the wrong type
/// is an error naming its location), each `$ref` resolved through the ``SchemaRegistry`` and compiled
/// once, so that a recursive schema is a cycle of nodes.
final class SchemaCompiler {
    let registry: SchemaRegistry
    /// Nodes by the location they were compiled from (`URI#/pointer`).
    private var compiled: [String: SchemaNode] = [:]

    init(registry: SchemaRegistry) { self.registry = registry }

    func compile(uri: String) throws(JSONSchemaError) -> SchemaNode {
        guard let resolved = registry.resolve(uri, base: uri) else {
            throw JSONSchemaError(location: uri, message: "no schema at this URI")
        }
        return try compile(
            resolved.value, at: SchemaLocation(uri: resolved.uri, base: resolved.base, draft: resolved.draft))
    }

    func compile(_ value: JSONValue, at location: SchemaLocation) throws(JSONSchemaError) -> SchemaNode {
        if let node = compiled[location.uri] { return node }
        let node = SchemaNode()
        compiled[location.uri] = node
        switch value {
        case .bool(let accepts):
            node.body = .always(accepts)
        case .object(let members):
            var location = location
            if let id = SchemaRegistry.identifier(of: value, draft: location.draft, base: location.base),
                SchemaRegistry.fragment(of: id) == nil || !location.draft.fragmentIDsAreAnchors
            {
                location.base = SchemaRegistry.withoutFragment(id)
            }
            var reader = KeywordReader(compiler: self, members: members, location: location)
            node.body = .checks(try reader.checks())
        default:
            throw JSONSchemaError(
                location: location.uri, message: "a schema is an object or a boolean, not \(value.kind)")
        }
        return node
    }
}

/// Where a schema is: its URI with a JSON Pointer fragment (the cache key and the error location), the
/// base its `$ref`s resolve against, and its draft.
struct SchemaLocation {
    var uri: String
    var base: String
    var draft: SchemaDraft

    func appending(_ tokens: String...) -> SchemaLocation {
        var copy = self
        let escaped = tokens.map {
            $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }
        copy.uri = (uri.contains("#") ? uri : uri + "#") + "/" + escaped.joined(separator: "/")
        return copy
    }
}
