// libFuzzer targets for PatternRules, built by scripts/fuzz (not part of the package build: the entry
// point is libFuzzer's). Pick the target with FUZZ_TARGET. Each target checks properties, not just the
// absence of crashes:
//
// - pattern:  the first line is a pattern, the rest a subject. When PCRE2 compiles it, the JIT and the
//             interpreter agree on whether it is valid, and `matches` agrees with `verdict == .valid`.
//             (They may split incomplete/invalid: with `$` before a final newline the 10.42 JIT reports
//             a partial match where the interpreter does not; both answers are sound. Found here.)
//             When the automaton takes the pattern, it agrees with the interpreter on complete matches,
//             says invalid wherever the interpreter does (PCRE2's invalid is sound), and its shortest
//             completion of an incomplete input makes the interpreter match. Read as many lines in
//             one pass (`forEachLine` on a buffer past the line scanner's threshold), the subject's
//             lines answer as each does alone.
// - flagged-pattern: the same checks with the first byte choosing the options (case-insensitive,
//             extended, dot-all, Unicode classes), seeded with PCRE2's own test patterns.
// - javascript: the first line is a pattern, the rest a subject kept to printable ASCII without spaces,
//             where the two dialects are documented to agree (docs/DIALECTS.md): a pattern that both the
//             `javascript` dialect and PCRE2 read gets the same `valid` from both, and the same verdict
//             when both run on the automaton, so a divergence of the two parsers shows.
// - phone:    `invalid` is sound: no appended digit makes an invalid input valid; a valid number's E.164
//             form is valid for any region and names the same region; as-you-type formatting keeps the
//             digits and a `+`, and formatting a valid number reads back as the same number.
// - email:    `invalid` is sound at every level.
// - password: the estimate is finite and the score in 0...4; `invalid` is sound.
// - catalogue: a catalogue file of any bytes loads or reports problems, never crashes.
// - ruleset:  a rule set of any bytes compiles or names a path; a compiled one validates a record built
//             from the same bytes without crashing, and its verdict agrees with its messages.
// - schema:   `SCHEMA\nINSTANCE`: a JSON Schema of any bytes compiles or says where it is wrong; a compiled
//             one validates the instance the same way twice (no state left behind by the dynamic scope
//             or the annotations) and whatever the order of every object's members, formats annotated
//             and asserted alike; the verdict alone (`isValid`) is the full validation's. Seeds hold
//             `$ref` chains and fan-outs (levels that apply the next twice, through `allOf`, `anyOf`,
//             `not` and `$dynamicRef`), which must answer without exhausting the stack or the budget.

import Foundation
import PatternRules

private let target = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "pattern"
private let ukPhone = try! PhoneNumberRule(region: "GB")
private let anyPhone = PhoneNumberRule(error: BuiltinRuleError.phoneNumber)
private let emails = EmailLevel.allCases.map { EmailRule($0) }
private let passwords = PasswordRule()
private let catalogueDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "fuzz-catalogue-\(getpid())")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    switch target {
    case "pattern": fuzzPattern(bytes)
    case "flagged-pattern": fuzzFlaggedPattern(bytes)
    case "javascript": fuzzJavaScript(bytes)
    case "phone":
        let input = String(decoding: bytes, as: UTF8.self)
        fuzzSoundness(input, rules: [ukPhone, anyPhone], extensions: ["0", "5", " ", "+", "x", "#", "t"])
        fuzzAsYouType(input)
    case "email":
        fuzzSoundness(String(decoding: bytes, as: UTF8.self), rules: emails, extensions: ["a", ".", "@", "-", "é"])
    case "password": fuzzPassword(String(decoding: bytes, as: UTF8.self))
    case "catalogue": fuzzCatalogue(bytes)
    case "ruleset": fuzzRuleSet(bytes)
    case "schema": fuzzSchema(bytes)
    default: fatalError("unknown FUZZ_TARGET \(target)")
    }
    return 0
}

private func fuzzPattern(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return }
    checkPattern(String(parts[0]), options: [], on: String(parts[1]))
}

/// The pattern target with options: the first byte switches case-insensitive, extended, dot-all and
/// Unicode classes on or off (one bit each); the rest is a pattern line and a subject. Seeded with PCRE2's
/// own test patterns (scripts/fuzz writes them from Tests/Fixtures/pcre2).
private func fuzzFlaggedPattern(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let flags = bytes.first else { return }
    var options: Pattern.Options = []
    if flags & 1 != 0 { options.insert(.caseInsensitive) }
    if flags & 2 != 0 { options.insert(.extended) }
    if flags & 4 != 0 { options.insert(.dotMatchesLineSeparators) }
    if flags & 8 != 0 { options.insert(.unicodeCharacterClasses) }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst()), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return }
    checkPattern(String(parts[0]), options: options, on: String(parts[1]))
}

