import Foundation

/// A `format` asserted: the formats of drafts 4 to 2020-12, each regular one an exact automaton
/// (``FormatGrammars``), the others a grammar plus the checks a grammar cannot say (leap seconds, host
/// names' IDNA2008 rules, JavaScript's regex syntax). Unknown formats are not asserted, as the
/// specification requires.
struct SchemaFormat: Sendable {
    let name: String
    /// The grammar (a PCRE2 pattern of the whole string) when the format is a regular language.
    let grammar: String?
    private let check: @Sendable (String) -> Bool?

    init(name: String, grammar: String? = nil, check: @escaping @Sendable (String) -> Bool?) {
        (self.name, self.grammar, self.check) = (name, grammar, check)
    }

    /// Whether `text` is in the format; `nil` when that cannot be decided (a pattern past the compile
    /// budget given as a `regex`, a grammar whose engine stopped).
    func accepts(_ text: String) -> Bool? { check(text) }

    /// The format called `name` in `draft`, when it is one the library asserts. Drafts 4 and 6 read
    /// `hostname` as RFC 1123 alone; later drafts add IDNA2008's A-labels (RFC 5890).
    static func named(_ name: String, draft: SchemaDraft) -> SchemaFormat? {
        if name == "hostname" && (draft == .draft4 || draft == .draft6) { return hostnameBeforeIDNA }
        return known[name]
    }

    private static let hostnameBeforeIDNA = SchemaFormat(name: "hostname") {
        HostName.isValid($0, allowingUnicode: false, readingALabels: false)
    }

    /// Every format asserted, by name. Each grammar compiles the first time a value is checked against
    /// it (``CompiledGrammars``), not when a schema first names a format.
    static let known: [String: SchemaFormat] = {
        var formats: [String: SchemaFormat] = [:]
        func grammar(
            _ name: String, _ source: String, then extra: (@Sendable (String) -> Bool)? = nil,
            _ pattern: @escaping @Sendable () -> Pattern
        ) {
            // A second of 60 is checked in arithmetic, outside the grammar: not a regular format then.
            formats[name] = SchemaFormat(name: name, grammar: extra == nil ? source : nil) { text in
                guard let matched = matches(pattern(), text[...]) else { return nil }
                return matched && (extra?(text) ?? true)
            }
        }
        typealias Compiled = CompiledGrammars
        grammar("date", FormatGrammars.date) { Compiled.date }
        grammar("time", FormatGrammars.time, then: isLeapSecondRight) { Compiled.time }
        grammar("date-time", FormatGrammars.dateTime, then: isLeapSecondRight) { Compiled.dateTime }
        grammar("duration", FormatGrammars.duration) { Compiled.duration }
        grammar("ipv4", FormatGrammars.ipv4) { Compiled.ipv4 }
        grammar("ipv6", FormatGrammars.ipv6) { Compiled.ipv6 }
        grammar("uuid", FormatGrammars.uuid) { Compiled.uuid }
        grammar("json-pointer", FormatGrammars.jsonPointer) { Compiled.jsonPointer }
        grammar("relative-json-pointer", FormatGrammars.relativeJSONPointer) { Compiled.relativeJSONPointer }
        grammar("uri", FormatGrammars.uri(international: false, reference: false)) { Compiled.uri }
        grammar("uri-reference", FormatGrammars.uri(international: false, reference: true)) { Compiled.uriReference }
        grammar("iri", FormatGrammars.uri(international: true, reference: false)) { Compiled.iri }
        grammar("iri-reference", FormatGrammars.uri(international: true, reference: true)) { Compiled.iriReference }
        grammar("uri-template", FormatGrammars.uriTemplate) { Compiled.uriTemplate }
        formats["hostname"] = SchemaFormat(name: "hostname") { HostName.isValid($0, allowingUnicode: false) }
        formats["idn-hostname"] = SchemaFormat(name: "idn-hostname") { HostName.isValid($0, allowingUnicode: true) }
        formats["email"] = SchemaFormat(name: "email") {
            isMailbox($0, local: Compiled.localPart, international: false)
        }
        formats["idn-email"] = SchemaFormat(name: "idn-email") {
            isMailbox($0, local: Compiled.internationalLocalPart, international: true)
        }
        formats["regex"] = SchemaFormat(name: "regex", check: isJavaScriptRegex)
        return formats
    }()

