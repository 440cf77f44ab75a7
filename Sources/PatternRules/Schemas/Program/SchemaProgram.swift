import PatternRulesSupport

/// A schema compiled to a program that reads an instance's bytes once, without building its tree, and
/// says whether the instance is valid: the answer to most records of a bulk run, found in a fraction of
/// the interpreter's time. It answers `valid` only when the interpreter would; for anything else (a
/// failure, a part it cannot decide, text that is not JSON, a limit reached) it answers "ask the
/// interpreter", which then gives the failures, their places and messages, and the verdict, exactly as
/// before. So it changes no answer: it only finds the valid ones sooner.
///
/// Each schema becomes a ``SchemaProgramNode``: `type` as a mask of the kinds it allows; an object
/// schema's `properties`, `patternProperties`, `additionalProperties`, `required`, `dependentRequired`,
/// `dependentSchemas`, `propertyNames` and member counts as one walk over the members, each name looked
/// up once in a table hashed when the schema compiles; an array schema's `prefixItems`, `items`,
/// `contains` and item counts as one walk over the items; the applicators that apply a schema in place
/// (`allOf`, `anyOf`, `oneOf`, `not`, `if`, `$ref`) as reads of the same value again. The checks of one
/// value (`minLength`, `pattern`, `format`, `minimum`, `enum`, …) run the interpreter's own code on that
/// value alone: a string or number is read as itself, and an array or object is parsed whole only for
/// the checks that read one whole (`enum` and `const` listing one, `uniqueItems`).
///
/// Why the answer is the interpreter's: a failure outside every branch (`anyOf`, `oneOf`, `not`, `if`,
/// `contains`) means the instance is not valid, so the program stops there and hands over. Inside a
/// branch, the interpreter stops at the branch's first failure, in its own order, and a part it cannot
/// decide before that failure leaves the whole instance undecided. So the program cuts a failing branch
/// short only where no check the branch reaches can fail to decide (``SchemaProgramAnalysis``) and no
/// chain of in-place applications loops; a failure in any other branch hands over. Where it cut a
/// branch, it answers `valid` only if the document holds no number past the exponent limit and its
/// nesting bounds the interpreter's below the interpreter's limit. Everything else it reads as the
/// interpreter does (every branch that passes whole, `anyOf` up to its first passing branch), so it
/// meets the checks the interpreter meets, makes at least its schema applications and nests at least
/// as deep: staying within its own limits (below the interpreter's) proves the interpreter stays within
/// its own. The one place this proof does not reach is the interpreter's step budget inside branches the
/// program cut short, which the interpreter may read further than the program: a document whose cut
/// branches would cost the interpreter more than its budget (at least 1,000 applications per value) is
/// one the program finds valid, exactly, where the interpreter would refuse it as not decided. A schema
/// that reads what others evaluated (`unevaluatedProperties`, `unevaluatedItems`) or the dynamic scope
/// (`$dynamicRef`, `$recursiveRef`) gets no program.
final class SchemaProgram: Sendable {
    let root: SchemaProgramNode
    /// Every node: `$ref` cycles make them a graph, which `deinit` breaks.
    private let nodes: [SchemaProgramNode]
    /// What the in-place applications bound; `nil` when a chain of them can loop, and then no branch is
    /// cut short.
    private let bounds: SchemaProgramAnalysis.InPlaceBounds?

    /// Schema applications one run makes at most before it hands over: a hundred per byte of the
    /// document beyond a floor, and never past the interpreter's least budget, which the interpreter's
    /// applications, never more than the program's, then cannot exceed. The program remembers no
    /// answers, so a schema that applies the next level twice per level reaches this soon, and the
    /// interpreter, which remembers them, answers.
    static func maximumSteps(forBytes count: Int) -> Int {
        min(SchemaContext.minimumStepBudget, 100_000 + 100 * count)
    }
    /// Schemas applied within one another at most, an eighth of the interpreter's limit: room for the
    /// program's larger frames on a 512 KiB worker stack, in a debug build too. A deeper document is the
    /// interpreter's (which, nesting no deeper than the program, stays below its own limit).
    static let maximumDepth = SchemaContext.maximumDepth / 8

