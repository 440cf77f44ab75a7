import Foundation
import PatternRulesSupport

/// Reads one file, collecting every problem rather than stopping at the first.
struct EntryReader {
    let file: String
    var problems: [CatalogueError.Problem] = []

    init(file: String) { self.file = file }

    mutating func problem(_ field: String?, _ message: String) {
        problems.append(.init(file: file, field: field, message: message))
    }

    /// `[a-z0-9]+` parts joined by single `.` or `-`: `password.upper-lower-digit-8-15`.
    static func isDottedID(_ id: String) -> Bool {
        let parts = id.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "-" }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }

    mutating func read(_ data: Data?) -> CatalogueEntry? {
        guard let data else {
            problem(nil, "cannot read the file")
            return nil
        }
        let object: [String: JSONValue]
        do {
            guard case .object(let members) = try JSONParser.parse(data) else {
                problem(nil, "expected a JSON object")
                return nil
            }
            // The parser has refused duplicate keys.
            object = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
        } catch {
            problem(nil, "invalid JSON at \(error)")
            return nil
        }
        for key in object.keys.sorted()
        where !(CatalogueLoader.requiredKeys + CatalogueLoader.optionalKeys).contains(key) {
            problem(
                key,
                "unknown key (expected \((CatalogueLoader.requiredKeys + CatalogueLoader.optionalKeys).joined(separator: ", ")))"
            )
        }
        for key in CatalogueLoader.requiredKeys where object[key] == nil { problem(key, "missing") }

        let id = string(object, "id") ?? ""
        if !id.isEmpty && file != "\(id).json" {
            problem("id", "'\(id)' does not match the file name (expected \(id).json)")
        }
        if !id.isEmpty && !Self.isDottedID(id) {
            problem("id", "'\(id)' is not a dotted lowercase id such as password.upper-lower-digit-8-15")
        }
        let flags = strings(object, "flags", required: false).compactMap { name -> Pattern.Flag? in
            guard let flag = Pattern.Flag(rawValue: name) else {
                problem(
                    "flags",
                    "unknown flag '\(name)' (expected \(Pattern.Flag.names))"
                )
                return nil
            }
            return flag
        }
        let differences = knownDifferences(object)
        let ruleName = string(object, "rule", required: false)
        var pattern = string(object, "pattern", required: false)
        switch (pattern, ruleName) {
        case (nil, nil): problem("pattern", "missing (an entry has a pattern or a rule)")
        case (.some, .some): problem("rule", "an entry has a pattern or a rule, not both")
        case (nil, .some(let name)): pattern = BuiltinRules.patternSource(named: name) ?? ""
        default: break
        }
        let entry = CatalogueEntry(
            id: id, title: string(object, "title") ?? "", description: string(object, "description") ?? "",
            pattern: pattern ?? "", dialect: dialect(object),
            javaScriptPattern: string(object, "javascript", required: false), rule: ruleName,
            flags: flags, tags: strings(object, "tags"),
            matching: strings(object, "matching"), nonMatching: strings(object, "nonMatching"),
            incomplete: strings(object, "incomplete", required: false),
            invalid: strings(object, "invalid", required: false), source: string(object, "source") ?? "",
            notes: string(object, "notes") ?? "", knownDifferences: differences,
            json: String(decoding: data, as: UTF8.self))
        for (field, examples) in [("matching", entry.matching), ("nonMatching", entry.nonMatching)]
        where object[field] != nil && examples.count < CatalogueLoader.minimumExamples {
            problem(field, "has \(examples.count) examples; at least \(CatalogueLoader.minimumExamples) are needed")
        }
        guard problems.isEmpty else { return nil }
        checkCompiles(entry)
        return problems.isEmpty ? entry : nil
    }

    /// Checks that the entry's rule exists and its pattern compiles on the automatic chain, whatever
    /// `PATTERNRULES_ENGINE` says. Its examples are not run here: that is `patterns check`'s job (on every
    /// engine, with the entry's declared differences) and the tests', so that a catalogue loads on any
    /// engine the process is configured for.
    private mutating func checkCompiles(_ entry: CatalogueEntry) {
        if let name = entry.rule {
            do {
                _ = try BuiltinRules.rule(named: name)
            } catch {
                problem("rule", error.description)
            }
            return
        }
        guard entry.dialect == .pcre2 else {
            do {
                _ = try entry.compiledPattern()
            } catch {
                problem("pattern", "does not compile: \(error.message)")
            }
            return
        }
        // PCRE2's syntax check is enough (microseconds); a pattern it rejects may still run on Foundation.
        // Building the automaton waits until the entry is used.
        guard (try? PCRE2Program.checkSyntax(entry.pattern, options: entry.options, engine: .pcre2Interpreter)) == nil
        else { return }
        do {
            _ = try Pattern(entry.pattern, options: entry.options, engine: nil, environment: false)
        } catch {
            problem("pattern", "does not compile: \(error.message) at offset \(error.utf8Offset ?? 0)")
        }
    }

    /// `"dialect"`: `pcre2` (the default), `javascript` or `html`.
    private mutating func dialect(_ object: [String: JSONValue]) -> Pattern.Dialect {
        guard let name = string(object, "dialect", required: false) else { return .pcre2 }
        guard let dialect = Pattern.Dialect(rawValue: name) else {
            problem("dialect", "unknown dialect '\(name)' (expected \(Pattern.Dialect.names))")
            return .pcre2
        }
        return dialect
    }

    private mutating func string(_ object: [String: JSONValue], _ key: String, required: Bool = true) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let text) = value else {
            problem(key, "expected a string, found \(value.kind)")
            return nil
        }
        if required && text.trimmingCharacters(in: .whitespaces).isEmpty { problem(key, "is empty") }
        return text
    }

    private mutating func strings(_ object: [String: JSONValue], _ key: String, required: Bool = true) -> [String] {
        guard let value = object[key] else { return [] }
        guard case .array(let array) = value else {
            problem(key, "expected an array of strings, found \(value.kind)")
            return []
        }
        return array.enumerated().compactMap { index, element in
            guard case .string(let text) = element else {
                problem("\(key)[\(index)]", "expected a string, found \(element.kind)")
                return nil
            }
            return text
        }
    }

    private mutating func knownDifferences(_ object: [String: JSONValue]) -> [String: String] {
        guard let value = object["knownDifferences"] else { return [:] }
        guard case .object(let members) = value else {
            problem("knownDifferences", "expected an object of engine name to reason, found \(value.kind)")
            return [:]
        }
        var differences: [String: String] = [:]
        for (engine, reason) in members.map({ ($0.key, $0.value) }) {
            guard CatalogueLoader.declarableEngines.contains(engine) else {
                problem(
                    "knownDifferences.\(engine)",
                    "unknown engine (expected one of \(CatalogueLoader.declarableEngines.sorted().joined(separator: ", ")); the engines held to PCRE2 must agree)"
                )
                continue
            }
            guard case .string(let text) = reason, !text.isEmpty else {
                problem("knownDifferences.\(engine)", "expected the reason as a string")
                continue
            }
            differences[engine] = text
        }
        return differences
    }
}
