import Testing

@testable import PatternRulesEngine

/// Verdicts on UTF-8 bytes, without a `String`: the same answers as on text, on every engine.
@Suite struct BytesAPITests {
    static let inputs = ["", "ab@", "ab@cd.ef", "a b@", "é@x.yz", "ab@cd.ef\n"]

    @Test(arguments: Engine.available)
    func bytesAnswerAsTextDoes(engine: Engine) throws {
        let pattern = try Pattern(#"[a-zé]+@[a-z]+\.[a-z]{2,}"#, engine: engine)
        for input in Self.inputs {
            #expect(try pattern.verdict(forUTF8: Array(input.utf8)) == pattern.verdict(for: input), "\(input)")
            #expect(try pattern.matches(utf8: Array(input.utf8)) == pattern.matches(input), "\(input)")
        }
    }

    @Test(arguments: Engine.available)
    func bytesThatAreNotUTF8AreInvalid(engine: Engine) throws {
        let pattern = try Pattern(".*", engine: engine)
        for bytes: [UInt8] in [[0xFF], [0x61, 0xC3], [0xED, 0xA0, 0x80], Array("abcdefgh".utf8) + [0x80]] {
            #expect(try pattern.verdict(forUTF8: bytes) == .invalid, "\(bytes)")
            #expect(try pattern.matches(utf8: bytes) == false)
        }
        #expect(try pattern.verdict(forUTF8: Array("abcdefghé€".utf8)) == .valid)
    }

    @available(macOS 26.0, iOS 26.0, *)
    @Test func spansAnswerAsTextDoes() throws {
        let pattern = try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#)
        let bytes = Array("ab@cd.ef".utf8)
        #expect(try pattern.verdict(forUTF8: bytes.span) == .valid)
        #expect(try pattern.matches(utf8: bytes.span))
        #expect(try pattern.verdict(forUTF8: Array("ab@".utf8).span) == .incomplete)
    }

    @Test func everyLineOfABufferInOneCall() throws {
        let pattern = try Pattern("[a-z]+")
        let buffer = Array("ab\r\nc1\n\nxyz".utf8)
        var lines: [(String, Verdict)] = []
        try buffer.withUnsafeBytes { raw in
            try pattern.forEachLine(in: raw) { range, verdict in
                lines.append((String(decoding: buffer[range], as: UTF8.self), try verdict.get()))
            }
        }
        #expect(lines.map(\.0) == ["ab", "c1", "", "xyz"], "the carriage return is not part of the line")
        #expect(lines.map(\.1) == [.valid, .invalid, .incomplete, .valid])
    }
}
