/// `NSRegularExpression` as the last engine of the chain; it takes a `String`, made from the UTF-8 text.
extension FoundationProgram: PatternProgram {
    package var engine: Engine { .foundation }
    package func verdict(text: UnsafeBufferPointer<UInt8>) throws(MatchError) -> Verdict {
        try verdict(String(decoding: text, as: UTF8.self)).get()
    }
    package func matches(text: UnsafeBufferPointer<UInt8>) throws(MatchError) -> Bool {
        try matches(String(decoding: text, as: UTF8.self)).get()
    }
}
