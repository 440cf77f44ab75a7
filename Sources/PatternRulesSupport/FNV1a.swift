/// FNV-1a, 64 bits: a hash of bytes that is the same for the same bytes, whatever Swift's `==` says of
/// the text they spell (JSON compares names by code points), and that goes on from where an earlier
/// hash left off (a path hashed level by level). Over a buffer, not a generic sequence: it runs on every
/// member name a schema looks up, where an unspecialised iterator cost a tenth of the run.
package enum FNV1a {
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `bytes` hashed on from `hash`.
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from hash: UInt64 = offsetBasis) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// `text`'s UTF-8 hashed on from `hash`.
    @inlinable
    package static func hash(_ text: String, from hash: UInt64 = offsetBasis) -> UInt64 {
        var text = text
        return text.withUTF8 { Self.hash($0, from: hash) }
    }
}
