/// `swift-regex`: Swift's `Regex` built from the pattern string, `wholeMatch`. Complete matches only.
struct SwiftRegexAdapter: EngineAdapter {
    let name = "swift-regex"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if workload.kind == .redos { throw Skip(reason: "Swift Regex has no backtracking limit to stop it") }
        let pattern = workload.pattern
        if workload.kind == .compile {
            return CompileLoop { (try? Regex(pattern)) != nil }
        }
        guard let regex = try? Regex(pattern) else { throw Skip(reason: "Swift Regex rejects the pattern") }
        return PreparedSwiftRegex(regex: regex)
    }
}

final class PreparedSwiftRegex: PreparedEngine {
    let regex: Regex<AnyRegexOutput>

    init(regex: Regex<AnyRegexOutput>) { self.regex = regex }

    func pass(_ inputs: InputSet) -> Counts {
        var valid = 0
        for input in inputs.strings where (try? regex.wholeMatch(in: input)) != nil { valid += 1 }
        return Counts(valid: valid, incomplete: nil)
    }
}
