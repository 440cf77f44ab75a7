import Foundation

extension Engine {
    /// The engine `PATTERNRULES_ENGINE` forces for the whole process: `nil` when the variable is unset,
    /// empty or `auto`.
    ///
    /// The variable is read and checked once per process, the first time a pattern needs it. A program
    /// that takes configuration from its environment should call this at start-up and report the error,
    /// as the `patterns` CLI does: ``Pattern/init(_:options:engine:limits:)`` then throws the same error,
    /// while the built-in rules (which cannot throw for a default engine) use the automatic chain.
    ///
    /// - Throws: ``PatternError`` with reason ``PatternError/Reason/unknownEngine`` when the variable
    ///   names no engine.
    public static func environmentSetting() throws(PatternError) -> Engine? {
        try _environmentSetting.get()
    }

    private static let _environmentSetting: Result<Engine?, PatternError> = parseSetting(
        ProcessInfo.processInfo.environment[environmentVariable])

    /// The engine a setting names: `nil` for no setting, an empty one or `auto`.
    static func parseSetting(_ name: String?) -> Result<Engine?, PatternError> {
        guard let name, !name.isEmpty, name != "auto" else { return .success(nil) }
        guard let engine = Engine(rawValue: name) else {
            let expected = (["auto"] + Engine.allCases.map(\.rawValue)).joined(separator: ", ")
            return .failure(
                PatternError(
                    .unknownEngine, pattern: "", engine: nil,
                    message: "\(environmentVariable)=\(name) names no engine (expected one of \(expected))"))
        }
        return .success(engine)
    }

    static let jitUnavailableMessage = "the PCRE2 JIT is not available on this machine"

    /// Throws when this engine cannot run on this machine (the JIT where PCRE2 was built without it).
    ///
    /// - Throws: ``PatternError`` with reason ``PatternError/Reason/engineUnavailable``.
    public func checkAvailable() throws(PatternError) {
        guard self != .pcre2JIT || Engine.isJITAvailable else {
            throw PatternError(
                .engineUnavailable, pattern: "", engine: .pcre2JIT,
                message: Engine.jitUnavailableMessage)
        }
    }
}

extension Engine {
    /// The engines that can run on this machine, in chain order: every case but ``pcre2JIT`` where
    /// PCRE2 was built without its JIT.
    public static let available: [Engine] = allCases.filter { $0 != .pcre2JIT || isJITAvailable }
}
