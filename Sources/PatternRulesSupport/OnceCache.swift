import Foundation

/// Values made on first use and kept: the phone tables compile each territory's patterns only when a
/// number reaches it, once per process. With a `capacity`, the cache starts again when it is full, so
/// that keys coming from untrusted input (the automaton's classes of user patterns) cannot grow it
/// without bound.
///
/// Guarded by `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux the latter waits
/// on raw futexes that ThreadSanitizer cannot see, so every access would be reported as a race and the
/// sanitizer run would hide real ones. The lock is held while a value is made, so each is made once.
package final class OnceCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let capacity: Int

    package init(capacity: Int = .max) {
        self.capacity = capacity
    }

    package func value(for key: Key, make: () -> Value) -> Value {
        lock.withLock {
            if let value = values[key] { return value }
            let value = make()
            if values.count >= capacity { values.removeAll() }
            values[key] = value
            return value
        }
    }

    /// The value for `key`, made outside the lock: threads that miss at once each make it, and the
    /// first stored wins. For values that are cheap to make twice, so one slow key never holds up
    /// another thread's look-ups.
    package func valueMadeOutsideLock(for key: Key, make: () -> Value) -> Value {
        if let value = lock.withLock({ values[key] }) { return value }
        let made = make()
        return lock.withLock {
            if let value = values[key] { return value }
            if values.count >= capacity { values.removeAll() }
            values[key] = made
            return made
        }
    }
}

/// One value made on first use and kept, under the same lock discipline as ``OnceCache`` (the lock is
/// held while the value is made, so it is made once): a pattern's search program, which validation never
/// needs, and a phone territory's alternation of its ranges, which finding numbers in text never needs.
/// The value is made by the first caller's closure, so that it may read the owner without the slot
/// holding on to it.
package final class OnceValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    package init() {}

    package func value(making make: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
