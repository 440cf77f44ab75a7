import PatternRulesSupport

/// What one validation carries down the schema: the failures so far, where it is in the instance and in
/// the schema (tokens, joined into JSON Pointers only for a failure), the dynamic scope (the resources
/// entered, outermost first), and how many schemas apply within one another, so that a schema that
/// refers to itself forever, or a deep instance under a schema that nests many levels per level of the
/// instance, fails as undecided instead of exhausting the stack.
struct SchemaContext {
    /// Schemas applied within one another at most: room for an instance nested 256 deep (the parser's
    /// limit) under a schema that applies four schemas per level, in a frame budget that fits a
    /// 512 KiB thread stack.
    static let maximumDepth = 1024
    /// Whether some schema reads what others evaluated (`unevaluatedProperties`, `unevaluatedItems`):
    /// only then is ``SchemaEvaluated`` collected.
    let tracksEvaluation: Bool
    /// Whether only the verdict is asked for: validation stops at the first failure it keeps (a failure
    /// inside an `anyOf` branch ends that branch only, since an earlier kept one would have ended
    /// everything).
    let stopsAtFirstFailure: Bool
    var failures: [JSONSchemaResult.Failure] = []
    var instancePath: [String] = []
    var keywordPath: [String] = []
    var dynamicScope: [SchemaResource] = []
    var depth = 0
    /// Why some part of the instance could not be decided, once that happens: the verdict is then not
    /// valid whatever the applicators around that part make of its failure (`not`, `anyOf`).
    private(set) var undecided: String?

    init(tracksEvaluation: Bool, stopsAtFirstFailure: Bool = false) {
        (self.tracksEvaluation, self.stopsAtFirstFailure) = (tracksEvaluation, stopsAtFirstFailure)
    }

    /// Records a failure here.
    mutating func fail(_ message: String) {
        failures.append(
            JSONSchemaResult.Failure(
                instanceLocation: Self.pointer(instancePath), keywordLocation: Self.pointer(keywordPath),
                message: message))
    }

    /// Records that `instance` cannot be decided here, and why.
    mutating func failUndecided(_ message: String) {
        fail(message)
        if undecided == nil { undecided = failures[failures.count - 1].description }
    }

    /// Records that schemas nest past ``maximumDepth`` here. Out of line: the check is on the path of
    /// every nested schema, whose frames should stay small.
    @inline(never)
    mutating func failTooDeep() {
        failUndecided(
            "more than \(Self.maximumDepth) schemas apply within one another here (a schema that refers to itself without reading the instance, or nesting past the limit): not decided"
        )
    }

    static func pointer(_ tokens: [String]) -> String {
        tokens.reduce(into: "") { $0 += "/" + JSONPointer.escape($1) }
    }
}

/// The members of an object or the items of an array that a schema evaluated successfully, by
/// position: the annotations that `unevaluatedProperties` and `unevaluatedItems` read. A schema that
/// fails evaluates nothing, so an applicator keeps a subschema's positions only when it passes.
struct SchemaEvaluated {
    /// `nil` while empty: most validations collect nothing, and an absent set costs no reference count.
    private var positions: Set<Int>?

    // Each change is made in place: no set is copied per position.
    mutating func insert(_ position: Int) {
        if positions == nil { positions = [] }
        positions!.insert(position)
    }
    mutating func insert<S: Sequence>(contentsOf positions: S) where S.Element == Int {
        if self.positions == nil { self.positions = [] }
        self.positions!.formUnion(positions)
    }
    mutating func merge(_ other: SchemaEvaluated?) {
        guard let more = other?.positions else { return }
        if positions == nil { positions = [] }
        positions!.formUnion(more)
    }
    func contains(_ position: Int) -> Bool { positions?.contains(position) ?? false }
}
