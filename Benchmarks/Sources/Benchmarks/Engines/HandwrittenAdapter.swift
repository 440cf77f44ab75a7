/// `handwritten`: a plain Swift scanner over UTF-8, the floor for this work, where one is written.
struct HandwrittenAdapter: EngineAdapter {
    let name = "handwritten"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        guard workload.kind == .whole || workload.kind == .keystroke, let scanner = workload.handwritten else {
            throw Skip(reason: "no hand-written scanner for this workload")
        }
        return PreparedHandwritten(scanner: scanner)
    }
}

final class PreparedHandwritten: PreparedEngine {
    let scanner: (String) -> Bool

    init(scanner: @escaping (String) -> Bool) { self.scanner = scanner }

    func pass(_ inputs: InputSet) -> Counts {
        var valid = 0
        for input in inputs.strings where scanner(input) { valid += 1 }
        return Counts(valid: valid, incomplete: nil)
    }
}
