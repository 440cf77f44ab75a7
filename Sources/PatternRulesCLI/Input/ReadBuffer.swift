import Foundation

/// The bulk path's input buffer: bytes read straight into its spare room (an `[UInt8]` must initialise
/// room before `read(2)` may fill it, a second copy of every byte), consumed from the front.
final class ReadBuffer {
    private var storage: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(capacity: Int) {
        storage = .allocate(byteCount: max(capacity, 1 << 12), alignment: 16)
    }

    deinit { storage.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The bytes held, valid until the buffer next changes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: storage[0..<count]) }

    /// Reads up to `limit` bytes from `descriptor` after the bytes held, growing the buffer when it is
    /// full; returns what `read(2)` returns (0 at the end of the input, -1 on an error, with `errno`).
    func read(from descriptor: Int32, upTo limit: Int) -> Int {
        if storage.count - count < limit {
            let larger = UnsafeMutableRawBufferPointer.allocate(
                byteCount: max(storage.count * 2, count + limit), alignment: 16)
            if count > 0 { larger.baseAddress!.copyMemory(from: storage.baseAddress!, byteCount: count) }
            storage.deallocate()
            storage = larger
        }
        var result = 0
        repeat {
            result = Foundation.read(descriptor, storage.baseAddress! + count, limit)
        } while result < 0 && errno == EINTR
        if result > 0 { count += result }
        return result
    }

    /// Drops the first `length` bytes, moving the rest (a partial line) to the front.
    func removeFirst(_ length: Int) {
        let rest = count - length
        if rest > 0 { memmove(storage.baseAddress!, storage.baseAddress! + length, rest) }
        count = rest
    }

    func removeAll() { count = 0 }

    /// The index of the last line feed at or after `start`, searched from the end (lines are short
    /// beside a block).
    func lastLineFeed(from start: Int) -> Int? {
        var index = count - 1
        while index >= start {
            if storage[index] == 0x0A { return index }
            index -= 1
        }
        return nil
    }
}
