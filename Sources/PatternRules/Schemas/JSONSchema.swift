import Foundation
import PatternRulesSupport

/// A JSON Schema (drafts 2020-12, 2019-09, 7, 6 and 4, chosen by `$schema`; 2020-12 when absent),
/// compiled once, that validates JSON documents and reports every failure in the shape of the
/// specification's "basic" output: where in the instance, which keyword, and why.
///
/// ```swift
/// let schema = try JSONSchema(json: Data(#"{"type": "object", "required": ["id"]}"#.utf8))
/// let result = try schema.validate(json: Data(#"{"name": "x"}"#.utf8))
/// result.isValid                         // false
/// result.failures[0].keywordLocation     // "/required"
/// ```
///
/// `pattern` and `patternProperties` are ECMA-262 patterns, read in the ``PatternDialect/javascript``
/// dialect and matched anywhere in the string, as the specification says, on the automaton where the
/// pattern is regular. `format` is an annotation unless ``Formats/assertion`` is asked for. Unknown keywords are ignored, as the
/// specification requires; a value the schema cannot decide exactly (a `pattern` past PCRE2's limits)
/// is a failure that says so, never a guess.
public struct JSONSchema: Sendable {
    let root: SchemaNode
    /// The root document, then the referenced ones by URI: what two versions compare by configuration.
    let documents: [JSONValue]
    /// Owns every node: frees the graph (whose `$ref`s may form cycles) when the last copy goes.
    let arena: SchemaArena
    /// Whether validation collects what each schema evaluated, for `unevaluatedProperties` and
    /// `unevaluatedItems`.
    let tracksEvaluation: Bool
    /// Whether some `$dynamicRef` or `$recursiveRef` reads the dynamic scope: then a referenced schema's
    /// answer on one place is remembered for one scope only.
    let readsDynamicScope: Bool
    /// The places whose strings decide an `incomplete` verdict, found when a verdict first asks.
    private let stringPlaces = OnceCache<Int, SchemaStringPlaces>(capacity: 1)
    private let recordProgramSlot = OnceValue<SchemaRecordProgram?>()
    private let programSlot = OnceValue<SchemaProgram?>()

    /// The places that decide whether a failing instance is `incomplete`, made on first use.
    var places: SchemaStringPlaces { stringPlaces.value(for: 0) { SchemaStringPlaces(root: root, arena: arena) } }

    /// The root compiled to a record program, where its shape allows (``SchemaRecordProgram``).
    var recordProgram: SchemaRecordProgram? {
        recordProgramSlot.value {
            SchemaRecordProgram(root: root, tracksEvaluation: tracksEvaluation, places: { places })
        }
    }

    /// The schema compiled to find valid documents from their bytes (``SchemaProgram``), where it takes
    /// the schema; made on first use.
    var program: SchemaProgram? { programSlot.value { SchemaProgram(self) } }

    /// What `format` does: annotate only (the specification's default), or assert the formats the
    /// library knows (`date`, `date-time`, `time`, `duration`, `email`, `idn-email`, `hostname`,
    /// `idn-hostname`, `ipv4`, `ipv6`, `uri`, `uri-reference`, `iri`, `iri-reference`, `uuid`,
    /// `regex`, `json-pointer`, `relative-json-pointer`, `uri-template`); an unknown format is never
    /// asserted.
    public enum Formats: Sendable, Hashable {
        case annotation
        case assertion
    }

    /// Compiles the schema in `json`; `references` holds other documents a `$ref` may name, by URI
    /// (each also registered under its own `$id`). There is no network access. The meta-schemas of the
    /// five drafts are built in.
    ///
    /// - Throws: ``JSONSchemaError`` with the location of the problem: invalid JSON, a keyword of the
    ///   wrong type, a pattern JavaScript rejects, an unresolved `$ref`.
    public init(json: Data, references: [String: Data] = [:], formats: Formats = .annotation)
        throws(JSONSchemaError)
    {
        let document: JSONValue
        do {
            document = try JSONParser.parse(json)
        } catch {
            throw JSONSchemaError(location: "", message: "invalid JSON at \(error)")
        }
        var parsed: [String: JSONValue] = [:]
        for (uri, data) in references.sorted(by: { $0.key < $1.key }) {
            do {
                parsed[uri] = try JSONParser.parse(data)
            } catch {
                throw JSONSchemaError(location: uri, message: "invalid JSON at \(error)")
            }
        }
        try self.init(document: document, references: parsed, formats: formats, dialect: nil)
    }

