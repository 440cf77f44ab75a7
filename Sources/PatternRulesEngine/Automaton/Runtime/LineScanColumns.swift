/// The columns of a ``LineScanTable``'s rows: the bytes themselves where 256 columns fit, else classes.
extension LineScanTable {
    /// The scan's byte classes: the line feed, the carriage return and the bytes from 0x80 on (which the
    /// scan leaves to the caller) have one each; every other byte has its class in the automaton's
    /// alphabet, after those three.
    static func byteClasses(_ program: AutomatonProgram) -> (classOf: [UInt8], count: Int) {
        var classOf = [UInt8](repeating: 0, count: 256)
        var count = 3
        for byte in 0..<256 {
            switch byte {
            case 0x0A: classOf[byte] = 0
            case 0x0D: classOf[byte] = 1
            case 0x80...: classOf[byte] = 2
            default:
                let column = 3 + program.asciiColumn(byte)
                classOf[byte] = UInt8(column)
                count = max(count, column + 1)
            }
        }
        return (classOf, count)
    }
}

/// How the scan finds a byte's column: the byte itself, or its class.
protocol ScanColumns {
    func column(of byte: UInt8) -> Int
}

struct ByteColumns: ScanColumns {
    @inline(__always) func column(of byte: UInt8) -> Int { Int(byte) }
}

struct ClassColumns: ScanColumns {
    let classes: UnsafeMutablePointer<UInt8>
    init(_ classes: UnsafeMutablePointer<UInt8>) { self.classes = classes }
    @inline(__always) func column(of byte: UInt8) -> Int { Int(classes[Int(byte)]) }
}
