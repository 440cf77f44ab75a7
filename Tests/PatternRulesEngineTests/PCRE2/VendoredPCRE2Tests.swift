import Foundation
import Testing

@testable import PatternRulesEngine

/// PCRE2 inside the package: the release `scripts/vendor/pcre2.sh` pins, its symbols prefixed, so that a
/// process that also loads the system's libpcre2-8 (on Debian, libselinux and GLib link it) gets each
/// library's own answer from each.
@Suite struct VendoredPCRE2Tests {
    @Test func theReleaseInsideThePackageRuns() throws {
        #if !SystemPCRE2
            #expect(Engine.pcre2Version.hasPrefix("10.46 "), "\(Engine.pcre2Version)")
        #endif
        // PCRE2 issue #833, patched (scripts/vendor/pcre2-patches/0001): 10.45 to 10.47 do not match U+0100 here.
        let source = #"[\x{ff}\x{100}\x{8000}\x{8002}\x{8004}\x{8006}\x{8008}\x{800a}\x{800c}\x{800e}]+"#
        for engine in Engine.available where engine != .foundation {
            #expect(try Pattern(source, engine: engine).matches("ÿĀ"), "\(engine)")
        }
    }

    #if os(Linux) && !SystemPCRE2
        /// The system's library, loaded into the global scope beside ours: each answers with its own
        /// version, and our patterns still compile and match on ours.
        @Test func theSystemLibraryAndOursAnswerApart() throws {
            let handle = try #require(
                dlopen("libpcre2-8.so.0", RTLD_NOW | RTLD_GLOBAL),
                "the system's libpcre2-8.so.0 (Debian's libpcre2-8-0, installed by scripts/bootstrap)")
            defer { dlclose(handle) }
            typealias Config = @convention(c) (UInt32, UnsafeMutableRawPointer?) -> Int32
            let symbol = try #require(dlsym(handle, "pcre2_config_8"))
            let config = unsafeBitCast(symbol, to: Config.self)
            var buffer = [UInt8](repeating: 0, count: 64)
            let length = buffer.withUnsafeMutableBytes { config(11, $0.baseAddress) }  // PCRE2_CONFIG_VERSION
            let systemVersion = String(decoding: buffer.prefix(max(0, Int(length) - 1)), as: UTF8.self)
            #expect(!systemVersion.isEmpty)
            #expect(systemVersion != Engine.pcre2Version, "the system's \(systemVersion), ours \(Engine.pcre2Version)")
            #expect(dlsym(handle, "patternrules_pcre2_config_8") == nil, "our names are ours alone")
            // Ours still answers, JIT and interpreter, after the system's symbols entered the global scope.
            let lookbehind = try Pattern(#"(?<=a|bc)d(?<=\bd)"#, engine: .pcre2Interpreter)
            #expect(try lookbehind.verdict(for: "ad") == .invalid, "a whole-input match starts at a")
            #expect(try Pattern("(a)\\1", engine: .pcre2Interpreter).matches("aa"))
            if Engine.isJITAvailable { #expect(try Pattern("(a)\\1", engine: .pcre2JIT).matches("aa")) }
        }
    #endif
}
