/// Everything wrong with a catalogue, each problem with its file and field.
public struct CatalogueError: Error, Sendable, CustomStringConvertible {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The file, relative to the catalogue directory (`email.html5.json`), or the directory itself.
        public let file: String
        /// The field (`pattern`, `matching[2]`), `nil` for the whole file.
        public let field: String?
        public let message: String

        public var description: String {
            "\(file)\(field.map { ": \($0)" } ?? ""): \(message)"
        }
    }

    public let problems: [Problem]

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
