/// Several patterns read in one pass over a text, to learn which of them match somewhere in it, as
/// RE2's `RE2::Set` and Rust's `RegexSet` do: a scanner of many rules reads each line once, and only
/// the rules that match there search it for where.
///
/// ```swift
/// let set = PatternSet([try Pattern(#"\d{4}"#), try Pattern("@"), try Pattern("(?i)secret")])
/// try set.indicesMatching(in: "call 0161 or mail a@b")   // [0, 1]
/// ```
///
/// The pass is one automaton, the product of each pattern's `(?s:.*)(?:pattern)`, whose states say
/// which patterns have a match ending there: linear in the text, one table look-up per ASCII byte. Its
/// states are made as passes reach them, in a cache of at most 32 MiB per thread that starts again when
/// full, so the product's whole size never limits the set. It is exact, and so it leaves out what it
/// cannot decide, each with the reason in ``refusals``:
/// - a pattern that reads the text around a match (an anchor, a lookaround, a word boundary or a
///   backreference): whether it matches depends on more than the text's prefixes;
/// - a pattern ICU reads (``Engine/foundation``), or read as bytes (``PatternOptions/bytes``);
/// - a pattern whose automaton would pass the compile budget, or a 65th.
///
/// ``scan(_:)`` reports such a pattern as undecided (`nil`), as it does every pattern in a text that is
/// not UTF-8; ``indicesMatching(in:)`` searches those with the pattern itself. Immutable and `Sendable`:
/// build it once and share it between threads.
public struct PatternSet: Sendable {
    /// The patterns, in the order given.
    public let patterns: [Pattern]
    /// Why each pattern is not read in the one pass, `nil` for those that are.
    public let refusals: [String?]
    /// The one pass; `nil` when no pattern is in it.
    private let table: MatchSetTable?
    /// Each pattern's bit in the pass, `nil` for a refused pattern.
    private let members: [Int?]

    /// Builds the one pass of `patterns`, leaving out those it cannot read exactly (``refusals``); from
    /// the 65th pattern on, every pattern is refused.
    public init(_ patterns: [Pattern]) {
        self.init(patterns, cacheBytes: MatchSetTable.standardCacheBytes)
    }

    /// The one pass of `patterns`, whose states are kept in at most `cacheBytes` per cache (tests make it
    /// small, so that the cache starts again often).
    init(_ patterns: [Pattern], cacheBytes: Int) {
        self.patterns = patterns
        var refusals: [String?] = []
        // The automata of the patterns the pass can read, by pattern index.
        var automata: [(index: Int, automaton: DFA)] = []
        for pattern in patterns {
            do throws(AutomatonRefusal) {
                guard automata.count < MatchSetDFA.memberLimit else {
                    throw AutomatonRefusal("a set reads at most \(MatchSetDFA.memberLimit) patterns in one pass")
                }
                automata.append((refusals.count, try Self.automaton(of: pattern)))
                refusals.append(nil)
            } catch {
                refusals.append(error.description)
            }
        }
        // The product is made as passes reach its states (``MatchSetTable``); only its alphabet is made
        // now, which many members with many classes each can take past the budget.
        let budget = CompileBudget(steps: CompileBudget.defaultSteps, task: "a match set")
        let product =
            automata.isEmpty
            ? nil
            : Result { () throws(AutomatonRefusal) in
                try MatchSetDFA(members: automata.map(\.automaton), budget: budget)
            }
        var members = [Int?](repeating: nil, count: patterns.count)
        switch product {
        case .success(let product):
            for (member, pattern) in automata.enumerated() { members[pattern.index] = member }
            table = MatchSetTable(product, cacheBytes: cacheBytes)
        case .failure(let refusal):
            for pattern in automata { refusals[pattern.index] = refusal.description }
            table = nil
        case nil:
            table = nil
        }
        self.refusals = refusals
        self.members = members
    }

    /// Which patterns match somewhere in `text` (UTF-8; bytes that are not make every pattern
    /// undecided), from one pass over it.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public func scan(_ text: UnsafeBufferPointer<UInt8>) -> Scan {
        guard let table else { return Scan(members: members, found: nil) }
        return Scan(members: members, found: table.members(matchingIn: text))
    }

    /// A scanner for a loop over many texts on one thread (the lines of a file): it keeps the states
    /// its passes make, where ``scan(_:)`` takes them from the set's spares under a lock per text.
    public func scanner() -> Scanner { Scanner(set: self, cache: table?.makeCache()) }

    /// ``PatternSet/scan(_:)`` with states of its own: one per thread, never shared.
    public final class Scanner {
        private let set: PatternSet
        private let cache: MatchSetCache?

        fileprivate init(set: PatternSet, cache: MatchSetCache?) { (self.set, self.cache) = (set, cache) }

        /// Which patterns match somewhere in `text`, as ``PatternSet/scan(_:)`` answers.
        ///
        /// - Complexity: O(n) in the length of `text`.
        public func scan(_ text: UnsafeBufferPointer<UInt8>) -> Scan {
            guard let table = set.table, let cache else { return Scan(members: set.members, found: nil) }
            return Scan(members: set.members, found: table.members(matchingIn: text, cache: cache))
        }
    }

    /// The indices of the patterns that match somewhere in `text`, in order: one pass, then a search by
    /// each pattern the pass leaves undecided.
    ///
    /// - Throws: ``SearchError`` from the search of an undecided pattern.
    public func indicesMatching(in text: String) throws(SearchError) -> [Int] {
        var copy = text
        return try copy.withUTF8 { utf8 in
            Result { () throws(SearchError) in
                let scan = scan(utf8)
                var indices: [Int] = []
                for index in patterns.indices {
                    if let matches = scan.matches(index) {
                        if matches { indices.append(index) }
                    } else if try patterns[index].searcher().firstMatch(in: utf8, from: 0) != nil {
                        indices.append(index)
                    }
                }
                return indices
            }
        }.get()
    }

    /// What one pass found.
    public struct Scan: Sendable {
        fileprivate let members: [Int?]
        /// The members found, `nil` when the text was not UTF-8.
        fileprivate let found: UInt64?

        /// Whether pattern `index` matches somewhere in the text; `nil` where the pass does not decide
        /// (the pattern is refused, or the text is not UTF-8).
        public func matches(_ index: Int) -> Bool? {
            guard let member = members[index], let found else { return nil }
            return found & (1 << UInt64(member)) != 0
        }
    }

    /// The automaton whose acceptance marks where a match of `pattern` ends: `(?s:.*)(?:pattern)`.
    private static func automaton(of pattern: Pattern) throws(AutomatonRefusal) -> DFA {
        guard !pattern.options.contains(.bytes) else { throw AutomatonRefusal("it reads the text as bytes") }
        guard pattern.engine != .foundation else { throw AutomatonRefusal("ICU reads it") }
        let budget = CompileBudget(steps: CompileBudget.defaultSteps, task: "a set member's automaton")
        let tree = try RegexNode.parsing(
            pattern.source, options: pattern.options, dialect: pattern.dialect, budget: budget)
        guard !tree.readsContext else {
            throw AutomatonRefusal(
                "it reads the text around a match (an anchor, a lookaround, a word boundary or a backreference)")
        }
        let anyPrefix = RegexNode.repetition(.scalars(ScalarSet.all), minimum: 0, maximum: nil)
        return try DFA(minimalFor: .sequence([anyPrefix, tree]), budget: budget)
    }
}
