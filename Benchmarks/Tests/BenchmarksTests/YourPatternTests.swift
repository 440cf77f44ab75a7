import Foundation
import Testing

@testable import Benchmarks

/// `Benchmarks --regex P --input FILE [--baseline OLD.json]`: a user's pattern on a user's file, and a run
/// compared with an earlier one.
@Suite struct YourPatternTests {
    func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("yours-\(UUID().uuidString).txt")
        try Data(bytes).write(to: path)
        return path.path
    }

    @Test func theFilesLinesAreTheInputsWithoutTheirLineEndings() throws {
        let path = try file(Array("ab@cd.ef\r\nx\n\nlast".utf8))
        #expect(try YourWorkloads.lines(ofFileAt: path) == ["ab@cd.ef", "x", "", "last"])
        let terminated = try file(Array("a\nb\n".utf8))
        #expect(try YourWorkloads.lines(ofFileAt: terminated) == ["a", "b"])
    }

    @Test func aFileThatIsNotTextOrHoldsNothingIsAnErrorNamingTheLine() throws {
        let path = try file(Array("ok\n".utf8) + [0x61, 0xFF, 0x0A])
        #expect(throws: YourWorkloads.InputError.self) { try YourWorkloads.lines(ofFileAt: path) }
        do {
            _ = try YourWorkloads.lines(ofFileAt: path)
        } catch {
            #expect("\(error)".hasSuffix("line 2 is not UTF-8"))
        }
        #expect(throws: YourWorkloads.InputError.self) { try YourWorkloads.lines(ofFileAt: try file([])) }
        #expect(throws: YourWorkloads.InputError.self) { try YourWorkloads.lines(ofFileAt: "/nonexistent/file") }
    }

    @Test func theWorkloadsTypeEachLineAndAreBounded() throws {
        let path = try file(Array("abc\nde\n".utf8))
        let workloads = try YourWorkloads.workloads(pattern: "[a-e]+", inputPath: path)
        #expect(workloads.map(\.name) == ["keystroke/yours", "whole/yours", "compile/yours"])
        #expect(workloads[0].inputs.strings == ["a", "ab", "abc", "d", "de"])
        #expect(workloads[1].inputs.strings == ["abc", "de"])
        let long = try file(Array(repeating: UInt8(ascii: "a"), count: 30_000))
        let typed = try YourWorkloads.workloads(pattern: "a+", inputPath: long)[0].inputs
        #expect(typed.bytes.count <= YourWorkloads.maximumKeystrokeBytes)
        #expect(typed.count < 30_000, "a 30,000-character line is typed only up to the byte bound")
    }

    @Test func regexAndInputGoTogether() throws {
        #expect(throws: BenchmarkUsageError.self) { try BenchmarkOptions(["--regex", "a"]) }
        let options = try BenchmarkOptions(["--regex", "a", "--input", "f", "--baseline", "old.json"])
        #expect(options.regex == "a" && options.inputPath == "f" && options.baselinePath == "old.json")
    }

    static func document(_ rows: [(String, String, Double, Double)]) -> Data {
        let results = rows.map { workload, engine, median, p90 in
            ["workload": workload, "engine": engine, "ns_per_op": median, "p90_ns_per_op": p90] as [String: Any]
        }
        return try! JSONSerialization.data(withJSONObject: ["results": results])
    }

    @Test func aRowMovesOnlyBeyondTheNoiseBothRunsMeasured() throws {
        let before = Self.document([
            ("w", "slow", 100, 110), ("w", "fast", 100, 110), ("w", "noisy", 100, 150), ("w", "gone", 1, 2),
        ])
        let after = Self.document([
            ("w", "slow", 120, 125), ("w", "fast", 80, 90), ("w", "noisy", 140, 160), ("w", "new", 1, 2),
        ])
        let comparison = try BaselineComparison(baseline: before, current: after)
        #expect(comparison.rows.map(\.engine) == ["fast", "noisy", "slow"], "rows in both runs only")
        #expect(comparison.rows.map(\.change) == [.faster, .withinNoise, .slower])
        #expect(comparison.slower.map(\.engine) == ["slow"])
        #expect(throws: BaselineComparison.FormatError.self) {
            try BaselineComparison(baseline: Data("{}".utf8), current: after)
        }
    }
}
