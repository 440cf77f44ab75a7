import Foundation

/// Formatters compiled on first use per territory, shared by every number (NSLock, as in
/// ``PhoneMatcherCache``, so that ThreadSanitizer sees it).
final class PhoneFormatterCache: @unchecked Sendable {
    static let shared = PhoneFormatterCache()

    private let lock = NSLock()
    private var formatters: [Int: PhoneFormatter] = [:]

    /// The formatter for `territory`, or for the main territory of its calling code when it has no formats
    /// of its own (libphonenumber formats Jersey's numbers with Britain's).
    func formatter(for territory: PhoneTerritory) -> PhoneFormatter {
        var source = territory
        if territory.formats.isEmpty, let main = PhoneMetadata.byCallingCode[territory.callingCode]?.first {
            source = main
        }
        return lock.withLock {
            if let formatter = formatters[source.index] { return formatter }
            let formatter = PhoneFormatter(source)
            formatters[source.index] = formatter
            return formatter
        }
    }
}
