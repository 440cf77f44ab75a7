import PatternRules
import PatternRulesSupport

/// Test inputs read from a file for `patterns coverage --inputs`: one input per line, or, in a `.jsonl`
/// file (what `patterns tests --format jsonl` writes), one `{"input": "…", "verdict": "…"}` object per
/// line, whose verdict is the one the input is expected to get.
struct TestInputs {
    struct Input {
        let text: String
        let expected: Verdict?
        /// Where it was read: `'FILE':LINE`.
        let place: String
    }

    private(set) var inputs: [Input] = []

    /// Reads `path` (standard input for `-`).
    ///
    /// - Throws: ``InputError`` naming the file and line of a line that is not UTF-8 or, in JSON Lines,
    ///   not an object with a string `input` (and, if present, a `verdict` of valid, incomplete or
    ///   invalid); ``ReadError`` when reading fails.
    init(path: String, standardInput: Int32) throws {
        let jsonLines = path.hasSuffix(".jsonl")
        inputs = try InputFile.read(path == "-" ? nil : path, standardInput: standardInput) { descriptor, name in
            var reader = LineReader(fileDescriptor: descriptor, name: name)
            var inputs: [Input] = []
            while let line = try reader.next() {
                let place = "\(name):\(line.number)"
                if let length = line.overLength {
                    throw InputError(
                        "\(place): the line is \(length) bytes, past the limit of \(reader.maximumLineLength)")
                }
                if jsonLines {
                    if line.isBlank { continue }
                    inputs.append(try Self.record(line.bytes, place: place))
                } else {
                    guard let text = String(validating: line.bytes, as: UTF8.self) else {
                        throw InputError("\(place): the line is not UTF-8")
                    }
                    inputs.append(Input(text: text, expected: nil, place: place))
                }
            }
            return inputs
        }
    }

    private static func record(_ bytes: ArraySlice<UInt8>, place: String) throws -> Input {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw InputError("\(place): not JSON: \(error)") }
        guard case .object(let members) = value else {
            throw InputError("\(place): expected an object {\"input\": \"…\", \"verdict\": \"…\"}, not \(value.kind)")
        }
        guard let input = members.last(where: { $0.key == "input" })?.value else {
            throw InputError("\(place): the object has no \"input\"")
        }
        guard case .string(let text) = input else {
            throw InputError("\(place): \"input\" is \(input.kind), not a string")
        }
        var expected: Verdict?
        if let verdict = members.last(where: { $0.key == "verdict" })?.value {
            guard case .string(let name) = verdict, let known = Verdict(rawValue: name) else {
                throw InputError("\(place): \"verdict\" must be \"valid\", \"incomplete\" or \"invalid\"")
            }
            expected = known
        }
        return Input(text: text, expected: expected, place: place)
    }
}
