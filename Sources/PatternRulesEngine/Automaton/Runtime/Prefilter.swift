/// How a search skips text in which no match can begin: to the next place one of the literals every
/// match begins with occurs, one literal by `memchr` on its rarest byte, several at once by the
/// literal-set searcher; or, with no literals, to the next byte on which the automaton's start state
/// moves, by the byte-set scan. Chosen once per pattern (``AutomatonSearchProgram``).
enum Prefilter {
    case literal(Literal)
    case literalSet(LiteralSet)
    /// The variants of one literal (a caseless literal's), where a match may begin: a candidate, not a
    /// literal's exact start, so never a pattern's whole literals.
    case variants(LiteralVariants)
    case byteSet(ByteSet)

    /// The prefilter for `literals` (none empty), `nil` when there are none or they cannot be held.
    init?(literals: [[UInt8]]?, kernel: SIMDKernel = SIMDKernel.configured) {
        guard let literals, !literals.isEmpty, !literals.contains(where: \.isEmpty) else { return nil }
        // One literal is found by its least common byte (memchr) or pair of bytes (`cls_pair_find`),
        // which stops far less often than memchr on a common byte: `ing`'s `g` and `i` two bytes before
        // it, `Sherlock Holmes`'s `S` and `H` nine bytes on. Several go to the set searcher.
        if literals.count == 1 {
            self = .literal(Literal(bytes: literals[0], kernel: kernel))
        } else if let set = LiteralSet(literals, kernel: kernel) {
            self = .literalSet(set)
        } else {
            return nil
        }
    }

    /// The prefilter for the literals every match begins with: the variants' pair search where they are
    /// a literal's variants (``LiteralVariants``), else as ``init(literals:kernel:)``.
    init?(prefixLiterals literals: [[UInt8]]?, kernel: SIMDKernel = SIMDKernel.configured) {
        if let literals, !literals.contains(where: \.isEmpty), let variants = LiteralVariants(literals, kernel: kernel)
        {
            self = .variants(variants)
        } else {
            self.init(literals: literals, kernel: kernel)
        }
    }

    /// Where the next candidate starts in `base[index..<count]`, `nil` when no match can start there.
    @inline(__always)
    func next(in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int? {
        switch self {
        case .literal(let literal): literal.next(in: base, from: index, count: count)
        case .literalSet(let set): set.next(in: base, from: index, count: count)
        case .variants(let variants): variants.next(in: base, from: index, count: count)
        case .byteSet(let set): set.next(in: base, from: index, count: count)
        }
    }

    /// A skip to the next of `bytes` (the bytes on which a start state moves): `memchr` for one, the
    /// byte-set scan for more where none is common in text; `nil` where skipping would save nothing.
    init?(bytes: [UInt8]?, kernel: SIMDKernel = SIMDKernel.configured) {
        guard let bytes, !bytes.isEmpty else { return nil }
        if bytes.count == 1 {
            self = .literal(Literal(bytes: bytes))
        } else if let set = ByteSet(bytes, kernel: kernel), set.isRare {
            self = .byteSet(set)
        } else {
            return nil
        }
    }

    /// What it looks for.
    var literals: [[UInt8]] {
        switch self {
        case .literal(let literal): [literal.bytes]
        case .literalSet(let set): set.literals
        case .variants(let variants): variants.literals
        case .byteSet(let set): set.members.map { [$0] }
        }
    }

    /// The length of the shortest literal.
    var shortestLength: Int {
        switch self {
        case .literal(let literal): literal.bytes.count
        case .literalSet(let set): set.literals.map(\.count).min() ?? 0
        case .variants(let variants): variants.length
        case .byteSet: 1
        }
    }

    /// What it looks for and how, in words.
    var description: String {
        switch self {
        case .literal(let literal):
            guard literal.bytes.count > 1 else { return "memchr for \(Self.quoted(literal.bytes))" }
            let (first, second) = (literal.rareOffset, literal.pairOffset)
            let pair =
                "\(Self.quoted([literal.bytes[first]])) at \(first) and \(Self.quoted([literal.bytes[second]])) at \(second)"
            return
                "the byte-pair search (\(literal.kernel.rawValue)) for \(pair), then \(Self.quoted(literal.bytes)) compared in place"
        case .literalSet(let set):
            let shown = set.literals.prefix(4).map(Self.quoted).joined(separator: ", ")
            let more = set.literals.count > 4 ? ", …" : ""
            let what = set.literals.count == 1 ? shown : "\(set.literals.count) literals (\(shown)\(more))"
            return "the literal-set searcher (\(set.kernel.rawValue)) for \(what)"
        case .variants(let variants):
            let place = { (bytes: [UInt8], at: Int) in
                Set(bytes).sorted().map { Self.quoted([$0]) }.joined(separator: "/") + " at \(at)"
            }
            let shown = variants.literals.prefix(4).map(Self.quoted).joined(separator: ", ")
            let more = variants.literals.count > 4 ? ", …" : ""
            return "the variant-pair search (\(variants.kernel.rawValue)) for \(variants.literals.count) variants ("
                + "\(shown)\(more)): \(place(variants.firstBytes, variants.first)) and "
                + "\(place(variants.secondBytes, variants.second)) of their \(variants.alignedAtEnds ? "last" : "first") "
                + "\(variants.length) bytes, then "
                + "every place checked"
        case .byteSet(let set):
            return
                "the byte-set scan (\(set.kernel.rawValue)) for \(set.members.count) bytes (\(Self.ranges(of: set.members)))"
        }
    }

    /// Runs of consecutive bytes, each as its ends (`'A'-'Z'`), the first eight of them.
    static func ranges(of bytes: [UInt8]) -> String {
        var runs: [ClosedRange<UInt8>] = []
        for byte in bytes {
            if let last = runs.last, last.upperBound &+ 1 == byte {
                runs[runs.count - 1] = last.lowerBound...byte
            } else {
                runs.append(byte...byte)
            }
        }
        let shown = runs.prefix(8).map { run in
            run.count == 1 ? quoted([run.lowerBound]) : "\(quoted([run.lowerBound]))-\(quoted([run.upperBound]))"
        }
        return shown.joined(separator: ", ") + (runs.count > 8 ? ", …" : "")
    }

    /// `bytes` between single quotes, printable ASCII as it is and every other byte as `\xHH`, so that a
    /// pattern's text can neither forge a line nor send a terminal sequence.
    static func quoted(_ bytes: [UInt8]) -> String {
        var text = "'"
        for byte in bytes {
            if (0x20..<0x7F).contains(byte), byte != UInt8(ascii: "'"), byte != UInt8(ascii: "\\") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return text + "'"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}

/// Whether a prefilter pays within one search: after ``minimumSkips`` skips it must have passed over
/// ``minimumAverage`` bytes a skip, else the search reads on with its automaton alone, whose loop over
/// eight ASCII bytes at a time beats a call per short skip (`[A-Z][a-z]+` in English text meets a
/// capital every 27 bytes: 0.54 s with the byte-set scan against 0.37 s without it, on 40 MB).
/// regex-automata retires a prefilter the same way.
struct PrefilterYield {
    static let minimumSkips = 64
    static let minimumAverage = 64
    private var skips = 0
    private var skipped = 0

    /// Counts a skip from `start` to `end`; `false` once the prefilter no longer pays.
    @inline(__always)
    mutating func paysAfterSkip(from start: Int, to end: Int) -> Bool {
        skips &+= 1
        skipped &+= end &- start
        return skips < Self.minimumSkips || skipped >= skips &* Self.minimumAverage
    }
}
