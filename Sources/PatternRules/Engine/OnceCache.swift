import Foundation

/// Values made on first use and kept: the phone tables compile each territory's patterns only when a
/// number reaches it, once per process.
///
/// Guarded by `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux the latter waits
/// on raw futexes that ThreadSanitizer cannot see, so every access would be reported as a race and the
/// sanitizer run would hide real ones. The lock is held while a value is made, so each is made once.
final class OnceCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, make: () -> Value) -> Value {
        lock.withLock {
            if let value = values[key] { return value }
            let value = make()
            values[key] = value
            return value
        }
    }
}
