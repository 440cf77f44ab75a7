#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// Translations between PCRE2's C conventions and Swift.
enum PCRE2 {
    /// A zero-length subject with a real address: PCRE2 10.42 rejects a NULL subject.
    nonisolated(unsafe) static let emptySubject: UnsafePointer<UInt8> = {
        let byte = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        byte.initialize(to: 0)
        return UnsafePointer(byte)
    }()

    /// PCRE2's English text for an error code (`pcre2_get_error_message`).
    static func message(forErrorCode code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = cpcre2_get_error_message(code, &buffer, buffer.count)
        guard length > 0 else { return "PCRE2 error \(code)" }
        return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
    }

    /// The ``MatchError`` for a failed match's status code.
    static func matchError(forStatus status: Int32) -> MatchError {
        switch status {
        case PCRE2_ERROR_MATCHLIMIT: .matchLimitExceeded
        case PCRE2_ERROR_DEPTHLIMIT: .depthLimitExceeded
        case PCRE2_ERROR_HEAPLIMIT: .heapLimitExceeded
        case PCRE2_ERROR_JIT_STACKLIMIT: .jitStackExhausted
        case PCRE2_ERROR_UTF8_ERR21...PCRE2_ERROR_UTF8_ERR1:
            .engineFailure(
                code: Int(status),
                message:
                    "the text is not UTF-8 (\(message(forErrorCode: status))): PCRE2 \(Engine.pcre2Version) searches UTF-8 text only; PCRE2 10.43 or later, as inside the package, searches any bytes"
            )
        default: .engineFailure(code: Int(status), message: message(forErrorCode: status))
        }
    }
}
