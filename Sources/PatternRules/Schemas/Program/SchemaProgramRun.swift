import PatternRulesSupport

/// One run of a ``SchemaProgram`` over a document: the parser, and the counts that keep the run within
/// the program's limits. Every method reads the value at the parser whole and leaves the parser after it.
///
/// The ``Mode`` says what a failure does where the value is.
struct SchemaProgramRun {
    /// What a failure does.
    enum Mode {
        /// No branch encloses the value: the document is not valid, and the run stops and says so.
        case decides
        /// The run hands over: the branch that encloses the value reaches a check that may not decide
        /// (the interpreter, stopping at the branch's first failure in its own order, might meet it
        /// first).
        case handsOver
        /// The innermost branch fails at once: every check it reaches decides.
        case cutsBranch
    }

    var parser: JSONParser
    /// Whether a branch may be cut short at all (no chain of in-place applications loops).
    let cutsBranches: Bool
    /// Whether some branch was cut short.
    private(set) var cutBranch = false
    /// Where the interpreter's own checks of a value run: a failure is counted and dropped, a part not
    /// decided stops the run.
    private var context = SchemaContext(validating: .null, tracksEvaluation: false, answersDependOnScope: false)
    private var steps = 0
    private let maximumSteps: Int
    private var depth = 0
    /// The members each object walk cut short reads after the others, for every walk under way: one
    /// buffer for the run, each walk's from where it began.
    var later: [(name: JSONMemberName, slot: Int?, value: JSONParser.Position)] = []

    /// Why a run stops reading a value. Typed: a branch that fails throws, often, and an untyped error
    /// would be boxed on the heap and cast back at each branch.
    enum Stop: Error {
        /// The run cannot answer `valid`: the interpreter must.
        case handOver
        /// The branch being read fails: thrown to the branch's start.
        case branchFails
        /// The document fails a check outside every branch. `final` when the failure is one no
        /// continuation of a string mends (``SchemaStringPlaces/isFinal(_:on:)``): the verdict is then
        /// `invalid`, not `incomplete`.
        case documentFails(final: Bool)
    }

    init(_ parser: JSONParser, cutsBranches: Bool, maximumSteps: Int) {
        (self.parser, self.cutsBranches, self.maximumSteps) = (parser, cutsBranches, maximumSteps)
        context.dropsFailures = true
    }

    /// Reads the value at the parser against `node`: returns when the value satisfies it; a failure
    /// throws, as `mode` says.
    mutating func apply(_ node: SchemaProgramNode, mode: Mode) throws(Stop) {
        steps += 1
        depth += 1
        defer { depth -= 1 }
        guard steps <= maximumSteps, depth <= SchemaProgram.maximumDepth else { throw .handOver }
        switch node.body {
        case .always(let answer):
            if !answer { try Self.fail(mode, .falseSchema) }
            try skipValue()
        case .checks(let checks):
            try apply(checks, mode: mode)
        }
    }

    /// What a failure of `code` (the interpreter's for the same check, on `value` where it reads one)
    /// does in `mode`: it ends the value's reading either way.
    static func fail(_ mode: Mode, _ code: FailureCode, on value: JSONValue? = nil) throws(Stop) -> Never {
        switch mode {
        case .decides: throw .documentFails(final: SchemaStringPlaces.isFinal(code, on: value))
        case .handsOver: throw .handOver
        case .cutsBranch: throw .branchFails
        }
    }

    /// Fails with `code`, as `mode` says, unless `outcome` holds.
    static func require(_ outcome: Bool, _ mode: Mode, _ code: FailureCode) throws(Stop) {
        if !outcome { try fail(mode, code) }
    }

    /// Whether the value at `start` satisfies `node` as a branch: cut short at its first failure where
    /// every check it reaches decides; else a failure hands over. A branch read to its end sets `end`; one
    /// cut short leaves the parser where it stopped, and the caller goes on from `end` once some reading
    /// finds it.
    mutating func branch(_ node: SchemaProgramNode, from start: JSONParser.Position, end: inout JSONParser.Position?)
        throws(Stop) -> Bool
    {
        parser.position = start
        guard cutsBranches && node.isDecidable else {
            try apply(node, mode: .handsOver)
            end = parser.position
            return true
        }
        let laterCount = later.count
        do {
            try apply(node, mode: .cutsBranch)
            end = parser.position
            return true
        } catch .branchFails {
            cutBranch = true
            later.removeSubrange(laterCount...)
            return false
        }
    }

