import PatternRulesSupport

/// One run of a ``SchemaProgram`` over a document: the parser, and the counts that keep the run within
/// the program's limits. Every method reads the value at the parser whole and leaves the parser after it.
///
/// The ``Mode`` says what a failure does where the value is.
struct SchemaProgramRun {
    /// What a failure does.
    enum Mode {
        /// The run hands over: no branch encloses the value (the document is not valid), or the branch
        /// that does reaches a check that may not decide (the interpreter, stopping at the branch's
        /// first failure in its own order, might meet it first).
        case handsOver
        /// The innermost branch fails at once: every check it reaches decides.
        case cutsBranch
    }

    var parser: JSONParser
    /// Whether a branch may be cut short at all (no chain of in-place applications loops).
    private let cutsBranches: Bool
    /// Whether some branch was cut short.
    private(set) var cutBranch = false
    /// Where the interpreter's own checks of a value run: a failure is counted and dropped, a part not
    /// decided stops the run.
    private var context = SchemaContext(validating: .null, tracksEvaluation: false, answersDependOnScope: false)
    private var steps = 0
    private let maximumSteps: Int
    private var depth = 0

    /// The run cannot answer `valid`: the interpreter must.
    struct HandOver: Error {}
    /// The branch being read fails: thrown to the branch's start.
    struct BranchFails: Error {}

    init(_ parser: JSONParser, cutsBranches: Bool, maximumSteps: Int) {
        (self.parser, self.cutsBranches, self.maximumSteps) = (parser, cutsBranches, maximumSteps)
        context.dropsFailures = true
    }

    /// Whether the value at the parser satisfies `node`.
    mutating func apply(_ node: SchemaProgramNode, mode: Mode) throws -> Bool {
        steps += 1
        depth += 1
        defer { depth -= 1 }
        guard steps <= maximumSteps, depth <= SchemaProgram.maximumDepth else { throw HandOver() }
        switch node.body {
        case .always(let answer):
            if !answer { try Self.fail(mode) }
            try parser.skipValue()
            return true
        case .checks(let checks):
            return try apply(checks, mode: mode)
        }
    }

    /// What a failure does in `mode`: it ends the value's reading either way.
    static func fail(_ mode: Mode) throws -> Never {
        switch mode {
        case .handsOver: throw HandOver()
        case .cutsBranch: throw BranchFails()
        }
    }

    /// Fails, as `mode` says, unless `outcome` holds.
    static func require(_ outcome: Bool, _ mode: Mode) throws {
        if !outcome { try fail(mode) }
    }

    /// Whether the value at `start` satisfies `node` as a branch: cut short at its first failure where
    /// every check it reaches decides; else a failure hands over. `end`: where the value ends, when known.
    mutating func branch(_ node: SchemaProgramNode, from start: JSONParser.Position, to end: JSONParser.Position?)
        throws -> Bool
    {
        parser.position = start
        guard cutsBranches && node.isDecidable else { return try apply(node, mode: .handsOver) }
        do {
            return try apply(node, mode: .cutsBranch)
        } catch is BranchFails {
            cutBranch = true
            if let end {
                parser.position = end
            } else {
                parser.position = start
                try parser.skipValue()
            }
            return false
        }
    }

    private mutating func apply(_ checks: SchemaProgramChecks, mode: Mode) throws -> Bool {
        let start = parser.position
        func record(_ outcome: Bool) throws { try Self.require(outcome, mode) }
        switch try parser.nextValueByte() {
        case UInt8(ascii: "{"):
            try record(checks.types.allSatisfy { $0.contains(.object) } && !checks.refusesContainers)
            try record(try wholeValueChecks(checks))
            if let object = checks.object {
                try record(try walk(object, from: start, mode: mode))
            } else {
                try parser.skipValue()
            }
        case UInt8(ascii: "["):
            try record(checks.types.allSatisfy { $0.contains(.array) } && !checks.refusesContainers)
            try record(try wholeValueChecks(checks))
            if let array = checks.array {
                try record(try walk(array, mode: mode))
            } else {
                try parser.skipValue()
            }
        default:
            if checks.types.isEmpty && checks.valueChecks.isEmpty && checks.wholeValueChecks.isEmpty {
                try parser.skipValue()
            } else {
                let value = try parser.readValue()
                try record(checks.types.allSatisfy { $0.allows(value) })
                for check in checks.valueChecks { try record(try satisfies(check, on: value)) }
                for check in checks.wholeValueChecks { try record(try satisfies(check, on: value)) }
            }
        }
        guard !checks.inPlace.isEmpty else { return true }
        let end = parser.position
        for applicator in checks.inPlace {
            try record(try apply(applicator, from: start, to: end, mode: mode))
        }
        parser.position = end
        return true
    }

    /// The checks that read a container whole, on the container at the parser, which is read again after.
    private mutating func wholeValueChecks(_ checks: SchemaProgramChecks) throws -> Bool {
        guard !checks.wholeValueChecks.isEmpty else { return true }
        let start = parser.position
        let value = try parser.readValue()
        parser.position = start
        return try checks.wholeValueChecks.allSatisfy { try satisfies($0, on: value) }
    }

    /// The interpreter's check of `value` by itself.
    private mutating func satisfies(_ check: SchemaCheck, on value: JSONValue) throws -> Bool {
        var evaluated = SchemaEvaluated()
        check.validate(value, context: &context, evaluated: &evaluated)
        if context.isUndecided { throw HandOver() }
        guard context.failures.isEmpty else {
            context.failures.removeAll(keepingCapacity: true)
            return false
        }
        return true
    }

    /// An applicator on the value from `start` to `end`, read again from its start.
    private mutating func apply(
        _ applicator: SchemaInPlace, from start: JSONParser.Position, to end: JSONParser.Position, mode: Mode
    ) throws -> Bool {
        func again(_ node: SchemaProgramNode) throws -> Bool {
            parser.position = start
            return try apply(node, mode: mode)
        }
        func branch(_ node: SchemaProgramNode) throws -> Bool { try self.branch(node, from: start, to: end) }
        switch applicator {
        case .allOf(let nodes):
            return try nodes.allSatisfy { try again($0) }
        case .anyOf(let nodes):
            // The interpreter stops at the first branch that passes; so does the program.
            for node in nodes where try branch(node) { return true }
            return false
        case .oneOf(let nodes):
            var passing = 0
            for node in nodes where try branch(node) { passing += 1 }
            return passing == 1
        case .not(let node):
            return try !branch(node)
        case .conditional(let condition, let then, let otherwise):
            let accepted = try branch(condition)
            guard let chosen = accepted ? then : otherwise else { return true }
            return try again(chosen)
        case .reference(let node):
            return try again(node)
        }
    }
}

extension SchemaTypeMask {
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
