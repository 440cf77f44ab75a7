import PatternRulesSupport

#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

extension Engine {
    /// Whether PCRE2's JIT runs in this process: compiled in, not turned off by `PATTERNRULES_JIT=off`,
    /// and able to make memory executable (``jitStatus`` says why not). Without it the chain goes from
    /// the automaton to PCRE2's interpreter, with the same verdicts.
    public static var isJITAvailable: Bool { jitStatus.isAvailable }

    /// Whether PCRE2's JIT runs in this process, and why not when it does not: "no JIT" is an ordinary
    /// state of the chain (an iPhone's, where no memory may be made executable), in which the automaton
    /// is followed by PCRE2's interpreter and every verdict is the same.
    public struct JITStatus: Sendable, Hashable, CustomStringConvertible {
        /// Whether ``pcre2JIT`` runs here.
        public let isAvailable: Bool
        /// Why, in words: `on`, or the reason it is off.
        public let reason: String

        public var description: String { isAvailable ? "on" : "off: \(reason)" }
    }

    /// The name of the environment variable that turns the JIT off for the whole process
    /// (`PATTERNRULES_JIT=off`), so that any platform runs what an iPhone runs.
    public static let jitEnvironmentVariable = "PATTERNRULES_JIT"

    /// Whether the JIT runs here, decided once per process: compiled in (Linux and macOS; not iOS, tvOS,
    /// watchOS, visionOS or WASI, where a process cannot make memory executable), not turned off by
    /// `PATTERNRULES_JIT=off`, and able to compile a pattern (a hardened macOS app without the
    /// `com.apple.security.cs.allow-jit` entitlement cannot; that is "off", not a failure).
    public static let jitStatus: JITStatus = {
        var compiledIn: UInt32 = 0
        guard cpcre2_config(UInt32(PCRE2_CONFIG_JIT), &compiledIn) >= 0, compiledIn == 1 else {
            return JITStatus(isAvailable: false, reason: "PCRE2 is built without its JIT on this platform")
        }
        switch _jitSetting {
        case .success(false):
            return JITStatus(isAvailable: false, reason: "\(jitEnvironmentVariable)=off")
        case .failure(let error):
            return JITStatus(isAvailable: false, reason: error.message)
        case .success(true):
            break
        }
        if let problem = jitProbe() {
            return JITStatus(isAvailable: false, reason: "the JIT cannot run here (\(problem))")
        }
        return JITStatus(isAvailable: true, reason: "compiled in, and it compiles patterns here")
    }()

    /// `PATTERNRULES_JIT`, read and checked once per process: `off` turns the JIT off, `on`, `auto` or
    /// unset leave it to the platform. A program that takes configuration from its environment should
    /// call this at start-up and report the error, as the `patterns` CLI does.
    ///
    /// - Returns: `false` when the variable turns the JIT off.
    /// - Throws: ``PatternError`` with reason ``PatternError/Reason/engineUnavailable`` for any other value
    ///   (the JIT is then off: a setting that cannot be read is not taken as permission).
    public static func jitSetting() throws(PatternError) -> Bool {
        try _jitSetting.get()
    }

    private static let _jitSetting: Result<Bool, PatternError> = {
        switch EnvironmentVariable.switch(jitEnvironmentVariable) {
        case .on: return .success(true)
        case .off: return .success(false)
        case .unreadable(let message):
            return .failure(PatternError(.engineUnavailable, pattern: "", engine: .pcre2JIT, message: message))
        }
    }()

    /// Why PCRE2's JIT fails to compile a one-character pattern here, or `nil` when it compiles it.
    private static func jitProbe() -> String? {
        var errorCode: Int32 = 0
        var errorOffset = 0
        guard let code = cpcre2_compile([UInt8(ascii: "a")], 1, 0, &errorCode, &errorOffset, nil) else {
            return "PCRE2 cannot compile a probe pattern"
        }
        defer { cpcre2_code_free(code) }
        let status = cpcre2_jit_compile(code, UInt32(PCRE2_JIT_COMPLETE))
        guard status != 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = cpcre2_get_error_message(status, &buffer, buffer.count)
        return "error \(status): " + String(decoding: buffer.prefix(max(0, Int(length))), as: UTF8.self)
    }
}
