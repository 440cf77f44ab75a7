/// The command line of the Benchmarks executable.
struct BenchmarkOptions {
    var quick = false
    var help = false
    var filter: String?
    var jsonPath: String?
    var engines: Set<String>?

    static let usage = """
        USAGE: Benchmarks [--quick] [--filter <substring>] [--json <file>]

        OPTIONS:
          --quick                 A short time budget per measurement (the whole suite in under a minute).
          --filter <substring>    Only workloads whose name contains the substring.
          --json <file>           Also write the results as JSON.
          --engines <list>        Only these engines (comma-separated names, such as pcre2-jit,c-loop).
          -h, --help              Show help information.

        """

    init() {}

    init(_ arguments: some Sequence<String>) throws {
        var remaining = Array(arguments)[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "-h", "--help": help = true
            case "--filter", "--json", "--engines":
                guard let value = remaining.popFirst() else {
                    throw BenchmarkUsageError("missing value for '\(argument)'")
                }
                switch argument {
                case "--filter": filter = value
                case "--json": jsonPath = value
                default: engines = Set(value.split(separator: ",").map(String.init))
                }
            default: throw BenchmarkUsageError("unknown argument '\(argument)'")
            }
        }
    }
}

struct BenchmarkUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
