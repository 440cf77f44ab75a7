import Foundation
import PatternRules
import PatternRulesSupport

/// Inputs validated one at a time, given as arguments or read as lines from standard input or a file,
/// each outcome printed as it comes: what `patterns validate` does for a rule (and for a pattern given
/// inputs as arguments) and `patterns test` for a catalogue entry. Input that is not UTF-8, an
/// over-long line and a match stopped by a limit are reported, never skipped.
struct InputValidation {
    /// What is printed per input (`--only`, `--count`, `--output`).
    var printer: VerdictPrinter
    let standardInput: Int32
    let standardError: OutputSink
    /// Whether a summary goes to standard error at the end (`--summary`).
    var printsSummary = false
    /// The file lines are read from instead of standard input (`--input FILE`).
    var inputFile: String?
    /// The longest line read (`--max-line-bytes`).
    var maximumLineLength = LineReader.defaultMaximumLineLength

    /// An input given as an argument: its text, and its bytes when they are not UTF-8.
    struct ArgumentInput {
        let text: String
        let invalidBytes: [UInt8]?
    }

    /// Validates `inputs` (standard input when there are none) against `rule`. JSON Lines output names the
    /// failures of an input that is not valid.
    func run(_ rule: any ValidationRule<String>, on inputs: [ArgumentInput]) -> Int32 {
        guard printer.mode == .jsonLines else {
            return run({ input in Outcome(verdict: rule.verdict(for: input)) }, on: inputs)
        }
        return run(
            { input in
                let validation = rule.validate(input)
                return Outcome(verdict: validation.verdict, errors: validation.errors)
            }, on: inputs)
    }

    /// Validates `inputs` (standard input's lines, or `--input`'s, when there are none) with `check`, and
    /// finishes the printer (with the summary when asked).
    func run(_ check: Check, on inputs: [ArgumentInput]) -> Int32 {
        let status: Int32
        if inputFile != nil && !inputs.isEmpty {
            standardError.writeLine("error: '--input' reads a file; give inputs as arguments or a file, not both")
            status = 2
        } else if inputs.isEmpty {
            do {
                status = try validateLines(check)
            } catch {
                standardError.writeLine("error: \(error)")
                status = 2
            }
        } else {
            status = validate(inputs, check)
        }
        printer.finish(summary: printsSummary ? standardError : nil)
        return status
    }

    /// What is printed for one input: the verdict line, or the lines given instead.
    struct Outcome {
        let verdict: Verdict
        var lines: [String]? = nil
        /// A valid phone number's E.164 form, with `--e164`.
        var e164: String? = nil
        /// Why an input is not valid, for JSON Lines output.
        var errors: [any Error] = []
    }

    /// The outcome for one input; a match stopped by a limit throws.
    typealias Check = (String) throws(MatchError) -> Outcome

    private func validate(_ inputs: [ArgumentInput], _ check: Check) -> Int32 {
        var allValid = true
        for (index, input) in inputs.enumerated() {
            if let bytes = input.invalidBytes {
                reportInvalidUTF8(bytes[...], location: "argument \(index + 1)", position: index + 1)
                allValid = false
                continue
            }
            allValid =
                report(input.text, raw: input.text.utf8, check, location: "argument \(index + 1)", position: index + 1)
                && allValid
        }
        return allValid ? 0 : 1
    }

    /// Validates the lines of `--input FILE`, else of standard input.
    private func validateLines(_ check: Check) throws -> Int32 {
        try InputFile.read(inputFile, standardInput: standardInput) { descriptor, name in
            validateLines(check, descriptor: descriptor, name: name)
        }
    }

    private func validateLines(_ check: Check, descriptor: Int32, name: String) -> Int32 {
        var reader = LineReader(fileDescriptor: descriptor, name: name, maximumLineLength: maximumLineLength)
        var allValid = true
        var warnedAboutNUL = false
        do {
            while let line = try reader.next() {
                if let length = line.overLength {
                    standardError.writeLine(
                        InputWarning.overLength(length).text("line \(line.number)", limit: reader.maximumLineLength))
                    let shown = printer.mode == .lines ? [] : VerdictPrinter.overLimitText(length: length)
                    printer.record(.error, raw: shown, position: line.number)
                    allValid = false
                    continue
                }
                if !warnedAboutNUL && line.bytes.contains(0) {
                    warnedAboutNUL = true
                    standardError.writeLine(
                        InputWarning.containsNUL.text("line \(line.number)", limit: reader.maximumLineLength))
                }
                guard let text = String(validating: line.bytes, as: UTF8.self) else {
                    reportInvalidUTF8(
                        line.bytes, asRead: line.asRead, location: "line \(line.number)", position: line.number)
                    allValid = false
                    continue
                }
                allValid =
                    report(
                        text, raw: line.bytes, asRead: line.asRead, check, location: "line \(line.number)",
                        position: line.number)
                    && allValid
            }
        } catch {
            standardError.writeLine("error: " + TextField.escapingUnsafe("\(error)"))
            return 2
        }
        return allValid ? 0 : 1
    }

    /// Reported, never skipped: input that is not UTF-8 text is not a valid value. It is echoed byte for
    /// byte, so that the output can be joined back to the input.
    private func reportInvalidUTF8(
        _ bytes: ArraySlice<UInt8>, asRead: ArraySlice<UInt8>? = nil, location: String, position: Int
    ) {
        standardError.writeLine(
            InputWarning.invalidUTF8(in: bytes).text(location, limit: maximumLineLength))
        printer.record(.invalid, raw: bytes, asRead: asRead, position: position)
    }

    /// Records the outcome for `input` (`raw`: as read); returns whether it is valid.
    private func report(
        _ input: String, raw: some Collection<UInt8>, asRead: ArraySlice<UInt8>? = nil, _ check: Check,
        location: String, position: Int
    ) -> Bool {
        do {
            let outcome = try check(input)
            printer.record(
                LineOutcome(outcome.verdict), raw: raw, asRead: asRead, position: position, lines: outcome.lines,
                e164: outcome.e164, errors: outcome.errors)
            return outcome.verdict == .valid
        } catch {
            standardError.writeLine(InputWarning.stopped(error).text(location, limit: maximumLineLength))
            printer.record(.error, raw: raw, asRead: asRead, position: position)
            return false
        }
    }
}
