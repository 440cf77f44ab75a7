import CLiteralSearch

/// A set of bytes searched for the next member (`CLiteralSearch`'s byte-set scan, 32 places at a time
/// with AVX2): where a search's start state stays put on every other byte (`[A-Z][a-z]+` waits for a
/// capital), the search skips to the next member before its automaton runs.
///
/// Immutable after `init`; shared by every thread.
final class ByteSet: @unchecked Sendable {
    private let scanner: OpaquePointer
    /// The members, ascending.
    let members: [UInt8]
    let kernel: SIMDKernel

    /// The set of `members` on `kernel` where this processor runs it, else on the portable kernel; `nil`
    /// when memory runs out.
    init?(_ members: [UInt8], kernel wanted: SIMDKernel = SIMDKernel.configured) {
        var flags = [UInt8](repeating: 0, count: 256)
        for member in members { flags[Int(member)] = 1 }
        guard let scanner = cls_byte_set_new(flags, wanted.cValue) else { return nil }
        self.scanner = scanner
        self.members = (0...255).filter { flags[$0] != 0 }.map(UInt8.init)
        kernel = SIMDKernel(cls_byte_set_kernel(scanner))
    }

    deinit { cls_byte_set_free(scanner) }

    /// Where the next member is in `base[index..<count]`, `nil` when none is.
    @inline(__always)
    func next(in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int? {
        let found = cls_byte_set_find(scanner, base, count, index)
        return found < 0 ? nil : found
    }

    /// Whether skipping to the members saves a search anything: none of them is common in text (a
    /// letter, a space, a lead byte of UTF-8), by the table the literal prefilters rank bytes by.
    var isRare: Bool { members.allSatisfy { Literal.commonness($0) < Literal.commonness(UInt8(ascii: "z")) } }
}
