import Testing

@testable import PatternRules

/// JSON Pointer tokens (RFC 6901) as failures name places: `~` becomes `~0` and `/` becomes `~1`, every
/// other character (outside ASCII too) stays as it is.
@Suite struct JSONPointerTests {
    @Test func escapesTildesAndSlashesAlone() {
        #expect(JSONPointer.escape("plain") == "plain")
        #expect(JSONPointer.escape("/api/v1/{name}") == "~1api~1v1~1{name}")
        #expect(JSONPointer.escape("a~/b") == "a~0~1b")
        #expect(JSONPointer.escape("~1") == "~01")
        #expect(JSONPointer.escape("é/ü~") == "é~1ü~0")
        #expect(JSONPointer.escape("") == "")
    }
}
