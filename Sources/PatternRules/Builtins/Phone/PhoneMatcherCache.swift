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
    /// Every territory of a calling code, main one first, per engine: one look-up per international
    /// number instead of one per territory (25 share `+1`).
    private var matchersByCode: [String: [PhoneTerritoryMatcher]] = [:]

    func matcher(for territory: PhoneTerritory, engine: Engine?) -> PhoneTerritoryMatcher {
        let key = Key(territory: territory.index, engine: engine)
        return lock.withLock {
            if let matcher = matchers[key] { return matcher }
            let matcher = PhoneTerritoryMatcher(territory, engine: engine)
            matchers[key] = matcher
            return matcher
        }
    }

    /// The matchers of every territory sharing `code` (`PhoneMetadata.byCallingCode` order).
    func matchers(forCallingCode code: String, engine: Engine?) -> [PhoneTerritoryMatcher] {
        let key = "\(code)|\(engine?.rawValue ?? "auto")"
        if let cached = lock.withLock({ matchersByCode[key] }) { return cached }
        let all = (PhoneMetadata.byCallingCode[code] ?? []).map { matcher(for: $0, engine: engine) }
        lock.withLock { matchersByCode[key] = all }
        return all
    }
}
