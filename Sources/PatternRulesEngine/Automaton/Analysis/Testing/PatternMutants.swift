/// Plausible wrong versions of a pattern, made by the operators of regex mutation testing (MutRex,
/// Arcaini et al. 2017): each edits one site of the text (``PatternSites``). Mutants that repeat the
/// pattern or one another are left out; whether one compiles, and what it means, is the caller's
/// question.
enum PatternMutants {
    /// At most this many mutants are made, in the order their sites appear.
    static let limit = 400

    static func of(
        _ source: String, dialect: PatternDialect, options: PatternOptions
    ) -> [(source: String, operator: MutationAnalysis.Operator)] {
        let sites = PatternSites(source, dialect: dialect, options: options)
        var seen: Set<String> = [source]
        var mutants: [(source: String, operator: MutationAnalysis.Operator)] = []
        for site in sites.sites {
            for (range, replacement, mutation) in edits(site, in: sites) where mutants.count < limit {
                var text = String.UnicodeScalarView(sites.scalars[..<range.lowerBound])
                text.append(contentsOf: replacement.unicodeScalars)
                text.append(contentsOf: sites.scalars[range.upperBound...])
                let mutant = String(text)
                if seen.insert(mutant).inserted { mutants.append((mutant, mutation)) }
            }
        }
        return mutants
    }

    private typealias Edit = (Range<Int>, String, MutationAnalysis.Operator)

    private static func edits(_ site: PatternSites.Site, in sites: PatternSites) -> [Edit] {
        switch site {
        case .quantifier(let span, let minimum, let maximum, let braces, let suffix):
            return quantifierEdits(span, minimum: minimum, maximum: maximum, braces: braces, suffix: suffix)
        case .atomEnd(let end, let isGroup):
            return [(end..<end, "?", isGroup ? .groupMadeOptional : .optionalAdded)]
        case .alternatives(let spans):
            return spans.indices.map { index in
                let removed =
                    index + 1 < spans.count
                    ? spans[index].lowerBound..<spans[index + 1].lowerBound
                    : spans[index - 1].upperBound..<spans[index].upperBound
                return (removed, "", .alternativeDropped)
            }
        case .anchor(let span, let letter):
            var edits: [Edit] = [(span, "", .anchorDropped)]
            if letter == "b" || letter == "B" { edits.append((span, letter == "b" ? "\\B" : "\\b", .boundarySwapped)) }
            return edits
        case .dot(let span):
            return [(span, "\\.", .dotEscaped)]
        case .shorthand(let span, let letter):
            return swaps(of: letter).map { (span, "\\\($0)", .shorthandSwapped) }
        case .literal(let span, let value, let escaped):
            var edits: [Edit] = []
            if escaped, let scalar = Unicode.Scalar(value), ".*+?|^$".unicodeScalars.contains(scalar) {
                edits.append((span, String(scalar), .escapeDropped))
            }
            if let flipped = flippedCase(value) {
                edits.append((span, sites.text(of: flipped, inClass: false), .caseFlipped))
            }
            if let changed = changedLiteral(value) {
                edits.append((span, sites.text(of: changed, inClass: false), .literalChanged))
            }
            return edits
        case .characterClass(let span, let negated, let members):
            return classEdits(span, negated: negated, members: members, in: sites)
        }
    }

    private static func quantifierEdits(
        _ span: Range<Int>, minimum: Int, maximum: Int?, braces: Bool, suffix: String
    ) -> [Edit] {
        var edits: [Edit] = [(span, "", .quantifierDropped)]
        func bounds(_ low: Int, _ high: Int?) -> String {
            high == low ? "{\(low)}" : "{\(low),\(high.map(String.init) ?? "")}"
        }
        if braces {
            var moved: [(Int, Int?)] = []
            if minimum > 0 { moved.append((minimum - 1, maximum == minimum ? minimum - 1 : maximum)) }
            if maximum.map({ minimum < $0 }) ?? true { moved.append((minimum + 1, maximum)) }
            if let maximum {
                if maximum > minimum { moved.append((minimum, maximum - 1)) }
                moved.append((minimum, maximum + 1))
                if maximum == minimum { moved.append((minimum + 1, minimum + 1)) }
            }
            edits += moved.map { (span, bounds($0.0, $0.1) + suffix, .boundsMoved) }
            return edits
        }
        let replacements: [String] =
            switch (minimum, maximum) {
            case (0, nil): ["+", "?"]
            case (1, nil): ["*", "?"]
            default: ["*", "+"]
            }
        edits += replacements.map { (span, $0 + suffix, .quantifierChanged) }
        return edits
    }

