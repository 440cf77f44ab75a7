/// What a ``Pattern/Cursor`` on the automaton remembers: one entry per scalar typed, the scalar and the
/// state after it (32 bits each), so that deleting from the end pops states instead of recomputing them.
///
/// Entries are kept in blocks of 32: the full blocks in a buffer, the newest (up to 32) in the value
/// itself. Appending is then a store, and one append in 32 moves a block to the buffer. The number of
/// full blocks is kept here, not in the buffer, so that deleting (a word cleared, a character removed)
/// only lowers a count: it reads the buffer but never writes it, and needs neither a uniqueness check nor
/// a call. An array in place of the buffer cost a runtime call per keystroke (its uniqueness check on
/// append), and the call sent the caller's registers to memory.
///
/// Sendable as a value: the buffer is written only through a trail that holds its sole reference.
@usableFromInline
struct StateTrail: @unchecked Sendable {
    @usableFromInline typealias Row = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    @usableFromInline typealias Block = (Row, Row, Row, Row)
    /// Most fields are shorter than a block, so a cursor typed into one never moves a block (nor
    /// allocates). The move is a call, and as the keystrokes between two moves vary with the words
    /// typed, its branch is mispredicted about once per move: fewer, larger blocks mean fewer
    /// mispredictions (docs/BENCHMARKS.md has the measurements behind 32).
    @usableFromInline static var blockSize: Int { 32 }
    static let emptyRow: Row = (0, 0, 0, 0, 0, 0, 0, 0)
    static let emptyBlock: Block = (emptyRow, emptyRow, emptyRow, emptyRow)
    /// Where a block's states start: its first half holds the scalars, its second the states.
    @usableFromInline static var statesOffset: Int { blockSize &* MemoryLayout<UInt32>.stride }

    /// The full blocks, oldest first: the first `fullBlocks` of the buffer's. Shared between copies of a
    /// trail until one of them moves a block in.
    @usableFromInline var storage: StateTrailBlocks
    @usableFromInline var fullBlocks: Int
    /// The newest entries, oldest first; `newestCount` of them (up to 32) are in use.
    @usableFromInline var newest: Block
    @usableFromInline var newestCount: Int

    init() {
        storage = StateTrailBlocks.empty
        fullBlocks = 0
        newest = Self.emptyBlock
        newestCount = 0
    }

    /// The number of scalars typed.
    @inlinable var count: Int { fullBlocks &* Self.blockSize &+ newestCount }

    /// Marked as the slow path, the block move is laid out of the loop it is inlined into, and the loop
    /// keeps its registers.
    @inlinable @inline(__always)
    mutating func append(state: Int, scalar: UInt32) {
        // The index starts again at 0 after a move: known here, instead of read back from memory.
        var index = newestCount
        if _slowPath(index == Self.blockSize) {
            moveNewestToStorage()
            index = 0
        }
        // The scalars in the first half of the block, the states in the second: two plain stores, where
        // packing both into one word cost a shift and an or per keystroke.
        let offset = index &* MemoryLayout<UInt32>.stride
        withUnsafeMutableBytes(of: &newest) {
            $0.storeBytes(of: scalar, toByteOffset: offset, as: UInt32.self)
            $0.storeBytes(
                of: UInt32(truncatingIfNeeded: state), toByteOffset: offset &+ Self.statesOffset, as: UInt32.self)
        }
        newestCount = index &+ 1
    }

    /// Moves the full newest block to the buffer, copying the buffer first when another trail shares it
    /// or it is full. Out of line, so that the caller's loop keeps its registers for the common path.
    @usableFromInline @inline(never)
    mutating func moveNewestToStorage() {
        let capacity = storage.capacityInBlocks
        if fullBlocks == capacity {
            storage = storage.copy(count: fullBlocks, capacity: Swift.max(8, capacity &* 2))
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(count: fullBlocks, capacity: capacity)
        }
        storage.store(newest, at: fullBlocks)
        fullBlocks &+= 1
        newestCount = 0
    }

    /// The state after the scalar at `index` (from 0).
    @inlinable
    func state(at index: Int) -> Int {
        Int(truncatingIfNeeded: word(at: index, offset: Self.statesOffset))
    }

    /// The scalar at `index` (from 0).
    func scalar(at index: Int) -> Unicode.Scalar {
        Unicode.Scalar(word(at: index, offset: 0))!
    }

    /// The word of entry `index` in the half of its block that starts at byte `offset`.
    @inlinable
    func word(at index: Int, offset: Int) -> UInt32 {
        let block = index / Self.blockSize
        let byte = offset &+ index % Self.blockSize &* MemoryLayout<UInt32>.stride
        return withUnsafeBytes(of: block < fullBlocks ? storage.block(at: block) : newest) {
            $0.load(fromByteOffset: byte, as: UInt32.self)
        }
    }

    /// Keeps the first `count` entries.
    @inlinable
    mutating func truncate(to count: Int) {
        guard count > 0 else {
            fullBlocks = 0
            newestCount = 0
            return
        }
        // The block that holds the last entry kept becomes the newest (a full block stays full).
        let blocksBefore = (count &- 1) / Self.blockSize
        if blocksBefore < fullBlocks {
            newest = storage.block(at: blocksBefore)
            fullBlocks = blocksBefore
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

/// The full blocks of a ``StateTrail``: a buffer whose length the trail keeps, written only through a
/// trail that holds the sole reference (checked before each write), so that copies share it safely. The
/// header is the capacity, kept because reading `ManagedBuffer.capacity` asks the allocator.
@usableFromInline
final class StateTrailBlocks: ManagedBuffer<Int, StateTrail.Block> {
    /// The buffer of every new trail: shared, so never written (the first block moved in copies it), and
    /// a cursor that is never typed into more than 32 scalars allocates nothing.
    nonisolated(unsafe) static let empty = make(capacity: 0)

    static func make(capacity: Int) -> StateTrailBlocks {
        unsafeDowncast(create(minimumCapacity: capacity) { $0.capacity }, to: StateTrailBlocks.self)
    }

    /// The header read through its pointer: as a stored property it would be checked for exclusive
    /// access at run time, which cost more than the rest of a block's move.
    var capacityInBlocks: Int {
        withUnsafeMutablePointerToHeader { $0.pointee }
    }

    /// A new buffer holding the first `count` blocks of this one.
    func copy(count: Int, capacity: Int) -> StateTrailBlocks {
        let copy = Self.make(capacity: capacity)
        withUnsafeMutablePointerToElements { source in
            copy.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: count) }
        }
        return copy
    }

    @inlinable
    func block(at index: Int) -> StateTrail.Block {
        withUnsafeMutablePointerToElements { $0[index] }
    }

    func store(_ block: StateTrail.Block, at index: Int) {
        withUnsafeMutablePointerToElements { ($0 + index).initialize(to: block) }
    }
}