    /// `nil` for a schema the program does not take (above).
    init?(_ schema: JSONSchema) {
        guard !schema.tracksEvaluation, !schema.readsDynamicScope,
            let (root, nodes) = SchemaProgramCompiler.compile(schema.root)
        else { return nil }
        (self.root, self.nodes) = (root, nodes)
        SchemaProgramAnalysis.markDecidable(nodes)
        bounds = SchemaProgramAnalysis.inPlaceBounds(nodes)
    }

    deinit {
        for node in nodes { node.body = .always(true) }
    }

    /// What the program finds of a document.
    enum Answer: Equatable {
        /// The document is valid: the interpreter finds it valid (but for the budget inside cut
        /// branches, above).
        case valid
        /// The document is JSON and fails a check outside every branch, so it is not valid: the
        /// interpreter finds it invalid or not decided.
        case fails(Failure)
        /// The interpreter must answer: the document is not JSON, or the run met a check that may not
        /// decide, a failure in a branch it could not cut short, or one of its limits.
        case unknown
    }

    /// What a failure found by the program tells of the interpreter's result.
    struct Failure: Equatable {
        /// The failure is one no continuation of a string mends: the verdict is `invalid`, not
        /// `incomplete` (``SchemaStringPlaces/isFinal(_:on:)``).
        let isFinal: Bool
        /// The interpreter decides the document: every check the schema reaches decides any value, the
        /// document holds no number past the exponent limit, and its nesting keeps the interpreter's
        /// schemas below their depth limit and its applications below its budget.
        let isDecided: Bool
    }

    /// What the JSON document `json` is, as far as the program finds: `valid`, or else `unknown` unless
    /// `judgesFailures`, which a caller that needs the interpreter's failures anyway leaves out.
    ///
    /// - Complexity: Linear in the document's size times the schema applications per value, at most
    ///   ``maximumSteps(forBytes:)`` applications; a document that fails is then read once more, for its
    ///   syntax, when `judgesFailures`.
    func answer(_ json: UnsafeBufferPointer<UInt8>, judgesFailures: Bool) -> Answer {
        var run = SchemaProgramRun(
            JSONParser(reading: json), cutsBranches: bounds != nil,
            maximumSteps: Self.maximumSteps(forBytes: json.count))
        do {
            try run.apply(root, mode: .decides)
        } catch .documentFails(let isFinal) {
            return judgesFailures ? failure(in: json, isFinal: isFinal) : .unknown
        } catch {
            return .unknown
        }
        do { try run.parser.finishDocument() } catch { return .unknown }
        guard run.cutBranch, let bounds else { return .valid }
        // A branch cut short was not read whole: the interpreter, reading it up to its own first failure,
        // then meets no check that does not decide, and nests its schemas at most this deep.
        return !run.parser.readsLongExponent && nestsWithinLimit(run.parser.deepest, bounds) ? .valid : .unknown
    }

    /// Whether the interpreter's schemas on a document nested `deepest` levels stay within its depth.
    private func nestsWithinLimit(_ deepest: Int, _ bounds: SchemaProgramAnalysis.InPlaceBounds) -> Bool {
        (deepest + 2) * bounds.longestChain <= SchemaContext.maximumDepth
    }

