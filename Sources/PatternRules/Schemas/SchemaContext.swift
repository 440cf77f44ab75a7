import PatternRulesSupport

/// What one validation carries down the schema: the failures so far, where it is in the instance and in
/// the schema (tokens, joined into JSON Pointers only for a failure), the dynamic scope (the resources entered, outermost
/// first), and how many `$ref`s it has followed in a row at one depth of the instance, so that a schema
/// that refers to itself forever fails instead of recursing.
struct SchemaContext {
    static let maximumReferencesInARow = 64
    /// Whether some schema reads what others evaluated (`unevaluatedProperties`, `unevaluatedItems`):
    /// only then is ``SchemaEvaluated`` collected.
    let tracksEvaluation: Bool
    var failures: [JSONSchemaResult.Failure] = []
    var instancePath: [String] = []
    var keywordPath: [String] = []
    var dynamicScope: [SchemaResource] = []
    var referenceDepth = -1
    var referencesHere = 0

    init(tracksEvaluation: Bool) { self.tracksEvaluation = tracksEvaluation }

    /// Records a failure here.
    mutating func fail(_ message: String) {
        failures.append(
            JSONSchemaResult.Failure(
                instanceLocation: Self.pointer(instancePath), keywordLocation: Self.pointer(keywordPath),
                message: message))
    }

    static func pointer(_ tokens: [String]) -> String {
        tokens.reduce(into: "") { $0 += "/" + JSONPointer.escape($1) }
    }
}

/// The members of an object or the items of an array that a schema evaluated successfully, by
/// position: the annotations that `unevaluatedProperties` and `unevaluatedItems` read. A schema that
/// fails evaluates nothing, so an applicator keeps a subschema's positions only when it passes.
struct SchemaEvaluated {
    private(set) var positions: Set<Int> = []

    mutating func insert(_ position: Int) { positions.insert(position) }
    mutating func insert<S: Sequence>(contentsOf positions: S) where S.Element == Int {
        self.positions.formUnion(positions)
    }
    mutating func merge(_ other: SchemaEvaluated?) {
        if let other { positions.formUnion(other.positions) }
    }
    func contains(_ position: Int) -> Bool { positions.contains(position) }
}
