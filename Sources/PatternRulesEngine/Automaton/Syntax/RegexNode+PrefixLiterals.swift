/// The literals every match of a pattern begins with, as a search's prefilter wants them: a small set
/// of byte strings such that each match starts with one of them. A search skips to the next place one
/// of them occurs before it runs its automaton (regex-syntax's literal extraction, made small).
extension RegexNode {
    /// At most this many literals, the most the literal-set searcher holds.
    package static let prefixLiteralLimit = 64
    /// A class of more scalars than this ends a literal rather than multiply the set.
    static let prefixClassLimit = 16
    /// Literals stop growing at this many bytes: longer ones are no rarer in text.
    static let prefixLengthLimit = 16
    /// A pattern that is one long literal (a phrase) is still whole up to this many bytes.
    static let wholeLengthLimit = 256

    /// The UTF-8 literals one of which begins every match, sorted and distinct; `nil` when some match
    /// may begin with anything (an empty literal, a large class, an assertion, a set past the limit).
    ///
    /// More literals than the limit are cut to their first bytes, as few as keep them within it (every
    /// match still begins with one of the shorter ones): `(?i)sherlock|holmes|watson` is 28 literals of
    /// three bytes.
    package var prefixLiterals: [[UInt8]]? {
        guard let sequence = prefixSequence(), !sequence.isEmpty else { return nil }
        var literals = Set(sequence.map(\.bytes))
        guard !literals.contains([]) else { return nil }
        var length = Self.prefixLengthLimit
        while literals.count > Self.prefixLiteralLimit, length > 1 {
            length -= 1
            literals = Set(literals.map { Array($0.prefix(length)) })
        }
        guard literals.count <= Self.prefixLiteralLimit else { return nil }
        return literals.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The literals that are the whole of every match, when the pattern is nothing else (`Sherlock`,
    /// `(?i)yes`, `Holmes|Watson`) and none of them begins another: a match is then exactly an occurrence
    /// of one of them, and only one can occur at a place, so the order of the alternatives cannot
    /// matter. Sorted and distinct; `nil` otherwise.
    package var wholeLiterals: [[UInt8]]? {
        guard let sequence = prefixSequence(lengthLimit: Self.wholeLengthLimit), !sequence.isEmpty,
            sequence.allSatisfy({ $0.exact && !$0.bytes.isEmpty })
        else { return nil }
        let literals = Set(sequence.map(\.bytes)).sorted { $0.lexicographicallyPrecedes($1) }
        guard literals.count <= Self.prefixLiteralLimit else { return nil }
        // Sorted, a literal comes just before the ones it begins.
        guard !zip(literals, literals.dropFirst()).contains(where: { $1.starts(with: $0) }) else { return nil }
        return literals
    }

    /// A literal a match may begin with; `exact` when it is the whole of what the node matched, so what
    /// follows the node may lengthen it.
    struct PrefixLiteral: Hashable {
        var bytes: [UInt8]
        var exact: Bool
    }

    /// The literals this node's matches begin with, `nil` when they may begin with anything; a literal
    /// stops growing at `lengthLimit` bytes.
    func prefixSequence(lengthLimit: Int = prefixLengthLimit) -> [PrefixLiteral]? {
        switch self {
        case .empty:
            return [PrefixLiteral(bytes: [], exact: true)]
        case .scalars(let set):
            guard let scalars = set.enumerated(limit: Self.prefixClassLimit) else { return nil }
            return scalars.map { PrefixLiteral(bytes: Self.utf8(of: $0), exact: true) }
        case .sequence(let items):
            var literals = [PrefixLiteral(bytes: [], exact: true)]
            for item in items where literals.contains(where: \.exact) {
                guard let next = item.prefixSequence(lengthLimit: lengthLimit),
                    let product = Self.product(literals, next, lengthLimit: lengthLimit),
                    product.count <= Self.prefixLiteralLimit
                else {
                    // What is known so far still begins every match; it just stops growing.
                    return literals.map { PrefixLiteral(bytes: $0.bytes, exact: false) }
                }
                literals = product
            }
            return literals
        case .alternation(let branches):
            var literals: [PrefixLiteral] = []
            for branch in branches {
                guard let next = branch.prefixSequence(lengthLimit: lengthLimit) else { return nil }
                literals += next
                guard literals.count <= Self.prefixLiteralLimit * 16 else { return nil }
            }
            return literals
        case .capture(let body, _), .lazy(let body):
            return body.prefixSequence(lengthLimit: lengthLimit)
        case .repetition(let body, let minimum, let maximum):
            guard let once = body.prefixSequence(lengthLimit: lengthLimit) else {
                return minimum == 0 ? Self.anything : nil
            }
            if maximum == 0 { return [PrefixLiteral(bytes: [], exact: true)] }
            // Once is where a match of the loop begins; after it the loop may go on, so nothing is exact.
            let begun = once.map { PrefixLiteral(bytes: $0.bytes, exact: $0.exact && minimum == 1 && maximum == 1) }
            return minimum == 0 ? begun + [PrefixLiteral(bytes: [], exact: true)] : begun
        case .start, .end, .wordBoundary, .lookahead, .lookbehind, .backreference:
            // An assertion reads the text around it: the search that skips leaves it alone.
            return nil
        }
    }

    /// The empty literal, inexact: a match may begin with anything.
    private static let anything = [PrefixLiteral(bytes: [], exact: false)]

    /// Each literal of `first` followed by each of `second` where `first`'s is exact (else as it is);
    /// `nil` past the limit.
    private static func product(
        _ first: [PrefixLiteral], _ second: [PrefixLiteral], lengthLimit: Int
    ) -> [PrefixLiteral]? {
        var result: [PrefixLiteral] = []
        for head in first {
            guard head.exact, head.bytes.count < lengthLimit else {
                result.append(PrefixLiteral(bytes: head.bytes, exact: false))
                continue
            }
            for tail in second {
                result.append(PrefixLiteral(bytes: head.bytes + tail.bytes, exact: tail.exact))
            }
            guard result.count <= prefixLiteralLimit else { return nil }
        }
        return result
    }

    private static func utf8(of scalar: UInt32) -> [UInt8] {
        Unicode.Scalar(scalar).map { Array(String($0).utf8) } ?? []
    }
}

extension ScalarSet {
    /// The set's scalars in order, `nil` when it holds more than `limit`.
    func enumerated(limit: Int) -> [UInt32]? {
        var scalars: [UInt32] = []
        for range in ranges {
            guard Int(range.upperBound - range.lowerBound) + 1 + scalars.count <= limit else { return nil }
            scalars += Array(range)
        }
        return scalars
    }
}
