/// Text as zxcvbn's Python code sees it: a sequence of code points, lowercased and classified by
/// Python's rules (`str.lower`, `str.isupper`, `re`'s `\d`, which is any Unicode decimal digit).
enum ZxcvbnText {
    /// Python's `str.lower()`: each code point's full lowercase mapping (`İ` becomes two code points).
    static func lowercased(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var lowered: [Unicode.Scalar] = []
        lowered.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                lowered.append(scalar.value >= 65 && scalar.value <= 90 ? Unicode.Scalar(scalar.value + 32)! : scalar)
            } else {
                lowered.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return lowered
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// `re`'s `\d` on a `str`: a Unicode decimal digit (Nd).
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 48 && scalar.value <= 57 }
        return scalar.properties.generalCategory == .decimalNumber
    }

    /// Python's `int()` of decimal digits of any script.
    static func integer(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 * 10 + Int($1.properties.numericValue ?? 0) }
    }

    static func isASCIIUppercase(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 65 && scalar.value <= 90 }
    static func isASCIILowercase(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 97 && scalar.value <= 122 }

    /// zxcvbn's `nCk`, in floating point as its Python port computes it (`r *= n; r /= d`).
    static func binomial(_ n: Int, _ k: Int) -> Double {
        if k > n { return 0 }
        if k == 0 { return 1 }
        var result = 1.0
        var top = Double(n)
        for divisor in 1...k {
            result *= top
            result /= Double(divisor)
            top -= 1
        }
        return result
    }

    /// Σ C(a + b, i) for i from 1 to min(a, b): the ways to choose which of the letters are the changed
    /// kind (capitals, substitutions, shifted keys), at least one; 0 when either count is 0.
    static func variations(_ a: Int, _ b: Int) -> Double {
        guard min(a, b) >= 1 else { return 0 }
        return (1...min(a, b)).reduce(0.0) { $0 + binomial(a + b, $1) }
    }
}
