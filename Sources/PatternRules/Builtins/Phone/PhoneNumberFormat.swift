/// How ``PhoneNumber/formatted(_:)`` writes a number.
public enum PhoneNumberFormat: Sendable, Hashable, CaseIterable {
    /// `+442079460958`: for storage and comparison.
    case e164
    /// `+44 20 7946 0958`: the region's grouping, after `+` and the calling code.
    case international
    /// `020 7946 0958`: as dialled within the region, with its national prefix where it uses one.
    case national
}
