import CLiteralSearch

/// Up to 64 literals looked for at once (`CLiteralSearch`, in the manner of Teddy): the earliest place
/// one of them starts. Where a search's matches begin with one of a few literals (an alternation of
/// words, a word read without case), the search skips to that place before its automaton runs.
///
/// Immutable after `init`; shared by every thread.
final class LiteralSet: @unchecked Sendable {
    private let searcher: OpaquePointer
    let literals: [[UInt8]]
    let kernel: SIMDKernel

    /// The literals (none empty, at most ``RegexNode/prefixLiteralLimit``) on `kernel` where this
    /// processor runs it, else on the portable kernel; `nil` when they cannot be held.
    init?(_ literals: [[UInt8]], kernel wanted: SIMDKernel = SIMDKernel.configured) {
        let bytes = literals.flatMap { $0 }
        let lengths = literals.map(\.count)
        guard let searcher = cls_literal_set_new(bytes, lengths, lengths.count, wanted.cValue) else { return nil }
        self.searcher = searcher
        self.literals = literals
        kernel = SIMDKernel(cls_literal_set_kernel(searcher))
    }

    deinit { cls_literal_set_free(searcher) }

    /// Where one of the literals next starts in `base[index..<count]`, `nil` when none does.
    @inline(__always)
    func next(in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int? {
        let found = cls_literal_set_find(searcher, base, count, index)
        return found < 0 ? nil : found
    }
}
