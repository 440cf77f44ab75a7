import Foundation

/// The keys a reader of many JSON objects expects (a rule set's field names), laid out for matching a
/// key's bytes without making a string: their UTF-8 one after another, with where each ends.
package struct JSONKeys: Sendable {
    private let keys: [String]
    private let utf8: [UInt8]
    /// `utf8[ends[i - 1]..<ends[i]]` spells `keys[i]` (from 0 for the first).
    private let ends: [Int]
    /// Whether key `i` can be written between quotes as it is (no quote, backslash or control character):
    /// then the bytes of a line can be compared with it before the key's end is found.
    private let isPlain: [Bool]

    package init(_ keys: [String]) {
        self.keys = keys
        utf8 = keys.flatMap(\.utf8)
        var end = 0
        ends = keys.map { key in
            end += key.utf8.count
            return end
        }
        isPlain = keys.map { key in key.utf8.allSatisfy { $0 != 0x22 && $0 != 0x5C && $0 >= 0x20 } }
    }

    /// Key `expected` and its length, when `text` (from just after a key's opening quote) starts with
    /// that key written as it is and its closing quote: objects of one file usually list their keys in
    /// one order, and the expected key is found without searching for its end.
    func expectedKey(at text: UnsafeBufferPointer<UInt8>, expected: Int) -> (key: String, length: Int)? {
        guard expected < keys.count, isPlain[expected] else { return nil }
        let length = span(expected).count
        guard length < text.count, text[length] == 0x22,
            matches(expected, UnsafeBufferPointer(rebasing: text[..<length]))
        else { return nil }
        return (keys[expected], length)
    }

    /// The key whose UTF-8 is `bytes` (a key's whole text, without escapes) and its index, `nil` when
    /// none is.
    func key(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> (key: String, index: Int)? {
        keys.indices.first { matches($0, bytes) }.map { (keys[$0], $0) }
    }

    /// Key `index` itself.
    func name(at index: Int) -> String { keys[index] }

    /// Where key `index` is spelled in ``utf8``.
    private func span(_ index: Int) -> Range<Int> { (index == 0 ? 0 : ends[index - 1])..<ends[index] }

    @inline(__always)
    private func matches(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = span(index)
        guard span.count == bytes.count else { return false }
        return utf8.withUnsafeBufferPointer { spelled in
            bytes.isEmpty || memcmp(spelled.baseAddress! + span.lowerBound, bytes.baseAddress!, bytes.count) == 0
        }
    }
}
