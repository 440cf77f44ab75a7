import Foundation
import PatternRulesSupport

/// The meta-schemas of the drafts read (`Resources/json-schema`, from scripts/generate/json-schema-metaschemas.py),
/// parsed once, so that a `$ref` to `https://json-schema.org/draft/2020-12/schema` resolves without
/// network access.
enum MetaSchemas {
    /// Every meta-schema document; empty if the resources are missing, which leaves such a `$ref`
    /// unresolved and reported.
    static let documents: [JSONValue] = {
        guard let directory = Bundle.module.url(forResource: "json-schema", withExtension: nil),
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)) else { return nil }
            return try? JSONParser.parse(data)
        }
    }()
}

extension SchemaRegistry {
    /// A registry of every meta-schema, built once: each compile starts from a copy.
    static let metaSchemas: SchemaRegistry = {
        var registry = SchemaRegistry()
        registry.addMetaSchemas()
        return registry
    }()

    /// Registers every meta-schema under its `$id`, and under the other scheme (`http` for `https` and
    /// back), which schemas in the wild use interchangeably.
    private mutating func addMetaSchemas() {
        for document in MetaSchemas.documents {
            guard case .object(let members) = document,
                case .string(let id)? = members.first(where: { $0.key == "$id" || $0.key == "id" })?.value
            else { continue }
            let uri = Self.withoutFragment(id)
            let other =
                uri.hasPrefix("https:")
                ? "http:" + uri.dropFirst(6) : "https:" + uri.dropFirst(uri.hasPrefix("http:") ? 5 : 0)
            addReference(document, retrievedFrom: uri, draft: .draft2020)
            addAlias(String(other), of: uri)
        }
    }
}