    /// A failure outside every branch, once the whole of `json` is read for its syntax (a document that
    /// is not JSON is the interpreter's to report).
    private func failure(in json: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> Answer {
        var parser = JSONParser(reading: json)
        do {
            try parser.skipValue()
            try parser.finishDocument()
        } catch {
            return .unknown
        }
        guard root.isDecidable, !parser.readsLongExponent, let bounds, nestsWithinLimit(parser.deepest, bounds)
        else { return .fails(Failure(isFinal: isFinal, isDecided: false)) }
        // The interpreter applies at most `applicationsPerEntry × entriesPerChild^d` schemas to a value at
        // nesting `d`, which within its least budget per value means it runs out of none.
        var perValue = bounds.applicationsPerEntry
        for _ in 0..<parser.deepest where perValue <= SchemaContext.stepsPerValue {
            perValue *= max(1, bounds.entriesPerChild)
        }
        return .fails(Failure(isFinal: isFinal, isDecided: perValue <= SchemaContext.stepsPerValue))
    }

    /// ``answer(_:judgesFailures:)`` on bytes of any kind.
    func answer(_ json: some Collection<UInt8>, judgesFailures: Bool) -> Answer {
        json.withContiguousBytes { answer($0, judgesFailures: judgesFailures) }
    }
}

/// One schema in a ``SchemaProgram``. A class, so that a `$ref` cycle is a cycle of references.
final class SchemaProgramNode: @unchecked Sendable {
    enum Body {
        case always(Bool)
        case checks(SchemaProgramChecks)
    }

    /// Set once by ``SchemaProgramCompiler`` before the program is used.
    var body: Body = .always(true)
    /// Whether every check this schema reaches decides any value (``SchemaProgramAnalysis``): a branch
    /// that fails here may stop at its first failure.
    var isDecidable = false
}

/// What one schema asks of a value, sorted by what reading the value they need. A class: a run reads a
/// node's checks at every application, and a reference is one retain where a copy retains each list.
final class SchemaProgramChecks: Sendable {
    /// Each `type` keyword's kinds.
    let types: [SchemaTypeMask]
    /// Checks of a string's or a number's value (`minLength`, `pattern`, `format`, `minimum`, …) and
    /// `enum`/`const` listing scalars only: run on the scalar, and on an empty array or object for a
    /// container, whose content they do not read (a container is in no such list).
    let valueChecks: [SchemaCheck]
    /// Whether some of ``valueChecks`` fails every container (`enum`/`const` listing scalars only).
    let refusesContainers: Bool
    /// Checks that read a container whole (`enum`/`const` listing one, `uniqueItems`): the container is
    /// parsed into its tree for them.
    let wholeValueChecks: [SchemaCheck]
    let object: SchemaObjectProgram?
    let array: SchemaArrayProgram?
    /// The applicators that apply schemas to the value itself, in the schema's order.
    let inPlace: [SchemaInPlace]

    /// Constants, read at every application: a `var` of a class would be checked for exclusive access
    /// at each read.
    init(
        types: [SchemaTypeMask], valueChecks: [SchemaCheck], refusesContainers: Bool, wholeValueChecks: [SchemaCheck],
        object: SchemaObjectProgram?, array: SchemaArrayProgram?, inPlace: [SchemaInPlace]
    ) {
        (self.types, self.valueChecks, self.refusesContainers, self.wholeValueChecks) = (
            types, valueChecks, refusesContainers, wholeValueChecks
        )
        (self.object, self.array, self.inPlace) = (object, array, inPlace)
    }
}

/// The kinds a `type` keyword allows, one bit each; `integer` allows whole numbers only.
struct SchemaTypeMask: OptionSet {
    let rawValue: UInt8

