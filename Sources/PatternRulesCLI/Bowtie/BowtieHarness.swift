import Foundation
import PatternRules
import PatternRulesSupport

/// Bowtie's harness protocol (bowtie.report; `bowtie/schemas/io/`): one JSON command per line in, one
/// JSON response per line out. `start` is answered with what the implementation is, `dialect` with
/// whether the library reads it, `run` with a verdict per test of the case (its schema compiled with
/// the case's `registry` as references), and `stop` ends the conversation.
///
/// A schema the library refuses (a keyword it does not implement, a `pattern` JavaScript rejects) is an
/// `errored` case with the reason, and a test whose verdict the library cannot decide exactly (a match
/// limit, the validation budget) an `errored` test: never a guessed `valid`. `output: annotations` is
/// answered `skipped`: the library reports failures, not annotations.
struct BowtieHarness {
    /// Where the implementation's source, home page and issues are (`--repository`).
    let repository: String
    private var started = false
    /// The dialect a schema without `$schema` is read in, as `dialect` last set it.
    private var dialect: String?

    init(repository: String) { self.repository = repository }

    /// The dialects the library reads, as Bowtie names them.
    static let dialects = [
        "https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2019-09/schema",
        "http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-06/schema#",
        "http://json-schema.org/draft-04/schema#",
    ]

    /// What to answer `line`, and whether the conversation ends.
    ///
    /// - Throws: ``UsageError`` for a line that is not a command of the protocol: Bowtie treats a harness
    ///   that cannot follow as crashed, so the harness stops and says why on standard error.
    mutating func respond(to line: ArraySlice<UInt8>) throws(UsageError) -> (response: String?, stops: Bool) {
        let command: JSONValue
        do {
            command = try JSONParser.parse(line)
        } catch {
            throw UsageError("bowtie: a command that is not JSON: \(error)")
        }
        guard case .string(let name)? = command.member("cmd") else {
            throw UsageError("bowtie: a command without a \"cmd\" string")
        }
        if name != "start", !started { throw UsageError("bowtie: '\(name)' before 'start'") }
        switch name {
        case "start":
            guard case .number("1")? = command.member("version") else {
                throw UsageError("bowtie: only version 1 of the protocol is spoken")
            }
            started = true
            return (startResponse, false)
        case "dialect":
            guard case .string(let uri)? = command.member("dialect") else {
                throw UsageError("bowtie: 'dialect' without a dialect")
            }
            guard JSONSchema.readsDialect(uri) else { return (#"{"ok":false}"#, false) }
            dialect = uri
            return (#"{"ok":true}"#, false)
        case "run":
            guard let seq = command.member("seq"), let testCase = command.member("case") else {
                throw UsageError("bowtie: 'run' without 'seq' and 'case'")
            }
            let output = command.member("output")
            return (run(testCase, seq: seq, annotations: output == .string("annotations")), false)
        case "stop":
            return (nil, true)
        default:
            throw UsageError("bowtie: unknown command '\(name)'")
        }
    }

    /// The operating system as Bowtie's own harnesses name it: `ID` and `VERSION_ID` of
    /// `/etc/os-release` on Linux, else the platform's name and version.
    private static var operatingSystem: (name: String, version: String) {
        #if os(Linux)
            if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) {
                var fields: [String: String] = [:]
                for line in release.split(separator: "\n") {
                    let parts = line.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    fields[String(parts[0])] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }
                return (fields["ID"] ?? "linux", fields["VERSION_ID"] ?? "")
            }
            return ("linux", "")
        #else
            let version = ProcessInfo.processInfo.operatingSystemVersion
            return ("macos", "\(version.majorVersion).\(version.minorVersion)")
        #endif
    }

    private var startResponse: String {
        let (osName, osRelease) = Self.operatingSystem
        let fields: [(String, String)] = [
            ("name", JSONText.quoted("patternrules")),
            ("language", JSONText.quoted("swift")),
            ("dialects", "[" + Self.dialects.map(JSONText.quoted).joined(separator: ",") + "]"),
            ("homepage", JSONText.quoted(repository)),
            ("documentation", JSONText.quoted(repository)),
            ("issues", JSONText.quoted(repository + "/issues")),
            ("source", JSONText.quoted(repository)),
            ("os", JSONText.quoted(osName.lowercased())),
            ("os_version", JSONText.quoted(osRelease)),
        ]
        let implementation = "{" + fields.map { JSONText.quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
        return #"{"version":1,"implementation":"# + implementation + "}"
    }

    /// The response to one case.
    private func run(_ testCase: JSONValue, seq: JSONValue, annotations: Bool) -> String {
        let sequence = "\"seq\":" + seq.text
        guard let schemaDocument = testCase.member("schema"), case .array(let tests)? = testCase.member("tests") else {
            return "{" + sequence + #","errored":true,"context":{"message":"a case needs a schema and tests"}}"#
        }
        if annotations {
            let skipped = #"{"skipped":true,"message":"PatternRules reports failures, not annotations"}"#
            return "{" + sequence + #","results":["#
                + Array(repeating: skipped, count: tests.count).joined(separator: ",")
                + "]}"
        }
        var references: [String: JSONValue] = [:]
        if case .object(let members)? = testCase.member("registry") {
            for member in members { references[member.key] = member.value }
        }
        let schema: JSONSchema
        do {
            schema = try JSONSchema(document: schemaDocument, references: references, dialect: dialect)
        } catch {
            return "{" + sequence + #","errored":true,"context":{"message":"# + JSONText.quoted("\(error)") + "}}"
        }
        let results = tests.map { test -> String in
            guard let instance = test.member("instance") else {
                return #"{"errored":true,"context":{"message":"a test without an instance"}}"#
            }
            let result = schema.validate(instance)
            if let undecided = result.failures.first(where: { $0.code == .notDecided }) {
                return #"{"errored":true,"context":{"message":"# + JSONText.quoted(undecided.description) + "}}"
            }
            return result.isValid ? #"{"valid":true}"# : #"{"valid":false}"#
        }
        return "{" + sequence + #","results":["# + results.joined(separator: ",") + "]}"
    }
}
