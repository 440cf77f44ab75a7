/// A line number as ASCII digits that counts up in place: the next line's number is one increment
/// (a carry past the nines), not a division per digit, on a path that numbers every output line.
struct LineNumberDigits {
    /// The most digits of an `Int`.
    static let capacity = 20

    /// The digits, right-aligned; `first` is the index of the leading one.
    private var digits: (UInt64, UInt64, UInt64)
    private var first: Int

    init(_ value: Int) {
        precondition(value >= 0, "line numbers start at 1")
        digits = (0, 0, 0)
        first = Self.capacity
        var remaining = value
        withUnsafeMutableBytes(of: &digits) { bytes in
            repeat {
                first -= 1
                bytes[first] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
        }
    }

    /// Adds one.
    mutating func increment() {
        let capacity = Self.capacity
        withUnsafeMutableBytes(of: &digits) { bytes in
            var index = capacity - 1
            while index >= first, bytes[index] == UInt8(ascii: "9") {
                bytes[index] = UInt8(ascii: "0")
                index -= 1
            }
            if index >= first {
                bytes[index] += 1
            } else {
                first -= 1
                bytes[first] = UInt8(ascii: "1")
            }
        }
    }

    /// Appends the digits to `bytes`.
    func append(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: digits) { digits in
            bytes.append(
                contentsOf: UnsafeRawBufferPointer(rebasing: digits[first..<Self.capacity]).assumingMemoryBound(
                    to: UInt8.self))
        }
    }
}
