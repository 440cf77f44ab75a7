import CLiteralSearch

/// Literals that differ from one another only by a byte or two at each place, as a literal's case variants
/// do (`(?i)sherlock` begins with one of `SHERL`, `sherl`, `Sherl`, …; `(?i)шерлок` with one of its
/// Cyrillic variants), found as PCRE2's JIT finds a caseless literal: by two places where every variant
/// has one of two bytes, compared with the text 32 positions at a time on AVX2 (16 with SSE2 or NEON),
/// then every place of the run checked against the bytes admitted there (`cls_variant_pair_find`). The
/// literal-set searcher reads a fixed window of three places, which such variants fill with common
/// letters (`she` and its cases) or, in Cyrillic, with lead bytes every letter has.
///
/// The literals are aligned at their starts, or at their ends where that lines up more places: a
/// variant longer in UTF-8 (`ſ` for `s`, the Kelvin sign for `k`, `ᲂ` for `о`) shifts the places after
/// it, so `(?i)sherl` lines up at its end (`ſherl`) and `(?i)шерло` at its start (`шерлᲂ`). The run
/// compared is the shortest literal's length; aligned at the ends, a run found at `r` means a literal may
/// start as early as `r` less the difference between the longest literal and the run. That place is the
/// candidate: the automaton reads on from it, as from any place a prefilter names, so the answer stays
/// the automaton's.
struct LiteralVariants {
    let literals: [[UInt8]]
    /// The run's length: the shortest literal's.
    let length: Int
    /// How far before a run a literal may start: the longest literal's length less the run's where the
    /// literals are aligned at their ends, 0 at their starts.
    let lead: Int
    /// Whether the literals are aligned at their ends (else at their starts).
    let alignedAtEnds: Bool
    /// Each place's admitted bytes, 32 bytes of bits per place.
    let masks: [UInt8]
    /// The two places compared first, each with its (one or) two bytes.
    let first: Int
    let firstBytes: [UInt8]
    let second: Int
    let secondBytes: [UInt8]
    let kernel: SIMDKernel

    /// The variants' search, `nil` unless there are several literals, the shortest at least two bytes
    /// long, that differ as cases do, and two places of their run hold at most two bytes each (else the
    /// literal-set searcher finds them).
    init?(_ literals: [[UInt8]], kernel: SIMDKernel = SIMDKernel.configured) {
        guard literals.count > 1, let shortest = literals.map(\.count).min(), shortest >= 2,
            let longest = literals.map(\.count).max()
        else { return nil }
        // Each place's bytes, the literals aligned at their starts, then at their ends: the alignment with
        // more places of at most two bytes is read (the start's on a tie, where a run is a literal's start).
        func sets(atEnds: Bool) -> [[UInt8]] {
            var sets = [[UInt8]](repeating: [], count: shortest)
            for literal in literals {
                for place in 0..<shortest {
                    let byte = literal[atEnds ? literal.count - shortest + place : place]
                    if !sets[place].contains(byte) { sets[place].append(byte) }
                }
            }
            return sets
        }
        let (fromStart, fromEnd) = (sets(atEnds: false), sets(atEnds: true))
        // The literals must differ as cases do (the bit 0x20 of ASCII and of the continuation bytes of
        // Latin-1, Greek and Cyrillic letters, or Cyrillic's two lead bytes) at more places than they
        // differ otherwise (where a variant is longer in UTF-8): literals that differ otherwise
        // (`Sherlock|Mycroft`) are an alternation, which the literal-set searcher finds.
        guard Self.differAsCases(fromStart) || Self.differAsCases(fromEnd) else { return nil }
        let pairable = { (sets: [[UInt8]]) in sets.indices.filter { Self.isCaseLike(sets[$0]) } }
        let atEnds =
            !Self.differAsCases(fromStart)
            || Self.differAsCases(fromEnd) && pairable(fromEnd).count > pairable(fromStart).count
        let sets = atEnds ? fromEnd : fromStart
        // The pair is read at places of one byte or two cases; every place is checked after.
        guard pairable(sets).count >= 2 else { return nil }
        // The rarest places first: a place is as common as its commonest byte.
        func commonness(_ place: Int) -> Int { sets[place].map(Literal.commonness).max() ?? 0 }
        let byRarity = pairable(sets).sorted { (commonness($0), $0) < (commonness($1), $1) }
        first = byRarity[0]
        // A second place unlike the first stops the pair at fewer positions than the same bytes again.
        second = byRarity.dropFirst().first { sets[$0] != sets[byRarity[0]] } ?? byRarity[1]
        firstBytes = [sets[first][0], sets[first].last ?? sets[first][0]]
        secondBytes = [sets[second][0], sets[second].last ?? sets[second][0]]
        var masks = [UInt8](repeating: 0, count: shortest * 32)
        for (place, bytes) in sets.enumerated() {
            for byte in bytes { masks[place * 32 + Int(byte / 8)] |= 1 << (byte % 8) }
        }
        (self.literals, length, lead, self.masks) = (literals, shortest, atEnds ? longest - shortest : 0, masks)
        alignedAtEnds = atEnds
        self.kernel = SIMDKernel(cls_usable_kernel(kernel.cValue))
    }

    /// Whether a place holds one byte, or two cases of one letter's byte.
    private static func isCaseLike(_ bytes: [UInt8]) -> Bool {
        bytes.count == 1 || bytes.count == 2 && (bytes[0] ^ bytes[1] == 0x20 || Set(bytes) == [0xD0, 0xD1])
    }

    /// Whether more places hold two cases of a byte than hold two or more other bytes.
    private static func differAsCases(_ sets: [[UInt8]]) -> Bool {
        let cases = sets.count { $0.count == 2 && isCaseLike($0) }
        return cases > 0 && cases > sets.count { $0.count > 1 && !isCaseLike($0) }
    }

    /// The earliest place at or after `index` where one of the literals may start (at most `lead` bytes
    /// before a run of their variants), `nil` where none occurs in `base[index..<count]`.
    @inline(__always)
    func next(in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int? {
        let found = masks.withUnsafeBufferPointer { masks in
            firstBytes.withUnsafeBufferPointer { firstBytes in
                secondBytes.withUnsafeBufferPointer { secondBytes in
                    cls_variant_pair_find(
                        masks.baseAddress, length, first, firstBytes.baseAddress, second, secondBytes.baseAddress,
                        kernel.cValue, base, count, index)
                }
            }
        }
        return found < 0 ? nil : max(index, found - lead)
    }
}
