import Foundation
import PatternRules

/// The results of a run: the table on standard output, the JSON for other tools, and the verification.
struct Report {
    struct Row {
        let workload: String
        let engine: String
        let measurement: Harness.Measurement
    }

    private(set) var rows: [Row] = []
    private(set) var skipped: [(workload: String, engine: String, reason: String)] = []
    private(set) var mismatches: [String] = []
    /// The mean bytes of an input with its line feed, by workload: a line scan's ns per line over this is
    /// its speed in bytes per second.
    var lineBytes: [String: Double] = [:]

    mutating func add(workload: String, engine: String, measurement: Harness.Measurement, mismatch: String?) {
        rows.append(Row(workload: workload, engine: engine, measurement: measurement))
        if let mismatch { mismatches.append(mismatch) }
    }

    mutating func skip(workload: String, engine: String, reason: String) {
        skipped.append((workload, engine, reason))
    }

    /// Checks `counts` against the first engine measured on the workload: valid counts must agree
    /// everywhere (matches stopped by a limit too); incomplete counts among engines that are exact.
    func verify(
        workload: Workload, engine: String, counts: Counts, exactIncomplete: Bool,
        reference: inout (engine: String, counts: Counts)?
    ) -> String? {
        guard let expected = reference else {
            reference = (engine, counts)
            return nil
        }
        var agrees = counts.valid == expected.counts.valid && counts.limited == expected.counts.limited
        if exactIncomplete, expected.counts.incomplete != nil {
            agrees = agrees && counts.incomplete == expected.counts.incomplete
        }
        if workload.kind == .redos {
            // Non-backtracking engines are skipped; the others must all be stopped on the same inputs.
            agrees = counts.limited == expected.counts.limited
        }
        return agrees
            ? nil
            : "\(workload.name): \(engine) counted \(counts.description), \(expected.engine) counted \(expected.counts.description)"
    }

    private func baseline(for workload: String) -> Double? {
        rows.first { $0.workload == workload && $0.engine == "pcre2-jit" }?.measurement.nanosecondsPerOperation
    }

