// swift-tools-version:6.1
import PackageDescription

/// The 8-bit library's sources (Makefile.am's libpcre2_8_la_SOURCES); the files they `#include`
/// (pcre2_jit_match.c, pcre2_jit_misc.c, pcre2_ucptables.c, sljit) are not compiled a second time.
let pcre2Sources = [
    "pcre2_auto_possess.c", "pcre2_chartables.c", "pcre2_chkdint.c", "pcre2_compile.c", "pcre2_compile_class.c",
    "pcre2_config.c", "pcre2_context.c", "pcre2_convert.c", "pcre2_dfa_match.c", "pcre2_error.c", "pcre2_extuni.c",
    "pcre2_find_bracket.c", "pcre2_jit_compile.c", "pcre2_maketables.c", "pcre2_match.c", "pcre2_match_data.c",
    "pcre2_newline.c", "pcre2_ord2utf.c", "pcre2_pattern_info.c", "pcre2_script_run.c", "pcre2_serialize.c",
    "pcre2_string_utils.c", "pcre2_study.c", "pcre2_substitute.c", "pcre2_substring.c", "pcre2_tables.c",
    "pcre2_ucd.c", "pcre2_valid_utf.c", "pcre2_xclass.c",
]

/// PCRE2's configuration, as its `configure` would write it for an 8-bit, Unicode library with its
/// default limits and newline (LF), so that answers equal Debian's build of the same release.
let pcre2Configuration: [CSetting] = [
    .headerSearchPath("pcre2/src"),
    .define("PCRE2_CODE_UNIT_WIDTH", to: "8"),
    .define("PCRE2_STATIC"),
    // Linked statically into the product: no symbol is exported beyond the binary.
    .define("PCRE2_EXPORT", to: ""),
    .define("SUPPORT_UNICODE"),
    // The JIT needs memory that can be made executable: not on iOS, tvOS, watchOS, visionOS or WASI.
    .define("SUPPORT_JIT", .when(platforms: [.linux, .macOS])),
    .define("HAVE_MEMMOVE"),
    .define("HAVE_BUILTIN_MUL_OVERFLOW"),
    .define("LINK_SIZE", to: "2"),
    .define("MATCH_LIMIT", to: "10000000"),
    .define("MATCH_LIMIT_DEPTH", to: "10000000"),
    .define("HEAP_LIMIT", to: "20000000"),
    .define("NEWLINE_DEFAULT", to: "2"),
    .define("PARENS_NEST_LIMIT", to: "250"),
    .define("MAX_NAME_SIZE", to: "128"),
    .define("MAX_NAME_COUNT", to: "10000"),
    .define("MAX_VARLOOKBEHIND", to: "255"),
]

/// A release `patterns` on Linux is one static executable: no shared library to map and relocate, so a
/// run on an empty file starts about as fast as grep's (docs/BENCHMARKS.md, "Process start"), where
/// the Swift runtime and Foundation loaded as shared libraries cost several milliseconds per run. The
/// entry's own file is compiled with the flag too, so that its object names every static library
/// Foundation needs; lld links it, because gold prints glibc's notes on `dlopen` and `getpwuid` in a
/// static executable as warnings (the CLI calls neither). SwiftPM calls these flags unsafe, which only
/// keeps another package from depending on the `patterns` product: the library product has none.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)

let package = Package(
    name: "PatternRules",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        // The engine is listed so that the API check (scripts/check) compares its public types too;
        // `import PatternRules` brings them (re-exported), and that stays the one import users write.
        .library(name: "PatternRules", targets: ["PatternRules", "PatternRulesEngine"]),
        .executable(name: "patterns", targets: ["patterns-cli"]),
        // SwiftUI adapters for forms, a product of their own so that the library never depends on
        // SwiftUI; empty where SwiftUI does not exist.
        .library(name: "PatternRulesSwiftUI", targets: ["PatternRulesSwiftUI"]),
    ],
    traits: [
        .trait(
            name: "SystemPCRE2",
            description:
                "Link the system's libpcre2-8 (pkg-config; Debian's libpcre2-dev, Homebrew's pcre2) instead of the PCRE2 release inside the package, for the distribution's security updates. Linux and macOS only."
        ),
        .default(enabledTraits: []),
    ],
    targets: [
        // PCRE2 10.46, compiled from its release inside the package (scripts/vendor/pcre2.sh writes
        // pcre2/): the default graph needs no system library, so it builds for iOS, the Static Linux
        // SDK and a bare server image. Configured with defines only (no unsafe flags); every global symbol
        // is renamed with a prefix of ours (pcre2_prefix.h, written by the script). The JIT is
        // compiled in where a process may make memory executable.
        .target(
            name: "CPCRE2",
            exclude: ["pcre2/LICENCE.md", "pcre2/AUTHORS.md", "pcre2/VERSION", "pcre2/deps"],
            sources: pcre2Sources.map { "pcre2/src/\($0)" },
            cSettings: pcre2Configuration
        ),
        // The system's libpcre2-8, with the SystemPCRE2 trait only.
        .systemLibrary(
            name: "CPCRE2System",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // malloc.h for the CLI's allocator settings (mallopt), which the Glibc module leaves out.
        .systemLibrary(name: "CMallocOptions"),
        // The layers below the library's own (docs/ARCHITECTURE.md): what several features share.
        .target(name: "PatternRulesSupport"),
        // The literal-set searcher's SIMD kernels (SSSE3, AVX2, NEON) and its portable one, in C.
        .target(name: "CLiteralSearch"),
        // The engines: syntax, automata, PCRE2 and Foundation behind one Pattern.
        .target(
            name: "PatternRulesEngine",
            dependencies: [
                "CPCRE2", .target(name: "CPCRE2System", condition: .when(traits: ["SystemPCRE2"])), "CLiteralSearch",
                "PatternRulesSupport",
            ]),
        .target(
            name: "PatternRules", dependencies: ["PatternRulesEngine", "PatternRulesSupport"],
            resources: [
                .copy("Resources/patterns"), .copy("Resources/zxcvbn"), .copy("Resources/phone"),
                .copy("Resources/json-schema"),
            ]),
        .target(name: "PatternRulesSwiftUI", dependencies: ["PatternRules"]),
        .target(
            name: "PatternRulesCLI", dependencies: ["PatternRules", "PatternRulesSupport"],
            resources: [.copy("Resources/web")]),
        .executableTarget(
            name: "patterns-cli", dependencies: ["PatternRulesCLI", "CMallocOptions"],
            swiftSettings: [.unsafeFlags(["-static-executable"], linuxRelease)],
            linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"], linuxRelease)]),
        // Reads the fixtures in Tests/Fixtures/ for both test targets below.
        .target(name: "PatternRulesTestSupport", dependencies: ["PatternRulesSupport"], path: "Tests/TestSupport"),
        // The engine's own tests, in folders that mirror its stages: they import the engine alone.
        .testTarget(
            name: "PatternRulesEngineTests",
            dependencies: ["PatternRulesEngine", "PatternRulesSupport", "PatternRulesTestSupport"]),
        .testTarget(
            name: "PatternRulesTests",
            dependencies: ["PatternRules", "PatternRulesEngine", "PatternRulesSupport", "PatternRulesTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["PatternRulesCLI", "PatternRulesSupport", "patterns-cli"]),
    ],
    swiftLanguageModes: [.v6]
)
