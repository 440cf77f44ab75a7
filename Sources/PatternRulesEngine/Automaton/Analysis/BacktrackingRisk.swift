import Foundation

/// How a pattern fares on a backtracking engine (PCRE2's interpreter and JIT, `NSRegularExpression`,
/// and the engines of JavaScript, Java or Python that a copied pattern may meet): the worst-case
/// number of steps of a whole-input match, from the ambiguity of the pattern's NFA, with an input that
/// shows it, confirmed by measuring the real engines.
///
/// The automaton itself is linear on every pattern it reads; this is about the pattern elsewhere.
///
/// ```swift
/// let risk = BacktrackingRisk(of: "(a+)+b")
/// risk.complexity                  // .exponential
/// risk.attack?.input(pumps: 20)    // "aaaaaaaaaaaaaaaaaaaa!"
/// risk.measure(on: .pcre2Interpreter, pumps: [8, 12, 16]).map(\.work)   // growing 16× per 4 pumps
/// ```
public struct BacktrackingRisk: Sendable {
    public enum Complexity: Sendable, Equatable {
        /// Steps linear in the input's length.
        case linear
        /// `O(n^degree)` steps for n characters.
        case polynomial(degree: Int)
        /// Steps exponential in the input's length.
        case exponential
        /// Not decided, with the reason (a backreference, a lookaround): never to be read as safe.
        case unknown(String)
    }

    /// An input of the worst case: `prefix`, `pump` repeated, then `suffix`, which makes the match fail.
    public struct Attack: Sendable, Equatable {
        public let prefix: String
        public let pump: String
        public let suffix: String

        public func input(pumps: Int) -> String { prefix + String(repeating: pump, count: pumps) + suffix }
    }

    /// The work one engine did on the attack with `pumps` repetitions: PCRE2's steps (the smallest
    /// match limit, by powers of two, that let the match finish), or Foundation's time in nanoseconds;
    /// `nil` when the engine gave up (its limit, or the measurement's cap).
    public struct Measurement: Sendable, Equatable {
        public let pumps: Int
        public let work: Int?
    }

    /// Backtracking engines grouped by what they do when an iteration of a repetition reads nothing,
    /// which decides how many ways a pattern like `(a*)*b` has.
    public enum EngineFamily: String, Sendable, CaseIterable, Comparable {
        /// The repetition ends and the match goes on after it: PCRE2 (interpreter and JIT), ICU's
        /// `NSRegularExpression`, Python's `re`, Java's `java.util.regex`.
        case pcre2
        /// The path fails (ECMA-262's RepeatMatcher): V8 and the other JavaScript engines.
        case javascript

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        var emptyIterationRule: EmptyIterationRule {
            switch self {
            case .pcre2: .leavesTheRepetition
            case .javascript: .failsThePath
            }
        }
    }

    /// The worst case over every engine family: the one a pattern meant for any backtracking engine
    /// must be judged by.
    public let complexity: Complexity
    /// The worst case on each family; the families agree on most patterns.
    public let complexityByFamily: [EngineFamily: Complexity]
    /// An input that shows ``complexity``, where the analysis found one.
    public let attack: Attack?
    /// The pattern analysed, and its options.
    public let source: String
    public let options: PatternOptions

    /// The analysis of `source` compiled with `options`. Each step is charged to a compile budget
    /// (`PATTERNRULES_COMPILE_BUDGET` steps, one for the automaton and one per engine family): past it the
    /// complexity is `unknown`, with the reason.
    public init(of source: String, options: PatternOptions = []) {
        self.init(of: source, dialect: .pcre2, options: options)
    }

    /// The analysis of `source` read in `dialect`: a JavaScript pattern is analysed for the JavaScript
    /// family alone, the engines that read it.
    public init(of source: String, dialect: PatternDialect, options: PatternOptions = []) {
        self.source = source
        self.options = options
        let families = dialect == .pcre2 ? EngineFamily.allCases : [.javascript]
        var results: [EngineFamily: (complexity: Complexity, attack: Attack?)] = [:]
        do throws(AutomatonRefusal) {
            let budget = CompileBudget()
            if dialect == .pcre2,
                (try? PCRE2Program.checkSyntax(source, options: options, engine: .pcre2Interpreter)) == nil
            {
                throw AutomatonRefusal("PCRE2 does not compile the pattern")
            }
            let parsed = try RegexNode.parsing(source, options: options, dialect: dialect, budget: budget)
            if parsed.hasLookahead {
                throw AutomatonRefusal("lookaheads (the analysis does not model how an engine backtracks into them)")
            }
            let resolved = try StartAnchors.resolve(parsed)
            var builder = NFABuilder(budget: budget)
            let start = try builder.compile(resolved, next: NFA.accept)
            let dfa = try builder.automaton(from: start)
            var analysed: [(graph: PositionGraph, result: (complexity: Complexity, attack: Attack?))] = []
            for family in families {
                let familyBudget = CompileBudget(task: "the backtracking analysis for \(family.rawValue)")
                do throws(AutomatonRefusal) {
                    let graph = try PositionGraph(
                        nfa: builder.nfa, start: start, rule: family.emptyIterationRule, budget: familyBudget)
                    if let same = analysed.first(where: { $0.graph == graph }) {
                        results[family] = same.result
                        continue
                    }
                    let result = Self.result(try Ambiguity(graph: graph, dfa: dfa, budget: familyBudget))
                    analysed.append((graph, result))
                    results[family] = result
                } catch {
                    results[family] = (.unknown(error.description), nil)
                }
            }
        } catch {
            for family in families { results[family] = (.unknown(error.description), nil) }
        }
        complexityByFamily = results.mapValues(\.complexity)
        let worst = results.sorted { $0.key < $1.key }.max {
            $0.value.complexity.severity < $1.value.complexity.severity
        }!
        complexity = worst.value.complexity
        attack = worst.value.attack
    }

    /// The families whose worst case is not ``complexity``: empty when every family agrees.
    public var familiesThatDiffer: [EngineFamily] {
        complexityByFamily.filter { $0.value != complexity }.keys.sorted()
    }

    private static func result(_ ambiguity: Ambiguity) -> (complexity: Complexity, attack: Attack?) {
        let complexity: Complexity =
            switch ambiguity.complexity {
            case .linear: .linear
            case .polynomial(let degree): .polynomial(degree: degree)
            case .exponential: .exponential
            }
        let attack = ambiguity.attack.map { attack in
            Attack(prefix: text(attack.prefix), pump: text(attack.pump), suffix: text(attack.suffix))
        }
        return (complexity, attack)
    }

    private static func text(_ scalars: [UInt32]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }
}

extension BacktrackingRisk.Complexity {
    /// How bad the case is for a user: an undecided case ranks above a known polynomial, since it may
    /// hide an exponential one.
    var severity: Int {
        switch self {
        case .linear: 0
        case .polynomial(let degree): degree
        case .unknown: 1_000
        case .exponential: 1_001
        }
    }
}
