/// Territories compiled on first use, once per engine, and shared by every rule: a rule for any
/// region compiles only the territories its inputs reach.
import PatternRulesSupport

final class PhoneMatcherCache: Sendable {
    static let shared = PhoneMatcherCache()

    /// A territory (by index) for an engine (`nil`: the default): the key of caches kept per territory.
    struct Key: Hashable {
        let territory: Int
        let engine: Engine?
    }

    /// The territories compiled for each engine (`nil`: the default).
    private let tables = OnceCache<Engine?, PhoneTerritoryTable>()

    /// The table of `engine`'s compiled territories: a caller that looks up many holds it.
    func table(for engine: Engine?) -> PhoneTerritoryTable {
        tables.value(for: engine) { PhoneTerritoryTable(engine: engine) }
    }

    /// A region's digit automaton, for one number type (`nil`: any), or `nil` where it is refused.
    private struct AutomatonKey: Hashable {
        let territory: Int
        let type: PhoneNumberType?
    }

    private let digitAutomata = OnceCache<AutomatonKey, PhoneDigitAutomaton?>()

    func digitAutomaton(territory: Int, type: PhoneNumberType?, make: () -> PhoneDigitAutomaton?)
        -> PhoneDigitAutomaton?
    {
        digitAutomata.value(for: AutomatonKey(territory: territory, type: type), make: make)
    }

    func matcher(for territory: PhoneTerritory, engine: Engine?) -> PhoneTerritoryMatcher {
        table(for: engine).matcher(for: territory)
    }

    /// The matcher of the main territory of `code` (`PhoneMetadata.byCallingCode` order), without
    /// compiling the others that share it: the regional paths and libphonenumber's parsing read the
    /// national prefix rules of the main one only.
    func mainMatcher(forCallingCode code: String, engine: Engine?) -> PhoneTerritoryMatcher? {
        table(for: engine).mainMatcher(forCallingCode: code)
    }

    /// The matchers of every territory sharing `code` (`PhoneMetadata.byCallingCode` order).
    func matchers(forCallingCode code: String, engine: Engine?) -> [PhoneTerritoryMatcher] {
        let table = table(for: engine)
        return table.territories(forCallingCode: code).map(table.matcher(for:))
    }
}
