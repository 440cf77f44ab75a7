import Foundation

extension String {
    /// Whether the two are the same code points. JSON compares strings so; Swift's `==` compares them
    /// as canonically equivalent, and `"é"` written with a combining accent is a different JSON string.
    @inlinable package func isSameText(as other: String) -> Bool {
        // Lengths first (constant time for native strings), then the bytes at once: this is the test of
        // every member name against every name a schema lists.
        guard utf8.count == other.utf8.count else { return false }
        var other = other
        return other.withUTF8 { isSpelled(by: $0) }
    }

    /// Whether the string's UTF-8 is `bytes`: a name compared with one read from a document.
    @inlinable package func isSpelled(by bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard utf8.count == bytes.count else { return false }
        var text = self
        return text.withUTF8 { spelled in
            bytes.count == 0 || memcmp(spelled.baseAddress!, bytes.baseAddress!, bytes.count) == 0
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
