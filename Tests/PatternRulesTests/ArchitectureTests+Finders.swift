import Foundation
import PatternRules
import Testing

extension ArchitectureTests {
    /// A finder is its own file plus one registry line (docs/ARCHITECTURE.md, `Finders/`): every
    /// `RegisteredFinder` conformance (`IdentifierFinder` refines it) is declared alone in a file under
    /// `Sources/PatternRules/Finders/`,
    /// and the registry lists exactly the types declared there.
    @Test func everyFinderIsAFileOfItsOwnAndARegistryLine() throws {
        let conformance = try Regex(
            #"(?:struct|extension|enum|final class)\s+(\w+)\s*:[^{]*\b(?:RegisteredFinder|IdentifierFinder)\b"#)
        var declared: [String: String] = [:]
        for file in Self.swiftFiles(under: "Sources/PatternRules") {
            let names = try Self.code(of: file).matches(of: conformance).map { String($0.output[1].substring ?? "") }
            guard !names.isEmpty else { continue }
            #expect(
                file.path.contains("/Sources/PatternRules/Finders/"),
                "\(file.lastPathComponent) declares a finder outside Finders/")
            #expect(names.count == 1, "\(file.lastPathComponent) declares \(names.count) finders")
            for name in names { declared[name] = file.lastPathComponent }
        }
        let registered = Finders.builtIn.map { String(describing: $0) }
        #expect(Set(registered) == Set(declared.keys), "registered \(registered), declared \(declared)")
        #expect(registered.count == Set(registered).count, "a finder is registered twice")
    }
}