    /// Puts the parser after the value at `start`: at `end` when a reading found it, else past it.
    mutating func finish(from start: JSONParser.Position, end: JSONParser.Position?) throws(Stop) {
        if let end {
            parser.position = end
        } else {
            parser.position = start
            try skipValue()
        }
    }

    private mutating func apply(_ checks: SchemaProgramChecks, mode: Mode) throws(Stop) {
        let start = parser.position
        func record(_ outcome: Bool, _ code: FailureCode) throws(Stop) { try Self.require(outcome, mode, code) }
        // Where the value ends, once a reading finds it: a schema of applicators alone leaves it to the
        // first of them, so that the value is not read once more only to find its end.
        var end: JSONParser.Position?
        switch try nextValueByte() {
        case UInt8(ascii: "{"):
            try record(checks.types.allSatisfy { $0.contains(.object) }, .wrongType)
            try record(!checks.refusesContainers, .notInEnum)
            try wholeValueChecks(checks, end: &end, mode: mode)
            if let object = checks.object {
                parser.position = start
                try walk(object, from: start, mode: mode)
                end = parser.position
            }
        case UInt8(ascii: "["):
            try record(checks.types.allSatisfy { $0.contains(.array) }, .wrongType)
            try record(!checks.refusesContainers, .notInEnum)
            try wholeValueChecks(checks, end: &end, mode: mode)
            if let array = checks.array {
                parser.position = start
                try walk(array, mode: mode)
                end = parser.position
            }
        case let first:
            if checks.valueChecks.isEmpty && checks.wholeValueChecks.isEmpty,
                let allowed = try kindAllowed(startingWith: first, checks.types)
            {
                // Only the kind is asked, and the bytes tell it: the value is not made.
                try record(allowed, .wrongType)
            } else {
                let value = try readValue()
                try record(checks.types.allSatisfy { $0.allows(value) }, .wrongType)
                for check in checks.valueChecks { try require(check, on: value, mode: mode) }
                for check in checks.wholeValueChecks { try require(check, on: value, mode: mode) }
            }
            end = parser.position
        }
        for applicator in checks.inPlace {
            if let code = try failure(of: applicator, from: start, end: &end, mode: mode) { try Self.fail(mode, code) }
        }
        try finish(from: start, end: end)
    }

    /// Whether every one of `masks` allows the scalar at the parser, whose first byte is `first`, read
    /// past it when its bytes tell: its first byte, or for a number under a mask of whole numbers, its
    /// being written without a fraction or an exponent. `nil`, the parser left at the scalar, when only
    /// the number's exact value tells (`1.0` is whole).
    private mutating func kindAllowed(startingWith first: UInt8, _ masks: [SchemaTypeMask]) throws(Stop) -> Bool? {
        if let allowed = SchemaTypeMask.allowScalar(startingWith: first, masks) {
            try skipValue()
            return allowed
        }
        let start = parser.position
        // Only a number's digits tell, under a mask that allows whole numbers alone.
        if try skipNumber() { return masks.allSatisfy { $0.contains(.wholeNumber) } }
        parser.position = start
        return nil
    }

    /// The checks that read a container whole, on the container at the parser, which they read to its
    /// end.
    private mutating func wholeValueChecks(_ checks: SchemaProgramChecks, end: inout JSONParser.Position?, mode: Mode)
        throws(Stop)
    {
        guard !checks.wholeValueChecks.isEmpty else { return }
        let value = try readValue()
        end = parser.position
        for check in checks.wholeValueChecks { try require(check, on: value, mode: mode) }
    }

    /// The interpreter's check of `value` by itself; its failure fails as `mode` says, with the
    /// interpreter's code.
    private mutating func require(_ check: SchemaCheck, on value: JSONValue, mode: Mode) throws(Stop) {
        var evaluated = SchemaEvaluated()
        check.validate(value, context: &context, evaluated: &evaluated)
        if context.isUndecided { throw .handOver }
        guard let failure = context.failures.first else { return }
        context.failures.removeAll(keepingCapacity: true)
        try Self.fail(mode, failure.code, on: value)
    }

