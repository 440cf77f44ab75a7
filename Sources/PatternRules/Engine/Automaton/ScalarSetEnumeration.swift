import CPCRE2

/// The scalars one pattern atom matches, read from PCRE2 itself: for the atoms whose meaning is
/// PCRE2's tables (`\p{…}`, POSIX classes, `PCRE2_UCP` classes, caseless non-ASCII letters), asking
/// PCRE2 is exact by construction where a table of our own would drift from it.
///
/// The atom (one character: a class, an escape, `.`) is compiled as `atom++` and run over a subject holding every scalar value in order; each
/// match is then one run of consecutive members. About 4.3 MB is scanned once per distinct atom, a few
/// milliseconds with the JIT; results are cached (up to 1,024 atoms).
enum ScalarSetEnumeration {
    struct Key: Hashable {
        let atom: String
        let options: UInt32
    }

    /// Patterns may come from users: at most 1,024 atoms are kept.
    private static let cache = OnceCache<Key, Result<ScalarSet, AutomatonRefusal>>(capacity: 1_024)

    /// The scalars `atom` matches, compiled with PCRE2 `options` (besides `PCRE2_UTF`).
    static func scalars(matching atom: String, options: UInt32) throws(AutomatonRefusal) -> ScalarSet {
        let key = Key(atom: atom, options: options)
        return try cache.value(for: key) { Result { () throws(AutomatonRefusal) in try enumerate(key) } }.get()
    }

    private static func enumerate(_ key: Key) throws(AutomatonRefusal) -> ScalarSet {
        // A possessive repeat of a single-character item: no backtracking frames however long the run
        // (a repeated group would need one per scalar, and hit PCRE2's heap limit in the CJK block).
        let source = Array("\(key.atom)++".utf8)
        var errorCode: Int32 = 0
        var errorOffset = 0
        guard
            let code = cpcre2_compile(
                source, source.count, UInt32(PCRE2_UTF) | key.options, &errorCode, &errorOffset, nil)
        else { throw AutomatonRefusal("PCRE2 does not compile the atom \(key.atom) on its own") }
        defer { cpcre2_code_free(code) }
        _ = cpcre2_jit_compile(code, UInt32(PCRE2_JIT_COMPLETE))
        guard let matchData = cpcre2_match_data_create(1) else { throw AutomatonRefusal("out of memory") }
        defer { cpcre2_match_data_free(matchData) }
        var result = ScalarSet()
        let subject = everyScalar
        let status: Int32 = subject.bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let status = cpcre2_match(
                    code, buffer.baseAddress!, buffer.count, offset, UInt32(PCRE2_NO_UTF_CHECK), matchData, nil)
                guard status > 0, let ovector = cpcre2_get_ovector_pointer(matchData) else { return status }
                let start = Int(ovector[0])
                let end = Int(ovector[1])
                guard end > start else { return PCRE2_ERROR_NOMATCH }
                let first = subject.scalar(atByteOffset: start)
                let last = subject.scalar(atByteOffset: end - 1)
                result.insert(first...last)
                offset = end
            }
            return PCRE2_ERROR_NOMATCH
        }
        // Anything but running out of matches leaves the set unknown: refuse rather than guess.
        guard status == PCRE2_ERROR_NOMATCH else {
            throw AutomatonRefusal("PCRE2 could not list the scalars of \(key.atom) (error \(status))")
        }
        return result
    }

    /// Every scalar value in order, as UTF-8, with the first scalar of each UTF-8 length at known offsets.
    private struct EveryScalar: Sendable {
        let bytes: [UInt8]

        /// The scalar whose encoding covers byte `offset`.
        func scalar(atByteOffset offset: Int) -> UInt32 {
            // 128 one-byte, 1,920 two-byte, 61,440 three-byte (surrogates excluded) scalars, then four-byte.
            let twoByteStart = 128
            let threeByteStart = twoByteStart + 1_920 * 2
            let fourByteStart = threeByteStart + (0x10000 - 0x800 - 0x800) * 3
            if offset < twoByteStart { return UInt32(offset) }
            if offset < threeByteStart { return 0x80 + UInt32((offset - twoByteStart) / 2) }
            if offset < fourByteStart {
                let index = UInt32((offset - threeByteStart) / 3)
                let scalar = 0x800 + index
                return scalar < 0xD800 ? scalar : scalar + 0x800
            }
            return 0x10000 + UInt32((offset - fourByteStart) / 4)
        }
    }

    private static let everyScalar: EveryScalar = {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4_400_000)
        for range in ScalarSet.all.ranges {
            for value in range { UTF8.encode(Unicode.Scalar(value)!) { bytes.append($0) } }
        }
        return EveryScalar(bytes: bytes)
    }()
}
