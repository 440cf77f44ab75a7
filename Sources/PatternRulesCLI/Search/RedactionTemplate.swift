import PatternRules

/// What `find --redact` writes in place of each match: `[{rule}]` by default, or the template of
/// `--redact-with`, whose placeholders are
/// - `{rule}`: the operand's name as given (`email`, `phone:GB`, a `--regex` value), escaped;
/// - `{hash}`: a keyed hash of the value (``KeyedHash``, the key read from `--redact-key FILE`): the
///   first 16 bytes of HMAC-SHA-256, in hexadecimal, of the finder's canonical form (a card's digits, an
///   IBAN's compact form, a phone number's E.164 form, an identifier's compact form) or of a pattern's
///   match as read, so that `123-45-6789` and `123456789` hash alike and redacted files still join;
/// - `{mask}`: the match with every letter and digit but its last four written `*`, spaces and the
///   punctuation `-./()+` kept, anything else `*` (`**** **** **** 1111`);
///
/// and `{{` and `}}` for braces. The output is the same whatever `--jobs`: a replacement depends on the
/// match alone.
struct RedactionTemplate: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case text([UInt8])
        case rule
        case hash
        case mask
    }

    let pieces: [Piece]
    let key: KeyedHash?

    /// `[{rule}]`: what `--redact` writes.
    static let standard = RedactionTemplate(pieces: [.text([0x5B]), .rule, .text([0x5D])], key: nil)

    /// The bytes a hash is cut to: 128 bits, far past any collision among a file's values.
    static let hashBytes = 16

    private init(pieces: [Piece], key: KeyedHash?) {
        (self.pieces, self.key) = (pieces, key)
    }

    /// The template `text`, with `key` for `{hash}`.
    ///
    /// - Throws: ``UsageError`` for a line break or control character, an unknown or unclosed
    ///   placeholder, a `{hash}` without a key, or a key no `{hash}` reads.
    init(parsing text: String, key: [UInt8]?) throws(UsageError) {
        if text.contains(where: \.isNewline)
            || text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            throw UsageError("'--redact-with' takes text without line breaks or control characters")
        }
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("{{") || rest.hasPrefix("}}") {
                literal.append(UInt8(ascii: first == "{" ? "{" : "}"))
                rest = rest.dropFirst(2)
            } else if first == "{" {
                guard let close = rest.firstIndex(of: "}") else {
                    throw UsageError("'--redact-with': '{' opens no placeholder ('{{' writes a brace)")
                }
                let name = rest[rest.index(after: rest.startIndex)..<close]
                let piece: Piece
                switch name {
                case "rule": piece = .rule
                case "hash": piece = .hash
                case "mask": piece = .mask
                default:
                    throw UsageError(
                        "'--redact-with': unknown placeholder '{\(TextField.escapingUnsafe(String(name)))}' (known: {rule}, {hash}, {mask}; '{{' writes a brace)"
                    )
                }
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = []
                pieces.append(piece)
                rest = rest[rest.index(after: close)...]
            } else if first == "}" {
                throw UsageError("'--redact-with': '}' closes no placeholder ('}}' writes a brace)")
            } else {
                literal += Array(String(first).utf8)
                rest = rest.dropFirst()
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        let hashes = pieces.contains(.hash)
        if hashes, key == nil {
            throw UsageError("'{hash}' in '--redact-with' needs '--redact-key FILE' (the key of the keyed hash)")
        }
        if !hashes, key != nil {
            throw UsageError("'--redact-key' is the key of '{hash}', which '--redact-with' does not use")
        }
        self.init(pieces: pieces, key: key.map { KeyedHash(key: $0) })
    }

    /// The replacement of `match` (its bytes as read), found by the operand named `rule`, whose finder
    /// gave it the canonical form `canonical` (`nil` for a pattern's match).
    func replacement(of match: some Collection<UInt8>, rule: String, canonical: String?) -> [UInt8] {
        var output: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .text(let bytes): output += bytes
            case .rule: output += Array(TextField.escapingUnsafe(rule).utf8)
            case .hash:
                let hashed = key!
                output += Array(
                    (canonical.map { hashed.hexadecimal(of: Array($0.utf8), bytes: Self.hashBytes) }
                        ?? hashed.hexadecimal(of: match, bytes: Self.hashBytes)).utf8)
            case .mask: output += Self.mask(match)
            }
        }
        return output
    }

    /// `match` with its last four letters or digits kept, every other letter or digit written `*`,
    /// spaces and `-./()+` kept, and anything else (other punctuation, a control character, bytes that
    /// are not UTF-8) written `*`.
    static func mask(_ match: some Collection<UInt8>) -> [UInt8] {
        let shape = " -./()+".unicodeScalars
        var toKeep = 4
        var written: [String] = []
        for scalar in String(decoding: match, as: UTF8.self).unicodeScalars.reversed() {
            let isLetterOrDigit = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if isLetterOrDigit, toKeep > 0 {
                toKeep -= 1
                written.append(String(scalar))
            } else {
                written.append(!isLetterOrDigit && shape.contains(scalar) ? String(scalar) : "*")
            }
        }
        return Array(written.reversed().joined().utf8)
    }
}