/// The `javascript` dialect against PCRE2 on inputs where they agree: printable ASCII, no white space, so
/// `\s`, `.`, `$`, `\v` and case folding beyond ASCII play no part.
private func fuzzJavaScript(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    // `[]` and `[^]` are classes in JavaScript (nothing, anything) and the start of a class holding `]` in
    // PCRE2: the one documented spelling both accept with different meanings (docs/DIALECTS.md).
    guard parts.count == 2, !parts[0].contains("[]"), !parts[0].contains("[^]"),
        let script = try? Pattern(String(parts[0]), dialect: .javascript, limits: fuzzLimits),
        let pcre2 = try? Pattern(String(parts[0]), limits: fuzzLimits)
    else { return }
    let subject = String(String.UnicodeScalarView(parts[1].unicodeScalars.filter { (0x21...0x7E).contains($0.value) }))
    guard let javaScriptVerdict = try? script.verdict(for: subject), let pcre2Verdict = try? pcre2.verdict(for: subject)
    else { return }
    precondition(
        (javaScriptVerdict == .valid) == (pcre2Verdict == .valid),
        "javascript says \(javaScriptVerdict), pcre2 \(pcre2Verdict): \(parts[0]) on \(subject)")
    if script.engine == .automaton, pcre2.engine == .automaton {
        precondition(javaScriptVerdict == pcre2Verdict, "javascript \(javaScriptVerdict), pcre2 \(pcre2Verdict)")
    }
}

/// The engines a pattern compiles to, kept for the inputs that mutate only the subject: compiling (the
/// automaton above all) costs far more than the checks, and libFuzzer often keeps the pattern line.
private struct CompiledPattern {
    let jit: Pattern?
    let interpreter: Pattern?
    let automaton: Pattern?
}

nonisolated(unsafe) private var compiledPatterns: [String: CompiledPattern] = [:]
private let fuzzLimits = MatchLimits(match: 20_000, depth: 1_000, heapKibibytes: 1_024)

/// Without AddressSanitizer only (scripts/fuzz defines FUZZ_CACHES_PATTERNS then): a Pattern keeps its
/// program in an enum whose case tag sits in the pointer's spare bits, which LeakSanitizer cannot follow,
/// so cached patterns alive at exit would be reported as leaks.
private func compiled(_ source: String, options: Pattern.Options) -> CompiledPattern {
    #if FUZZ_CACHES_PATTERNS
        let key = "\(options.rawValue)\u{0}\(source)"
        if let known = compiledPatterns[key] { return known }
        if compiledPatterns.count >= 256 { compiledPatterns.removeAll() }
        let made = make(source, options: options)
        compiledPatterns[key] = made
        return made
    #else
        return make(source, options: options)
    #endif
}

private func make(_ source: String, options: Pattern.Options) -> CompiledPattern {
    CompiledPattern(
        jit: try? Pattern(source, options: options, engine: .pcre2JIT, limits: fuzzLimits),
        interpreter: try? Pattern(source, options: options, engine: .pcre2Interpreter, limits: fuzzLimits),
        automaton: try? Pattern(source, options: options, engine: .automaton))
}

private func checkPattern(_ source: String, options: Pattern.Options, on subject: String) {
    let limits = fuzzLimits
    let patterns = compiled(source, options: options)
    guard let jit = patterns.jit, let interpreter = patterns.interpreter else { return }
    guard let jitVerdict = try? jit.verdict(for: subject), let interpreted = try? interpreter.verdict(for: subject)
    else { return }  // a limit stopped one of them; their limits are not comparable
    precondition(
        (jitVerdict == .valid) == (interpreted == .valid),
        "JIT says \(jitVerdict), interpreter \(interpreted): \(source) on \(subject)")
    if let matches = try? jit.matches(subject) {
        precondition(matches == (jitVerdict == .valid), "matches \(matches) but verdict \(jitVerdict)")
    }
    guard let automaton = patterns.automaton, let exact = try? automaton.verdict(for: subject) else { return }
    fuzzCursor(automaton, typing: subject)
    fuzzLines(automaton, subject)
    // PCRE2 10.42's automatic possessification treats some overlapping atoms as disjoint (`\h*\S` on
    // U+00A0): the automaton is compared with PCRE2 without it where the two differ.
    var reference = interpreter
    if !agrees(automaton, exact, with: interpreter, on: subject),
        let plain = try? Pattern(
            "(*NO_AUTO_POSSESS)" + source, options: options, engine: .pcre2Interpreter, limits: limits)
    {
        reference = plain
    }
    guard let expected = try? reference.verdict(for: subject) else { return }
    precondition((exact == .valid) == (expected == .valid), "automaton says \(exact), PCRE2 \(expected)")
    fuzzPatternSet(automaton, source: source, options: options, on: subject)
    if expected == .invalid { precondition(exact == .invalid, "automaton says \(exact) where PCRE2 is sure") }
    if exact == .incomplete, let completion = automaton.shortestCompletion(of: subject),
        let completed = try? reference.verdict(for: subject + completion)
    {
        precondition(
            completed == .valid, "completion \(completion.debugDescription) of \(subject.debugDescription) fails")
    }
}

