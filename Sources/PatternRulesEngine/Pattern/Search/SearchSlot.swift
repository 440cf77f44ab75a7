import Foundation

/// A pattern's search program, compiled on the first search and kept: validation never pays for it.
/// Shared by every copy of the pattern, and by every thread (the lock is held while compiling, so the
/// program is compiled once).
package final class SearchSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: Result<any SearchProgram, PatternError>?

    package init() {}

    func program(_ compile: () -> Result<any SearchProgram, PatternError>) -> Result<any SearchProgram, PatternError> {
        lock.withLock {
            if let compiled { return compiled }
            let made = compile()
            compiled = made
            return made
        }
    }
}
