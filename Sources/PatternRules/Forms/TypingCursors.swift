import Foundation

/// The typing cursors of a text field: one per ``TypingRule`` on the automaton, each with the text it has
/// read. A keystroke that appends or deletes at the end is found by comparing the UTF-8 of the old text
/// with the new in one `memcmp`, and moves each cursor by the scalars typed or deleted only; any other
/// edit moves it with ``Pattern/Cursor/update(to:)``.
struct TypingCursors {
    struct Entry {
        let rule: any TypingRule
        var cursor: Pattern.Cursor
        /// The text the cursor has read (the rule's ``TypingRule/typingText(for:)`` of the value).
        var text: String
    }

    /// The cursors, in rule order.
    private var entries: [Entry] = []
    /// Per rule of the field, the place of its cursor in ``entries``; `nil` for a rule that keeps none.
    private var positions: [Int?] = []
    /// The value every cursor has read.
    private var value: String

    /// Cursors for the typing rules among `rules` on the automaton, over `value`.
    init(rules: [any ValidationRule<String>], value: String) {
        self.value = value
        for rule in rules {
            guard let typing = rule as? any TypingRule, typing.typingPattern.engine == .automaton else {
                positions.append(nil)
                continue
            }
            let typed = typing.typingText(for: value)
            positions.append(entries.count)
            entries.append(Entry(rule: typing, cursor: Pattern.Cursor(typing.typingPattern, text: typed), text: typed))
        }
    }

    /// The verdict of rule `index` on the value, from its cursor; `nil` for a rule without one.
    func verdict(ofRule index: Int) -> Verdict? {
        guard let position = positions[index] else { return nil }
        return entries[position].rule.verdict(typing: entries[position].cursor, text: value)
    }

    /// The validation of rule `index` on the value, from its cursor; `nil` for a rule without one.
    func validation(ofRule index: Int) -> Validation? {
        guard let position = positions[index] else { return nil }
        return entries[position].rule.validation(typing: entries[position].cursor, text: value)
    }

    /// Moves every cursor to `value`.
    mutating func follow(_ value: String) {
        self.value = value
        for position in entries.indices {
            let typed = entries[position].rule.typingText(for: value)
            Self.move(&entries[position].cursor, from: entries[position].text, to: typed)
            entries[position].text = typed
        }
    }

    /// Moves `cursor`, which has read `old`, to `new`: by the scalars appended or deleted at the end
    /// when the one text starts with the other, else by ``Pattern/Cursor/update(to:)``.
    private static func move(_ cursor: inout Pattern.Cursor, from old: String, to new: String) {
        let (oldCount, newCount) = (old.utf8.count, new.utf8.count)
        let shorter = Swift.min(oldCount, newCount)
        guard startsAlike(old, new, count: shorter) else { return cursor.update(to: new) }
        if newCount >= oldCount {
            let start = new.utf8.index(new.utf8.startIndex, offsetBy: oldCount)
            for scalar in new.unicodeScalars[start...] { cursor.append(scalar) }
        } else {
            let start = old.utf8.index(old.utf8.startIndex, offsetBy: newCount)
            cursor.removeLastScalars(old.unicodeScalars[start...].count)
        }
    }

    /// Whether the first `count` UTF-8 bytes of `a` and `b` are the same (one `memcmp` where both
    /// strings are stored contiguously, as native strings are).
    private static func startsAlike(_ a: String, _ b: String, count: Int) -> Bool {
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                count == 0 || memcmp(first.baseAddress!, second.baseAddress!, count) == 0
            }
        }
        if let compared, let compared { return compared }
        return a.utf8.prefix(count).elementsEqual(b.utf8.prefix(count))
    }
}