/// A `PatternSet`'s one pass says whether the pattern matches somewhere in the subject as PCRE2's own
/// search does, beside a second pattern that keeps the product from being the pattern alone. PCRE2 searches
/// without its automatic possessification, which finds no match of `\h*\S` in U+00A0 (see above).
private func fuzzPatternSet(_ pattern: Pattern, source: String, options: Pattern.Options, on subject: String) {
    guard
        let reference = try? Pattern(
            "(*NO_AUTO_POSSESS)" + source, options: options, engine: .pcre2Interpreter, limits: fuzzLimits),
        let found = try? reference.containsMatch(in: subject), let other = try? Pattern("ab|c")
    else { return }
    let set = PatternSet([pattern, other])
    guard set.refusals[0] == nil else { return }
    var copy = subject
    let scan = copy.withUTF8 { set.scan($0) }
    precondition(scan.matches(0) == found, "the one pass says \(String(describing: scan.matches(0))), PCRE2 \(found)")
}

/// Whether the automaton's verdict on `subject` and its completion agree with `reference`'s answers.
private func agrees(_ automaton: Pattern, _ exact: Verdict, with reference: Pattern, on subject: String) -> Bool {
    guard let expected = try? reference.verdict(for: subject) else { return true }
    if (exact == .valid) != (expected == .valid) || (expected == .invalid && exact != .invalid) { return false }
    guard exact == .incomplete, let completion = automaton.shortestCompletion(of: subject) else { return true }
    return (try? reference.verdict(for: subject + completion)) == .valid
}

/// Many lines read in one pass answer as each line read alone: the subject's lines, each also with a CR
/// before its line feed, repeated past the size where `forEachLine` switches to the line scanner, then
/// once more without a final line feed.
private func fuzzLines(_ pattern: Pattern, _ subject: String) {
    let line = Array(subject.utf8)
    var buffer: [UInt8] = []
    while buffer.count < 1 << 14 { buffer += line + [0x0A] + line + [0x0D, 0x0A] }
    buffer += line
    buffer.withUnsafeBytes { raw in
        pattern.forEachLine(in: raw) { range, verdict in
            let alone = try? pattern.verdict(forUTF8: UnsafeRawBufferPointer(rebasing: raw[range]))
            precondition(
                (try? verdict.get()) == alone,
                "line \(range) of \(subject.debugDescription): \(verdict), alone \(String(describing: alone))")
        }
    }
}

/// A cursor typed one scalar at a time, then cut back, answers as a fresh match of its text after every
/// edit (the trail's blocks, their moves to the buffer and back, and the popped states).
private func fuzzCursor(_ pattern: Pattern, typing subject: String) {
    var cursor = Pattern.Cursor(pattern)
    var typed = ""
    func check() {
        precondition(cursor.text == typed, "cursor text \(cursor.text.debugDescription) for \(typed.debugDescription)")
        precondition(
            (try? cursor.verdict) == (try? pattern.verdict(for: typed)), "cursor verdict on \(typed.debugDescription)")
    }
    for scalar in subject.unicodeScalars {
        cursor.append(scalar)
        typed.unicodeScalars.append(scalar)
        check()
    }
    let cut = 1 + subject.utf8.count % 11
    cursor.removeLast(cut)
    typed.removeLast(min(cut, typed.count))
    check()
}

private func fuzzSoundness(_ input: String, rules: [any ValidationRule<String>], extensions: [String]) {
    for rule in rules where rule.verdict(for: input) == .invalid {
        for suffix in extensions {
            precondition(rule.verdict(for: input + suffix) != .valid, "invalid \(input) became valid with \(suffix)")
        }
    }
    if let number = anyPhone.match(input).number ?? ukPhone.match(input).number {
        let again = anyPhone.match(number.e164)
        precondition(again.verdict == .valid, "\(number.e164) from \(input) is \(again.verdict)")
    }
}

private func fuzzPassword(_ input: String) {
    let report = PasswordPolicy.default.report(for: input, userInputs: ["adriano"])
    precondition(report.log10Guesses.isFinite && (0...4).contains(report.score), "\(report) for \(input)")
    fuzzSoundness(input, rules: [passwords], extensions: ["a", "A", "1", "!", " "])
}

