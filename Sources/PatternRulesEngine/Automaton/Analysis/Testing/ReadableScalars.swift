/// The scalar a test input shows for a set of scalars: the one a person reads and types most easily, so
/// that a suggested input can be passed as a command-line argument or written on a line of a file.
///
/// Letters come first, then digits, punctuation, the space, other visible scalars, and last the
/// controls, line breaks and NUL (which an argument cannot carry), each group in code-point order.
enum ReadableScalars {
    /// Groups of scalars in the order they are preferred; what none lists ranks after them.
    private static let preferred: [ClosedRange<UInt32>] = [
        0x61...0x7A, 0x41...0x5A, 0x30...0x39,
        0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E,
        0x20...0x20,
    ]
    /// How far into a run of non-ASCII scalars the search for a visible one looks.
    private static let visibleSearchSpan: UInt32 = 512

    /// The most readable scalar of `set`, `nil` when it holds none (surrogates are not scalars).
    static func best(in set: ScalarSet) -> UInt32? {
        for group in preferred {
            for range in set.ranges where range.overlaps(group) {
                return max(range.lowerBound, group.lowerBound)
            }
        }
        for range in set.ranges where range.upperBound >= 0x80 {
            var scalar = max(range.lowerBound, 0x80)
            let end = min(range.upperBound, scalar + visibleSearchSpan)
            while scalar <= end {
                if isVisible(scalar) { return scalar }
                scalar += 1
            }
        }
        let lineBreaks: [UInt32] = [0x0A, 0x0D]
        for range in set.ranges {
            var scalar = max(range.lowerBound, 1)
            while scalar <= range.upperBound {
                if !lineBreaks.contains(scalar), Unicode.Scalar(scalar) != nil { return scalar }
                scalar += 1
            }
        }
        return lineBreaks.first { set.contains($0) }
            ?? set.ranges.lazy.compactMap { range in
                (range.lowerBound...range.upperBound).first { Unicode.Scalar($0) != nil }
            }.first
    }

    /// Whether `first` reads better than `second`: the more readable group, then the lower code point.
    static func precedes(_ first: UInt32, _ second: UInt32) -> Bool {
        (rank(first), first) < (rank(second), second)
    }

    /// How readable `scalar` is: lower is better, in the order ``best(in:)`` prefers.
    static func rank(_ scalar: UInt32) -> Int {
        if let group = preferred.firstIndex(where: { $0.contains(scalar) }) { return group }
        if scalar >= 0x80, isVisible(scalar) { return preferred.count }
        switch scalar {
        case 0: return preferred.count + 4
        case 0x0A, 0x0D: return preferred.count + 3
        case ..<0x80: return preferred.count + 1
        default: return preferred.count + 2
        }
    }

    private static func isVisible(_ scalar: UInt32) -> Bool {
        guard let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            return true
        }
    }
}
