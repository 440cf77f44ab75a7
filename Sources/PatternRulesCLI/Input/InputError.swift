/// Input the tool cannot read (a file that is a directory, an unreadable CSV header): reported as
/// `error: …` with exit status 2, without the usage hint a mistyped command gets.
struct InputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
