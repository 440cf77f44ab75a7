/// PCRE2 (JIT or interpreter) as an engine of the chain.
extension PCRE2Program: PatternProgram {
    package func verdict(text: UnsafeBufferPointer<UInt8>) throws(MatchError) -> Verdict {
        try verdict(text).get()
    }
    package func matches(text: UnsafeBufferPointer<UInt8>) throws(MatchError) -> Bool {
        try matches(text).get()
    }
}
