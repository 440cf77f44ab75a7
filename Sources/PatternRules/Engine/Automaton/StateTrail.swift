/// What a ``Pattern/Cursor`` on the automaton remembers: one entry per scalar typed, the scalar in the low
/// 32 bits and the state after it in the high 32, so that deleting from the end pops states instead of
/// recomputing them.
///
/// Entries are kept in blocks of eight: the full blocks in an array, the newest (up to eight) in the
/// value itself. Appending is then a store, and one append in eight appends a block to the array. An
/// array append per keystroke cost more than the automaton's step: its uniqueness check is a call into
/// the runtime, and the call sends the caller's registers to memory.
@usableFromInline
struct StateTrail: Sendable {
    @usableFromInline typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    @usableFromInline static var blockSize: Int { 8 }
    static let emptyBlock: Block = (0, 0, 0, 0, 0, 0, 0, 0)

    /// The full blocks, oldest first.
    @usableFromInline var blocks: [Block]
    /// The newest entries, oldest first; `newestCount` of them (up to eight) are in use.
    @usableFromInline var newest: Block
    @usableFromInline var newestCount: Int

    init() {
        blocks = []
        blocks.reserveCapacity(8)
        newest = Self.emptyBlock
        newestCount = 0
    }

    /// The number of scalars typed.
    @inlinable var count: Int { blocks.count &* Self.blockSize &+ newestCount }

    @inlinable @inline(__always)
    mutating func append(state: Int, scalar: UInt32) {
        if newestCount == Self.blockSize {
            blocks.append(newest)
            newestCount = 0
        }
        let entry = UInt64(truncatingIfNeeded: state) &<< 32 | UInt64(scalar)
        let offset = newestCount &* MemoryLayout<UInt64>.stride
        withUnsafeMutableBytes(of: &newest) { $0.storeBytes(of: entry, toByteOffset: offset, as: UInt64.self) }
        newestCount &+= 1
    }

    /// The state after the scalar at `index` (from 0).
    @inlinable
    func state(at index: Int) -> Int {
        Int(truncatingIfNeeded: entry(at: index) >> 32)
    }

    /// The scalar at `index` (from 0).
    func scalar(at index: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt32(truncatingIfNeeded: entry(at: index)))!
    }

    @inlinable
    func entry(at index: Int) -> UInt64 {
        let block = index / Self.blockSize
        let offset = index % Self.blockSize &* MemoryLayout<UInt64>.stride
        return withUnsafeBytes(of: block < blocks.count ? blocks[block] : newest) {
            $0.load(fromByteOffset: offset, as: UInt64.self)
        }
    }

    /// Keeps the first `count` entries.
    @inlinable
    mutating func truncate(to count: Int) {
        // The block that holds the last entry kept becomes the newest (a full block stays full).
        let blocksBefore = count == 0 ? 0 : (count &- 1) / Self.blockSize
        if blocksBefore < blocks.count {
            newest = blocks[blocksBefore]
            blocks.removeLast(blocks.count &- blocksBefore)
        }
        newestCount = count &- blocksBefore &* Self.blockSize
    }

    /// The scalars typed, as text.
    var text: String {
        var text = String.UnicodeScalarView()
        for index in 0..<count { text.append(scalar(at: index)) }
        return String(text)
    }
}
