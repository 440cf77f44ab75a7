import Foundation
import PatternRules
import RebarRunner

// patternrules-rebar ENGINE [--version | --quiet]: a runner for rebar (github.com/BurntSushi/rebar),
// reading one benchmark in KLV format on standard input and writing one `DURATION_NS,COUNT` line per
// sample. ENGINE is a name as `patterns engines` lists it. An error or a refusal goes to standard error,
// exit status 1; rebar then records no measurement.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

var arguments = CommandLine.arguments.dropFirst()
guard let engineName = arguments.popFirst(), !engineName.hasPrefix("-") else {
    fail("usage: patternrules-rebar <engine> [--version | --quiet]")
}
var (quiet, version) = (false, false)
for argument in arguments {
    switch argument {
    case "--quiet", "-q": quiet = true
    case "--version": version = true
    default: fail("unknown argument '\(argument)'")
    }
}
let runner: RebarRunner
do {
    runner = try RebarRunner(engineName: engineName)
} catch {
    fail("\(error)")
}
if version {
    print("PatternRules (PCRE2 \(Engine.pcre2Version))")
    exit(0)
}
let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
do {
    let benchmark = try RebarBenchmark(klv: input)
    let samples = try runner.samples(for: benchmark)
    guard !quiet else { exit(0) }
    var output = ""
    for sample in samples { output += "\(RebarBenchmark.nanoseconds(sample.duration)),\(sample.count)\n" }
    FileHandle.standardOutput.write(Data(output.utf8))
} catch {
    fail("\(error)")
}
