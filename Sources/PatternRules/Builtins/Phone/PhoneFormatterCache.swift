import Foundation

/// Formatters compiled on first use per territory, shared by every number (NSLock, as in
/// ``PhoneMatcherCache``, so that ThreadSanitizer sees it).
final class PhoneFormatterCache: @unchecked Sendable {
    static let shared = PhoneFormatterCache()

    private let lock = NSLock()
    private var formatters: [Int: PhoneFormatter] = [:]
    private var partialFormatters: [Int: PhonePartialFormatter] = [:]

    /// The formatter for `territory`, or for the main territory of its calling code when it has no formats
    /// of its own (libphonenumber formats Jersey's numbers with Britain's).
    func formatter(for territory: PhoneTerritory) -> PhoneFormatter {
        let source = Self.formatSource(territory)
        return lock.withLock {
            if let formatter = formatters[source.index] { return formatter }
            let formatter = PhoneFormatter(source)
            formatters[source.index] = formatter
            return formatter
        }
    }

    /// The as-you-type formatter for `territory` (or its calling code's main territory).
    func partialFormatter(for territory: PhoneTerritory) -> PhonePartialFormatter {
        let source = Self.formatSource(territory)
        return lock.withLock {
            if let formatter = partialFormatters[source.index] { return formatter }
            let formatter = PhonePartialFormatter(source)
            partialFormatters[source.index] = formatter
            return formatter
        }
    }

    private static func formatSource(_ territory: PhoneTerritory) -> PhoneTerritory {
        guard territory.formats.isEmpty, let main = PhoneMetadata.byCallingCode[territory.callingCode]?.first
        else { return territory }
        return main
    }
}
