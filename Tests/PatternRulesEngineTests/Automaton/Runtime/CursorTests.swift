import Testing

@testable import PatternRulesEngine

/// `Pattern.Cursor`: typing, deleting and editing keep the verdict a fresh match of the text would give,
/// on the automaton (a state per scalar, kept in blocks) and on PCRE2 (the text matched whole).
@Suite struct CursorTests {
    @Test func aCursorFollowsTypingInConstantTimePerCharacter() throws {
        var cursor = Pattern.Cursor(try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#))
        #expect(try cursor.verdict == .incomplete)
        cursor.append("ab@")
        #expect(try cursor.verdict == .incomplete)
        cursor.append("cd.ef")
        #expect(try cursor.verdict == .valid)
        cursor.append("@")
        #expect(try cursor.verdict == .invalid)
        cursor.removeLast()
        #expect(try cursor.verdict == .valid)
        cursor.removeLast(3)
        #expect(cursor.text == "ab@cd")
        #expect(try cursor.verdict == .incomplete)
        cursor.replaceText(with: "a b")
        #expect(try cursor.verdict == .invalid)
        cursor.removeLast(10)
        #expect(cursor.text.isEmpty)
        #expect(try cursor.verdict == .incomplete)
    }

    @Test func aCursorDeletesWholeCharacters() throws {
        var cursor = Pattern.Cursor(try Pattern("[a-z]+é"), text: "cafe\u{301}")
        #expect(try cursor.verdict == .invalid, "e + combining acute is two scalars, not é")
        cursor.removeLast()
        #expect(cursor.text == "caf")
        cursor.append("é")
        #expect(try cursor.verdict == .valid)
    }

    /// Any edit through `update(to:)` (insertions, deletions and replacements anywhere, combining marks,
    /// pasted text) leaves the cursor where a fresh match of the new text would be.
    @Test func aCursorFollowsAnyEditToTheSameVerdictAsAFreshMatch() throws {
        let pattern = try Pattern(#"[a-zé]+@[a-z]+\.[a-z]{2,}"#)
        var cursor = Pattern.Cursor(pattern)
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "b", "@", ".", "é", "e\u{301}", "cd.ef", " ", "ab@"]
        var text = ""
        for _ in 0..<2_000 {
            var scalars = Array(text.unicodeScalars)
            let position = Int.random(in: 0...scalars.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: scalars.insert(contentsOf: pieces.randomElement(using: &generator)!.unicodeScalars, at: position)
            case 1: if position < scalars.count { scalars.remove(at: position) }
            default: scalars.removeSubrange(position...)
            }
            text = String(String.UnicodeScalarView(scalars.prefix(40)))
            cursor.update(to: text)
            #expect(cursor.text == text)
            #expect(try cursor.verdict == pattern.verdict(for: text), "\(text.debugDescription)")
        }
    }

    @Test func aCursorOnPCRE2MatchesTheWholeText() throws {
        var cursor = Pattern.Cursor(try Pattern(#"(a)\1b"#))
        cursor.append("aa")
        #expect(try cursor.verdict == .incomplete)
        cursor.append("b")
        #expect(try cursor.verdict == .valid)
    }

    /// A copy shares the full blocks typed before it was made (the buffer is copied when one of them
    /// writes to it), so editing either leaves the other as it was.
    @Test func copiesOfACursorEditIndependently() throws {
        let pattern = try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#, engine: .automaton)
        // Two full blocks of the trail and eight scalars of a third.
        let twoBlocks = String((0..<2 * StateTrail.blockSize).map { Character(Unicode.Scalar(97 + $0 % 26)!) })
        var original = Pattern.Cursor(pattern, text: twoBlocks + "@qrstuvw")
        var copy = original
        copy.removeLast(10)
        copy.append("xyzxyzxyz@ab.cd")  // rewrites the second block, which the original still holds
        original.append(".org")
        #expect(original.text == twoBlocks + "@qrstuvw.org")
        #expect(try original.verdict == .valid)
        #expect(copy.text == twoBlocks.dropLast(2) + "xyzxyzxyz@ab.cd")
        #expect(try copy.verdict == .valid)
        var third = copy
        third.removeAll()
        third.append(twoBlocks + "@")
        #expect(copy.text == twoBlocks.dropLast(2) + "xyzxyzxyz@ab.cd")
        #expect(try third.verdict == .incomplete)
        original.removeLast(12)
        #expect(original.text == twoBlocks)
        #expect(try original.verdict == .incomplete)
    }

    /// Every edit the cursor offers, in random order, on texts of up to five blocks of the automaton's
    /// trail, on both kinds of cursor: after each, the text and verdict are a fresh match's.
    @Test(arguments: [Engine.automaton, .pcre2Interpreter])
    func everyEditAgreesWithAFreshMatch(engine: Engine) throws {
        let pattern = try Pattern(#"[a-zé]+@[a-z]+\.[a-z]{2,}"#, engine: engine)
        var cursor = Pattern.Cursor(pattern)
        var text = ""
        var generator = SystemRandomNumberGenerator()
        let block = StateTrail.blockSize
        let pieces = [
            "a", "b", "@", ".", "é", "e\u{301}", "cd.ef", "abcdefghij", "ab@", String(repeating: "x", count: block),
        ]
        for _ in 0..<3_000 {
            let piece = pieces.randomElement(using: &generator)!
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5 where text.unicodeScalars.count < 5 * block:
                cursor.append(piece)
                text += piece
            case 5..<8:
                let count = Int.random(in: 1...block + 4, using: &generator)
                cursor.removeLast(count)
                text.removeLast(min(count, text.count))
            case 8:
                let scalars = Array(text.unicodeScalars)
                let kept = Int.random(in: 0...scalars.count, using: &generator)
                text = String(String.UnicodeScalarView(scalars.prefix(kept))) + piece
                cursor.update(to: text)
            default:
                if Bool.random(using: &generator) {
                    cursor.removeAll()
                    text = ""
                } else {
                    cursor.replaceText(with: piece)
                    text = piece
                }
            }
            #expect(cursor.text == text)
            #expect(try cursor.verdict == pattern.verdict(for: text), "\(text.debugDescription)")
        }
    }

    /// A count of zero or less deletes nothing, on the automaton and on the engines that re-match.
    @Test(arguments: [Engine.automaton, .pcre2Interpreter])
    func removingANegativeCountDeletesNothing(engine: Engine) throws {
        var cursor = Pattern.Cursor(try Pattern("[a-z]+@[a-z]+", engine: engine))
        cursor.append("ab@c")
        cursor.removeLast(-1)
        cursor.removeLast(0)
        #expect(cursor.text == "ab@c")
        #expect(try cursor.verdict == .valid)
        cursor.removeLast(10)
        #expect(cursor.text.isEmpty)
    }
}