    static let null = Self(rawValue: 1)
    static let boolean = Self(rawValue: 2)
    static let object = Self(rawValue: 4)
    static let array = Self(rawValue: 8)
    static let string = Self(rawValue: 16)
    static let wholeNumber = Self(rawValue: 32)
    static let fraction = Self(rawValue: 64)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The kinds `type` names allow (an unknown name allows none).
    init(names: [String]) {
        var mask: Self = []
        for name in names {
            switch name {
            case "null": mask.insert(.null)
            case "boolean": mask.insert(.boolean)
            case "object": mask.insert(.object)
            case "array": mask.insert(.array)
            case "string": mask.insert(.string)
            case "integer": mask.insert(.wholeNumber)
            case "number": mask.formUnion([.wholeNumber, .fraction])
            default: break
            }
        }
        self = mask
    }
}

/// An object schema's member keywords, as one walk over the members. A class of constants, as
/// ``SchemaProgramChecks`` is: a struct of a dozen lists was copied, a retain for each, at every walk.
final class SchemaObjectProgram: Sendable {
    /// Every name a keyword lists, each once: a member's name is looked up once here.
    let names: SchemaNameIndex
    /// The `properties` schema of each name (none for a name only another keyword lists), one entry
    /// per name.
    let properties: [SchemaProgramNode?]
    /// Whether `properties` lists the name, so that `additionalProperties` leaves its member alone.
    let isProperty: [Bool]
    let patternProperties: [(pattern: Pattern, node: SchemaProgramNode)]
    /// `additionalProperties`, and the `patternProperties` patterns whose members it leaves alone.
    let additional: (node: SchemaProgramNode, patterns: [Pattern])?
    /// The names `required` lists, each once.
    let required: [Int]
    let isRequired: [Bool]
    let minimumCount: Int?
    let maximumCount: Int?
    let dependentRequired: [(name: Int, required: [Int])]
    let dependentSchemas: [(name: Int, node: SchemaProgramNode)]
    let propertyNames: SchemaProgramNode?

    init(
        names: SchemaNameIndex, properties: [SchemaProgramNode?], isProperty: [Bool],
        patternProperties: [(pattern: Pattern, node: SchemaProgramNode)],
        additional: (node: SchemaProgramNode, patterns: [Pattern])?, required: [Int], isRequired: [Bool],
        counts: (minimum: Int?, maximum: Int?), dependentRequired: [(name: Int, required: [Int])],
        dependentSchemas: [(name: Int, node: SchemaProgramNode)], propertyNames: SchemaProgramNode?
    ) {
        (self.names, self.properties, self.isProperty) = (names, properties, isProperty)
        (self.patternProperties, self.additional) = (patternProperties, additional)
        (self.required, self.isRequired, self.minimumCount, self.maximumCount) = (
            required, isRequired, counts.minimum, counts.maximum
        )
        (self.dependentRequired, self.dependentSchemas, self.propertyNames) = (
            dependentRequired, dependentSchemas, propertyNames
        )
    }
}

/// An array schema's item keywords, as one walk over the items: constants, as above.
final class SchemaArrayProgram: Sendable {
    struct Keywords {
        var prefix: [SchemaProgramNode] = []
        /// `items` from the item `first` on.
        var rest: (node: SchemaProgramNode, first: Int)?
        var contains: (node: SchemaProgramNode, minimum: Int, maximum: Int?)?
        var minimumCount: Int?
        var maximumCount: Int?
    }

    let prefix: [SchemaProgramNode]
    let rest: (node: SchemaProgramNode, first: Int)?
    let contains: (node: SchemaProgramNode, minimum: Int, maximum: Int?)?
    let minimumCount: Int?
    let maximumCount: Int?

    init(_ keywords: Keywords) {
        (prefix, rest, contains) = (keywords.prefix, keywords.rest, keywords.contains)
        (minimumCount, maximumCount) = (keywords.minimumCount, keywords.maximumCount)
    }
}

/// An applicator that applies schemas to the value itself.
enum SchemaInPlace {
    case allOf([SchemaProgramNode])
    /// `tags`, where one member tells the branches apart (``SchemaTagSwitch``).
    case anyOf([SchemaProgramNode], tags: SchemaTagSwitch?)
    case oneOf([SchemaProgramNode], tags: SchemaTagSwitch?)
    case not(SchemaProgramNode)
    case conditional(if: SchemaProgramNode, then: SchemaProgramNode?, else: SchemaProgramNode?)
    case reference(SchemaProgramNode)
}
