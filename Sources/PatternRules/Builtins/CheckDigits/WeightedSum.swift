/// The weighted digit sum that most national identity numbers' check digits are taken from (the UK's
/// NHS number, the Dutch BSN, Brazil's CPF, ...): each digit times its weight, added up.
enum WeightedSum {
    /// The sum of each ASCII digit of `digits` times the weight in its place; `weights` and `digits`
    /// are read together and the shorter ends the sum.
    static func of(_ digits: some Collection<UInt8>, weights: some Sequence<Int>) -> Int {
        zip(digits, weights).reduce(0) { sum, pair in sum + ASCIIText.digitValue(pair.0) * pair.1 }
    }
}
