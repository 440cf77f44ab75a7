import Foundation

/// `posix`: the C library's `regcomp`/`regexec` (extended syntax) on `^(P)$`, where the workload has a
/// POSIX spelling of its pattern (no lookaround). Complete matches only.
struct POSIXAdapter: EngineAdapter {
    let name = "posix"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if workload.kind == .redos { throw Skip(reason: "regexec has no backtracking limit to stop it") }
        guard let pattern = workload.posixPattern else {
            throw Skip(reason: "no POSIX spelling of the pattern (it needs lookaround, or it is your own)")
        }
        let source = "^(\(pattern))$"
        if workload.kind == .compile {
            return CompileLoop {
                var regex = regex_t()
                guard regcomp(&regex, source, REG_EXTENDED | REG_NOSUB) == 0 else { return false }
                regfree(&regex)
                return true
            }
        }
        return try PreparedPOSIX(source: source)
    }
}

final class PreparedPOSIX: PreparedEngine {
    private var regex = regex_t()

    init(source: String) throws {
        let status = regcomp(&regex, source, REG_EXTENDED | REG_NOSUB)
        guard status == 0 else { throw Skip(reason: "regcomp rejects the pattern (\(status))") }
    }

    deinit { regfree(&regex) }

    func pass(_ inputs: InputSet) -> Counts {
        var valid = 0
        for input in inputs.strings where input.withCString({ regexec(&regex, $0, 0, nil, 0) }) == 0 {
            valid += 1
        }
        return Counts(valid: valid, incomplete: nil)
    }
}
