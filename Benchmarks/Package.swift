// swift-tools-version:6.0
// The engine comparison, as a package of its own (as swift-collections keeps its benchmarks), so that the
// library's manifest holds the library and the CLI only and the peers measured here never become build
// requirements of the library. It depends on PatternRules by path; PCRE2's C module comes with it.
import PackageDescription

let package = Package(
    name: "PatternRulesBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "PatternRules", path: "..")],
    targets: [
        // PCRE2's JIT called from a C loop: the floor for any PCRE2 wrapper. Its header comes from the
        // library's CPCRE2 target (the release inside the package).
        .target(
            name: "CBenchmarkSupport",
            dependencies: [.product(name: "PatternRules", package: "PatternRules")]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [.product(name: "PatternRules", package: "PatternRules"), "CBenchmarkSupport"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks"]),
        // A runner for rebar (github.com/BurntSushi/rebar): its KLV protocol and models on our engines.
        .target(name: "RebarRunner", dependencies: [.product(name: "PatternRules", package: "PatternRules")]),
        .executableTarget(name: "patternrules-rebar", dependencies: ["RebarRunner"]),
        .testTarget(name: "RebarRunnerTests", dependencies: ["RebarRunner"]),
    ],
    swiftLanguageModes: [.v6]
)
