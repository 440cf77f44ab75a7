/// A referenced schema on one place of the instance (in one dynamic scope, where that matters): the
/// key under which its answer is remembered.
///
/// The place is hashed as the context hashed it once, level by level (``SchemaContext/placeHash()``),
/// not token by token on every look-up: a deep place of a large document was hashed whole each time a
/// schema referred to there. Places are equal when their tokens have the same code points, as JSON
/// tells member names apart (Swift's `==` would take two spellings of `é` for one member).
struct SchemaAnswerKey: Equatable {
    let schema: ObjectIdentifier
    let instancePath: [String]
    let readsName: Bool
    let dynamicScope: [ObjectIdentifier]
    /// All of the above, mixed once: where ``SchemaAnswers`` files the key, and what it compares first.
    let mixed: UInt64

    init(
        schema: ObjectIdentifier, instancePath: [String], placeHash: UInt64, readsName: Bool,
        dynamicScope: [ObjectIdentifier]
    ) {
        (self.schema, self.instancePath, self.readsName, self.dynamicScope) = (
            schema, instancePath, readsName, dynamicScope
        )
        func mix(_ hash: UInt64, _ identifier: ObjectIdentifier) -> UInt64 {
            (hash ^ UInt64(UInt(bitPattern: identifier))) &* 0x100_0000_01b3
        }
        mixed = dynamicScope.reduce(mix(placeHash ^ (readsName ? 0x9E37_79B9_7F4A_7C15 : 0), schema), mix)
    }

    static func == (left: Self, right: Self) -> Bool {
        left.mixed == right.mixed && left.schema == right.schema && left.readsName == right.readsName
            && left.dynamicScope == right.dynamicScope && left.instancePath.count == right.instancePath.count
            && zip(left.instancePath, right.instancePath).allSatisfy { $0.isSameText(as: $1) }
    }
}

/// What a referenced schema answered on one place: passed (with what it evaluated), or failed.
enum SchemaAnswer {
    case passed(SchemaEvaluated)
    case failed
}

/// Referenced schemas' answers by key: a table of open addressing filed by the key's own mix, which a
/// large document fills with hundreds of thousands of places. Swift's `Dictionary` hashed each key
/// again (SipHash) on every look-up and every time it grew: a fifth of validating Kubernetes' API
/// description against the Swagger 2.0 schema.
struct SchemaAnswers {
    /// The keys and answers in the order they came, and each key's mix beside them.
    private var keys: [SchemaAnswerKey] = []
    private var answers: [SchemaAnswer] = []
    private var mixes: [UInt64] = []
    /// Open addressing, a power of two long, at most half full: a position in ``keys`` plus one; 0 is
    /// empty. A probe reads mixes, and compares a key only where the mixes are equal.
    private var slots: [Int] = []

    subscript(key: SchemaAnswerKey) -> SchemaAnswer? {
        get { position(of: key).map { answers[$0] } }
        set {
            // Answers are only ever added (or replaced): nothing is removed.
            guard let newValue else { return }
            if let position = position(of: key) {
                answers[position] = newValue
                return
            }
            if (keys.count + 1) * 2 > slots.count { grow() }
            keys.append(key)
            answers.append(newValue)
            mixes.append(key.mixed)
            file(keys.count - 1)
        }
    }

    private func position(of key: SchemaAnswerKey) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.slot(key.mixed, mask)
        while slots[slot] != 0 {
            let position = slots[slot] - 1
            if mixes[position] == key.mixed && keys[position] == key { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func file(_ position: Int) {
        let mask = slots.count - 1
        var slot = Self.slot(mixes[position], mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = position + 1
    }

    private static func slot(_ mixed: UInt64, _ mask: Int) -> Int {
        // MurmurHash3's finaliser: every bit of the mix reaches the low bits the slot is cut from.
        var bits = mixed
        bits = (bits ^ (bits >> 33)) &* 0xff51_afd7_ed55_8ccd
        return Int(truncatingIfNeeded: bits ^ (bits >> 33)) & mask
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: max(64, slots.count * 2))
        for position in keys.indices { file(position) }
    }
}
