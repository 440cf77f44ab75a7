import Foundation
import PatternRulesSupport
import Testing

@testable import PatternRulesCLI

/// `find --redact-with TEMPLATE`: `{rule}`, a keyed hash that joins however a value is written, a mask
/// that keeps the last four, and every mistake in a template or key named before any output.
@Suite struct FindRedactionTemplateTests {
    /// FIPS 180-4's examples and RFC 4231's HMAC-SHA-256 test cases 1, 2 and 6 (a key longer than a block).
    @Test func theKeyedHashIsHMACSHA256() {
        let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(KeyedHash(key: [UInt8](repeating: 0x0B, count: 20)).authenticationCode(of: Array("Hi There".utf8)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(
            KeyedHash(key: Array("Jefe".utf8)).hexadecimal(of: Array("what do ya want for nothing?".utf8), bytes: 32)
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let longKey = [UInt8](repeating: 0xAA, count: 131)
        #expect(
            KeyedHash(key: longKey).hexadecimal(
                of: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8), bytes: 32)
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func theMaskKeepsTheLastFourLettersOrDigitsAndTheShape() {
        let mask = { (text: String) in String(decoding: RedactionTemplate.mask(Array(text.utf8)), as: UTF8.self) }
        #expect(mask("4111 1111 1111 1111") == "**** **** **** 1111")
        #expect(mask("+44 20 7946 0958") == "+** ** **** 0958")
        #expect(mask("jane@example.com") == "***********e.com")
        #expect(mask("Émile") == "*mile")
        #expect(mask("12") == "12")
        // A control character, like any punctuation but the shape's, is masked: it can forge nothing.
        #expect(mask("a\u{1B}[31mbcd") == "*****mbcd")
    }

    /// Python's `hmac.new(b"pipeline-key-2026", value, hashlib.sha256).hexdigest()[:32]` of each
    /// canonical form: an SSN with and without its hyphens hashes alike, a card by its digits, a
    /// pattern's match as read.
    @Test func aValueHashesByItsCanonicalFormAsPythonsHMACDoes() throws {
        let folder = try TemporaryFolder.make(["key": "pipeline-key-2026"])
        let key = folder.appendingPathComponent("key").path
        let text = "SSN 123-45-6789 or 123456789, card 4111 1111 1111 1111, ref=42\n"
        let run = try PatternsBinary.run(
            [
                "find", "us.ssn", "card", "--regex", "ref=[0-9]+", "--redact-with", "<{rule}:{hash}>", "--redact-key",
                key,
            ], standardInput: Data(text.utf8))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput
                == "SSN <us.ssn:25512bfd4ad9d3c87a49c142eb5ff68d> or <us.ssn:25512bfd4ad9d3c87a49c142eb5ff68d>, "
                + "card <card:14048e2ba13e1e4061cd48a611cdf971>, <ref=[0-9]+:6358a19da84eadfaff4e5ac0b1f60638>\n")
        let masked = try PatternsBinary.run(
            ["find", "card", "--redact-with", "{{{mask}}}"], standardInput: Data("pay 4111-1111-1111-1111 now\n".utf8))
        #expect(masked.standardOutput == "pay {****-****-****-1111} now\n")
    }

    @Test func theOutputIsTheSameWhateverTheJobs() throws {
        let folder = try TemporaryFolder.make(["key": "k"])
        let key = folder.appendingPathComponent("key").path
        var input = ""
        for index in 0..<20_000 {
            input += index % 3 == 0 ? "user \(index) SSN 123-45-6789 card 4111 1111 1111 1111\n" : "nothing \(index)\n"
        }
        let arguments = ["find", "us.ssn", "card", "--redact-with", "[{rule} {hash} {mask}]", "--redact-key", key]
        let one = try PatternsBinary.run(arguments, standardInput: Data(input.utf8))
        let two = try PatternsBinary.run(arguments + ["--jobs", "2"], standardInput: Data(input.utf8))
        #expect(one.status == 0)
        #expect(one.standardOutputBytes == two.standardOutputBytes)
        #expect(one.standardOutput.split(separator: "\n").count == 20_000)
    }

    @Test func mistakesAreNamedBeforeAnyOutput() throws {
        let folder = try TemporaryFolder.make(["key": "k", "empty": ""])
        let key = folder.appendingPathComponent("key").path
        let cases: [([String], String)] = [
            (["--redact-with", "{name}"], "error: '--redact-with': unknown placeholder '{name}'"),
            (["--redact-with", "x{rule"], "error: '--redact-with': '{' opens no placeholder"),
            (["--redact-with", "x}"], "error: '--redact-with': '}' closes no placeholder"),
            (["--redact-with", "{hash}"], "error: '{hash}' in '--redact-with' needs '--redact-key FILE'"),
            (["--redact-with", "{rule}", "--redact-key", key], "error: '--redact-key' is the key of '{hash}'"),
            (["--redact", "--redact-key", key], "error: '--redact-key' is the key of '{hash}' in '--redact-with'"),
            (
                ["--redact-with", "{hash}", "--redact-key", folder.appendingPathComponent("empty").path],
                "error: the redaction key"
            ),
            (["--redact-with", "{hash}", "--redact-key", folder.path], "error: cannot read the redaction key"),
        ]
        for (arguments, message) in cases {
            let run = try PatternsBinary.run(
                ["find", "card"] + arguments, standardInput: Data("4111111111111111\n".utf8))
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.hasPrefix(message), "\(arguments): \(run.standardError)")
        }
    }
}
