/// How one match follows another in a text, per dialect: the part of "every match" where PCRE2 and
/// JavaScript differ, both around empty matches.
///
/// - `pcre2`: Perl's `/g`, as `pcre2test` runs it. After a non-empty match the next search starts at its
///   end. After an empty match at `p`, a non-empty match anchored at `p` is tried first; if there is none,
///   the search moves on one character (one byte where the text is not UTF-8, or is read as bytes) and
///   searches from there.
///   So `a*` in `baa` matches empty at 0, then `aa` at 1, then empty at 3.
/// - `javascript` and `html`: `String.prototype.matchAll`. After any match the next search starts at its
///   end; after an empty one, one code point further on. So `a*` in `baa` matches empty at 0, then `aa`
///   at 1, then empty at 3; but `a*?` in `aa` matches empty at 0, 1 and 2, where PCRE2 finds `a`, `a` and
///   the empty match at 2 as well as those at 0 and 1.
package enum GlobalMatching {
    /// Calls `body` with every match of `program` in `text`, in order, until it returns `false`.
    /// `readsBytes`: the pattern reads each byte as a character (``PatternOptions/bytes``), so "one
    /// character on" is one byte.
    package static func forEachMatch(
        of program: any SearchProgram, dialect: Pattern.Dialect, readsBytes: Bool,
        in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool
    ) throws(MatchError) {
        // A session is taken only where the program wants one: returning the program itself would count a
        // reference to it, which the threads of `find --jobs` share.
        if program.wantsSession {
            try forEachMatch(searching: program.session(), dialect: dialect, readsBytes: readsBytes, in: text, body)
        } else {
            try forEachMatch(searching: program, dialect: dialect, readsBytes: readsBytes, in: text, body)
        }
    }

    /// Every match of `program` (the program, or a session of it) by the dialect's rule.
    private static func forEachMatch(
        searching program: any SearchProgram, dialect: Pattern.Dialect, readsBytes: Bool,
        in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool
    ) throws(MatchError) {
        switch dialect {
        case .pcre2: try perl(program, text, readsBytes: readsBytes, body)
        case .javascript, .html: try matchAll(program, text, body)
        }
    }

    /// `pcre2test`'s `/g` loop, step for step: after an empty match found where the search started, the
    /// next try is anchored there and not empty, and when that fails the search moves one character on.
    /// An empty match found further on than the search started is searched for again from there (a
    /// pattern with `\G` can answer otherwise); the same match twice in a row is dropped once, as there.
    private static func perl(
        _ program: any SearchProgram, _ text: UnsafeBufferPointer<UInt8>, readsBytes: Bool,
        _ body: (Range<Int>) -> Bool
    ) throws(MatchError) {
        var start = 0
        var notEmptyHere = false
        // The last match reported, and where its search started.
        var previous: (match: Range<Int>, searchedFrom: Int)?
        while start <= text.count {
            guard let match = try program.firstMatch(in: text, from: start, anchoredNotEmpty: notEmptyHere) else {
                guard notEmptyHere else { return }
                // As if one character had matched: the search moves on over it.
                let end = start + (readsBytes ? 1 : characterLength(in: text, at: start))
                (previous, start, notEmptyHere) = ((start..<end, start), end, false)
                continue
            }
            if let last = previous, last.match == match {
                guard match.isEmpty, last.searchedFrom != start else { return }
                previous = (match, start)
                notEmptyHere = true
                continue
            }
            guard body(match) else { return }
            if match.isEmpty {
                guard match.upperBound < text.count else { return }
                // In text that is not UTF-8 PCRE2's anchored retry can answer an empty match in a later valid
                // run; the retry then stays anchored from there.
                if match.lowerBound <= start { notEmptyHere = true }
            } else {
                notEmptyHere = false
            }
            previous = (match, start)
            start = match.upperBound
        }
    }

    private static func matchAll(
        _ program: any SearchProgram, _ text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool
    ) throws(MatchError) {
        var lastIndex = 0
        while lastIndex <= text.count {
            guard let match = try program.firstMatch(in: text, from: lastIndex, anchoredNotEmpty: false) else {
                return
            }
            guard body(match) else { return }
            lastIndex = match.upperBound
            if match.isEmpty {
                guard lastIndex < text.count else { return }
                lastIndex += characterLength(in: text, at: lastIndex)
            }
        }
    }

    /// How far "one character on" is from `position`: one byte, then any UTF-8 continuation bytes after
    /// it, as PCRE2's own global-matching example (`pcre2demo.c`) moves on. In UTF-8 text that is one
    /// scalar; a stray byte that is not UTF-8 is passed over with the continuation bytes that follow it.
    static func characterLength(in text: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        var end = position + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return end - position
    }
}
