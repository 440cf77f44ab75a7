// libFuzzer targets for PatternRules, built by scripts/ci/fuzz.sh (not part of the package build: the entry
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
// - search:   `PATTERN\nTEXT`: where the automaton searches the pattern, with whatever prefilter its
//             strategy chose, every match is PCRE2's (FuzzSearch.swift), and the prefilter never passes
//             over a line that holds one. Run it again with PATTERNRULES_SIMD=off for the portable kernel.
// - finders:  any bytes, searched by every finder of the registry (FuzzFinders.swift): values in order,
//             never overlapping, on whole UTF-8 characters inside the text, each holding a match of its
//             finder's candidates.

import Foundation
import PatternRules

private let target = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "pattern"
let ukPhone = try! PhoneNumberRule(region: "GB")
let anyPhone = PhoneNumberRule(error: BuiltinRuleError.phoneNumber)
let emails = EmailLevel.allCases.map { EmailRule($0) }
let passwords = PasswordRule()
let catalogueDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
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
    case "search": fuzzSearch(bytes)
    case "finders": fuzzFinders(bytes)
    default: fatalError("unknown FUZZ_TARGET \(target)")
    }
    return 0
}

func fuzzPattern(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return }
    checkPattern(String(parts[0]), options: [], on: String(parts[1]))
}

/// The pattern target with options: the first byte switches case-insensitive, extended, dot-all and
/// Unicode classes on or off (one bit each); the rest is a pattern line and a subject. Seeded with PCRE2's
/// own test patterns (scripts/ci/fuzz.sh writes them from Tests/Fixtures/pcre2).
func fuzzFlaggedPattern(_ bytes: UnsafeBufferPointer<UInt8>) {
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
func fuzzJavaScript(_ bytes: UnsafeBufferPointer<UInt8>) {
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
let fuzzLimits = MatchLimits(match: 20_000, depth: 1_000, heapKibibytes: 1_024)

/// Without AddressSanitizer only (scripts/ci/fuzz.sh defines FUZZ_CACHES_PATTERNS then): a Pattern keeps its
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
