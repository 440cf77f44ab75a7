import Foundation
import PatternRulesSupport

/// `patterns find`'s arguments told apart, as grep users expect: the patterns (`--regex` values, and the
/// arguments that name a built-in rule or a catalogue entry) and the files (`--input` values, and every
/// argument from the first that names no pattern on). One rule, stated in the help: an argument that
/// names a pattern and is also an existing file is refused with both readings, and a pattern's name
/// after a file is refused with where it stands, so that neither is read the wrong way in silence.
struct InputSplit {
    private(set) var operands: [(option: String?, value: String)] = []
    /// The files in the order given, `nil` for standard input (`-`).
    private(set) var files: [InputPath?] = []

    init(
        _ parsed: ParsedArguments, invalidArguments: [Int: [UInt8]], namesPattern: (String) -> Bool
    ) throws(UsageError) {
        var firstFile: String?
        for (operand, index) in zip(parsed.operands, parsed.operandIndices) {
            // Positions in messages count the subcommand and start from 1.
            let position = index + 2
            let bytes = invalidArguments[index]
            switch operand.option {
            case CommandSpec.Option.findInput.name?:
                files.append(Self.path(operand.value, bytes: bytes))
            case nil:
                let names = bytes == nil && namesPattern(operand.value)
                if names, Self.exists(operand.value) {
                    throw UsageError(
                        "argument \(position) '\(TextField.escapingUnsafe(operand.value))' names a pattern (a built-in rule or catalogue entry) and an existing file: write ./\(TextField.escapingUnsafe(operand.value)) to search the file, or give the pattern as the rule or entry with no such file beside it"
                    )
                }
                if names, firstFile == nil {
                    operands.append(operand)
                } else if names, let firstFile {
                    throw UsageError(
                        "argument \(position) '\(TextField.escapingUnsafe(operand.value))' names a pattern but comes after the file '\(TextField.escapingUnsafe(firstFile))': give patterns before files"
                    )
                } else {
                    firstFile = firstFile ?? (bytes.map { InputPath(bytes: $0).displayName } ?? operand.value)
                    files.append(Self.path(operand.value, bytes: bytes))
                }
            default:
                if bytes != nil { throw UsageError("argument \(position) is not valid UTF-8") }
                if operand.option == CommandSpec.Option.findRegex.name { operands.append(operand) }
            }
        }
        if let position = invalidArguments.keys.sorted().first(where: { !parsed.operandIndices.contains($0) }) {
            throw UsageError("argument \(position + 2) is not valid UTF-8")
        }
        guard !operands.isEmpty else {
            let named =
                firstFile.map {
                    ": '\(TextField.escapingUnsafe($0))' names no catalogue entry or rule (see 'patterns list')"
                } ?? ""
            throw UsageError("'patterns find' needs a pattern: --regex P, a catalogue id or a built-in rule\(named)")
        }
    }

    private static func path(_ value: String, bytes: [UInt8]?) -> InputPath? {
        value == "-" && bytes == nil ? nil : bytes.map(InputPath.init(bytes:)) ?? InputPath(value)
    }

    /// Whether something is at `path` (a file, a directory, a pipe).
    private static func exists(_ path: String) -> Bool {
        if case .unusable = FileKind(path: path) { return false }
        return true
    }
}
