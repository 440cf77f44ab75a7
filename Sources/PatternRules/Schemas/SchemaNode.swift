import PatternRulesSupport

/// One compiled schema: its checks, in the order its keywords appear (`unevaluatedProperties` and
/// `unevaluatedItems` last, since they read what the others evaluated). A class, so that a `$ref`
/// cycle is a cycle of references to nodes compiled once.
final class SchemaNode: @unchecked Sendable {
    /// `true` and `false` as schemas, and the keyword checks of an object schema.
    enum Body {
        case always(Bool)
        case checks([SchemaCheck])
    }

    /// Set once by ``SchemaCompiler`` before the node is used; never changed after.
    var body: Body = .checks([])
    /// The schema resource (a document, or a schema with its own `$id`) the node belongs to: evaluating
    /// the node puts the resource in the dynamic scope that `$dynamicRef` and `$recursiveRef` search.
    var resource: SchemaResource?
}

/// Every node and resource of one compiled schema. `$ref` cycles and resources that name their own nodes
/// make the nodes a graph with cycles: when the last ``JSONSchema`` holding the arena goes, the arena
/// empties every node, so the graph is freed.
final class SchemaArena: @unchecked Sendable {
    private let nodes: [SchemaNode]
    private let resources: [SchemaResource]

    init(nodes: [SchemaNode], resources: [SchemaResource]) { (self.nodes, self.resources) = (nodes, resources) }

    deinit {
        for node in nodes {
            node.body = .always(true)
            node.resource = nil
        }
        for resource in resources {
            resource.root = nil
            resource.dynamicAnchors = [:]
        }
    }
}

/// A schema resource, as the dynamic scope sees it: the schemas its `$dynamicAnchor`s name (2020-12),
/// and whether its root says `"$recursiveAnchor": true` (2019-09).
final class SchemaResource: @unchecked Sendable {
    let uri: String
    /// The resource's root schema, where `$recursiveRef` may lead.
    var root: SchemaNode?
    /// Set once by ``SchemaCompiler`` while it compiles the resource; never changed after.
    var dynamicAnchors: [String: SchemaNode] = [:]
    var recursiveAnchor = false

    init(uri: String) { self.uri = uri }
}

/// A keyword that constrains an instance, with the keyword's name for the failure's location. A class:
/// validation walks the checks of every schema it applies, and a reference is one retain where a copy
/// of the check would retain each thing it holds.
final class SchemaCheck: @unchecked Sendable {
    let keyword: String
    let kind: Kind
    /// For `properties` with distinct names, each name's entry by hash; kept beside the kind, so that
    /// reading the kind does not retain it.
    let propertyNames: SchemaNameIndex?

    init(keyword: String, kind: Kind) {
        (self.keyword, self.kind) = (keyword, kind)
        if case .properties(let entries) = kind {
            propertyNames = SchemaNameIndex(entries.map(\.name))
        } else {
            propertyNames = nil
        }
    }

    enum Kind {
        case type([String])
        case enumeration([JSONValue])
        case constant(JSONValue)
        case minLength(Int)
        case maxLength(Int)
        /// A `format` asserted (``JSONSchema/Formats/assertion``).
        case format(SchemaFormat)
        /// A JavaScript pattern matched anywhere in the string.
        case pattern(Pattern, source: String)
        case minimum(ExactDecimal, exclusive: Bool)
        case maximum(ExactDecimal, exclusive: Bool)
        case multipleOf(ExactDecimal)
        case properties([(name: String, schema: SchemaNode)])
        case patternProperties([(pattern: Pattern, source: String, schema: SchemaNode)])
        /// The schema for members named by neither `properties` nor `patternProperties` beside it.
        /// `named` finds the names `properties` lists by their code points (`nil` when it lists none).
        case additionalProperties(SchemaNode, named: SchemaNameIndex?, patterns: [(pattern: Pattern, source: String)])
        /// The schema for members that no keyword beside it, or in the schemas it applies in place,
        /// evaluated.
        case unevaluatedProperties(SchemaNode)
        case required([String])
        case propertyNames(SchemaNode)
        case minProperties(Int)
        case maxProperties(Int)
        case dependentRequired([(name: String, required: [String])])
        case dependentSchemas([(name: String, schema: SchemaNode)])
        /// `items` (and `additionalItems`): the schema for every item from `first` on.
        case items(SchemaNode, first: Int)
        /// `prefixItems` (and `items` as an array before 2020-12).
        case prefixItems([SchemaNode])
        /// `countsAsEvaluated`: the items it matches are evaluated (2020-12; not in 2019-09).
        case contains(SchemaNode, minimum: Int, maximum: Int?, countsAsEvaluated: Bool)
        case unevaluatedItems(SchemaNode)
        case minItems(Int)
        case maxItems(Int)
        case uniqueItems
        case allOf([SchemaNode])
        case anyOf([SchemaNode])
        case oneOf([SchemaNode])
        case not(SchemaNode)
        case conditional(if: SchemaNode, then: SchemaNode?, else: SchemaNode?)
        case reference(SchemaNode)
        /// `$dynamicRef` to an anchor that the outermost resource of the dynamic scope defining a
        /// `$dynamicAnchor` of that name overrides; `fallback` is where the reference points statically.
        case dynamicReference(fallback: SchemaNode, anchor: String)
        /// `$recursiveRef` to a root with `"$recursiveAnchor": true`.
        case recursiveReference(fallback: SchemaNode)
    }
}