    /// The grammars compiled, each on first use (a `static let` is initialised once, lazily, and safely
    /// across threads).
    private enum CompiledGrammars {
        static let date = compile(FormatGrammars.date)
        static let time = compile(FormatGrammars.time)
        static let dateTime = compile(FormatGrammars.dateTime)
        static let duration = compile(FormatGrammars.duration)
        static let ipv4 = compile(FormatGrammars.ipv4)
        static let ipv6 = compile(FormatGrammars.ipv6)
        static let uuid = compile(FormatGrammars.uuid)
        static let jsonPointer = compile(FormatGrammars.jsonPointer)
        static let relativeJSONPointer = compile(FormatGrammars.relativeJSONPointer)
        static let uri = compile(FormatGrammars.uri(international: false, reference: false))
        static let uriReference = compile(FormatGrammars.uri(international: false, reference: true))
        static let iri = compile(FormatGrammars.uri(international: true, reference: false))
        static let iriReference = compile(FormatGrammars.uri(international: true, reference: true))
        static let uriTemplate = compile(FormatGrammars.uriTemplate)
        static let localPart = compile(FormatGrammars.localPart(international: false))
        static let internationalLocalPart = compile(FormatGrammars.localPart(international: true))
        static let addressLiteral = compile(FormatGrammars.addressLiteral)

        private static func compile(_ source: String) -> Pattern { BuiltinPattern.compileLeniently(source) }
    }

    /// Whether `pattern` matches the whole of `text`; `nil` when the engine could not decide.
    private static func matches(_ pattern: Pattern, _ text: Substring) -> Bool? {
        switch Result(catching: { () throws(MatchError) in try pattern.matches(text) }) {
        case .success(let matched): matched
        case .failure: nil
        }
    }

    /// A second of 60 only where the time, moved to UTC by its offset, is 23:59:60 (RFC 3339, 5.7).
    @Sendable private static func isLeapSecondRight(_ text: String) -> Bool {
        let time =
            text.count > 10 && (text.dropFirst(10).first == "T" || text.dropFirst(10).first == "t")
            ? Substring(text.dropFirst(11)) : Substring(text)
        let digits = time.unicodeScalars.map { Int($0.value) - 48 }
        guard digits.count >= 9, digits[6] * 10 + digits[7] == 60 else { return true }
        let minutes = (digits[0] * 10 + digits[1]) * 60 + digits[3] * 10 + digits[4]
        var offset = 0
        if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let parts = time[time.index(after: sign)...].split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2 else { return false }
            offset = (parts[0] * 60 + parts[1]) * (time[sign] == "+" ? 1 : -1)
        }
        return ((minutes - offset) % 1440 + 1440) % 1440 == 23 * 60 + 59
    }

    /// RFC 5321's `Mailbox` (with RFC 6531's UTF-8 where `international`): a local part of at most 64
    /// octets, then a host name or an address literal.
    private static func isMailbox(_ text: String, local: Pattern, international: Bool) -> Bool? {
        guard let at = text.lastIndex(of: "@") else { return false }
        let localPart = text[..<at]
        let domain = text[text.index(after: at)...]
        guard localPart.utf8.count <= 64 else { return false }
        guard let localMatches = matches(local, localPart) else { return nil }
        guard localMatches else { return false }
        if domain.hasPrefix("["), domain.hasSuffix("]"), domain.count >= 2 {
            return matches(CompiledGrammars.addressLiteral, domain.dropFirst().dropLast())
        }
        return HostName.isValid(String(domain), allowingUnicode: international, requiringNFC: false)
    }

    /// Whether `text` is an ECMA-262 regular expression (read with the `u` flag, as JSON Schema's
    /// patterns are).
    @Sendable private static func isJavaScriptRegex(_ text: String) -> Bool? {
        do {
            _ = try JavaScriptParser.parse(text, flags: .init(.javascript, options: []), budget: CompileBudget())
            return true
        } catch {
            if case .syntax = error { return false }
            // The parser stopped at something it does not model before reading the rest.
            return nil
        }
    }
}