    private static func classEdits(
        _ span: Range<Int>, negated: Bool, members: [PatternSites.ClassMember], in sites: PatternSites
    ) -> [Edit] {
        let afterOpen = span.lowerBound + 1
        var edits: [Edit] = [
            negated ? (afterOpen..<afterOpen + 1, "", .classNegated) : (afterOpen..<afterOpen, "^", .classNegated)
        ]
        if members.count > 1 { edits += members.map { ($0.span, "", .memberRemoved) } }
        for member in members {
            switch member.kind {
            case .range(let low, let high):
                var moved: [(UInt32, UInt32)] = []
                if low > 0 { moved.append((low - 1, high)) }
                if low < high { moved += [(low + 1, high), (low, high - 1)] }
                if high < ScalarSet.maximumScalar { moved.append((low, high + 1)) }
                edits += moved.filter { Unicode.Scalar($0.0) != nil && Unicode.Scalar($0.1) != nil }.map {
                    (
                        member.span, sites.text(of: $0.0, inClass: true) + "-" + sites.text(of: $0.1, inClass: true),
                        .rangeMoved
                    )
                }
            case .shorthand(let letter):
                edits += swaps(of: letter).map { (member.span, "\\\($0)", .shorthandSwapped) }
            case .scalar(let value):
                if let flipped = flippedCase(value) {
                    edits.append((member.span, sites.text(of: flipped, inClass: true), .caseFlipped))
                }
            case .other: break
            }
        }
        // A member gained: the most readable of a few scalars that classes commonly forget.
        let closing = span.upperBound - 1
        for candidate in ["-", ".", "_", " ", "0", "a", "A"].map({ $0.unicodeScalars.first!.value })
        where !members.contains(where: { $0.holds(candidate) }) {
            edits.append((closing..<closing, sites.text(of: candidate, inClass: true), .memberAdded))
            break
        }
        return edits
    }

    private static func swaps(of letter: Unicode.Scalar) -> [Unicode.Scalar] {
        let family: [Unicode.Scalar] = letter.properties.isUppercase ? ["D", "W", "S"] : ["d", "w", "s"]
        return family.filter { $0 != letter }
    }

    private static func flippedCase(_ value: UInt32) -> UInt32? {
        guard let scalar = Unicode.Scalar(value), scalar.properties.isCased else { return nil }
        let other =
            scalar.properties.isUppercase ? scalar.properties.lowercaseMapping : scalar.properties.uppercaseMapping
        guard other.unicodeScalars.count == 1, let flipped = other.unicodeScalars.first, flipped != scalar else {
            return nil
        }
        return flipped.value
    }

    /// A neighbour of `value` of the same kind: the next letter or digit (the previous at the end of the
    /// run), the next punctuation for punctuation.
    private static func changedLiteral(_ value: UInt32) -> UInt32? {
        for run: ClosedRange<UInt32> in [0x61...0x7A, 0x41...0x5A, 0x30...0x39] where run.contains(value) {
            return value == run.upperBound ? value - 1 : value + 1
        }
        guard value >= 0x21, value <= 0x7E else {
            return value + 1 <= 0x10FFFF ? Unicode.Scalar(value + 1).map { _ in value + 1 } : nil
        }
        var next = value
        repeat {
            next = next == 0x7E ? 0x21 : next + 1
        } while Unicode.Scalar(next)!.properties.isAlphabetic || (0x30...0x39).contains(next)
        return next
    }
}

extension PatternSites.ClassMember {
    /// Whether the member, as written, holds `scalar` (a shorthand or a nested class is not looked into).
    func holds(_ scalar: UInt32) -> Bool {
        switch kind {
        case .scalar(let value): value == scalar
        case .range(let low, let high): (low...high).contains(scalar)
        case .shorthand, .other: false
        }
    }
}

extension PatternSites {
    /// `scalar` written as a literal in this dialect, escaped where it would be syntax.
    func text(of scalar: UInt32, inClass: Bool) -> String {
        let character = Unicode.Scalar(scalar)!
        let isWordCharacter = character.isASCII && (character.properties.isAlphabetic || (0x30...0x39).contains(scalar))
        if isWordCharacter { return String(character) }
        let syntax: String =
            switch (dialect, inClass) {
            case (.pcre2, _): "^$\\.*+?()[]{}|-#"
            case (_, false): "^$\\.*+?()[]{}|/"
            case (.javascript, true): "^$\\.*+?()[]{}|/-"
            case (.html, true): "^$\\.*+?()[]{}|/-&!#%,:;<=>@`~"
            }
        let printable = (0x21...0x7E).contains(scalar) || (scalar == 0x20 && (inClass || !extended))
        if printable, !syntax.unicodeScalars.contains(character) { return String(character) }
        if printable { return "\\" + String(character) }
        let hex = String(scalar, radix: 16, uppercase: true)
        return dialect == .pcre2 ? "\\x{\(hex)}" : "\\u{\(hex)}"
    }
}