    func table() -> String {
        var lines = [
            Self.columns(
                "workload", "engine", "ns/op p50", "ns/op p90", "ns/op p99", "M ops/s", "allocs/op", "vs pcre2-jit",
                "verification")
        ]
        for row in rows {
            let m = row.measurement
            let ratio =
                baseline(for: row.workload).map { String(format: "%.2fx", m.nanosecondsPerOperation / $0) } ?? "-"
            lines.append(
                Self.columns(
                    row.workload, row.engine, String(format: "%.1f", m.nanosecondsPerOperation),
                    String(format: "%.1f", m.p90NanosecondsPerOperation),
                    String(format: "%.1f", m.p99NanosecondsPerOperation),
                    String(format: "%.2f", 1_000 / m.nanosecondsPerOperation),
                    m.allocationsPerOperation.map { String(format: "%.2f", $0) } ?? "n/a", ratio, m.counts.description))
        }
        if !skipped.isEmpty {
            lines.append("")
            lines.append("skipped:")
            for skip in skipped { lines.append("  \(skip.workload) on \(skip.engine): \(skip.reason)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func columns(_ values: String...) -> String {
        let widths = [26, 20, 11, 11, 11, 9, 10, 13, 0]
        return zip(values, widths).map { value, width in
            value.count >= width ? value : value + String(repeating: " ", count: width - value.count)
        }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// The median of `engine` on `workload`, when measured.
    private func median(_ workload: String, _ engine: String) -> Double? {
        rows.first { $0.workload == workload && $0.engine == engine }?.measurement.nanosecondsPerOperation
    }

    /// The issue's targets as ratios of medians from this run: (description, ratio, limit, met), with the
    /// unit the ratio is read in (`x`, or `ns` for a budget in nanoseconds).
    func targetRatios() -> [(name: String, ratio: Double, limit: String, met: Bool, unit: String)] {
        var targets: [(String, Double, String, Bool, String)] = []
        func add(
            _ name: String, _ numerator: Double?, _ denominator: Double?, atMost: Double? = nil, atLeast: Double? = nil,
            unit: String = "x"
        ) {
            guard let numerator, let denominator else { return }
            let ratio = numerator / denominator
            let limit = atMost.map { "<= \($0)\(unit)" } ?? ">= \(atLeast!)\(unit)"
            targets.append((name, ratio, limit, atMost.map { ratio <= $0 } ?? (ratio >= atLeast!), unit))
        }
        add(
            "keystroke/email: patternrules / c-loop", median("keystroke/email", "patternrules"),
            median("keystroke/email", "c-loop"), atMost: 1.0)
        for workload in ["whole/email", "bulk/email"] {
            add(
                "\(workload): patternrules / c-loop", median(workload, "patternrules"), median(workload, "c-loop"),
                atMost: 1.25)
        }
        // A JavaScript pattern costs what the same language costs in PCRE2 syntax: one automaton.
        add(
            "whole/email: automaton-javascript / automaton", median("whole/email", "automaton-javascript"),
            median("whole/email", "automaton"), atMost: 1.05)
        add(
            "bulk/email: automaton / pcre2-jit", median("bulk/email", "automaton"), median("bulk/email", "pcre2-jit"),
            atMost: 0.7)
        // A field's keystroke (three typing rules) costs the same at 10,000 characters as at 10.
        add(
            "field/email-three-rules: 10,000 characters / 10 (patternrules)",
            median("field/email-three-rules-10000", "patternrules"),
            median("field/email-three-rules-10", "patternrules"),
            atMost: 1.5)
        // Per typed character, against the 5 ns budget: nanoseconds, not a ratio.
        add(
            "keystroke-incremental/email: automaton per character",
            median("keystroke-incremental/email", "automaton"),
            1, atMost: 5, unit: "ns")
        for engine in ["foundation", "swift-regex"] {
            add(
                "keystroke/email: \(engine) / pcre2-jit", median("keystroke/email", engine),
                median("keystroke/email", "pcre2-jit"), atLeast: 20)
        }
        // PCRE2's partial matching is the reference's own cost; the lookahead password runs on the
        // automaton, so only the automaton's three-state cost is a target there.
        for rule in ["email", "password", "phone", "calling-code"] {
            for (engine, complete) in [("pcre2-jit", "pcre2-jit-complete"), ("automaton", "automaton-complete")]
            where engine == "automaton" || rule != "password" {
                add(
                    "keystroke/\(rule): three-state / complete (\(engine))", median("keystroke/\(rule)", engine),
                    median("keystroke/\(rule)", complete), atMost: 1.5)
            }
        }
        // The strongest peers: Hyperscan and RE2 answer complete matches only, the automaton three states.
        for workload in ["whole/email", "bulk/email"] {
            add(
                "\(workload): automaton / hyperscan", median(workload, "automaton"), median(workload, "hyperscan"),
                atMost: 1.0)
            add("\(workload): automaton / re2", median(workload, "automaton"), median(workload, "re2"), atMost: 0.5)
        }
        // The line scan against memory speed: bytes per nanosecond are GB/s, on one core.
        if let bytes = lineBytes["lines/email"], let perLine = median("lines/email", "automaton") {
            add("lines/email: automaton line scan, GB/s per core", bytes, perLine, atLeast: 2, unit: " GB/s")
        }
        add(
            "lines/email: automaton / pcre2-jit (the same forEachLine call)", median("lines/email", "automaton"),
            median("lines/email", "pcre2-jit"), atMost: 0.5)
        add(
            "keystroke/phone-rule-gb / keystroke/email (patternrules)",
            median("keystroke/phone-rule-gb", "patternrules"), median("keystroke/email", "patternrules"), atMost: 3)
        return targets
    }

    /// The targets as a table after the results.
    func targets() -> String {
        let lines = targetRatios().map { target in
            let name = target.name.padding(toLength: 58, withPad: " ", startingAt: 0)
            return
                "\(name) \(String(format: "%7.2f", target.ratio))\(target.unit.padding(toLength: max(3, target.unit.count + 1), withPad: " ", startingAt: 0))\(target.limit.padding(toLength: max(9, target.limit.count), withPad: " ", startingAt: 0)) \(target.met ? "met" : "MISSED")"
        }
        return lines.isEmpty ? "" : "\ntargets (ratios of medians in this run)\n" + lines.joined(separator: "\n") + "\n"
    }

    func json() throws -> Data {
        let results: [[String: Any]] = rows.map { row in
            let m = row.measurement
            var result: [String: Any] = [
                "workload": row.workload, "engine": row.engine, "ns_per_op": m.nanosecondsPerOperation,
                "p90_ns_per_op": m.p90NanosecondsPerOperation,
                "p99_ns_per_op": m.p99NanosecondsPerOperation, "ops_per_s": 1e9 / m.nanosecondsPerOperation,
                "verification": m.counts.valid, "samples": m.samples,
            ]
            result["allocs_per_op"] = m.allocationsPerOperation ?? NSNull()
            if let incomplete = m.counts.incomplete { result["verification_incomplete"] = incomplete }
            if m.counts.limited > 0 { result["verification_limited"] = m.counts.limited }
            if let base = baseline(for: row.workload) {
                result["ratio_to_pcre2_jit"] = m.nanosecondsPerOperation / base
            }
            return result
        }
        let document: [String: Any] = [
            "environment": Self.environment(),
            "results": results,
            "targets": targetRatios().map { ["target": $0.name, "ratio": $0.ratio, "limit": $0.limit, "met": $0.met] },
            "skipped": skipped.map { ["workload": $0.workload, "engine": $0.engine, "reason": $0.reason] },
        ]
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }

    static func environment() -> [String: Any] {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown"
        return [
            "date": ISO8601DateFormatter().string(from: Date()),
            "cpu": cpu,
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "os": ProcessInfo.processInfo.operatingSystemVersionString,
            "pcre2": Engine.pcre2Version,
            "pcre2_jit": Engine.isJITAvailable,
        ]
    }
}
