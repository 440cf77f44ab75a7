// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PatternRules",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The engine is listed so that the API check (scripts/check) compares its public types too;
        // `import PatternRules` brings them (re-exported), and that stays the one import users write.
        .library(name: "PatternRules", targets: ["PatternRules", "PatternRulesEngine"]),
        .executable(name: "patterns", targets: ["patterns-cli"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // malloc.h for the CLI's allocator settings (mallopt), which the Glibc module leaves out.
        .systemLibrary(name: "CMallocOptions"),
        // The layers below the library's own (docs/ARCHITECTURE.md): what several features share.
        .target(name: "PatternRulesSupport"),
        // The engines: syntax, automata, PCRE2 and Foundation behind one Pattern.
        .target(name: "PatternRulesEngine", dependencies: ["CPCRE2", "PatternRulesSupport"]),
        .target(
            name: "PatternRules", dependencies: ["PatternRulesEngine", "PatternRulesSupport"],
            resources: [
                .copy("Resources/patterns"), .copy("Resources/zxcvbn"), .copy("Resources/phone"),
                .copy("Resources/json-schema"),
            ]),
        .target(
            name: "PatternRulesCLI", dependencies: ["PatternRules", "PatternRulesSupport"],
            resources: [.copy("Resources/web")]),
        .executableTarget(name: "patterns-cli", dependencies: ["PatternRulesCLI", "CMallocOptions"]),
        .testTarget(
            name: "PatternRulesTests", dependencies: ["PatternRules", "PatternRulesEngine", "PatternRulesSupport"]),
        .testTarget(name: "CLITests", dependencies: ["PatternRulesCLI", "patterns-cli"]),
    ],
    swiftLanguageModes: [.v6]
)
