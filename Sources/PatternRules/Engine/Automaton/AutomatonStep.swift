/// One step of an ``AutomatonProgram`` (a scalar in, the next state out) and a state's verdict, in a form
/// the compiler inlines into ``Pattern/Cursor``'s callers: a keystroke then costs two look-ups and no
/// call, which is most of the difference between a few nanoseconds and a few tens.
///
/// Holds the program's tables unretained: whoever holds the step holds the ``Pattern`` that owns them.
@usableFromInline
struct AutomatonStep: @unchecked Sendable {
    @usableFromInline let asciiColumn: UnsafePointer<Int>
    @usableFromInline let table: UnsafePointer<Int32>
    @usableFromInline let firstAccepting: Int
    @usableFromInline unowned(unsafe) let program: AutomatonProgram

    init(
        asciiColumn: UnsafeMutablePointer<Int>, table: UnsafeMutablePointer<Int32>, firstAccepting: Int,
        program: AutomatonProgram
    ) {
        self.asciiColumn = UnsafePointer(asciiColumn)
        self.table = UnsafePointer(table)
        self.firstAccepting = firstAccepting
        self.program = program
    }

    /// The state after `scalar` from `state`: the ASCII look-up here, the rest in the program (marked as
    /// the slow path, so that the call is laid out of the caller's loop). The column is added to the
    /// table's address first, so that the look-up waits on the previous state alone.
    @inlinable @inline(__always)
    func advance(_ state: Int, scalar: UInt32) -> Int {
        _fastPath(scalar < 0x80)
            ? Int((table + asciiColumn[Int(scalar)])[state]) : program.advance(state, scalar: scalar)
    }

    /// Accepting is valid, dead (0) is invalid, any other state can still reach acceptance.
    @inlinable @inline(__always)
    func verdict(of state: Int) -> Verdict {
        Self.verdict(of: state, firstAccepting: firstAccepting)
    }

    /// The verdict of a state numbered as ``AutomatonProgram`` numbers them (dead first, accepting last):
    /// the one rule both the program and the inlined keystroke path read.
    @inlinable @inline(__always)
    static func verdict(of state: Int, firstAccepting: Int) -> Verdict {
        if state == 0 { return .invalid }
        return state >= firstAccepting ? .valid : .incomplete
    }
}
