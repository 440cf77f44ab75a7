import Foundation

/// A pattern that could not be compiled, or an engine that could not be used.
///
/// For a syntax error the error carries the engine's own message and where it stopped, as a UTF-8 byte
/// offset (what PCRE2 reports) and as a `Character` offset (what an editor shows):
///
/// ```swift
/// do { _ = try Pattern("ab(c") }
/// catch { print(error) }  // missing closing parenthesis at offset 4 (character 4) in "ab(c"
/// ```
public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// Why the pattern could not be compiled.
    public enum Reason: Sendable, Hashable {
        /// No engine accepts the pattern's syntax; ``PatternError/message`` is PCRE2's (or, when the
        /// Foundation engine was forced, ICU's).
        case syntax
        /// The engine asked for cannot run here (for example `pcre2-jit` where the JIT is unavailable, or
        /// `PATTERNRULES_JIT` holds a value it does not take).
        case engineUnavailable
        /// `PATTERNRULES_ENGINE` names no engine.
        case unknownEngine
        /// `PATTERNRULES_COMPILE_BUDGET` is not a whole number of steps from 10,000 to 100,000,000.
        case invalidCompileBudget

    }

    /// Why the pattern could not be compiled.
    public let reason: Reason
    /// The pattern text.
    public let pattern: String
    /// The engine that reported the error, when there is one.
    public let engine: Engine?
    /// The engine's message, such as `missing closing parenthesis`.
    public let message: String
    /// The engine's error code (a PCRE2 error number), when it gave one.
    public let code: Int?
    /// Where the error is, in UTF-8 bytes from the start of the pattern.
    public let utf8Offset: Int?
    /// Where the error is, in `Character`s from the start of the pattern.
    public let characterOffset: Int?

    package init(
        _ reason: Reason, pattern: String, engine: Engine?, message: String, code: Int? = nil,
        utf8Offset: Int? = nil
    ) {
        self.reason = reason
        self.pattern = pattern
        self.engine = engine
        self.message = message
        self.code = code
        self.utf8Offset = utf8Offset
        self.characterOffset = utf8Offset.map { Self._characterOffset(ofUTF8Offset: $0, in: pattern) }
    }

    public var description: String {
        guard let utf8Offset, let characterOffset else { return message }
        return "\(message) at offset \(utf8Offset) (character \(characterOffset)) in \(excerpt)"
    }

    /// The most characters of the pattern a description quotes: a 40 KB pattern must not become a
    /// 40 KB line of standard error.
    static let excerptLength = 60

    /// The pattern in quotes, or the window of ``excerptLength`` characters around the error offset
    /// with `…` marking what is left out.
    var excerpt: String {
        let characters = Array(pattern)
        guard characters.count > Self.excerptLength else { return "\"\(pattern)\"" }
        let center = min(characterOffset ?? 0, characters.count)
        let start = max(0, min(center - Self.excerptLength / 2, characters.count - Self.excerptLength))
        let end = min(characters.count, start + Self.excerptLength)
        let window = String(characters[start..<end])
        return
            "\(start > 0 ? "…" : "")\"\(window)\"\(end < characters.count ? "…" : "") (characters \(start)–\(end) of \(characters.count))"
    }

    public var errorDescription: String? { description }

    /// The number of whole characters that end at or before `utf8Offset`.
    static func _characterOffset(ofUTF8Offset utf8Offset: Int, in text: String) -> Int {
        var characters = 0
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            guard bytes <= utf8Offset else { break }
            characters += 1
        }
        return characters
    }
}
