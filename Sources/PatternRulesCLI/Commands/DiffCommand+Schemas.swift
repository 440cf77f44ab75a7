import PatternRules
import PatternRulesSupport

extension DiffCommand {
    /// `patterns diff --schema OLD.json NEW.json`: two versions of a JSON Schema compared at each place
    /// where either constrains a string, the rest as JSON (``JSONSchemaComparison``), in the output of
    /// `diff --rules`. Exit 1 when the new version may reject a document the old one accepted.
    func runSchemas(_ paths: [String], reading: SchemaReading, examples count: Int, json: Bool) throws -> Int32 {
        guard paths.count == 2 else {
            throw UsageError("'--schema' compares two schemas, OLD.json and NEW.json, not \(paths.count)")
        }
        let schemas = try paths.map(reading.schema(at:))
        let comparison = schemas[0].compared(with: schemas[1], examples: count)
        if json {
            tool.standardOutput.writeLine(
                "{\"locations\": [" + comparison.locations.map(Self.json).joined(separator: ",\n ")
                    + "],\n \"rest\": \"\(comparison.rest.rawValue)\", "
                    + "\"rejectsAcceptedData\": \(comparison.rejectsAcceptedData)}")
        } else {
            for location in comparison.locations { write(location) }
            if comparison.rest != .equal {
                tool.standardOutput.writeLine(
                    "(other keywords)\t\(comparison.rest.rawValue) (compared by configuration, as JSON)")
            }
        }
        return comparison.rejectsAcceptedData ? 1 : 0
    }
}
