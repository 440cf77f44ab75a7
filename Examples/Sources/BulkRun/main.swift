// A bulk run over a file's bytes, as `patterns validate --count` does: lines are matched in place,
// without a String per line. Usage: BulkRun FILE [PATTERN]
import Foundation
import PatternRules

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("usage: BulkRun FILE [PATTERN]\n".utf8))
    exit(2)
}
let pattern = try Pattern(arguments.dropFirst().first ?? #"[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}"#)
var counts: [Verdict: Int] = [:]
var stopped = 0
data.withUnsafeBytes { buffer in
    pattern.forEachLine(in: buffer) { _, verdict in
        switch verdict {
        case .success(let verdict): counts[verdict, default: 0] += 1
        case .failure: stopped += 1
        }
    }
}
print("engine \(pattern.engine)")
for verdict in Verdict.allCases { print("\(verdict)\t\(counts[verdict, default: 0])") }
if stopped > 0 { print("stopped by a limit\t\(stopped)") }
