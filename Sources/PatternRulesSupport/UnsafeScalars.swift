/// The characters that can end a line, split a field or change how a terminal shows what follows: C0
/// controls (tab and line breaks among them), DEL, C1 controls, the Unicode line and paragraph
/// separators, and the bidirectional embedding, override and isolate controls. JSON text escapes them
/// and the CLI's text output quotes values that hold them: one set for both.
package enum UnsafeScalars {
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
