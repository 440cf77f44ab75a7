import PatternRulesSupport

/// One run of a ``SchemaProgram`` over a document: the parser, and the counts that keep the run within
/// the program's limits. Every method reads the value at the parser whole and leaves the parser after it.
///
/// `outsideBranches`: no `anyOf`, `oneOf`, `not`, `if` or `contains` encloses the value, so a failure
/// means the document is not valid and the run stops (throws); inside a branch, a failure makes the
/// branch fail and the run reads on, so that it meets every check the interpreter meets.
struct SchemaProgramRun {
    var parser: JSONParser
    /// Where the interpreter's own checks of a value run: a failure is counted and dropped, a part not
    /// decided stops the run.
    private var context = SchemaContext(validating: .null, tracksEvaluation: false, answersDependOnScope: false)
    private(set) var steps = 0
    private var depth = 0

    /// The run cannot answer `valid`: the interpreter must.
    struct HandOver: Error {}

    init(_ parser: JSONParser) {
        self.parser = parser
        context.dropsFailures = true
    }

    /// Whether the value at the parser satisfies `node`.
    mutating func apply(_ node: SchemaProgramNode, outsideBranches: Bool) throws -> Bool {
        steps += 1
        depth += 1
        defer { depth -= 1 }
        guard steps <= SchemaProgram.maximumSteps, depth <= SchemaProgram.maximumDepth else { throw HandOver() }
        switch node.body {
        case .always(let answer):
            if !answer && outsideBranches { throw HandOver() }
            try parser.skipValue()
            return answer
        case .checks(let checks):
            return try apply(checks, outsideBranches: outsideBranches)
        }
    }

    private mutating func apply(_ checks: SchemaProgramChecks, outsideBranches: Bool) throws -> Bool {
        let start = parser.position
        var passes = true
        /// Records a check's outcome: a failure outside every branch stops the run.
        func record(_ outcome: Bool) throws {
            if outcome { return }
            if outsideBranches { throw HandOver() }
            passes = false
        }
        switch try parser.nextValueByte() {
        case UInt8(ascii: "{"):
            try record(checks.types.allSatisfy { $0.contains(.object) } && !checks.refusesContainers)
            try record(try wholeValueChecks(checks))
            if let object = checks.object {
                try record(try walk(object, from: start, outsideBranches: outsideBranches))
            } else {
                try parser.skipValue()
            }
        case UInt8(ascii: "["):
            try record(checks.types.allSatisfy { $0.contains(.array) } && !checks.refusesContainers)
            try record(try wholeValueChecks(checks))
            if let array = checks.array {
                try record(try walk(array, outsideBranches: outsideBranches))
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
        guard !checks.inPlace.isEmpty else { return passes }
        let end = parser.position
        for applicator in checks.inPlace {
            try record(try apply(applicator, at: start, outsideBranches: outsideBranches))
        }
        parser.position = end
        return passes
    }

    /// The checks that read a container whole, on the container at the parser, which is read again after.
    private mutating func wholeValueChecks(_ checks: SchemaProgramChecks) throws -> Bool {
        guard !checks.wholeValueChecks.isEmpty else { return true }
        let start = parser.position
        let value = try parser.readValue()
        parser.position = start
        var passes = true
        for check in checks.wholeValueChecks { passes = try satisfies(check, on: value) && passes }
        return passes
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

    /// An applicator on the value at `start`, read again from there.
    private mutating func apply(_ applicator: SchemaInPlace, at start: JSONParser.Position, outsideBranches: Bool)
        throws -> Bool
    {
        func again(_ node: SchemaProgramNode, outsideBranches: Bool) throws -> Bool {
            parser.position = start
            return try apply(node, outsideBranches: outsideBranches)
        }
        switch applicator {
        case .allOf(let nodes):
            var passes = true
            for node in nodes { passes = try again(node, outsideBranches: outsideBranches) && passes }
            return passes
        case .anyOf(let nodes):
            // The interpreter stops at the first branch that passes; so does the program.
            for node in nodes where try again(node, outsideBranches: false) { return true }
            return false
        case .oneOf(let nodes):
            var passing = 0
            for node in nodes where try again(node, outsideBranches: false) { passing += 1 }
            return passing == 1
        case .not(let node):
            return try !again(node, outsideBranches: false)
        case .conditional(let condition, let then, let otherwise):
            let accepted = try again(condition, outsideBranches: false)
            guard let branch = accepted ? then : otherwise else { return true }
            return try again(branch, outsideBranches: outsideBranches)
        case .reference(let node):
            return try again(node, outsideBranches: outsideBranches)
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
