import Foundation

extension String {
    /// Whether the two are the same code points. JSON compares strings so; Swift's `==` compares them
    /// as canonically equivalent, and `"é"` written with a combining accent is a different JSON string.
    @inlinable package func isSameText(as other: String) -> Bool {
        // Lengths first (constant time for native strings), then the bytes at once: this is the test of
        // every member name against every name a schema lists.
        guard utf8.count == other.utf8.count else { return false }
        var (left, right) = (self, other)
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.count == 0 || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
    }
}

/// A text compared and hashed by its code points, as a key of a set or a dictionary: a JSON name, a
/// pattern's source, a URI.
package struct CodePoints: Hashable {
    package let text: String

    package init(_ text: String) { self.text = text }

    package static func == (left: Self, right: Self) -> Bool { left.text.isSameText(as: right.text) }

    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
