import Foundation

#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// The calling thread's PCRE2 scratch space: match data, a match context and a JIT stack, created on the
/// thread's first match and reused by every pattern after it, so the hot path does not allocate.
final class MatchScratch {
    /// Room for ``capturePairs`` offset pairs: validation only asks whether the whole subject matched;
    /// ``PrefixPattern`` also reads a few capture groups.
    let matchData: OpaquePointer

    /// Offset pairs in ``matchData``: the whole match and up to 15 groups.
    static let capturePairs: UInt32 = 16
    let context: OpaquePointer
    private let jitStack: OpaquePointer
    private var appliedLimits: MatchLimits?

    /// The largest JIT stack a thread may grow; a deeper match fails with `jitStackExhausted`.
    static let jitStackMaximumBytes = 1 << 20

    private init() {
        guard let matchData = cpcre2_match_data_create(Self.capturePairs),
            let context = cpcre2_match_context_create(),
            let jitStack = cpcre2_jit_stack_create(32 * 1024, Self.jitStackMaximumBytes)
        else { fatalError("PCRE2 could not allocate per-thread match scratch space (out of memory)") }
        cpcre2_jit_stack_assign(context, jitStack)
        self.matchData = matchData
        self.context = context
        self.jitStack = jitStack
    }

    deinit {
        cpcre2_jit_stack_free(jitStack)
        cpcre2_match_context_free(context)
        cpcre2_match_data_free(matchData)
    }

    /// Sets `limits` on the context unless they are already set (the common case: one pattern, or
    /// patterns with the default limits).
    @inline(__always)
    func apply(_ limits: MatchLimits) {
        guard appliedLimits != limits else { return }
        cpcre2_set_match_limit(context, limits.match)
        cpcre2_set_depth_limit(context, limits.depth)
        cpcre2_set_heap_limit(context, limits.heapKibibytes)
        appliedLimits = limits
    }

    /// Calls `body` with the calling thread's scratch space, creating it on the thread's first match.
    ///
    /// - Parameter key: ``threadKey``, passed in by the caller that cached it, so that the hot path does
    ///   not go through the lazy global's once-check.
    @inline(__always)
    static func withCurrent<Result>(key: pthread_key_t, _ body: (MatchScratch) -> Result) -> Result {
        let slot = cpcre2_thread_scratch_slot()!
        if let cached = slot.pointee {
            return Unmanaged<MatchScratch>.fromOpaque(cached)._withUnsafeGuaranteedRef(body)
        }
        guard let existing = pthread_getspecific(key) else {
            let scratch = MatchScratch()
            let pointer = Unmanaged.passRetained(scratch).toOpaque()
            pthread_setspecific(key, pointer)
            slot.pointee = pointer
            return body(scratch)
        }
        // The thread's slot holds a +1 reference until the thread exits: no retain needed for the call.
        slot.pointee = existing
        return Unmanaged<MatchScratch>.fromOpaque(existing)._withUnsafeGuaranteedRef(body)
    }

    /// The thread-specific slot; its destructor frees a thread's scratch when the thread exits.
    static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            Unmanaged<MatchScratch>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()
}
