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
    /// Schemas that are nothing but a `$ref`, followed one after another without reading the instance:
    /// they are followed in a loop, not nested, so a long chain costs no stack, and a chain this long
    /// can only be a cycle.
    static let maximumReferenceChain = 100_000
    /// Schema applications one validation may make before its verdict is refused as undecided: at least
    /// this many, or ``stepsPerValue`` for each value of the instance when that is more. With repeated
    /// applications of a referenced schema remembered, only a schema whose answers depend on the dynamic
    /// scope through many resources can get near it.
    static let minimumStepBudget = 10_000_000
    static let stepsPerValue = 1_000
    /// Failures one validation lists at most; past it, the verdict stands and the rest are not listed
    /// (a schema that applies one failing schema twice per level fails in 2^levels ways).
    static let maximumFailures = 1_000
    /// Applications made before referenced schemas' answers are remembered: small validations, the
    /// common case, never pay for the table.
    static let stepsBeforeMemo = 10_000

    /// Whether some schema reads what others evaluated (`unevaluatedProperties`, `unevaluatedItems`):
    /// only then is ``SchemaEvaluated`` collected.
    let tracksEvaluation: Bool
    /// Whether a referenced schema's answer depends on the dynamic scope as well as on the place
    /// (`$dynamicRef`, `$recursiveRef`): then the scope is part of the key it is remembered under.
    let answersDependOnScope: Bool
    /// Validation stops once more failures than this are kept: `0` when only the verdict is asked for,
    /// the count before a branch whose failures are dropped anyway (`anyOf`, `not`, `if`), `nil` to
    /// collect every failure.
    var stopsAfter: Int?
    var failures: [JSONSchemaResult.Failure] = []
    /// Whether the failures recorded now are read for their count and codes alone (inside a branch of
    /// `anyOf`, `oneOf`, `not`, `if`, `contains`; in a validation that asks only for a verdict): they
    /// are then recorded without their places and parameters, whose JSON Pointers were most of the cost
    /// of a schema that tries many branches.
    var dropsFailures = false
    /// The instance and keyword locations of the failures recorded now, where the caller knows them
    /// ahead (a record program's member, whose pointers are made when it compiles): the paths are then
    /// not joined.
    var knownPlace: (instance: String, keyword: String)?
    /// Where validation is in the instance, a token per level: changed by ``enter(_:)`` and
    /// ``leave()`` alone, which keep ``placeHashes`` to the levels there are.
    private(set) var instancePath: [String] = []
    /// The hash of each level of ``instancePath``, from the root, as far as ``placeHash()`` has needed.
    private var placeHashes: [UInt64] = []
    /// Whether the instance is a member's name (`propertyNames`), not the value at ``instancePath``.
    var readsName = false
    var keywordPath: [String] = []
    var dynamicScope: [SchemaResource] = []
    var depth = 0
    /// Schema applications so far, against ``stepBudget``.
    var steps = 0
    /// Set from the instance's size the first time ``steps`` passes ``minimumStepBudget``.
    var stepBudget: Int?
    /// Referenced schemas' answers by (schema, instance location).
    var answers = SchemaAnswers()
    /// Why some part of the instance could not be decided, once that happens: the verdict is then not
    /// valid whatever the applicators around that part make of its failure (`not`, `anyOf`).
    private(set) var undecided: JSONSchemaResult.Failure?
    /// Whether ``undecided`` is set: read on every check, where testing the optional failure itself
    /// cost a copy of it.
    private(set) var isUndecided = false

    /// Whether the step budget ran out: every schema application after it returns at once.
    private(set) var isOverBudget = false
    /// The whole instance, whose size sets ``stepBudget`` when a validation gets that far.
    private let root: JSONValue

    init(
        validating root: JSONValue, tracksEvaluation: Bool, answersDependOnScope: Bool = true,
        stopsAtFirstFailure: Bool = false
    ) {
        (self.root, self.tracksEvaluation) = (root, tracksEvaluation)
        self.answersDependOnScope = answersDependOnScope
        stopsAfter = stopsAtFirstFailure ? 0 : nil
    }

    /// Whether validation has kept enough failures to stop, ran out of budget, or met a part it cannot
    /// decide: the verdict can then no longer be valid, and going on would only repeat the refusal (a
    /// schema that applies itself without reading the instance refuses at every route to it).
    var isDone: Bool {
        if isOverBudget || isUndecided { return true }
        guard let stopsAfter else { return false }
        return failures.count > stopsAfter
    }

    /// Counts one schema application; `false` once the budget is spent (the failure then recorded says
    /// the instance is undecided).
    mutating func countStep() -> Bool {
        steps += 1
        if steps <= (stepBudget ?? Self.minimumStepBudget) { return true }
        if stepBudget == nil {
            stepBudget = max(
                Self.minimumStepBudget, Self.stepsPerValue.multipliedReportingOverflow(by: root.valueCount).partialValue
            )
            if steps <= stepBudget! { return true }
        }
        if !isOverBudget { failOverBudget() }
        return false
    }

    /// Records a failure here. The parameters are made only for a failure that is kept: a branch's
    /// dropped failures made a dictionary each.
    mutating func fail(_ code: FailureCode, _ parameters: @autoclosure () -> [String: FailureParameter] = [:]) {
        if stopsAfter == nil && failures.count == Self.maximumFailures {
            failures.append(
                JSONSchemaResult.Failure(
                    instanceLocation: "", keywordLocation: "", code: .tooManyFailures,
                    parameters: ["maximum": .count(Self.maximumFailures)]))
            stopsAfter = 0
            return
        }
        if dropsFailures {
            failures.append(
                JSONSchemaResult.Failure(instanceLocation: "", keywordLocation: "", code: code, parameters: [:]))
        } else {
            failures.append(failure(code, parameters()))
        }
    }

    /// A failure of `code` here.
    private func failure(_ code: FailureCode, _ parameters: [String: FailureParameter]) -> JSONSchemaResult.Failure {
        if let (instance, keyword) = knownPlace {
            return JSONSchemaResult.Failure(
                instanceLocation: instance, keywordLocation: keyword, code: code, parameters: parameters)
        }
        return JSONSchemaResult.Failure(
            instanceLocation: Self.pointer(instancePath), keywordLocation: Self.pointer(keywordPath), code: code,
            parameters: parameters)
    }

    /// Records that `instance` cannot be decided here, and why (in English: the reason names the engine's
    /// limits, which no translation covers).
    mutating func failUndecided(_ reason: String) {
        let parameters: [String: FailureParameter] = ["reason": .text(reason)]
        if undecided == nil {
            undecided = failure(.notDecided, parameters)
            isUndecided = true
        }
        fail(.notDecided, parameters)
    }

    /// Records that schemas nest past ``maximumDepth`` here. Out of line: the check is on the path of
    /// every nested schema, whose frames should stay small.
    @inline(never)
    mutating func failTooDeep() {
        failUndecided(
            "more than \(Self.maximumDepth) schemas apply within one another here (a schema that refers to itself without reading the instance, or nesting past the limit): not decided"
        )
    }

    /// Records that validation made more schema applications than its budget allows: not decided.
    @inline(never)
    mutating func failOverBudget() {
        failUndecided(
            "more than \(stepBudget ?? Self.minimumStepBudget) schema applications for one instance (a schema that applies others many times over): not decided"
        )
        isOverBudget = true
    }

    /// Goes down to the member or item `token` of the current place.
    mutating func enter(_ token: String) { instancePath.append(token) }

    /// Goes back up a level; the level's hash, where it was made, goes with it.
    mutating func leave() {
        instancePath.removeLast()
        if placeHashes.count > instancePath.count { placeHashes.removeLast() }
    }

    /// A hash of ``instancePath`` (FNV-1a over each token's UTF-8 and a separator), made level by level and
    /// kept while the levels stay: what remembers referenced schemas' answers by place.
    mutating func placeHash() -> UInt64 {
        while placeHashes.count < instancePath.count {
            // Each token ends with a byte no UTF-8 holds, so that `a`,`b` and `ab` hash apart.
            let hash = FNV1a.hash(instancePath[placeHashes.count], from: placeHashes.last ?? FNV1a.offsetBasis)
            placeHashes.append(
                withUnsafeBytes(of: UInt8(0xFF)) { FNV1a.hash($0.bindMemory(to: UInt8.self), from: hash) })
        }
        return placeHashes.last ?? 0
    }

    static func pointer(_ tokens: [String]) -> String {
        // Into one string of the final size: joining a `"/" + token` per level made a string each.
        var pointer = ""
        pointer.reserveCapacity(tokens.reduce(0) { $0 + 1 + $1.utf8.count })
        for token in tokens {
            pointer += "/"
            pointer += JSONPointer.escape(token)
        }
        return pointer
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
