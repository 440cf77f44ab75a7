/// The command line of the Benchmarks executable.
struct BenchmarkOptions {
    var quick = false
    var help = false
    var filter: String?
    var jsonPath: String?
    var engines: Set<String>?
    /// Your pattern and your file, instead of the committed workloads.
    var regex: String?
    var inputPath: String?
    /// An earlier run's `--json`, to compare this run with.
    var baselinePath: String?

    static let usage = """
        USAGE: Benchmarks [--quick] [--filter <substring>] [--engines <list>] [--json <file>]
               Benchmarks --regex <pattern> --input <file> [--engines <list>] [--json <file>] [--baseline <old.json>]

        With --regex and --input, every engine that can run the pattern is timed on the file's lines
        (each line typed a keystroke at a time, each line whole, and the compile), with the same
        verification counts; engines that refuse the pattern are listed with the reason. --baseline
        compares with an earlier run's JSON and exits 1 when a row got slower beyond the noise.

        OPTIONS:
          --quick                 A short time budget per measurement (the whole suite in under a minute).
          --filter <substring>    Only workloads whose name contains the substring.
          --json <file>           Also write the results as JSON.
          --engines <list>        Only these engines (comma-separated names, such as pcre2-jit,c-loop).
          --regex <pattern>       Your pattern (PCRE2 syntax), with --input.
          --input <file>          Your inputs, one per line (UTF-8; at most 1,000,000 lines).
          --baseline <old.json>   An earlier --json to compare with; exit status 1 when a row is slower.
          -h, --help              Show help information.

        """

    init() {}

    init(_ arguments: some Sequence<String>) throws {
        var remaining = Array(arguments)[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "-h", "--help": help = true
            case "--filter", "--json", "--engines", "--regex", "--input", "--baseline":
                guard let value = remaining.popFirst() else {
                    throw BenchmarkUsageError("missing value for '\(argument)'")
                }
                switch argument {
                case "--filter": filter = value
                case "--json": jsonPath = value
                case "--regex": regex = value
                case "--input": inputPath = value
                case "--baseline": baselinePath = value
                default: engines = Set(value.split(separator: ",").map(String.init))
                }
            default: throw BenchmarkUsageError("unknown argument '\(argument)'")
            }
        }
        guard (regex == nil) == (inputPath == nil) else {
            throw BenchmarkUsageError("'--regex' and '--input' go together: your pattern on your file")
        }
    }
}

struct BenchmarkUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
