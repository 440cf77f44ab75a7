/// A failure known only by its code and parameters (a JSON Schema keyword's, without its place): what a
/// message is spelled from, and a key for spelling each distinct failure once.
struct CodedFailureValue: CodedFailure, Hashable {
    let code: FailureCode
    let parameters: [String: FailureParameter]
}