    /// Whether the value passes a `oneOf` or `anyOf` over `nodes`, where its tag switch settles it;
    /// `nil` where the switch is of no use. Of a tagged union only the branch the tag names can pass, so
    /// the others are cut short unread, and at most one passes.
    private mutating func taggedOutcome(
        _ tags: SchemaTagSwitch?, _ nodes: [SchemaProgramNode], from start: JSONParser.Position,
        end: inout JSONParser.Position?
    ) throws(Stop) -> Bool? {
        switch try choice(by: tags, among: nodes, from: start) {
        case .unusable: return nil
        case .none:
            cutBranch = true
            return false
        case .branch(let index):
            cutBranch = true
            return try branch(nodes[index], from: start, end: &end)
        }
    }

    /// An applicator on the value at `start`, read again from there; a reading to its end sets `end`.
    /// Returns the interpreter's code for the applicator's failure, `nil` when the value passes.
    private mutating func failure(
        of applicator: SchemaInPlace, from start: JSONParser.Position, end: inout JSONParser.Position?, mode: Mode
    ) throws(Stop) -> FailureCode? {
        func again(_ node: SchemaProgramNode) throws(Stop) {
            parser.position = start
            try apply(node, mode: mode)
            end = parser.position
        }
        func branch(_ node: SchemaProgramNode) throws(Stop) -> Bool { try self.branch(node, from: start, end: &end) }
        switch applicator {
        case .allOf(let nodes):
            for node in nodes { try again(node) }
            return nil
        case .anyOf(let nodes, let tags):
            if let passes = try taggedOutcome(tags, nodes, from: start, end: &end) {
                return passes ? nil : .noAlternative
            }
            // The interpreter stops at the first branch that passes; so does the program.
            for node in nodes where try branch(node) { return nil }
            return .noAlternative
        case .oneOf(let nodes, let tags):
            if let passes = try taggedOutcome(tags, nodes, from: start, end: &end) {
                return passes ? nil : .noAlternative
            }
            var passing = 0
            for node in nodes where try branch(node) { passing += 1 }
            return passing == 0 ? .noAlternative : passing == 1 ? nil : .severalAlternatives
        case .not(let node):
            return try branch(node) ? .forbidden : nil
        case .conditional(let condition, let then, let otherwise):
            let accepted = try branch(condition)
            if let chosen = accepted ? then : otherwise { try again(chosen) }
            return nil
        case .reference(let node):
            try again(node)
            return nil
        }
    }
}

extension SchemaTypeMask {
    /// Whether every one of `masks` allows the scalar whose first byte is `first`; `nil` when only its
    /// digits tell. A loop, not a map: it runs for every scalar of a document.
    static func allowScalar(startingWith first: UInt8, _ masks: [SchemaTypeMask]) -> Bool? {
        var allowed = true
        for mask in masks {
            guard let allows = mask.allowsScalar(startingWith: first) else { return nil }
            allowed = allowed && allows
        }
        return allowed
    }

    /// Whether the mask allows the scalar whose first byte is `first`; `nil` when only its digits tell (a
    /// number, under a mask that allows whole numbers and not fractions).
    func allowsScalar(startingWith first: UInt8) -> Bool? {
        switch first {
        case UInt8(ascii: "\""): contains(.string)
        case UInt8(ascii: "t"), UInt8(ascii: "f"): contains(.boolean)
        case UInt8(ascii: "n"): contains(.null)
        default: contains(.fraction) ? true : contains(.wholeNumber) ? nil : false
        }
    }

    /// Whether the scalar `value` is of a kind the mask allows.
    func allows(_ value: JSONValue) -> Bool {
        switch value {
        case .null: contains(.null)
        case .bool: contains(.boolean)
        case .string: contains(.string)
        case .number:
            contains([.wholeNumber, .fraction]) || (contains(.wholeNumber) && value.isWholeNumber)
        case .array: contains(.array)
        case .object: contains(.object)
        }
    }
}
