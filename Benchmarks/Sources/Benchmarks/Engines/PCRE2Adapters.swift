import CBenchmarkSupport
import CPCRE2
import PatternRules

/// A pattern compiled straight through PCRE2's C API, as the wrapper-free engines use it: `(?:P)\z`,
/// anchored, UTF, with the library's default match limit and a 1 MiB JIT stack.
final class RawPCRE2 {
    enum Call { case jitMatch, matchWithJIT, interpreter, dfa }

    let code: OpaquePointer
    let matchData: OpaquePointer
    let context: OpaquePointer
    private let jitStack: OpaquePointer
    private var workspace = [Int32](repeating: 0, count: 4_096)

    init(pattern: String, jit: Bool) throws {
        var error: Int32 = 0
        var offset = 0
        let source = Array("(?:\(pattern))\\z".utf8)
        let options = UInt32(PCRE2_UTF) | UInt32(PCRE2_ANCHORED)
        guard let code = cpcre2_compile(source, source.count, options, &error, &offset, nil) else {
            throw Skip(reason: "PCRE2 rejects the pattern (error \(error) at \(offset))")
        }
        if jit {
            let status = cpcre2_jit_compile(code, UInt32(PCRE2_JIT_COMPLETE) | UInt32(PCRE2_JIT_PARTIAL_SOFT))
            guard status == 0 else { throw Skip(reason: "the JIT cannot compile the pattern (\(status))") }
        }
        self.code = code
        matchData = cpcre2_match_data_create(1)!
        context = cpcre2_match_context_create()!
        jitStack = cpcre2_jit_stack_create(32 * 1024, 1 << 20)!
        cpcre2_jit_stack_assign(context, jitStack)
        cpcre2_set_match_limit(context, 1_000_000)
        cpcre2_set_depth_limit(context, 10_000)
    }

    deinit {
        cpcre2_jit_stack_free(jitStack)
        cpcre2_match_context_free(context)
        cpcre2_match_data_free(matchData)
        cpcre2_code_free(code)
    }

    @inline(__always)
    func status(_ call: Call, _ subject: UnsafeBufferPointer<UInt8>, options: UInt32) -> Int32 {
        let base = subject.baseAddress
        switch call {
        case .jitMatch:
            return cpcre2_jit_match(code, base, subject.count, 0, options, matchData, context)
        case .matchWithJIT:
            return cpcre2_match(code, base, subject.count, 0, options, matchData, context)
        case .interpreter:
            let noJIT = options | UInt32(PCRE2_NO_UTF_CHECK) | UInt32(PCRE2_NO_JIT)
            return cpcre2_match(code, base, subject.count, 0, noJIT, matchData, context)
        case .dfa:
            return workspace.withUnsafeMutableBufferPointer { space in
                cpcre2_dfa_match(
                    code, base, subject.count, 0, options | UInt32(PCRE2_NO_UTF_CHECK), matchData, context,
                    space.baseAddress, space.count)
            }
        }
    }
}

/// `pcre2-jit`, `pcre2-jit-via-match`, `pcre2`, `pcre2-dfa` and `pcre2-jit-complete` (the JIT asked for
/// complete matches only, the baseline of the three-state cost).
struct PCRE2Adapter: EngineAdapter {
    let name: String
    let call: RawPCRE2.Call
    var completeOnly = false

    /// The JIT is the baseline of the incremental workloads too, re-matching each prefix.
    func runs(_ kind: Workload.Kind) -> Bool {
        kind != .checklist && kind != .library && kind != .field
            && ((kind != .incremental && kind != .lines) || name == "pcre2-jit")
    }

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        if call == .dfa && workload.kind == .redos {
            throw Skip(reason: "the DFA does not backtrack: nothing for a limit to stop")
        }
        if completeOnly && workload.kind != .keystroke {
            throw Skip(reason: "only measured beside three-state keystroke validation")
        }
        if workload.kind == .lines {
            // The same call as the automaton's row, the JIT forced: lines found with memchr, each matched.
            return PreparedLineScan(pattern: try Pattern(workload.pattern, engine: .pcre2JIT))
        }
        if workload.kind == .compile {
            let jit = call != .interpreter && call != .dfa
            let pattern = workload.pattern
            return CompileLoop { (try? RawPCRE2(pattern: pattern, jit: jit)) != nil }
        }
        let raw = try RawPCRE2(pattern: workload.pattern, jit: call != .interpreter && call != .dfa)
        let threeState = workload.kind == .keystroke || workload.kind == .redos || workload.kind == .incremental
        return PreparedPCRE2(
            raw: raw, call: call, threeState: threeState && !completeOnly,
            exactIncomplete: !workload.hasLookarounds)
    }
}

final class PreparedPCRE2: PreparedEngine {
    let raw: RawPCRE2
    let call: RawPCRE2.Call
    let threeState: Bool
    let exactIncomplete: Bool

    init(raw: RawPCRE2, call: RawPCRE2.Call, threeState: Bool, exactIncomplete: Bool) {
        self.raw = raw
        self.call = call
        self.threeState = threeState
        self.exactIncomplete = exactIncomplete
    }

    /// With lookarounds PCRE2's incomplete count over-reports, and only the PCRE2 engines agree on it.
    var reportsExactIncomplete: Bool { threeState && exactIncomplete }

    func pass(_ inputs: InputSet) -> Counts {
        var counts = Counts(valid: 0, incomplete: threeState ? 0 : nil)
        let options = threeState ? UInt32(PCRE2_PARTIAL_SOFT) : 0
        for input in inputs.strings {
            let status = input.utf8.withContiguousStorageIfAvailable { raw.status(call, $0, options: options) }!
            if status >= 0 {
                counts.valid += 1
            } else if status == PCRE2_ERROR_PARTIAL {
                counts.incomplete! += 1
            } else if status != PCRE2_ERROR_NOMATCH {
                counts.limited += 1
            }
        }
        return counts
    }
}

/// `c-loop`: the same JIT code called from a C loop over one contiguous buffer, the floor for any
/// Swift wrapper.
struct CLoopAdapter: EngineAdapter {
    let name = "c-loop"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        guard workload.kind == .keystroke || workload.kind == .whole else {
            throw Skip(reason: "measures matching only")
        }
        return PreparedCLoop(
            raw: try RawPCRE2(pattern: workload.pattern, jit: true), threeState: workload.kind == .keystroke)
    }
}

final class PreparedCLoop: PreparedEngine {
    let raw: RawPCRE2
    let threeState: Bool

    init(raw: RawPCRE2, threeState: Bool) {
        self.raw = raw
        self.threeState = threeState
    }

    var reportsExactIncomplete: Bool { threeState }

    func pass(_ inputs: InputSet) -> Counts {
        var valid = 0
        var partial = 0
        let options = threeState ? UInt32(PCRE2_PARTIAL_SOFT) : 0
        let status = inputs.bytes.withUnsafeBufferPointer { bytes in
            inputs.offsets.withUnsafeBufferPointer { offsets in
                cbench_jit_loop(
                    UnsafeRawPointer(raw.code), bytes.baseAddress, offsets.baseAddress, inputs.count, options,
                    UnsafeMutableRawPointer(raw.matchData), UnsafeMutableRawPointer(raw.context), &valid, &partial)
            }
        }
        precondition(status == 0, "c-loop: PCRE2 error \(status)")
        return Counts(valid: valid, incomplete: threeState ? partial : nil)
    }
}
