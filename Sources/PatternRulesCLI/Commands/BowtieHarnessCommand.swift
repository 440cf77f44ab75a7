/// `patterns bowtie-harness --repository URL`: speaks Bowtie's harness protocol on standard input and
/// output (``BowtieHarness``), so that Bowtie can run the JSON Schema test suite through the library
/// (contrib/bowtie/). Each response is written as soon as its command is read.
struct BowtieHarnessCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .bowtieHarness) else { return 0 }
        guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument '\(parsed.positionals[0])'") }
        guard let repository = parsed.value(.repository) else {
            throw UsageError("bowtie-harness needs --repository URL: Bowtie lists where the implementation lives")
        }
        var harness = BowtieHarness(repository: repository)
        var reader = LineReader(fileDescriptor: tool.standardInput, readsAsAvailable: true)
        while let line = try reader.next() {
            if let length = line.overLength {
                throw UsageError(
                    "bowtie: line \(line.number) is \(length) bytes, over the limit of \(reader.maximumLineLength)")
            }
            guard !line.isBlank else { continue }
            let (response, stops) = try harness.respond(to: line.bytes)
            if let response {
                tool.standardOutput.writeLine(response)
                tool.standardOutput.flush()
            }
            if stops { return 0 }
        }
        return 0
    }
}
