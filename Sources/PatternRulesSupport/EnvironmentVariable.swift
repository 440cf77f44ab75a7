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

    /// A switch the process reads from its environment (`PATTERNRULES_JIT`, `PATTERNRULES_SIMD`).
    package enum Switch: Equatable {
        /// Unset, empty, `on` or `auto`.
        case on
        case off
        /// Any other value, with the message that names it.
        case unreadable(String)
    }

    /// The switch `name` holds: `off` turns it off, `on`, `auto`, empty or unset leave it on, and any
    /// other value is unreadable (its message names the variable and the value).
    package static func `switch`(_ name: String) -> Switch {
        switch value(of: name) {
        case nil, "", "on", "auto": .on
        case "off": .off
        case let value?: .unreadable("\(name)=\(value) is not on, off or auto")
        }
    }
}
