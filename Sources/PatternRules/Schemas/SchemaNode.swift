import PatternRulesSupport

/// One compiled schema: its checks, in the order its keywords appear. A class, so that a `$ref` cycle
/// is a cycle of references to nodes compiled once.
final class SchemaNode: @unchecked Sendable {
    /// `true` and `false` as schemas, and the keyword checks of an object schema.
    enum Body {
        case always(Bool)
        case checks([SchemaCheck])
    }

    /// Set once by ``SchemaCompiler`` before the node is used; never changed after.
    var body: Body = .checks([])
}

/// A keyword that constrains an instance, with the keyword's name for the failure's location.
struct SchemaCheck: @unchecked Sendable {
    let keyword: String
    let kind: Kind

    enum Kind {
        case type([String])
        case enumeration([JSONValue])
        case constant(JSONValue)
        case minLength(Int)
        case maxLength(Int)
        /// A JavaScript pattern matched anywhere in the string.
        case pattern(Pattern, source: String)
        case minimum(ExactDecimal, exclusive: Bool)
        case maximum(ExactDecimal, exclusive: Bool)
        case multipleOf(ExactDecimal)
        case properties([(name: String, schema: SchemaNode)])
        case patternProperties([(pattern: Pattern, source: String, schema: SchemaNode)])
        /// The schema for members named by neither `properties` nor `patternProperties` beside it.
        /// `named` holds the names as UTF-8: JSON compares names by code points, not as Swift's `==` does.
        case additionalProperties(SchemaNode, named: Set<[UInt8]>, patterns: [Pattern])
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
        case contains(SchemaNode, minimum: Int, maximum: Int?)
        case minItems(Int)
        case maxItems(Int)
        case uniqueItems
        case allOf([SchemaNode])
        case anyOf([SchemaNode])
        case oneOf([SchemaNode])
        case not(SchemaNode)
        case conditional(if: SchemaNode, then: SchemaNode?, else: SchemaNode?)
        case reference(SchemaNode)
    }
}

/// What one validation carries down the schema: where it is in the instance and in the schema (tokens,
/// joined into JSON Pointers only for a failure), and how many `$ref`s it has followed in a row at one
/// depth of the instance, so that a schema that refers to itself forever fails instead of recursing.
struct SchemaContext {
    static let maximumReferencesInARow = 64
    var instancePath: [String] = []
    var keywordPath: [String] = []
    var referenceDepth = -1
    var referencesHere = 0

    /// A failure here.
    func failure(_ message: String) -> JSONSchemaResult.Failure {
        JSONSchemaResult.Failure(
            instanceLocation: Self.pointer(instancePath), keywordLocation: Self.pointer(keywordPath), message: message)
    }

    static func pointer(_ tokens: [String]) -> String {
        tokens.reduce(into: "") { $0 += "/" + JSONPointer.escape($1) }
    }
}
