import Foundation

/// RE2 and Hyperscan, from the peers library that `scripts/benchmarks/build-peers.sh` builds
/// (`.build/peers/libpatternrules-peers.so`, or the path in `PATTERNRULES_PEERS`), opened at run time so
/// that neither is a build requirement: where it is absent, both engines are skipped with the reason.
enum PeerLibrary {
    typealias Compile =
        @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int) -> UnsafeMutableRawPointer?
    typealias CompileHyperscan =
        @convention(c) (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int) -> UnsafeMutableRawPointer?
    typealias Count = @convention(c) (UnsafeMutableRawPointer, UnsafePointer<UInt8>?, UnsafePointer<Int>?, Int) -> Int
    typealias Free = @convention(c) (UnsafeMutableRawPointer) -> Void

    static let path =
        ProcessInfo.processInfo.environment["PATTERNRULES_PEERS"] ?? ".build/peers/libpatternrules-peers.so"

    // Opened once and never closed; a handle dlsym may use from any thread.
    nonisolated(unsafe) private static let handle: Result<UnsafeMutableRawPointer, Skip> = {
        guard let handle = dlopen(path, RTLD_NOW) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            let builder = "scripts/benchmarks/build-peers.sh"
            return .failure(Skip(reason: "the peers library is not built (\(builder)): \(reason)"))
        }
        return .success(handle)
    }()

    static func function<Function>(_ name: String, as type: Function.Type) throws -> Function {
        let handle = try handle.get()
        guard let symbol = dlsym(handle, name) else { throw Skip(reason: "\(path) has no \(name)") }
        return unsafeBitCast(symbol, to: type)
    }

    /// `workload` on the peer whose functions are named `peers_ENGINE_…`, its pattern compiled by
    /// `compile` (which writes the engine's message into the buffer it is given when it refuses).
    static func prepare(
        _ workload: Workload, engine: String,
        compile: @escaping (UnsafeMutablePointer<CChar>, Int) -> UnsafeMutableRawPointer?
    ) throws -> PreparedEngine {
        // The redos workload measures how a backtracking limit stops a catastrophic match; RE2 and
        // Hyperscan do not backtrack.
        if workload.kind == .redos { throw Skip(reason: "no backtracking: nothing for a limit to stop") }
        let free = try function("peers_\(engine)_free", as: Free.self)
        let make = { try compiled(compile) }
        if workload.kind == .compile {
            free(try make())  // a pattern the engine refuses is skipped, not counted as failing compiles
            return CompileLoop {
                (try? make()).map {
                    free($0); return true
                } ?? false
            }
        }
        return PreparedPeer(
            compiled: try make(), count: try function("peers_\(engine)_count", as: Count.self), free: free)
    }

    /// Compiles with `compile`, turning the engine's message into a ``Skip``.
    static func compiled(_ compile: (UnsafeMutablePointer<CChar>, Int) -> UnsafeMutableRawPointer?) throws
        -> UnsafeMutableRawPointer
    {
        var error = [CChar](repeating: 0, count: 512)
        guard let compiled = error.withUnsafeMutableBufferPointer({ compile($0.baseAddress!, $0.count) }) else {
            throw Skip(reason: String(decoding: error.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
        }
        return compiled
    }
}

/// `re2`: Google's RE2, `RE2::FullMatch` per input, called from a C++ loop. Complete matches only; RE2
/// has no lookaround and refuses such patterns.
struct RE2Adapter: EngineAdapter {
    let name = "re2"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        let compile = try PeerLibrary.function("peers_re2_compile", as: PeerLibrary.Compile.self)
        return try PeerLibrary.prepare(workload, engine: "re2") { compile(workload.pattern, $0, $1) }
    }
}

/// `hyperscan`: Intel's Hyperscan in block mode, `\A(?:P)\z` scanned per input (single match, UTF-8),
/// called from a C++ loop. Complete matches only; no lookaround.
struct HyperscanAdapter: EngineAdapter {
    let name = "hyperscan"

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        let compile = try PeerLibrary.function("peers_hs_compile", as: PeerLibrary.CompileHyperscan.self)
        return try PeerLibrary.prepare(workload, engine: "hs") { compile(workload.pattern, 0, $0, $1) }
    }
}

/// A peer's compiled pattern and its counting loop.
final class PreparedPeer: PreparedEngine {
    private let compiled: UnsafeMutableRawPointer
    private let count: PeerLibrary.Count
    private let free: PeerLibrary.Free

    init(compiled: UnsafeMutableRawPointer, count: @escaping PeerLibrary.Count, free: @escaping PeerLibrary.Free) {
        (self.compiled, self.count, self.free) = (compiled, count, free)
    }

    deinit { free(compiled) }

    func pass(_ inputs: InputSet) -> Counts {
        let valid = inputs.bytes.withUnsafeBufferPointer { bytes in
            inputs.offsets.withUnsafeBufferPointer { offsets in
                count(compiled, bytes.baseAddress, offsets.baseAddress, inputs.count)
            }
        }
        return Counts(valid: valid, incomplete: nil)
    }
}
