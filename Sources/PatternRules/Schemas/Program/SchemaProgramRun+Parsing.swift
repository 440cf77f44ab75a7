import PatternRulesSupport

/// The parser's steps as a run takes them: a syntax error hands over, and the interpreter's parse then
/// reports it with its place.
extension SchemaProgramRun {
    mutating func nextValueByte() throws(Stop) -> UInt8 {
        do { return try parser.nextValueByte() } catch { throw .handOver }
    }

    mutating func skipValue() throws(Stop) {
        do { try parser.skipValue() } catch { throw .handOver }
    }

    mutating func skipNumber() throws(Stop) -> Bool {
        do { return try parser.skipNumber() } catch { throw .handOver }
    }

    mutating func readValue() throws(Stop) -> JSONValue {
        do { return try parser.readValue() } catch { throw .handOver }
    }

    mutating func enterObject() throws(Stop) {
        do { try parser.enterObject() } catch { throw .handOver }
    }

    mutating func nextMemberName(first: Bool) throws(Stop) -> (name: JSONMemberName, start: Int)? {
        do { return try parser.nextMemberName(first: first) } catch { throw .handOver }
    }

    mutating func enterArray() throws(Stop) {
        do { try parser.enterArray() } catch { throw .handOver }
    }

    mutating func nextItem(first: Bool) throws(Stop) -> Bool {
        do { return try parser.nextItem(first: first) } catch { throw .handOver }
    }
}
