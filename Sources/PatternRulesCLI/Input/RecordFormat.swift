/// How records are written in a data file: JSON Lines (one value per line), CSV with a header row, or
/// one JSON document per file.
enum RecordFormat: String {
    case jsonl
    case csv
    case json

    /// The format named by `--format`, else CSV for a first file named `.csv`, else JSON Lines (a
    /// `.json` file of one line reads the same either way).
    static func of(given: RecordFormat?, files: [String]) -> RecordFormat {
        if let given { return given }
        guard let first = files.first else { return .jsonl }
        if first.hasSuffix(".csv") { return .csv }
        return .jsonl
    }
}
