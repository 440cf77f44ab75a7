/// ECMAScript's property escapes and caseless matching, over the tables V8 itself produced
/// (``JavaScriptUnicodeData``): `\p{…}` names are matched exactly (no loose matching, as the specification
/// requires), and caseless matching is simple case folding.
enum JavaScriptUnicode {
    /// The sequences of a property of strings (`\p{RGI_Emoji}` and its parts, under the `v` flag), `nil`
    /// for any other name.
    static func stringProperty(_ name: String) -> [[UInt32]]? { StringProperties.shared.sequences[name] }

    /// The scalars of `\p{name}` or `\p{name=value}`, `nil` when ECMAScript names no such property.
    static func property(_ name: String, value: String?) -> ScalarSet? {
        let tables = Tables.shared
        guard let value else { return Tables.set(tables.lone[name]) }
        switch name {
        case "General_Category", "gc": return Tables.set(tables.generalCategory[value])
        case "Script", "sc": return Tables.set(tables.script[value])
        case "Script_Extensions", "scx": return Tables.set(tables.scriptExtensions[value])
        default: return nil
        }
    }

    /// `set` with every scalar that matches one of its members caselessly.
    static func closingOverCase(_ set: ScalarSet, budget: CompileBudget) throws(AutomatonRefusal) -> ScalarSet {
        let folding = CaseFolding.shared
        var result = set
        if set.ranges.count <= 8, set.ranges.allSatisfy({ $0.count <= 8 }) {
            for range in set.ranges {
                for scalar in range {
                    for member in folding.classOf(scalar) ?? [] { result.insert(member) }
                }
            }
            return result
        }
        try budget.spend(folding.classes.count, on: "caseless variants")
        for members in folding.classes where members.contains(where: set.contains) {
            for member in members { result.insert(member) }
        }
        return result
    }

    /// Every class of two or more scalars that match one another caselessly.
    static var caseFoldingClasses: [[UInt32]] { CaseFolding.shared.classes }

    /// The scalar that stands for `scalar`'s case-folding class (its smallest member): two scalars match
    /// caselessly exactly when their representatives are equal.
    static func caseRepresentative(of scalar: UInt32) -> UInt32 {
        CaseFolding.shared.classOf(scalar)?.first ?? scalar
    }

    /// The property tables by name, indexed once from ``JavaScriptUnicodeData/properties``: each name
    /// keeps its line's encoded ranges, decoded when a pattern asks for that property. Decoding every
    /// script and category up front cost the first pattern with `\s` ten milliseconds.
    private struct Tables {
        static let shared = Tables()

        /// `\p{name}` alone: general categories and binary properties.
        var lone: [String: Substring] = [:]
        var generalCategory: [String: Substring] = [:]
        var script: [String: Substring] = [:]
        var scriptExtensions: [String: Substring] = [:]

        init() {
            // Split as bytes: the table is a quarter of a megabyte, and splitting it as characters was most
            // of the index's time.
            for line in JavaScriptUnicodeData.properties.utf8.split(separator: UInt8(ascii: "\n")) {
                guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
                let names = line[..<colon].split(separator: UInt8(ascii: " ")).map { String(Substring($0)) }
                let ranges = Substring(line[line.index(after: colon)...])
                for name in names.dropFirst() {
                    switch names[0] {
                    case "binary": lone[name] = ranges
                    case "gc":
                        generalCategory[name] = ranges
                        lone[name] = ranges
                    case "sc": script[name] = ranges
                    default: scriptExtensions[name] = ranges
                    }
                }
            }
        }

        /// The scalars of a property's encoded `ranges`.
        static func set(_ ranges: Substring?) -> ScalarSet? { ranges.map { ScalarSet(ranges: decode($0)) } }

        /// Ranges written as base-36 pairs `gap.length`: the gap since the previous range's last scalar and
        /// the range's length less one.
        private static func decode(_ text: Substring) -> [ClosedRange<UInt32>] {
            var ranges: [ClosedRange<UInt32>] = []
            var previous: Int64 = -1
            for pair in text.split(separator: " ") {
                let parts = pair.split(separator: ".")
                guard parts.count == 2, let gap = Int64(parts[0], radix: 36), let length = Int64(parts[1], radix: 36)
                else { continue }
                let first = previous + 1 + gap
                ranges.append(UInt32(first)...UInt32(first + length))
                previous = first + length
            }
            return ranges
        }
    }

    /// ``JavaScriptUnicodeData/stringProperties`` by name.
    private struct StringProperties {
        static let shared = StringProperties()

        var sequences: [String: [[UInt32]]] = [:]

        init() {
            for line in JavaScriptUnicodeData.stringProperties.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                sequences[String(line[..<colon])] = line[line.index(after: colon)...].split(separator: " ").map {
                    $0.split(separator: ".").compactMap { UInt32($0, radix: 36) }
                }
            }
        }
    }

    /// The classes of ``JavaScriptUnicodeData/caseFoldingClasses``, and each member's class.
    private struct CaseFolding {
        static let shared = CaseFolding()

        /// Each class sorted, smallest member first.
        var classes: [[UInt32]] = []
        var classByMember: [UInt32: Int] = [:]

        init() {
            for entry in JavaScriptUnicodeData.caseFoldingClasses.split(separator: " ") {
                let members = entry.split(separator: ".").compactMap { UInt32($0, radix: 36) }.sorted()
                for member in members { classByMember[member] = classes.count }
                classes.append(members)
            }
        }

        func classOf(_ scalar: UInt32) -> [UInt32]? { classByMember[scalar].map { classes[$0] } }
    }
}
