extension Collection<UInt8> {
    /// `body` on the bytes as one buffer: in place where the collection stores them contiguously (an
    /// array, a slice of one, `Data`), else on a copy. Inlinable: called from another module unspecialised,
    /// it cost a sixth of validating small records.
    @inlinable package func withContiguousBytes<Value, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let inPlace: Result<Value, Failure>? = withContiguousStorageIfAvailable { buffer in
            Result { () throws(Failure) in try body(buffer) }
        }
        if let inPlace { return try inPlace.get() }
        return try Array(self).withUnsafeBufferPointer { buffer throws(Failure) in try body(buffer) }
    }
}
