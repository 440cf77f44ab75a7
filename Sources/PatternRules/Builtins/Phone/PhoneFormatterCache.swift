/// Formatters compiled on first use per territory, shared by every number.
import PatternRulesSupport

final class PhoneFormatterCache: Sendable {
    static let shared = PhoneFormatterCache()

    private let formatters = OnceCache<Int, PhoneFormatter>()
    private let partialFormatters = OnceCache<PhoneMatcherCache.Key, PhonePartialFormatter>()

    /// The formatter for `territory`, or for the main territory of its calling code when it has no formats
    /// of its own (libphonenumber formats Jersey's numbers with Britain's).
    func formatter(for territory: PhoneTerritory) -> PhoneFormatter {
        let source = Self.formatSource(territory)
        return formatters.value(for: source.index) { PhoneFormatter(source) }
    }

    /// The as-you-type formatter for `territory` (or its calling code's main territory), compiled for the
    /// rule's engine.
    func partialFormatter(for territory: PhoneTerritory, engine: Engine?) -> PhonePartialFormatter {
        let source = Self.formatSource(territory)
        return partialFormatters.value(for: PhoneMatcherCache.Key(territory: source.index, engine: engine)) {
            PhonePartialFormatter(source, engine: engine)
        }
    }

    private static func formatSource(_ territory: PhoneTerritory) -> PhoneTerritory {
        guard territory.formats.isEmpty, let main = PhoneMetadata.byCallingCode[territory.callingCode]?.first
        else { return territory }
        return main
    }
}
