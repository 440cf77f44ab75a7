/// The states of a ``MatchSetDFA`` that passes have reached, and their rows, made as a pass reaches
/// them (regex-automata's lazy DFA): the product of many members is never built whole, and a pass pays
/// for the states its text visits.
///
/// A row holds one entry per class: the target state premultiplied by the class count, counted from 1
/// (``MatchSetTable`` reads the rows one row in), negated where some member accepts in the target, and 0
/// where the entry is not made yet. At most ``stateLimit`` states are kept (``MatchSetTable/standardCacheBytes``
/// in all: rows, keys and their look-up); a pass that needs one more forgets every state but the start
/// and goes on: each byte makes at most one entry, at a cost bounded by the member count, so a pass stays
/// linear in its text whatever the cache does.
///
/// Used by one pass at a time; ``MatchSetTable`` keeps the caches no pass holds.
final class MatchSetCache {
    private let product: MatchSetDFA
    private let classCount: Int
    /// The rows, `capacity` states of them; they move when the cache grows (a pass reloads them after
    /// ``entry(from:on:)``).
    // A pass reads these on every step, and one pass at a time holds the cache, so the run-time
    // exclusivity check of a class's `var` checks nothing.
    @exclusivity(unchecked) private(set) var rows: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// The most states kept.
    let stateLimit: Int
    /// Each state's key (its members' states), `memberCount` entries per state.
    private var keys: [Int32] = []
    private var numbers: [StateKey: Int32] = [:]
    /// The members that accept in each state.
    @exclusivity(unchecked) private(set) var accepting: [UInt64] = []
    /// The key being made, kept to reuse its storage.
    private var target: [Int32]

    /// The start state's entry: state 0, counted from 1 and premultiplied.
    var startEntry: Int { classCount }

    /// A cache of at most `cacheBytes` in all (``bytesPerState(classes:members:)`` a state, and room for
    /// the start state and one more), holding the start state.
    init(_ product: MatchSetDFA, cacheBytes: Int) {
        self.product = product
        classCount = product.classCount
        stateLimit = max(
            2,
            min(
                cacheBytes / Self.bytesPerState(classes: classCount, members: product.memberCount),
                Int(Int32.max) / classCount - 1))
        capacity = min(16, stateLimit)
        rows = .allocate(capacity: capacity * classCount)
        target = product.startKey
        intern(product.startKey)
    }

    deinit { rows.deallocate() }

    /// What one state costs the cache: its row, its key, its accepting members, and its key's storage
    /// and entry in ``numbers`` (an array's header and a dictionary slot, about 64 bytes).
    static func bytesPerState(classes: Int, members: Int) -> Int {
        MemoryLayout<Int32>.stride * (classes + 2 * members) + MemoryLayout<UInt64>.stride + 64
    }

    /// The entry of `state` (as the rows count it: from 1, premultiplied) on a scalar of `scalarClass`,
    /// made now. Where the cache is full, it starts again first, and the entry is returned without being
    /// kept (the row it belonged to is gone).
    func entry(from state: Int, on scalarClass: Int) -> Int32 {
        let number = state / classCount - 1
        let memberCount = product.memberCount
        keys.withUnsafeBufferPointer { keys in
            product.successor(
                of: UnsafeBufferPointer(rebasing: keys[number * memberCount..<(number + 1) * memberCount]),
                on: scalarClass, into: &target)
        }
        var kept = true
        let made: Int32
        if let existing = numbers[StateKey(target)] {
            made = existing
        } else {
            if accepting.count == stateLimit {
                restart()
                kept = number == 0
            }
            made = numbers[StateKey(target)] ?? intern(target)
        }
        let entry = (made + 1) * Int32(classCount)
        let signed = accepting[Int(made)] != 0 ? -entry : entry
        if kept { rows[number * classCount + scalarClass] = signed }
        return signed
    }

    /// Adds the state `key`, its row not made yet, and returns its number.
    @discardableResult
    private func intern(_ key: [Int32]) -> Int32 {
        let number = accepting.count
        if number == capacity {
            let grown = min(capacity * 2, stateLimit)
            let larger = UnsafeMutablePointer<Int32>.allocate(capacity: grown * classCount)
            larger.moveInitialize(from: rows, count: capacity * classCount)
            rows.deallocate()
            (rows, capacity) = (larger, grown)
        }
        (rows + number * classCount).initialize(repeating: 0, count: classCount)
        keys.append(contentsOf: key)
        numbers[StateKey(key)] = Int32(number)
        accepting.append(key.withUnsafeBufferPointer { product.acceptingMembers($0) })
        return Int32(number)
    }

    /// Forgets every state but the start (state 0) and every entry.
    private func restart() {
        let memberCount = product.memberCount
        let start = Array(keys[0..<memberCount])
        keys.removeSubrange(memberCount...)
        numbers = [StateKey(start): 0]
        accepting.removeSubrange(1...)
        rows.update(repeating: 0, count: classCount)
    }
}

/// A state's key, hashed as one run of bytes: hashing its members' states one by one took a fifth of a
/// pass over text that makes many states.
private struct StateKey: Hashable {
    let states: [Int32]

    init(_ states: [Int32]) { self.states = states }

    func hash(into hasher: inout Hasher) {
        states.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
