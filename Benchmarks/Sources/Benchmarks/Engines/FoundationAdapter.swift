import Foundation

/// `foundation`: `NSRegularExpression` on `(?:P)\z`; whole inputs through `rangeOfFirstMatch` with
/// `.anchored` (its cheapest whole-string test), keystrokes through `enumerateMatches` with hit-end.
struct FoundationAdapter: EngineAdapter {
    let name = "foundation"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if workload.kind == .redos { throw Skip(reason: "ICU has no backtracking limit to stop it") }
        let source = "(?:\(workload.pattern))\\z"
        if workload.kind == .compile {
            return CompileLoop { (try? NSRegularExpression(pattern: source)) != nil }
        }
        guard let regex = try? NSRegularExpression(pattern: source) else {
            throw Skip(reason: "ICU rejects the pattern")
        }
        return PreparedFoundation(regex: regex, threeState: workload.kind == .keystroke)
    }
}

final class PreparedFoundation: PreparedEngine {
    let regex: NSRegularExpression
    let threeState: Bool

    init(regex: NSRegularExpression, threeState: Bool) {
        self.regex = regex
        self.threeState = threeState
    }

    func pass(_ inputs: InputSet) -> Counts {
        var counts = Counts(valid: 0, incomplete: threeState ? 0 : nil)
        for input in inputs.strings {
            let range = NSRange(location: 0, length: input.utf16.count)
            if !threeState {
                if regex.rangeOfFirstMatch(in: input, options: .anchored, range: range).location != NSNotFound {
                    counts.valid += 1
                }
                continue
            }
            var matched = false
            var hitEnd = false
            regex.enumerateMatches(in: input, options: [.anchored, .reportCompletion], range: range) {
                match, flags, stop in
                if match != nil {
                    matched = true
                    stop.pointee = true
                }
                if flags.contains(.hitEnd) { hitEnd = true }
            }
            if matched { counts.valid += 1 } else if hitEnd { counts.incomplete! += 1 }
        }
        return counts
    }
}
