import Foundation
import PatternRules
import PatternRulesSupport

/// The rule sets and JSON Schemas that commands name by path, read in one place, so that every command
/// reports a file it cannot read or parse the same way: the path (escaped), then why.
enum ContractFiles {
    /// The rule set in the file at `path`.
    static func ruleSet(at path: String, engine: Engine? = nil) throws(InputError) -> RuleSet {
        try ruleSet(json: try ruleSetDocument(at: path), from: path, engine: engine)
    }

    /// The text of the rule set file at `path`, for a command that compiles it more than once.
    static func ruleSetDocument(at path: String) throws(InputError) -> Data {
        try contents(at: path, what: "rule set")
    }

    /// The largest contract file read: a rule set or schema past it is refused before it is parsed.
    static let maximumSize = 64 << 20

    /// The bytes of the contract file at `path`, with one wording for every file that cannot be read
    /// (`cannot read the schema PATH: is a directory, not a file`); `what` names the contract.
    static func contents(at path: String, what: String) throws(InputError) -> Data {
        Data(try InputFile.contents(at: path, named: "the \(what) \(TextField.safe(path))", limit: maximumSize))
    }

    /// The rule set `json`, read from the file at `path`: an error names the file, then the place in it.
    static func ruleSet(json: Data, from path: String, engine: Engine?) throws(InputError) -> RuleSet {
        do {
            return try RuleSet(json: json, engine: engine)
        } catch {
            throw InputError("\(TextField.safe(path)): \(TextField.safe(error.description))")
        }
    }

    /// The schema file at `path` and its `--ref` documents, read once, for a command that compiles
    /// the schema more than once (a copy per thread) from the same bytes.
    static func schemaDocuments(at path: String, references: [String]) throws(InputError) -> SchemaDocuments {
        SchemaDocuments(
            path: path, text: try contents(at: path, what: "schema"), references: try documents(references))
    }

    /// The schema compiled from `documents`: an error names the file, then the place in it.
    static func schema(_ documents: SchemaDocuments, formats: JSONSchema.Formats) throws(InputError) -> JSONSchema {
        do {
            return try JSONSchema(json: documents.text, references: documents.references, formats: formats)
        } catch {
            throw InputError("\(TextField.safe(documents.path)): \(error)")
        }
    }

    /// `--ref` values read: `URI=FILE` registers the file's document under URI; `FILE` under its `$id`
    /// (and the file's own URL).
    private static func documents(_ references: [String]) throws(InputError) -> [String: Data] {
        var documents: [String: Data] = [:]
        for reference in references {
            let (uri, path): (String, String)
            if let equals = reference.firstIndex(of: "="), reference[..<equals].contains(":") {
                (uri, path) = (String(reference[..<equals]), String(reference[reference.index(after: equals)...]))
            } else {
                (uri, path) = (URL(fileURLWithPath: reference).absoluteString, reference)
            }
            do {
                documents[uri] = try contents(at: path, what: "referenced document")
            } catch {
                throw InputError("--ref \(TextField.safe(reference)): \(error)")
            }
        }
        return documents
    }
}

/// A schema file's bytes and its `--ref` documents' bytes, by URI.
struct SchemaDocuments {
    let path: String
    let text: Data
    let references: [String: Data]
}

/// How a command reads a JSON Schema: the `--ref` documents and `--formats`.
struct SchemaReading {
    /// The `--ref` values, in order.
    var references: [String] = []
    /// `--formats annotate|assert`; `nil` when not given.
    var formats: JSONSchema.Formats?

    init() {}

    init(_ parsed: ParsedArguments) throws(UsageError) {
        references = parsed.operands.filter { $0.option == CommandSpec.Option.schemaReference.name }.map(\.value)
        switch parsed.value(.schemaFormats) {
        case nil: formats = nil
        case "annotate": formats = .annotation
        case "assert": formats = .assertion
        case let other?: throw UsageError("'--formats' takes annotate or assert, not '\(other)'")
        }
    }

    /// The schema file at `path` with this reading's `--ref` documents, read once.
    func documents(at path: String) throws(InputError) -> SchemaDocuments {
        try ContractFiles.schemaDocuments(at: path, references: references)
    }

    /// The schema compiled from `documents` (`format` annotates unless `--formats assert`).
    func schema(_ documents: SchemaDocuments) throws(InputError) -> JSONSchema {
        try ContractFiles.schema(documents, formats: formats ?? .annotation)
    }

    /// The schema in the file at `path`, read this way.
    func schema(at path: String) throws(InputError) -> JSONSchema {
        try schema(try documents(at: path))
    }
}
