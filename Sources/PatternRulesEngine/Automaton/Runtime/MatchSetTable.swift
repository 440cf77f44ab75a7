/// A ``MatchSetDFA`` laid out to read UTF-8: which of its members match somewhere in a text, one table
/// look-up per ASCII byte and a class look-up per other scalar, the states made as a pass reaches them
/// (``MatchSetCache``).
///
/// An entry is its target premultiplied by the class count, negated where some member accepts there,
/// so that the reader looks up which only on the way into such a state; 0 where it is not made yet.
///
/// Shared by every thread: each pass takes a cache no other pass holds, and gives it back, or reads
/// with a cache its caller keeps for its thread (``PatternSet/Scanner``).
final class MatchSetTable: Sendable {
    private let product: MatchSetDFA
    private let asciiClass: [Int32]
    /// Every member's bit.
    private let everyMember: UInt64
    private let spareCaches = Spares<MatchSetCache>()
    /// The most bytes a cache holds (``MatchSetCache``).
    private let cacheBytes: Int

    /// 32 MiB per cache (rows, keys and their look-up), grown as states are made: the 65,000 states that
    /// twenty-four finders' shapes reach on 20 MB of log lines fit with one restart, where 2 MiB of rows
    /// started again 30 times and took the pass from 0.8 to 1.1 s (docs/BENCHMARKS.md).
    static let standardCacheBytes = 32 << 20

    init(_ product: MatchSetDFA, cacheBytes: Int) {
        (self.product, self.cacheBytes) = (product, cacheBytes)
        asciiClass = (0..<128).map { product.alphabet.classOf(UInt32($0)) }
        everyMember = product.memberCount == UInt64.bitWidth ? .max : (1 << UInt64(product.memberCount)) - 1
    }

    /// The members that match somewhere in `text`, bit `m` for member `m`; `nil` when `text` is not UTF-8
    /// (a match may still stand between the bytes that are not, and the automaton reads scalars).
    ///
    /// - Complexity: O(n) in the length of `text`; it stops once every member is found.
    func members(matchingIn text: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let cache = spareCaches.take(orMake: makeCache)
        defer { spareCaches.giveBack(cache) }
        return members(matchingIn: text, cache: cache)
    }

    /// ``members(matchingIn:)`` with `cache`, which no other pass holds meanwhile.
    func members(matchingIn text: UnsafeBufferPointer<UInt8>, cache: MatchSetCache) -> UInt64? {
        var found = cache.accepting[0]
        var pass = Pass(table: self, cache: cache)
        var index = 0
        while index < text.count {
            guard let accepted = pass.step(text, &index) else { return nil }
            found |= accepted
            if found == everyMember { break }
        }
        return found
    }

    /// A cache of this table's states, empty but for the start.
    func makeCache() -> MatchSetCache { MatchSetCache(product, cacheBytes: cacheBytes) }

    /// One pass's place in the automaton.
    private struct Pass {
        let table: MatchSetTable
        let cache: MatchSetCache
        let classCount: Int
        /// The current state, premultiplied and counted from 1.
        var state: Int

        init(table: MatchSetTable, cache: MatchSetCache) {
            (self.table, self.cache, classCount, state) = (table, cache, table.product.classCount, cache.startEntry)
        }

        /// Reads the scalar at `index` and moves past it; returns the members that accept in the state
        /// reached (0 for none), `nil` where the bytes there are not UTF-8.
        @inline(__always)
        mutating func step(_ text: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt64? {
            let byte = text[index]
            let scalarClass: Int
            if byte < 0x80 {
                scalarClass = Int(table.asciiClass[Int(byte)])
                index &+= 1
            } else {
                guard let (scalar, length) = UTF8Decoding.scalar(at: index, in: text.baseAddress!, count: text.count)
                else { return nil }
                scalarClass = Int(table.product.alphabet.classOf(scalar))
                index &+= length
            }
            var entry = cache.rows[state &- classCount &+ scalarClass]
            if entry == 0 { entry = cache.entry(from: state, on: scalarClass) }
            guard entry < 0 else {
                state = Int(entry)
                return 0
            }
            state = Int(-entry)
            return cache.accepting[state / classCount &- 1]
        }
    }
}
