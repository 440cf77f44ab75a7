import Foundation
import PatternRules
import Testing

/// Every identifier finder at once: the one pass that reads each line for all of them (a product of 21
/// digit shapes far past any whole automaton's size, made as the text reaches it) must change nothing.
@Suite struct FindManyFindersTests {
    struct Sentence: Decodable {
        let sentence: String?
    }

    /// A match: its line, its span and its operand's place.
    struct Found: Equatable, CustomStringConvertible {
        let line: Int, start: Int, end: Int, operand: Int

        var description: String { "\(line):\(start)-\(end) #\(operand)" }
    }

    /// The stdnum fixture's sentences (its first line is its header).
    static func sentences() throws -> [String] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/identifiers/stdnum-identifiers.jsonl")
        return try String(decoding: Data(contentsOf: fixture), as: UTF8.self).split(separator: "\n").dropFirst()
            .compactMap { try JSONDecoder().decode(Sentence.self, from: Data($0.utf8)).sentence }
    }

    /// The finders' matches together are those each finds alone, merged as `find` merges several
    /// operands' (leftmost, then longest, then the operand given first), on python-stdnum's sentences
    /// (Tests/Fixtures/identifiers), where several finders often claim one number.
    @Test func everyIdentifierFinderTogetherFindsWhatEachFindsAlone() throws {
        let names = Finders.builtIn.compactMap { ($0 as? any IdentifierFinder.Type)?.family }
        #expect(names.count >= 21)
        let sentences = try Self.sentences()
        #expect(sentences.count >= 6_000)
        let input = Data((sentences.joined(separator: "\n") + "\n").utf8)
        func matches(_ output: String, operand: (String?) -> Int?) -> [Found] {
            output.split(separator: "\n").flatMap { line -> [Found] in
                guard let number = line.firstMatch(of: /"line_number":(\d+)/)?.1 else { return [] }
                return line.matches(of: /"start":(\d+),"end":(\d+)(?:,"rule":"([^"]*)")?/).compactMap { found in
                    operand(found.3.map(String.init)).map {
                        Found(line: Int(number)!, start: Int(found.1)!, end: Int(found.2)!, operand: $0)
                    }
                }
            }
        }
        var alone: [Found] = []
        for (index, name) in names.enumerated() {
            let run = try PatternsBinary.run(["find", name, "--json"], standardInput: input)
            #expect(run.status == 0, "\(name) finds something")
            alone += matches(run.standardOutput) { _ in index }
        }
        alone.sort {
            ($0.line, $0.start, $0.start - $0.end, $0.operand) < ($1.line, $1.start, $1.start - $1.end, $1.operand)
        }
        var expected: [Found] = []
        for match in alone {
            if let last = expected.last, last.line == match.line, match.start < last.end { continue }
            expected.append(match)
        }
        let together = try PatternsBinary.run(["find"] + names + ["--json"], standardInput: input)
        #expect(together.status == 0)
        let found = matches(together.standardOutput) { rule in rule.flatMap { names.firstIndex(of: $0) } }
        #expect(found.count == expected.count, "\(found.count) together, \(expected.count) merged from each alone")
        let differences = zip(found, expected).filter { $0 != $1 }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }
}
