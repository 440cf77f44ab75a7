import PatternRulesSupport

/// The member names a keyword lists (`properties`, or the names `additionalProperties` leaves to it),
/// found by hash: a member's name is looked up once instead of compared with every listed name, which
/// made a schema of many properties (FHIR's resources list hundreds) cost their product with the
/// members.
///
/// Names are compared by code points (their UTF-8), as JSON compares them, not as Swift's `==` does
/// (which would take `é` written in one code point for `e` and a combining accent).
struct SchemaNameIndex: Sendable {
    private let names: [String]
    /// Open addressing, a power of two long: the position in ``names`` plus one; 0 is empty.
    private let table: [Int32]

    /// `nil` when two of `names` are the same (each entry of that name then applies, and a look-up
    /// would find one).
    init?(_ names: [String]) {
        guard let index = Self(names, keepsRepeats: false) else { return nil }
        self = index
    }

    /// The names, a name listed twice found once (at its first position).
    init(uniting names: [String]) {
        self = Self(names, keepsRepeats: true)!
    }

    private init?(_ names: [String], keepsRepeats: Bool) {
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        var table = [Int32](repeating: 0, count: capacity)
        placing: for (position, name) in names.enumerated() {
            var slot = Self.hash(name) & (capacity - 1)
            while table[slot] != 0 {
                if names[Int(table[slot]) - 1].isSameText(as: name) {
                    if keepsRepeats { continue placing }
                    return nil
                }
                slot = (slot + 1) & (capacity - 1)
            }
            table[slot] = Int32(position + 1)
        }
        (self.names, self.table) = (names, table)
    }

    /// The position of `name` among the names, `nil` when it is not one of them.
    func position(of name: String) -> Int? {
        position(hashed: Self.hash(name)) { $0.isSameText(as: name) }
    }

    /// The position of the name spelled by the UTF-8 `bytes`, `nil` when it is not one of them.
    func position(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        position(hashed: Self.hash(bytes)) { $0.isSpelled(by: bytes) }
    }

    /// The position of the name with this hash that `isSought`, from the table.
    @inline(__always)
    private func position(hashed hash: Int, where isSought: (String) -> Bool) -> Int? {
        let mask = table.count - 1
        var slot = hash & mask
        while table[slot] != 0 {
            let position = Int(table[slot]) - 1
            if isSought(names[position]) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    func contains(_ name: String) -> Bool { position(of: name) != nil }

    /// FNV-1a over the name's UTF-8: the same for equal code points, whatever Swift's `==` says.
    private static func hash(_ name: String) -> Int { folded(FNV1a.hash(name)) }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int { folded(FNV1a.hash(bytes)) }

    /// The high bits folded into the low ones the table's mask keeps.
    private static func folded(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash ^ (hash >> 29)) }
}
