import Synchronization

/// Territories compiled on first use, once per engine, and shared by every rule: a rule for any
/// region compiles only the territories its inputs reach.
final class PhoneMatcherCache: Sendable {
    static let shared = PhoneMatcherCache()

    private struct Key: Hashable {
        let territory: Int
        let engine: Engine?
    }

    private let matchers = Mutex<[Key: PhoneTerritoryMatcher]>([:])

    func matcher(for territory: PhoneTerritory, engine: Engine?) -> PhoneTerritoryMatcher {
        let key = Key(territory: territory.index, engine: engine)
        return matchers.withLock { matchers in
            if let matcher = matchers[key] { return matcher }
            let matcher = PhoneTerritoryMatcher(territory, engine: engine)
            matchers[key] = matcher
            return matcher
        }
    }
}
