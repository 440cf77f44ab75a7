// swift-tools-version:6.0
// Runnable examples of PatternRules, built in CI (scripts/test builds them) so that they cannot rot:
// a form without SwiftUI, a SwiftUI form (Apple platforms), a server-side record check, a bulk run over a file's bytes, and a test suite
// that `patterns tests` generated.
import PackageDescription

let package = Package(
    name: "PatternRulesExamples",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "PatternRules", path: "..")],
    targets: [
        .executableTarget(
            name: "FormExample", dependencies: [.product(name: "PatternRules", package: "PatternRules")]),
        .executableTarget(
            name: "ServerRecordCheck", dependencies: [.product(name: "PatternRules", package: "PatternRules")]),
        .executableTarget(
            name: "BulkRun", dependencies: [.product(name: "PatternRules", package: "PatternRules")]),
        // A SwiftUI form (FormField per keystroke); it compiles where SwiftUI exists and is empty elsewhere.
        .target(
            name: "SwiftUISignUp",
            dependencies: [
                .product(name: "PatternRules", package: "PatternRules"),
                .product(name: "PatternRulesSwiftUI", package: "PatternRules"),
            ]),
        // What `patterns tests postal-code.gb` writes, run as a user's suite would be (CLITests keeps it
        // equal to the command's output).
        .testTarget(
            name: "GeneratedSuiteTests", dependencies: [.product(name: "PatternRules", package: "PatternRules")]),
    ],
    swiftLanguageModes: [.v6]
)
