import Foundation  // NSLock

/// Mutable search state that no search holds at the moment (a lazy automaton's copy with the rows it
/// made, a match set's cache): a search takes one, or makes one, and gives it back, so the rows one
/// search made serve the next, and two threads never share one.
final class Spares<Item: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var spares: [Item] = []

    /// The most kept: one per thread that searches at once, on the machines this runs on.
    static var limit: Int { 64 }

    /// A spare, or a new one from `make` where none is left.
    func take(orMake make: () -> Item) -> Item {
        lock.withLock { spares.popLast() } ?? make()
    }

    func giveBack(_ item: Item) {
        lock.withLock {
            if spares.count < Self.limit { spares.append(item) }
        }
    }
}