    /// Whether `uri` names a meta-schema this library reads (one of the five drafts).
    package static func readsDialect(_ uri: String) -> Bool { SchemaDraft.names(uri) }

    /// Compiles an already parsed schema; a document without `$schema` is read in `dialect` (a
    /// meta-schema URI, as Bowtie names the dialect out of band), else in 2020-12.
    package init(
        document: JSONValue, references: [String: JSONValue], formats: Formats = .annotation, dialect: String?
    ) throws(JSONSchemaError) {
        let fallback = dialect.flatMap(SchemaDraft.named(by:)) ?? .draft2020
        // A referenced document that names no draft is read in the root's (the latest when the root's
        // meta-schema is one of the references, read below).
        let draft = (try? SchemaDraft(of: document, location: "", default: fallback)) ?? fallback
        var registry = SchemaRegistry.metaSchemas
        var documents = [document]
        for (uri, reference) in references.sorted(by: { $0.key < $1.key }) {
            documents.append(reference)
            registry.addReference(reference, retrievedFrom: uri, draft: draft)
        }
        let rootURI = try registry.add(document, retrievedFrom: SchemaRegistry.defaultBase, draft: draft)
        let compiler = SchemaCompiler(registry: registry, assertsFormats: formats == .assertion)
        // The arena owns the nodes from the start: a compile that fails frees what it made too.
        let compiled: SchemaNode
        do {
            compiled = try compiler.compile(uri: rootURI)
        } catch {
            _ = compiler.arena
            throw error
        }
        root = compiled
        self.documents = documents
        tracksEvaluation = compiler.readsEvaluation
        readsDynamicScope = compiler.readsDynamicScope
        arena = compiler.arena
    }

    /// Compiles the schema in the file at `url`.
    public init(contentsOf url: URL, references: [String: Data] = [:], formats: Formats = .annotation)
        throws(JSONSchemaError)
    {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw JSONSchemaError(location: url.path, message: "cannot be read: \(error.localizedDescription)")
        }
        try self.init(json: data, references: references, formats: formats)
    }

    /// Validates the JSON document in `json`.
    ///
    /// - Throws: ``JSONSchemaError`` when `json` is not JSON (the instance location is empty).
    public func validate(json: Data) throws(JSONSchemaError) -> JSONSchemaResult {
        if program?.answer(json, judgesFailures: false) == .valid { return JSONSchemaResult(failures: []) }
        return validate(try Self.instance(json))
    }

    /// Whether the JSON document in `json` is valid: the verdict of ``validate(json:)``, found faster,
    /// since validation stops at the first failure.
    ///
    /// - Throws: ``JSONSchemaError`` when `json` is not JSON.
    public func isValid(json: Data) throws(JSONSchemaError) -> Bool {
        switch program?.answer(json, judgesFailures: true) {
        case .valid?: return true
        case .fails?: return false
        case .unknown?, nil: return isValid(try Self.instance(json))
        }
    }

    /// The instance in `json`, for every method that validates one given as bytes.
    private static func instance(_ json: Data) throws(JSONSchemaError) -> JSONValue {
        do {
            return try JSONParser.parse(json)
        } catch {
            throw JSONSchemaError(location: "", message: "the instance is not JSON: \(error)")
        }
    }

    /// The verdict on the JSON document in `json`, as a rule set gives one on a record: `valid`,
    /// `incomplete` when every failure is a string still being typed at a place whose checks are all
    /// regular (`"ab"` against `minLength: 3`, a required string member not yet there), else `invalid`.
    ///
    /// - Throws: ``JSONSchemaError`` when `json` is not JSON.
    public func verdict(json: Data) throws(JSONSchemaError) -> Verdict {
        switch program?.answer(json, judgesFailures: true) {
        case .valid?: return .valid
        // Whether or not the interpreter decides, a failure no typing mends makes it say `invalid`.
        case .fails(let failure)? where failure.isFinal: return .invalid
        default: break
        }
        let instance = try Self.instance(json)
        return verdict(of: validate(instance), on: instance)
    }

    /// The verdict of `result`, found validating `instance`.
    package func verdict(of result: JSONSchemaResult, on instance: JSONValue) -> Verdict {
        if result.isValid { return .valid }
        return places.verdict(of: result, on: instance)
    }

    package func isValid(_ instance: JSONValue) -> Bool {
        var context = SchemaContext(
            validating: instance, tracksEvaluation: tracksEvaluation, answersDependOnScope: readsDynamicScope,
            stopsAtFirstFailure: true)
        context.dropsFailures = true
        root.validate(instance, context: &context)
        return context.failures.isEmpty && context.undecided == nil
    }

    package func validate(_ instance: JSONValue) -> JSONSchemaResult {
        var context = SchemaContext(
            validating: instance, tracksEvaluation: tracksEvaluation, answersDependOnScope: readsDynamicScope)
        root.validate(instance, context: &context)
        if let undecided = context.undecided, !context.failures.contains(undecided) {
            // An applicator dropped the undecided part's failure (`not`, `anyOf`): say why the verdict is
            // not valid, and where.
            let place = undecided.instanceLocation.isEmpty ? #""""# : undecided.instanceLocation
            var reason = ""
            if case .text(let text)? = undecided.parameters["reason"] { reason = text }
            context.fail(.notDecided, ["reason": .text("at \(place): \(reason)")])
        }
        return JSONSchemaResult(failures: context.failures)
    }
}

