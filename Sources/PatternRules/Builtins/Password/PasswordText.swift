import Foundation

/// Character helpers over Unicode scalar values.
enum PasswordText {
    @inline(__always)
    static func lowercased(_ value: UInt32) -> UInt32 {
        if value >= 65 && value <= 90 { return value + 32 }
        if value < 128 { return value }
        guard let scalar = Unicode.Scalar(value), let lower = scalar.properties.lowercaseMapping.unicodeScalars.first
        else { return value }
        return lower.value
    }

    @inline(__always)
    static func isUppercase(_ value: UInt32) -> Bool { value >= 65 && value <= 90 }
    @inline(__always)
    static func isLowercase(_ value: UInt32) -> Bool { value >= 97 && value <= 122 }
    @inline(__always)
    static func isDigit(_ value: UInt32) -> Bool { value >= 48 && value <= 57 }

    /// Σ_{i=1…k} C(n, i): the variations of choosing which of `n` letters are changed, at least one.
    static func variations(changed: Int, unchanged: Int) -> Double {
        if changed == 0 || unchanged == 0 { return changed == 0 ? 1 : 2 }
        let total = changed + unchanged
        var sum = 0.0
        var binomial = 1.0
        for chosen in 1...min(changed, unchanged) {
            binomial = binomial * Double(total - chosen + 1) / Double(chosen)
            sum += binomial
        }
        return sum
    }
}
