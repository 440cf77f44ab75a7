/// Territories compiled on first use, once per engine, and shared by every rule: a rule for any
/// region compiles only the territories its inputs reach.
import PatternRulesSupport

final class PhoneMatcherCache: Sendable {
    static let shared = PhoneMatcherCache()

    /// A territory (by index) compiled for an engine (`nil`: the default).
    struct Key: Hashable {
        let territory: Int
        let engine: Engine?
    }

    private let matchers = OnceCache<Key, PhoneTerritoryMatcher>()
    /// Every territory of a calling code, main one first, per engine: one look-up per international
    /// number instead of one per territory (25 share `+1`).
    private let matchersByCode = OnceCache<CodeKey, [PhoneTerritoryMatcher]>()

    /// A calling code for an engine: a struct, so that a look-up builds no string.
    private struct CodeKey: Hashable {
        let code: String
        let engine: Engine?
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
        matchers.value(for: Key(territory: territory.index, engine: engine)) {
            PhoneTerritoryMatcher(territory, engine: engine)
        }
    }

    /// The matcher of the main territory of `code` (`PhoneMetadata.byCallingCode` order), without
    /// compiling the others that share it: the regional paths and libphonenumber's parsing read the
    /// national prefix rules of the main one only.
    func mainMatcher(forCallingCode code: String, engine: Engine?) -> PhoneTerritoryMatcher? {
        PhoneMetadata.byCallingCode[code]?.first.map { matcher(for: $0, engine: engine) }
    }

    /// The matchers of every territory sharing `code` (`PhoneMetadata.byCallingCode` order).
    func matchers(forCallingCode code: String, engine: Engine?) -> [PhoneTerritoryMatcher] {
        matchersByCode.value(for: CodeKey(code: code, engine: engine)) {
            (PhoneMetadata.byCallingCode[code] ?? []).map { matcher(for: $0, engine: engine) }
        }
    }
}
