/// A seeded generator (SplitMix64): the same inputs on every run and every machine.
struct InputGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let names = [
        "adriano", "maria.silva", "john_smith", "li.wei", "o'brien", "anna-lena", "k", "support", "no-reply",
        "jean.dupont", "a.b.c", "user+tag", "x_y_z", "firstname.lastname", "test123", "m.müller",
    ]
    static let domains = [
        "gmail.com", "mail.example.org", "uni-heidelberg.de", "co.uk", "example.com.br", "x.io", "sub.domain.net",
        "localhost", "a-b.c-d.travel", "yahoo.co.jp",
    ]

    /// Email addresses a sign-up form sees: mostly well formed, some with typical mistakes (both fail
    /// early, such as a space in the name, and late, such as a trailing dot).
    mutating func emails(_ count: Int) -> [String] {
        (0..<count).map { _ in
            let name = pick(Self.names)
            let domain = pick(Self.domains)
            switch below(10) {
            case 0: return name + " @" + domain
            case 1: return name + "@@" + domain
            case 2: return name + "@" + domain + "."
            case 3: return name + "@-" + domain
            case 4: return name + "." + domain
            default: return name + "@" + domain
            }
        }
    }

    /// Passwords as people type them: weak and strong, some with spaces.
    mutating func passwords(_ count: Int) -> [String] {
        let words = ["password", "Summer", "dragon", "Tr0ub4dor", "correct horse", "letmein", "Qwerty", "P@ss"]
        let tails = ["", "1", "!", "2024", "#9x", "&Z", "123456", " ok"]
        return (0..<count).map { _ in pick(words) + pick(tails) + (below(3) == 0 ? pick(tails) : "") }
    }

    /// Phone numbers in E.164 form, some too long, some without the plus or with a leading zero.
    mutating func e164Numbers(_ count: Int) -> [String] {
        (0..<count).map { _ in
            let digits = (0..<(6 + below(10))).map { _ in String(below(10)) }.joined()
            switch below(6) {
            case 0: return digits
            case 1: return "+0" + digits
            default: return "+" + String(1 + below(9)) + digits
            }
        }
    }

    /// Calling codes as typed: assigned, unassigned, and with trailing text.
    mutating func callingCodes(_ count: Int, assigned: [String]) -> [String] {
        (0..<count).map { _ in
            switch below(6) {
            case 0: return "+" + String(below(1000))
            case 1: return "+" + pick(assigned) + " x"
            case 2: return pick(assigned)
            default: return "+" + pick(assigned)
            }
        }
    }

    /// UK numbers as people type them: national, +44, 00 44 and (0) forms, with spaces, from mobile,
    /// London and freephone ranges, some a digit short or long.
    mutating func ukPhoneNumbers(_ count: Int) -> [String] {
        func digits(_ count: Int, _ generator: inout InputGenerator) -> String {
            (0..<count).map { _ in String(generator.below(10)) }.joined()
        }
        return (0..<count).map { _ in
            var national: String
            switch below(3) {
            case 0: national = "7" + pick(["400", "700", "824", "911"]) + " " + digits(6, &self)
            case 1: national = "20 " + pick(["7946", "3123", "8765"]) + " " + digits(4, &self)
            default: national = "800 " + digits(3, &self) + " " + digits(4, &self)
            }
            switch below(8) {
            case 0: national += String(below(10))
            case 1: national.removeLast()
            default: break
            }
            switch below(4) {
            case 0: return "+44 " + national
            case 1: return "+44 (0)" + national
            case 2: return "00 44 " + national
            default: return "0" + national
            }
        }
    }

    /// Every prefix of every input, in typing order.
    static func keystrokes(_ inputs: [String]) -> [String] {
        inputs.flatMap { input in (1...input.count).map { String(input.prefix($0)) } }
    }
}
