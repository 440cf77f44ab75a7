import PatternRulesSupport

#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// The scalars one pattern atom matches, read from PCRE2 itself: for the atoms whose meaning is
/// PCRE2's tables (`\p{…}`, POSIX classes, `PCRE2_UCP` classes, caseless non-ASCII letters), asking
/// PCRE2 is exact by construction where a table of our own would drift from it.
///
/// An atom (one character: a class, an escape, `.`) is compiled as `atom++` and run over a subject holding
/// every scalar value in order; each match is one run of consecutive members. Caseless variants of
/// literals are read the same way from a subject of the scalars that have a case mapping, which is
/// about five hundred times shorter. Results are cached (up to 1,024 atoms), made outside the cache's
/// lock so that one compile never waits on another.
enum ScalarSetEnumeration {
    struct Key: Hashable {
        let atom: String
        let options: UInt32
    }

    /// Patterns may come from users: at most 1,024 atoms are kept.
    private static let cache = OnceCache<Key, Result<ScalarSet, AutomatonRefusal>>(capacity: 1_024)
    private static let caseCache = OnceCache<ScalarSet, Result<ScalarSet, AutomatonRefusal>>(capacity: 1_024)

    /// The scalars `atom` matches, compiled with PCRE2 `options` (besides `PCRE2_UTF`); the scan is
    /// charged to `budget` once per distinct atom of a compile, whether or not it is cached.
    static func scalars(
        matching atom: String, options: UInt32, budget: CompileBudget
    ) throws(AutomatonRefusal) -> ScalarSet {
        let key = Key(atom: atom, options: options)
        try budget.spend(everyScalar.bytes.count / 8, on: "listing the scalars of a class", once: key)
        return try cache.valueMadeOutsideLock(for: key) {
            Result { () throws(AutomatonRefusal) in try enumerate(atom, options: options, over: everyScalar) }
        }.get()
    }

    /// `set` with every scalar PCRE2 matches caselessly against one of its members.
    static func addingCaseVariants(to set: ScalarSet, budget: CompileBudget) throws(AutomatonRefusal) -> ScalarSet {
        if set.isASCII { return set.addingASCIICaseVariants }
        try budget.spend(casedScalars.bytes.count + set.ranges.count * 16, on: "caseless variants", once: set)
        let variants = try caseCache.valueMadeOutsideLock(for: set) {
            Result { () throws(AutomatonRefusal) in
                try enumerate(classSource(of: set), options: UInt32(PCRE2_CASELESS), over: casedScalars)
            }
        }.get()
        return set.union(variants)
    }

    /// `[\x{…}-\x{…}…]`: the members of `set` as a PCRE2 class.
    private static func classSource(of set: ScalarSet) -> String {
        var source = "["
        for range in set.ranges {
            source += "\\x{\(String(range.lowerBound, radix: 16))}"
            if range.upperBound > range.lowerBound { source += "-\\x{\(String(range.upperBound, radix: 16))}" }
        }
        return source + "]"
    }

    private static func enumerate(
        _ atom: String, options: UInt32, over subject: ScalarSubject
    ) throws(AutomatonRefusal) -> ScalarSet {
        // A possessive repeat of a single-character item: no backtracking frames however long the run
        // (a repeated group would need one per scalar, and hit PCRE2's heap limit in the CJK block).
        let source = Array("\(atom)++".utf8)
        var errorCode: Int32 = 0
        var errorOffset = 0
        guard
            let code = cpcre2_compile(
                source, source.count, UInt32(PCRE2_UTF) | options, &errorCode, &errorOffset, nil)
        else { throw AutomatonRefusal("PCRE2 does not compile the atom \(atom) on its own") }
        defer { cpcre2_code_free(code) }
        _ = cpcre2_jit_compile(code, UInt32(PCRE2_JIT_COMPLETE))
        guard let matchData = cpcre2_match_data_create(1) else { throw AutomatonRefusal("out of memory") }
        defer { cpcre2_match_data_free(matchData) }
        var result = ScalarSet()
        let status: Int32 = subject.bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let status = cpcre2_match(
                    code, buffer.baseAddress!, buffer.count, offset, UInt32(PCRE2_NO_UTF_CHECK), matchData, nil)
                guard status > 0, let ovector = cpcre2_get_ovector_pointer(matchData) else { return status }
                let start = Int(ovector[0])
                let end = Int(ovector[1])
                guard end > start else { return PCRE2_ERROR_NOMATCH }
                for run in subject.runs(fromByte: start, toByte: end) { result.insert(run) }
                offset = end
            }
            return PCRE2_ERROR_NOMATCH
        }
        // Anything but running out of matches leaves the set unknown: refuse rather than guess.
        guard status == PCRE2_ERROR_NOMATCH else {
            throw AutomatonRefusal("PCRE2 could not list the scalars of \(atom) (error \(status))")
        }
        return result
    }

    private static let everyScalar = ScalarSubject(ScalarSet.all.ranges.lazy.flatMap { $0 })

    /// The scalars with a case mapping or folding: every scalar that can match another caselessly. Cased
    /// scalars all lie in the first two planes, and Unicode keeps a case pair once it has one, so the
    /// toolchain's Unicode data (never older than PCRE2's) lists at least PCRE2's.
    private static let casedScalars = ScalarSubject(
        (UInt32(0)..<0x20000).filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            return scalar.properties.changesWhenCaseMapped || scalar.properties.changesWhenCaseFolded
        })
}
