import Foundation

/// The keys a reader of many JSON objects expects (a rule set's field names), laid out for matching a
/// key's bytes without making a string: their UTF-8 one after another, with where each ends.
package struct JSONKeys: Sendable {
    private let keys: [String]
    private let utf8: [UInt8]
    /// `utf8[ends[i - 1]..<ends[i]]` spells `keys[i]` (from 0 for the first).
    private let ends: [Int]

    package init(_ keys: [String]) {
        self.keys = keys
        utf8 = keys.flatMap(\.utf8)
        var end = 0
        ends = keys.map { key in
            end += key.utf8.count
            return end
        }
    }

    /// The key whose UTF-8 is `bytes` and its index, `nil` when none is. Key `expected` is tried first:
    /// objects of one file usually list their keys in one order.
    func key(spelledBy bytes: UnsafeBufferPointer<UInt8>, expected: Int) -> (key: String, index: Int)? {
        if expected < keys.count, matches(expected, bytes) { return (keys[expected], expected) }
        for index in keys.indices where index != expected && matches(index, bytes) { return (keys[index], index) }
        return nil
    }

    @inline(__always)
    private func matches(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index == 0 ? 0 : ends[index - 1]
        guard ends[index] - start == bytes.count else { return false }
        return utf8.withUnsafeBufferPointer { spelled in
            bytes.isEmpty || memcmp(spelled.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0
        }
    }
}
