import CLiteralSearch
import Foundation  // memchr

/// Bytes a search looks for before it runs its automaton (a literal every match starts with or
/// contains), and how: one byte by `memchr`; more by a pair of them (`cls_pair_find`: the two least
/// likely in text, each at its offset, compared 32 places at a time on AVX2), then the rest compared in
/// place.
struct Literal {
    let bytes: [UInt8]
    /// The place in ``bytes`` of its least common byte.
    let rareOffset: Int
    /// The place of the next least common, elsewhere in ``bytes`` (``rareOffset`` for one byte).
    let pairOffset: Int
    /// The pair search's kernel.
    let kernel: SIMDKernel

    var rareByte: UInt8 { bytes[rareOffset] }

    init(bytes: [UInt8], kernel: SIMDKernel = SIMDKernel.configured) {
        self.bytes = bytes
        let byCommonness = bytes.indices.sorted { (Self.commonness(bytes[$0]), $0) < (Self.commonness(bytes[$1]), $1) }
        let rare = byCommonness.first ?? 0
        rareOffset = rare
        // A second byte unlike the first stops the pair at fewer places than the same byte again.
        pairOffset =
            byCommonness.dropFirst().first { bytes[$0] != bytes[rare] } ?? byCommonness.dropFirst().first ?? rare
        self.kernel = SIMDKernel(cls_usable_kernel(kernel.cValue))
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
        guard bytes.count > 1 else {
            guard index < count, let found = memchr(base + index, Int32(bytes[0]), count - index) else { return nil }
            return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        }
        let found = bytes.withUnsafeBufferPointer { literal in
            cls_pair_find(
                literal.baseAddress, literal.count, rareOffset, pairOffset, kernel.cValue, base, count, index)
        }
        return found < 0 ? nil : found
    }
}
