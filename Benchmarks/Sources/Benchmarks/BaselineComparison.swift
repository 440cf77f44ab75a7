import Foundation

/// This run beside an earlier one's JSON (`--baseline OLD.json`): for every workload and engine in both,
/// whether the median moved beyond the noise the two runs measured. A row is `slower` when its median
/// is above the baseline's p90 and at least 5% above its median, `faster` when its p90 is below the
/// baseline's median and its median at least 5% below; anything else is within the noise.
struct BaselineComparison {
    struct Row: Equatable {
        let workload: String
        let engine: String
        let before: Double
        let after: Double
        let change: Change
    }

    enum Change: String, Equatable {
        case slower, faster, withinNoise = "within noise"
    }

    let rows: [Row]

    var slower: [Row] { rows.filter { $0.change == .slower } }

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// Compares the results of two JSON documents as `--json` writes them.
    init(baseline: Data, current: Data) throws {
        let before = try Self.results(baseline, name: "the baseline")
        let after = try Self.results(current, name: "this run")
        rows = after.compactMap { key, new in
            guard let old = before[key] else { return nil }
            let change: Change =
                new.median > old.p90 && new.median >= old.median * 1.05
                ? .slower
                : new.p90 < old.median && new.median <= old.median / 1.05 ? .faster : .withinNoise
            return Row(
                workload: key.workload, engine: key.engine, before: old.median, after: new.median, change: change)
        }.sorted { ($0.workload, $0.engine) < ($1.workload, $1.engine) }
    }

    private struct Key: Hashable {
        let workload: String
        let engine: String
    }

    private static func results(_ data: Data, name: String) throws -> [Key: (median: Double, p90: Double)] {
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let results = document["results"] as? [[String: Any]]
        else { throw FormatError(description: "\(name) is not a Benchmarks --json document (no \"results\")") }
        var table: [Key: (median: Double, p90: Double)] = [:]
        for (index, result) in results.enumerated() {
            guard let workload = result["workload"] as? String, let engine = result["engine"] as? String,
                let median = result["ns_per_op"] as? Double, let p90 = result["p90_ns_per_op"] as? Double
            else { throw FormatError(description: "\(name): result \(index) lacks workload, engine or timings") }
            table[Key(workload: workload, engine: engine)] = (median, p90)
        }
        return table
    }

    /// The table printed after the run.
    func text() -> String {
        var lines = ["", "against the baseline (median ns/op before -> after)"]
        for row in rows {
            let ratio = row.after / row.before
            lines.append(
                "\(row.workload.padding(toLength: 26, withPad: " ", startingAt: 0)) \(row.engine.padding(toLength: 20, withPad: " ", startingAt: 0)) "
                    + String(format: "%10.1f -> %10.1f  %5.2fx  ", row.before, row.after, ratio) + row.change.rawValue)
        }
        if rows.isEmpty { lines.append("  no workload and engine in common") }
        return lines.joined(separator: "\n") + "\n"
    }
}
