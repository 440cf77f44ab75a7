import Foundation
import Testing

/// Every Swift snippet of the README compiles as printed against the built library: a newcomer copies
/// them first, and a snippet that does not compile is the first thing they meet.
@Suite struct ReadmeSnippetTests {
    static func snippets() throws -> [String] {
        let readme = try String(
            contentsOf: SwiftCompiler.repository.appendingPathComponent("README.md"), encoding: .utf8)
        var snippets: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```swift" {
                current = []
            } else if line == "```", let lines = current {
                snippets.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    @Test func everySwiftSnippetCompiles() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 5)
        for (index, snippet) in snippets.enumerated() {
            let result = try SwiftCompiler.typecheck(snippet)
            #expect(result.status == 0, "README snippet \(index + 1):\n\(snippet)\n\(result.output)")
        }
    }
}