private func fuzzCatalogue(_ bytes: UnsafeBufferPointer<UInt8>) {
    try? FileManager.default.createDirectory(at: catalogueDirectory, withIntermediateDirectories: true)
    let file = catalogueDirectory.appendingPathComponent("fuzz.entry.json")
    try? Data(bytes).write(to: file)
    do {
        _ = try PatternCatalogue(directory: catalogueDirectory)
    } catch {
        precondition(!error.problems.isEmpty, "a catalogue error without problems")
    }
}

private func fuzzRuleSet(_ bytes: UnsafeBufferPointer<UInt8>) {
    let data = Data(bytes)
    let rules: RuleSet
    do {
        rules = try RuleSet(json: data)
    } catch {
        precondition(!error.message.isEmpty, "a rule-set error without a message")
        return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    var record: [String: String] = [:]
    for field in rules.fields { record[field.name] = text }
    let result = rules.validate(record)
    precondition(result.isValid == result.messages.isEmpty, "verdict \(result.verdict) with \(result.messages)")
}

private func fuzzSchema(_ bytes: UnsafeBufferPointer<UInt8>) {
    let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let schemaText = Data(bytes[..<newline])
    let instanceText = Data(bytes[min(newline + 1, bytes.count)...])
    for formats in [JSONSchema.Formats.annotation, .assertion] {
        let schema: JSONSchema
        do {
            schema = try JSONSchema(json: schemaText, formats: formats)
        } catch {
            precondition(!error.message.isEmpty, "a schema error without a message")
            return
        }
        guard let first = try? schema.validate(json: instanceText) else { return }
        let again = try? schema.validate(json: instanceText)
        precondition(again == first, "two validations of one instance differ")
        precondition(first.isValid == first.failures.isEmpty)
        precondition(
            (try? schema.isValid(json: instanceText)) == first.isValid, "isValid disagrees with the full validation")
        guard let reordered = try? reversingMembers(instanceText) else { continue }
        let other = try? schema.validate(json: reordered)
        precondition(other?.isValid == first.isValid, "the verdict depends on the order of members")
    }
}

/// The JSON document `data` (already read as valid JSON) with every object's members in reverse order,
/// each value's text kept as written: a small reader of its own, since the library's is not public.
private func reversingMembers(_ data: Data) throws -> Data {
    struct Malformed: Error {}
    let bytes = Array(data)
    var position = 0
    func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }
    func value() throws -> [UInt8] {
        skipSpace()
        guard position < bytes.count else { throw Malformed() }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[position] == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            var parts: [[UInt8]] = []
            skipSpace()
            if position < bytes.count, bytes[position] == close {
                position += 1
                return isObject ? Array("{}".utf8) : Array("[]".utf8)
            }
            while true {
                var part = try value()
                if isObject {
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw Malformed() }
                    position += 1
                    part += [UInt8(ascii: ":")] + (try value())
                }
                parts.append(part)
                skipSpace()
                guard position < bytes.count else { throw Malformed() }
                if bytes[position] == close { break }
                guard bytes[position] == UInt8(ascii: ",") else { throw Malformed() }
                position += 1
            }
            position += 1
            let ordered = isObject ? parts.reversed() : parts
            return [isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")]
                + Array(ordered.joined(separator: [UInt8(ascii: ",")])) + [close]
        case UInt8(ascii: "\""):
            let start = position
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            position += 1
            guard position <= bytes.count else { throw Malformed() }
            return Array(bytes[start..<position])
        default:
            let start = position
            while position < bytes.count, !Array(",]}: \t\r\n".utf8).contains(bytes[position]) { position += 1 }
            return Array(bytes[start..<position])
        }
    }
    return Data(try value())
}

private func fuzzAsYouType(_ input: String) {
    func digits(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }.map(Character.init))
    }
    for rule in [ukPhone, anyPhone] {
        let shown = rule.formatted(asYouType: input)
        guard shown != input else { continue }
        let asciiDigits = String(
            input.unicodeScalars.compactMap {
                $0.properties.numericType == .decimal ? Character(String(Int($0.properties.numericValue!))) : nil
            })
        precondition(digits(shown) == asciiDigits, "\(input) shown as \(shown)")
        // Spaces and invisible bidi marks may come before the plus sign (`+` or the full-width `＋`).
        let ignorable: Set<UInt32> = [
            0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x061C,
        ]
        let first = input.unicodeScalars.first { !$0.properties.isWhitespace && !ignorable.contains($0.value) }
        let typedPlus = first == "+" || first == "\u{FF0B}"
        precondition(shown.hasPrefix("+") == typedPlus, "\(input) shown as \(shown)")
    }
    if let number = ukPhone.match(input).number {
        for style in [PhoneNumberFormat.international, .national] {
            let written = number.formatted(style)
            precondition(ukPhone.match(written).number?.e164 == number.e164, "\(input) written \(written)")
        }
    }
}
