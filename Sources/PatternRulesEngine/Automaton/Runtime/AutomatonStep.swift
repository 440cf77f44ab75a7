/// One step of an ``AutomatonProgram`` (a scalar in, the next state out) and a state's verdict, in a form
/// the compiler inlines into ``Pattern/Cursor``'s callers: a keystroke then costs three look-ups (its
/// column, the next state, that state's verdict) and no call, which is most of the difference between
/// a few nanoseconds and a few tens.
///
/// Holds the program's tables unretained: whoever holds the step holds the ``Pattern`` that owns them.
@usableFromInline
struct AutomatonStep: @unchecked Sendable {
    @usableFromInline let asciiColumn: UnsafePointer<Int>
    @usableFromInline let table: UnsafePointer<Int32>
    @usableFromInline let verdicts: UnsafePointer<Verdict>
    @usableFromInline unowned(unsafe) let program: AutomatonProgram

    init(
        asciiColumn: UnsafeMutablePointer<Int>, table: UnsafeMutablePointer<Int32>,
        verdicts: UnsafeMutablePointer<Verdict>,
        program: AutomatonProgram
    ) {
        self.asciiColumn = UnsafePointer(asciiColumn)
        self.table = UnsafePointer(table)
        self.verdicts = UnsafePointer(verdicts)
        self.program = program
    }

    /// The state after `scalar` from `state`: the ASCII look-up here, the rest in the program (marked as
    /// the slow path, so that the call is laid out of the caller's loop). The column is added to the
    /// table's address first, so that the look-up waits on the previous state alone. States are read
    /// as unsigned: the compiler then knows a state is never ``Pattern/Cursor``'s mark of the engines
    /// that match whole (−1), and drops that test from the verdict read after it.
    @inlinable @inline(__always)
    func advance(_ state: Int, scalar: UInt32) -> Int {
        _fastPath(scalar < 0x80)
            ? Int(UInt32(bitPattern: (table + asciiColumn[Int(scalar)])[state]))
            : Int(UInt32(truncatingIfNeeded: program.advance(state, scalar: scalar)))
    }

    /// The state's verdict, read from the program's table of them.
    @inlinable @inline(__always)
    func verdict(of state: Int) -> Verdict {
        verdicts[state]
    }
}
