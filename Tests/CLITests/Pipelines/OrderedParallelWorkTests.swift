import Foundation
import Testing

@testable import PatternRulesCLI

/// The chunks of a bulk round or a record batch are computed on several threads and written by
/// whichever finishes the run before them: each result must be delivered once, in index order, never
/// two at a time, and all before the call returns.
@Suite struct OrderedParallelWorkTests {
    /// What `deliver` saw, and whether two calls ever overlapped.
    final class Deliveries: @unchecked Sendable {
        var indices: [Int] = []
        var inside = false
        var overlapped = false
    }

    @Test(arguments: [1, 2, 3, 8])
    func everyResultIsDeliveredOnceInOrder(workers: Int) {
        let count = 200
        let deliveries = Deliveries()
        orderedParallelForEach(count: count, workers: workers) { index in
            // Uneven work, so that results finish out of order.
            usleep(UInt32((index * 7919) % 13) * 50)
            return index
        } inOrder: { index in
            if deliveries.inside { deliveries.overlapped = true }
            deliveries.inside = true
            // A slow delivery, so that workers finish results while one is being delivered.
            if index % 17 == 0 { usleep(300) }
            deliveries.indices.append(index)
            deliveries.inside = false
        }
        #expect(deliveries.indices == Array(0..<count))
        #expect(!deliveries.overlapped)
    }

    @Test func noChunksDeliverNothing() {
        var delivered = 0
        orderedParallelForEach(count: 0, workers: 4) {
            $0
        } inOrder: { _ in
            delivered += 1
        }
        #expect(delivered == 0)
    }
}
