import Foundation

/// Territories compiled on first use, once per engine, and shared by every rule: a rule for any
/// region compiles only the territories its inputs reach.
///
/// Guarded by `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux the latter waits
/// on raw futexes that ThreadSanitizer cannot see, so every access would be reported as a race and the
/// sanitizer run would hide real ones.
final class PhoneMatcherCache: @unchecked Sendable {
    static let shared = PhoneMatcherCache()

    private struct Key: Hashable {
        let territory: Int
        let engine: Engine?
    }

    private let lock = NSLock()
    private var matchers: [Key: PhoneTerritoryMatcher] = [:]

    func matcher(for territory: PhoneTerritory, engine: Engine?) -> PhoneTerritoryMatcher {
        let key = Key(territory: territory.index, engine: engine)
        return lock.withLock {
            if let matcher = matchers[key] { return matcher }
            let matcher = PhoneTerritoryMatcher(territory, engine: engine)
            matchers[key] = matcher
            return matcher
        }
    }
}
