#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// One variable of the process's environment, read on its own.
///
/// `ProcessInfo.processInfo.environment` copies every variable of the process into a dictionary of new
/// strings each time it is asked; the settings read at start-up (`PATTERNRULES_ENGINE`, `_JIT`,
/// `_COMPILE_BUDGET`, `_CATALOGUE`) need one value each, so they ask the C library for that one.
package enum EnvironmentVariable {
    /// The value of the variable `name`, or `nil` when it is not set. Bytes that are not UTF-8 are
    /// repaired, as `ProcessInfo` repairs them.
    package static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
