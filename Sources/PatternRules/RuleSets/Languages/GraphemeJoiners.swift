/// The scalars that can join a neighbour into one `Character` (extended grapheme cluster, UAX #29): a
/// length that counts `Character`s counts scalars exactly in text made of the other scalars only.
///
/// Read from the scalars' properties, erring towards joining: grapheme extenders and emoji modifiers
/// (`Extend`), the joiners (`ZWJ`), marks (`SpacingMark`), format characters (among them the
/// prepended concatenation marks), the Indic letters UAX #29 lists as `Prepend`, regional indicators,
/// Hangul jamo and syllables, and the carriage return (which joins a following line feed). A test checks
/// the rest against the standard library's own breaking, scalar by scalar.
enum GraphemeJoiners {
    /// Joiners that their general category does not show.
    private static let listed: [ClosedRange<UInt32>] = [
        0x0D...0x0D,  // CR, which joins LF
        0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF,  // Hangul
        0x1F1E6...0x1F1FF,  // regional indicators
        // Prepend letters that are not prepended concatenation marks.
        0x0D4E...0x0D4E, 0x111C2...0x111C3, 0x1193F...0x1193F, 0x11941...0x11941, 0x11A3A...0x11A3A,
        0x11A84...0x11A89, 0x11D46...0x11D46, 0x11F02...0x11F02, 0x113D1...0x113D1,
        // Spacing marks that are letters by category: Thai SARA AM and Lao AM.
        0x0E33...0x0E33, 0x0EB3...0x0EB3,
    ]

    static func isJoiner(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        if listed.contains(where: { $0.contains(value) }) { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return properties.isGraphemeExtend || properties.isEmojiModifier || properties.isJoinControl
        }
    }

    /// Every joiner, listed once per process (tens of milliseconds) for the sets too large to check
    /// scalar by scalar.
    static let scalars: ScalarSet = {
        // Planes 4 to 13 hold no assigned scalar, and planes 15 and 16 private use only.
        let candidates = Array(UInt32(0)...0x3FFFF) + Array(0xE0000...0xEFFFF)
        return ScalarSet(ranges: candidates.lazy.filter(isJoiner).map { $0...$0 })
    }()

    /// Whether `set` holds a joiner: scalar by scalar for a small set (a pattern's letters and digits),
    /// against ``scalars`` for a large one.
    static func intersect(_ set: ScalarSet) -> Bool {
        let count = set.ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 }
        guard count > 4_096 else { return set.ranges.contains { $0.contains(where: isJoiner) } }
        return !set.isDisjoint(with: scalars)
    }
}
