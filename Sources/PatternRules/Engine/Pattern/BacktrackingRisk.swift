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

    public let complexity: Complexity
    public let attack: Attack?
    /// The pattern analysed, and its options.
    public let source: String
    public let options: Pattern.Options

    /// The analysis of `source` compiled with `options`.
    public init(of source: String, options: Pattern.Options = []) {
        self.source = source
        self.options = options
        let budget = CompileBudget()
        do throws(AutomatonRefusal) {
            guard (try? PCRE2Program.checkSyntax(source, options: options, engine: .pcre2Interpreter)) != nil else {
                throw AutomatonRefusal("PCRE2 does not compile the pattern")
            }
            let parsed = try RegexParser.parse(source, options: options, budget: budget)
            if parsed.hasLookahead {
                throw AutomatonRefusal("lookaheads (the analysis does not model how an engine backtracks into them)")
            }
            let resolved = try StartAnchors.resolve(parsed)
            var builder = NFABuilder(budget: budget)
            let start = try builder.compile(resolved, next: NFA.accept)
            let dfa = try builder.automaton(from: start)
            let ambiguity = try Ambiguity(nfa: builder.nfa, start: start, dfa: dfa, budget: budget)
            complexity =
                switch ambiguity.complexity {
                case .linear: .linear
                case .polynomial(let degree): .polynomial(degree: degree)
                case .exponential: .exponential
                }
            attack = ambiguity.attack.map { attack in
                Attack(prefix: Self.text(attack.prefix), pump: Self.text(attack.pump), suffix: Self.text(attack.suffix))
            }
        } catch {
            complexity = .unknown(error.description)
            attack = nil
        }
    }

    private static func text(_ scalars: [UInt32]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }
}
