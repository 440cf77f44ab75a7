import PatternRules
import PatternRulesSupport

/// How records are written in a data file: JSON Lines (one object per line) or CSV with a header row.
enum RecordFormat: String {
    case jsonl
    case csv
}
