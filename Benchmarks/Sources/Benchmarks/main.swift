import Foundation
import PatternRules

// The engine comparison; see BenchmarkOptions.usage.

var options = BenchmarkOptions()
do {
    options = try BenchmarkOptions(CommandLine.arguments.dropFirst())
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n\(BenchmarkOptions.usage)".utf8))
    exit(2)
}
if options.help {
    print(BenchmarkOptions.usage, terminator: "")
    exit(0)
}

// The peers, called as their users call them; `pcre2-jit` comes first, as every row is verified against it.
let pcre2Peers: [any EngineAdapter] = [
    PCRE2Adapter(name: "pcre2-jit", call: .jitMatch),
    PCRE2Adapter(name: "pcre2-jit-complete", call: .jitMatch, completeOnly: true),
    PCRE2Adapter(name: "pcre2-jit-via-match", call: .matchWithJIT),
    PCRE2Adapter(name: "pcre2", call: .interpreter),
    PCRE2Adapter(name: "pcre2-dfa", call: .dfa),
    CLoopAdapter(),
]
let otherPeers: [any EngineAdapter] = [
    FoundationAdapter(),
    SwiftRegexAdapter(),
    POSIXAdapter(),
    HandwrittenAdapter(),
    RE2Adapter(),
    HyperscanAdapter(),
]
// The library: one row per engine its registry runs here, in the chain's order, then the automaton's
// complete-match baseline, the JavaScript dialect and the public API through the chain.
let peerNames = Set((pcre2Peers + otherPeers).map(\.name))
let libraryEngines: [any EngineAdapter] =
    Engine.available.map { LibraryEngineAdapter(engine: $0, beside: peerNames) }
    + [
        LibraryEngineAdapter(engine: .automaton, beside: peerNames, completeOnly: true),
        JavaScriptDialectAdapter(),
        PatternRulesAdapter(),
        PatternRulesPatternAdapter(),
    ]
let allEngines = pcre2Peers + libraryEngines + otherPeers

let engines = allEngines.filter { options.engines?.contains($0.name) ?? true }
if let unknown = options.engines?.subtracting(allEngines.map(\.name)).sorted(), !unknown.isEmpty {
    FileHandle.standardError.write(Data("error: unknown engines: \(unknown.joined(separator: ", "))\n".utf8))
    exit(2)
}
let harness = Harness(budget: options.quick ? .milliseconds(60) : .milliseconds(500))
let workloads: [Workload]
if let regex = options.regex, let input = options.inputPath {
    do {
        workloads = try YourWorkloads.workloads(pattern: regex, inputPath: input)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(2)
    }
} else {
    workloads = Workloads.all().filter { options.filter == nil || $0.name.contains(options.filter!) }
}
var report = Report()

for workload in workloads {
    var prepared: [(name: String, engine: PreparedEngine)] = []
    for engine in engines {
        guard engine.runs(workload.kind) else {
            let reason =
                workload.kind == .lines
                ? "the library's line scan; the peers' bulk rows are whole processes (scripts/benchmarks/bulk.py)"
                : "library logic, not one pattern"
            report.skip(workload: workload.name, engine: engine.name, reason: reason)
            continue
        }
        do {
            prepared.append((engine.name, try engine.prepare(workload)))
        } catch let skip as Skip {
            report.skip(workload: workload.name, engine: engine.name, reason: skip.reason)
        } catch {
            report.skip(workload: workload.name, engine: engine.name, reason: "\(error)")
        }
    }
    guard !prepared.isEmpty else { continue }
    // A line's bytes with its line feed, for the line scan's bytes per second.
    report.lineBytes[workload.name] =
        Double(workload.inputs.bytes.count + workload.inputs.count) / Double(workload.inputs.count)
    FileHandle.standardError.write(
        Data("measuring \(workload.name) on \(prepared.map(\.name).joined(separator: ", "))…\n".utf8))
    let measurements = harness.measure(prepared.map(\.engine), workload.inputs)
    var reference: (engine: String, counts: Counts)?
    for ((name, engine), measurement) in zip(prepared, measurements) {
        let mismatch = report.verify(
            workload: workload, engine: name, counts: measurement.counts,
            exactIncomplete: engine.reportsExactIncomplete, reference: &reference)
        report.add(workload: workload.name, engine: name, measurement: measurement, mismatch: mismatch)
    }
}

print(report.table(), terminator: "")
print(report.targets(), terminator: "")
if let path = options.jsonPath {
    do {
        try report.json().write(to: URL(fileURLWithPath: path))
        FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(path): \(error)\n".utf8))
        exit(2)
    }
}
var movedSlower = false
if let path = options.baselinePath {
    do {
        let comparison = try BaselineComparison(
            baseline: try Data(contentsOf: URL(fileURLWithPath: path)), current: try report.json())
        print(comparison.text(), terminator: "")
        movedSlower = !comparison.slower.isEmpty
    } catch {
        FileHandle.standardError.write(Data("error: cannot compare with \(path): \(error)\n".utf8))
        exit(2)
    }
}
if !report.mismatches.isEmpty {
    FileHandle.standardError.write(Data("\nVERIFICATION FAILED: engines disagree\n".utf8))
    for line in report.mismatches { FileHandle.standardError.write(Data("  \(line)\n".utf8)) }
    exit(1)
}
if movedSlower {
    FileHandle.standardError.write(Data("\nslower than the baseline beyond the noise (see above)\n".utf8))
    exit(1)
}
