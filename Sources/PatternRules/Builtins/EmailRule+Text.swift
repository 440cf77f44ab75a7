/// Email addresses in free text.
extension EmailRule {
    /// A pattern every address ``matches(inUTF8:)`` finds holds a match of, at every level: its `@`. A
    /// text without one holds no address, which a scan of many rules (`patterns find`) learns in its one
    /// pass.
    package static let candidatePattern = BuiltinPattern.compileLeniently("@")

    /// The valid addresses written in UTF-8 `text`, in order.
    ///
    /// A candidate is a whole run of the characters an address may hold at this level: a local part of
    /// ASCII letters, digits, `.` and the symbols `!#$%&'*+/=?^_{|}~-` and the backtick, then `@`, then a domain of ASCII letters,
    /// digits, `-` and `.`; at the `international` level both parts also take letters, marks and digits
    /// of any script. The local part starts after the last character that cannot be in one (white space,
    /// `<>()[],;:"`, other punctuation and symbols) and the domain ends at the first character that cannot
    /// be in one, so `mail:bob@example.com+44` gives `bob@example.com`. From the run, what prose puts
    /// around a word is left out: leading quotes (`'` and the backtick) and dots, and every trailing ASCII
    /// character that is not a letter or digit, since an address ends in its domain's last label
    /// (`'bob@example.com'.` gives `bob@example.com`). What is left is a match when the rule says it is
    /// valid (its syntax and, but for `html5`, the RFC 5321 lengths). A run that fails is not a match and
    /// no part of it is tried: `user=bob@example.com` is one address (`=` may be part of a local part),
    /// and `a@b@example.com` holds none. Quoted local parts and domain literals (`"a b"@x`,
    /// `a@[192.0.2.1]`) are not looked for in text. Linear in the length of `text`.
    public func matches(inUTF8 text: UnsafeBufferPointer<UInt8>) -> [TextMatch] {
        var found: [TextMatch] = []
        var position = 0
        while position < text.count {
            guard characterLength(in: text, at: position, domain: false) != nil else {
                position += max(1, Self.scalarLength(in: text, at: position))
                continue
            }
            let start = position
            var end = position
            while end < text.count, text[end] != UInt8(ascii: "@"),
                let length = characterLength(in: text, at: end, domain: false)
            {
                end += length
            }
            guard end < text.count, text[end] == UInt8(ascii: "@") else {
                position = end
                continue
            }
            end += 1
            while end < text.count, let length = characterLength(in: text, at: end, domain: true) { end += length }
            // `a@b@c`: the run goes on past the domain, so it holds no address, and nothing inside it is tried.
            if end < text.count, text[end] == UInt8(ascii: "@") {
                while end < text.count, let length = characterLength(in: text, at: end, domain: false) {
                    end += length
                }
                position = end
                continue
            }
            // A run that touches a letter, mark or digit it cannot hold (`bøb@…` below `international`, a
            // combining accent after the domain) is part of a longer word: no address is cut out of it.
            if !UTF8Scalar.joinsWord(endingAt: start, in: text), !UTF8Scalar.joinsWord(startingAt: end, in: text),
                let candidate = Self.trimmed(text, start..<end)
            {
                let address = String(decoding: UnsafeBufferPointer(rebasing: text[candidate]), as: UTF8.self)
                if verdict(for: address) == .valid { found.append(TextMatch(utf8Range: candidate, compact: address)) }
            }
            position = end
        }
        return found
    }

    /// The valid addresses in `text`, as ``matches(inUTF8:)`` finds them.
    public func matches(in text: String) -> [TextMatch] {
        var copy = text
        return copy.withUTF8 { matches(inUTF8: $0) }
    }

    /// The run without the quotes and dots prose puts before it and the ASCII punctuation after it; `nil`
    /// when nothing is left around its `@`.
    private static func trimmed(_ text: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Range<Int>? {
        var (start, end) = (run.lowerBound, run.upperBound)
        while start < end, [UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: ".")].contains(text[start]) {
            start += 1
        }
        while end > start, text[end - 1] < 0x80, !ASCIIText.isLetterOrDigit(text[end - 1]) { end -= 1 }
        return start < end ? start..<end : nil
    }

    /// The length in bytes of the character at `position` when a local part (or, with `domain`, a
    /// domain) may hold it, `nil` when it may not. `@` belongs to a local part's run: it is where the
    /// run's domain begins.
    private func characterLength(in text: UnsafeBufferPointer<UInt8>, at position: Int, domain: Bool) -> Int? {
        let byte = text[position]
        if byte < 0x80 {
            let allowed = domain ? Self.asciiDomainCharacters : Self.asciiLocalCharacters
            return allowed[Int(byte)] ? 1 : nil
        }
        guard level == .international, let (scalar, length) = UTF8Scalar.starting(at: position, in: text) else {
            return nil
        }
        return UTF8Scalar.isWordScalar(scalar) ? length : nil
    }

    /// ASCII letters, digits, the local part's symbols, `.` and `@`.
    private static let asciiLocalCharacters: [Bool] = (0..<128).map { byte in
        let character = UInt8(byte)
        return ASCIIText.isLetterOrDigit(character) || "!#$%&'*+/=?^_`{|}~-.@".utf8.contains(character)
    }

    /// ASCII letters, digits, `-` and `.`.
    private static let asciiDomainCharacters: [Bool] = (0..<128).map { byte in
        let character = UInt8(byte)
        return ASCIIText.isLetterOrDigit(character) || "-.".utf8.contains(character)
    }

    /// How many bytes to step over at `position`: the scalar's length, or 1 on a byte that starts none.
    private static func scalarLength(in text: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        UTF8Scalar.starting(at: position, in: text)?.length ?? 1
    }
}
