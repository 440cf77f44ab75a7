import Foundation
import PatternRulesSupport
import Testing

/// `patterns bowtie-harness` as Bowtie drives it: the JSON-Schema-Test-Suite's required cases
/// (`Tests/Fixtures/json-schema`) sent through the protocol must come back with the suite's answers, a
/// refused schema as `errored` with its reason; and each response must come before the next command is
/// sent, as in Bowtie's conversation.
@Suite struct BowtieHarnessTests {
    static let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/json-schema")
    static let repository = ["--repository", "https://example.org/patternrules"]

    static let dialects = [
        "draft4": "http://json-schema.org/draft-04/schema#", "draft6": "http://json-schema.org/draft-06/schema#",
        "draft7": "http://json-schema.org/draft-07/schema#",
        "draft2019-09": "https://json-schema.org/draft/2019-09/schema",
        "draft2020-12": "https://json-schema.org/draft/2020-12/schema",
    ]

    /// The suite's remote documents as a Bowtie registry, under the URIs the suite serves them at.
    static let registry: String = {
        let remotes = suite.appendingPathComponent("remotes")
        var members: [String] = []
        let walker = FileManager.default.enumerator(at: remotes, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "json", let data = try? Data(contentsOf: url),
                let value = try? JSONParser.parse(data)
            else { continue }
            let relative = url.path.replacingOccurrences(of: remotes.path + "/", with: "")
            members.append(JSONText.quoted("http://localhost:1234/" + relative) + ":" + value.text)
        }
        return "{" + members.sorted().joined(separator: ",") + "}"
    }()

    @Test(arguments: ["draft4", "draft6", "draft7", "draft2019-09", "draft2020-12"])
    func theSuitesCasesGetTheSuitesAnswers(draft: String) throws {
        var commands = [
            #"{"cmd":"start","version":1}"#,
            #"{"cmd":"dialect","dialect":"# + JSONText.quoted(Self.dialects[draft]!) + "}",
        ]
        var expected: [[Bool]] = []
        let folder = Self.suite.appendingPathComponent("tests/\(draft)")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".json") {
            guard case .array(let groups) = try JSONParser.parse(Data(contentsOf: folder.appendingPathComponent(file)))
            else { continue }
            for group in groups {
                guard let schema = group.member("schema"), case .array(let tests)? = group.member("tests")
                else { continue }
                let instances = tests.compactMap { test in
                    test.member("data").map { #"{"description":"t","instance":"# + $0.text + "}" }
                }
                commands.append(
                    #"{"cmd":"run","seq":"# + String(expected.count)
                        + #","output":"flag","case":{"description":"c","schema":"#
                        + schema.text + #","registry":"# + Self.registry + #","tests":["#
                        + instances.joined(separator: ",") + "]}}")
                expected.append(tests.map { $0.member("valid") == .bool(true) })
            }
        }
        commands.append(#"{"cmd":"stop"}"#)
        let outcome = try PatternsBinary.run(
            ["bowtie-harness"] + Self.repository, standardInput: Data((commands.joined(separator: "\n") + "\n").utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let responses = outcome.standardOutput.split(separator: "\n").map { try? JSONParser.parse(Array($0.utf8)) }
        #expect(responses.count == expected.count + 2)
        var (agreed, erroredCases, wrong) = (0, 0, [String]())
        for (index, response) in responses.dropFirst(2).enumerated() {
            guard let response, response.member("seq") == .number(String(index)) else {
                wrong.append("response \(index) is not the answer to case \(index)")
                continue
            }
            if response.member("errored") == .bool(true) {
                erroredCases += 1
                #expect(response.member("context").flatMap { $0.member("message") } != nil)
                continue
            }
            guard case .array(let results)? = response.member("results"), results.count == expected[index].count
            else {
                wrong.append("case \(index): \(response.text)")
                continue
            }
            for (result, valid) in zip(results, expected[index]) {
                if result.member("valid") == .bool(valid) {
                    agreed += 1
                } else {
                    wrong.append("case \(index): \(response.text)")
                }
            }
        }
        print("bowtie \(draft): \(agreed) tests answered as the suite says, \(erroredCases) cases errored")
        #expect(wrong.isEmpty, "\(wrong.prefix(10).joined(separator: "\n"))")
        #expect(agreed > 0)
    }

    @Test func eachResponseComesBeforeTheNextCommand() throws {
        let process = Process()
        process.executableURL = PatternsBinary.url
        process.arguments = ["bowtie-harness"] + Self.repository
        let (input, output) = (Pipe(), Pipe())
        (process.standardInput, process.standardOutput) = (input, output)
        try process.run()
        input.fileHandleForWriting.write(Data(#"{"cmd":"start","version":1}"#.utf8 + [0x0A]))
        // The start response must arrive while standard input is still open.
        let answered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var firstLine = Data()
        Thread {
            while !firstLine.contains(0x0A) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                firstLine += chunk
            }
            answered.signal()
        }.start()
        let inTime = answered.wait(timeout: .now() + 30) == .success
        input.fileHandleForWriting.write(Data(#"{"cmd":"stop"}"#.utf8 + [0x0A]))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(inTime, "no response to start before the next command")
        #expect(
            String(decoding: firstLine, as: UTF8.self).hasPrefix(
                #"{"version":1,"implementation":{"name":"patternrules""#))
        #expect(process.terminationStatus == 0)
    }

    @Test func withoutARepositoryOrWithALineThatIsNotACommandItStopsAndSaysWhy() throws {
        let missing = try PatternsBinary.run(["bowtie-harness"], standardInput: Data())
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("--repository"))
        let garbage = try PatternsBinary.run(
            ["bowtie-harness"] + Self.repository,
            standardInput: Data("{\"cmd\":\"start\",\"version\":1}\nnot json\n".utf8))
        #expect(garbage.status == 2)
        #expect(garbage.standardError.contains("not JSON"))
        let early = try PatternsBinary.run(
            ["bowtie-harness"] + Self.repository, standardInput: Data(#"{"cmd":"run","seq":1}"#.utf8))
        #expect(early.standardError.contains("before 'start'"))
    }
}
