import CLiteralSearch
import PatternRulesSupport

/// The vector instructions the literal-set searcher runs on: AVX2 or SSSE3 on x86-64 (as the processor
/// has them), NEON on arm64, else the portable kernel, which every platform runs and which
/// `PATTERNRULES_SIMD=off` forces, so that any machine can run what a platform without them runs. Every
/// kernel finds the same places.
public enum SIMDKernel: String, Sendable, CaseIterable {
    case portable, ssse3, avx2, neon

    /// The name of the environment variable that keeps the search to the portable kernel
    /// (`PATTERNRULES_SIMD=off`).
    public static let environmentVariable = "PATTERNRULES_SIMD"

    /// The kernel searches use in this process: the fastest this processor runs, or the portable one
    /// where `PATTERNRULES_SIMD` is `off` (or a value it does not take: see ``setting()``).
    public static let configured: SIMDKernel = {
        guard (try? setting()) == true else { return .portable }
        return supported.max { $0.rank < $1.rank } ?? .portable
    }()

    /// The kernels this processor runs.
    public static var supported: [SIMDKernel] {
        let bits = cls_supported_kernels()
        return allCases.filter { bits & (1 << $0.cValue.rawValue) != 0 }
    }

    /// `PATTERNRULES_SIMD`, read and checked once per process: `off` keeps searches to the portable
    /// kernel; `on`, `auto` or unset let them use the processor's vector instructions. A program that
    /// takes configuration from its environment calls this at start-up and reports the error, as the
    /// `patterns` CLI does.
    ///
    /// - Returns: `false` when the variable turns the vector kernels off.
    /// - Throws: ``PatternError`` for any other value (the portable kernel then runs: a setting that
    ///   cannot be read is not taken as permission).
    public static func setting() throws(PatternError) -> Bool {
        try _setting.get()
    }

    private static let _setting: Result<Bool, PatternError> = {
        switch EnvironmentVariable.switch(environmentVariable) {
        case .on: return .success(true)
        case .off: return .success(false)
        case .unreadable(let message):
            return .failure(PatternError(.engineUnavailable, pattern: "", engine: .automaton, message: message))
        }
    }()

    /// Why the kernel in use is the one it is, in words.
    public static var status: String {
        switch (try? setting(), configured) {
        case (false?, _): "portable: \(environmentVariable)=off"
        case (nil, _): "portable: \(environmentVariable) holds a value it does not take"
        case (_, .portable): "portable: this processor has no vector kernel of ours"
        case (_, let kernel): "\(kernel.rawValue): the fastest this processor runs"
        }
    }

    var cValue: cls_kernel {
        switch self {
        case .portable: CLS_KERNEL_PORTABLE
        case .ssse3: CLS_KERNEL_SSSE3
        case .avx2: CLS_KERNEL_AVX2
        case .neon: CLS_KERNEL_NEON
        }
    }

    init(_ kernel: cls_kernel) {
        self = Self.allCases.first { $0.cValue == kernel } ?? .portable
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
