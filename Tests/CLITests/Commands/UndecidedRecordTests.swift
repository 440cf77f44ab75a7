import Foundation
import Testing

/// A record no verdict can be given for (a schema's own limits, a number past exact comparison) is
/// `error` in every output, as a pattern a match limit stopped is: never `invalid`.
@Suite struct UndecidedRecordTests {
    @Test func anUndecidedRecordIsAnErrorInTextJSONLinesCountsAndTheSummary() throws {
        let folder = try TemporaryFolder.make(
            ["loop.json": ##"{"$ref": "#"}"##, "bound.json": #"{"maximum": 100}"#], prefix: "undecided")
        let loop = folder.appendingPathComponent("loop.json").path
        let text = try PatternsBinary.run(["validate", "--schema", loop], standardInput: Data("{}\n".utf8))
        #expect(text.standardOutput.hasPrefix("error\tline 1\t\"\": Could not be decided: "))
        #expect(text.standardError.contains("1 record: 0 valid, 0 incomplete, 0 invalid, 1 error"))
        #expect(text.status == 1)
        let bound = folder.appendingPathComponent("bound.json").path
        let input = Data("1e100000000000000000000\n1e1000000001\n5\n".utf8)
        let json = try PatternsBinary.run(["validate", "--schema", bound, "--output", "jsonl"], standardInput: input)
        let verdicts = json.standardOutput.split(separator: "\n").map { line in
            line.firstRange(of: #""verdict": ""#).map { line[$0.upperBound...].prefix { $0 != "\"" } } ?? ""
        }
        #expect(verdicts == ["error", "invalid", "valid"])
        #expect(json.standardOutput.contains(#""code": "not_decided""#))
        let counts = try PatternsBinary.run(["validate", "--schema", bound, "--count"], standardInput: input)
        #expect(counts.standardOutput == "valid\t1\nincomplete\t0\ninvalid\t1\nerror\t1\n")
    }
}
