import Testing

@testable import PatternRulesEngine

/// An engine is its program type plus one line in the chain: a program written here, in the test
/// target, answers every question a `Pattern` asks of an engine that is not the automaton, with no
/// switch elsewhere to extend.
@Suite struct TestOnlyEngineTests {
    /// A toy engine: the one word it was compiled for is valid, each of its proper prefixes incomplete.
    final class OneWordProgram: PatternProgram {
        let word: [UInt8]
        init(_ word: String) { self.word = Array(word.utf8) }

        var engine: Engine { .foundation }

        func verdict(text: UnsafeBufferPointer<UInt8>) -> Verdict {
            if text.elementsEqual(word) { return .valid }
            return word.starts(with: text) ? .incomplete : .invalid
        }

        func matches(text: UnsafeBufferPointer<UInt8>) -> Bool { text.elementsEqual(word) }
    }

    let pattern = Pattern("the word hello", program: OneWordProgram("hello"))

    @Test func textAndSubstringsAskTheProgram() throws {
        #expect(try pattern.verdict(for: "hel") == .incomplete)
        #expect(try pattern.verdict(for: "hello") == .valid)
        #expect(try pattern.verdict(for: "help") == .invalid)
        #expect(try pattern.matches("hello"))
        #expect(try pattern.matches("say hello".dropFirst(4)))
        #expect(try !pattern.matches("hell"))
    }

    @Test func bytesAskTheProgramAfterTheUTF8Check() throws {
        #expect(try pattern.verdict(forUTF8: Array("hello".utf8)) == .valid)
        #expect(try pattern.verdict(forUTF8: [0x68, 0xFF]) == .invalid)
        #expect(try !pattern.matches(utf8: [0xC3]))
    }

    @Test func aCursorAsksTheProgramPerKeystroke() throws {
        var cursor = Pattern.Cursor(pattern)
        var verdicts: [Verdict] = []
        for scalar in "hello!".unicodeScalars {
            cursor.append(scalar)
            verdicts.append(try cursor.verdict)
        }
        #expect(verdicts == [.incomplete, .incomplete, .incomplete, .incomplete, .valid, .invalid])
        cursor.removeLast()
        #expect(try cursor.verdict == .valid)
    }

    @Test func onlyTheAutomatonOffersCompletions() {
        #expect(pattern.engine == .foundation)
        #expect(pattern.shortestCompletion(of: "hel") == nil)
    }
}
