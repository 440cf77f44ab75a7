import CLiteralSearch
import Foundation  // memchr

/// Bytes a search looks for before it runs its automaton (a literal every match starts with or
/// contains), and how: `memchr` for the byte of them least likely in text, then the rest compared in
/// place.
struct Literal {
    let bytes: [UInt8]
    /// The place in ``bytes`` of the byte `memchr` looks for.
    let rareOffset: Int

    var rareByte: UInt8 { bytes[rareOffset] }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        rareOffset = bytes.indices.min { Self.commonness(bytes[$0]) < Self.commonness(bytes[$1]) } ?? 0
    }

    /// The UTF-8 of `scalars`, `nil` when there are none.
    init?(scalars: [UInt32]) {
        let bytes = scalars.flatMap { scalar in Unicode.Scalar(scalar).map { Array(String($0).utf8) } ?? [] }
        guard !bytes.isEmpty else { return nil }
        self.init(bytes: bytes)
    }

    /// How common a byte is in text, roughly: spaces, then frequent English letters, then UTF-8's lead
    /// bytes (every Cyrillic letter begins with 0xD0 or 0xD1), then other letters; punctuation, digits,
    /// capitals and continuation bytes are rarer. The order regex engines' `memchr` prefilters use.
    static func commonness(_ byte: UInt8) -> Int {
        Int(cls_byte_commonness(byte))
    }

    /// Where the bytes next occur in `base[index..<count]`, `nil` when they do not.
    @inline(__always)
    func next(in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int? {
        let length = bytes.count
        var candidate = index + rareOffset
        while candidate + length - rareOffset <= count {
            guard let found = memchr(base + candidate, Int32(bytes[rareOffset]), count - candidate) else { return nil }
            let start = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base - rareOffset
            if start + length <= count,
                bytes.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, length) }) == 0
            {
                return start
            }
            candidate = start + rareOffset + 1
        }
        return nil
    }
}