/// The outcome of validating one instance: valid, or every failure with where it is.
public struct JSONSchemaResult: Sendable, Hashable {
    /// One keyword that rejected part of the instance.
    public struct Failure: Sendable, Hashable, CustomStringConvertible {
        /// A JSON Pointer into the instance (`/items/2/id`; empty for the whole document).
        public let instanceLocation: String
        /// The path of keywords through the schema (`/properties/items/items/required`).
        public let keywordLocation: String
        /// The failure's stable code (docs/MESSAGES.md): a rule set's where the check is the same
        /// (`minLength` fails with ``FailureCode/tooShort``), else the keyword's own.
        public let code: FailureCode
        /// The values its message names, by parameter name.
        public let parameters: [String: FailureParameter]

        /// The message in English.
        public var message: String { message(in: .english) }

        /// The message in `locale`, from the same catalogue as a rule set's.
        ///
        /// - Parameters:
        ///   - locale: The language to write it in.
        ///   - overrides: Texts that replace the library's for some codes and locales.
        /// - Returns: The message.
        public func message(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> String {
            MessageCatalog.message(code, parameters: parameters, in: locale, overrides: overrides)
        }

        /// `pointer: message`, the root's pointer (empty) written `""` so that it stays apart from a member
        /// named "" (`/`).
        public var description: String { "\(instanceLocation.isEmpty ? #""""# : instanceLocation): \(message)" }
    }

    /// Every failure, in the order the schema's keywords were checked.
    public let failures: [Failure]

    public var isValid: Bool { failures.isEmpty }

    /// Whether validation could decide the instance: `false` when a limit (the schema applications a
    /// validation may make, a `multipleOf` past exact arithmetic, a pattern's match limit) left some part
    /// open, which a ``FailureCode/notDecided`` failure then names. Such an instance is neither valid nor
    /// known to be invalid; `patterns validate` reports it as `error`.
    public var isDecided: Bool { !failures.contains { $0.code == .notDecided } }
}

/// A schema that cannot be compiled or a document that is not JSON: what is wrong and where (a JSON
/// Pointer into the schema, or the reference's URI).
public struct JSONSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    public let location: String
    public let message: String

    public var description: String { location.isEmpty ? message : "\(location): \(message)" }
}
