/// A list of scalars, ascending, encoded one after another as UTF-8: the subject ``ScalarSetEnumeration``
/// runs an atom over to read which of them it matches.
struct ScalarSubject: Sendable {
    /// Consecutive scalars of one UTF-8 length, encoded from byte `offset` on.
    private struct Segment {
        let offset: Int
        let first: UInt32
        let count: Int
        let width: Int
    }

    let bytes: [UInt8]
    /// By offset: a whole list of scalars is a few segments, so offsets cost no memory per scalar.
    private let segments: [Segment]

    init(_ values: some Sequence<UInt32>) {
        var bytes: [UInt8] = []
        var segments: [Segment] = []
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = UTF8.width(scalar)
            if let last = segments.last, last.width == width, last.first + UInt32(last.count) == value {
                segments[segments.count - 1] = Segment(
                    offset: last.offset, first: last.first, count: last.count + 1, width: width)
            } else {
                segments.append(Segment(offset: bytes.count, first: value, count: 1, width: width))
            }
            UTF8.encode(scalar) { bytes.append($0) }
        }
        (self.bytes, self.segments) = (bytes, segments)
    }

    /// The scalars encoded in `start..<end` (which fall on scalar boundaries), as ranges of consecutive
    /// values.
    func runs(fromByte start: Int, toByte end: Int) -> [ClosedRange<UInt32>] {
        var runs: [ClosedRange<UInt32>] = []
        var index = segment(atByte: start)
        var offset = start
        while index < segments.count, offset < end {
            let segment = segments[index]
            let segmentEnd = segment.offset + segment.count * segment.width
            let low = segment.first + UInt32((offset - segment.offset) / segment.width)
            let high = segment.first + UInt32((min(end, segmentEnd) - segment.offset) / segment.width) - 1
            if let last = runs.last, last.upperBound + 1 == low {
                runs[runs.count - 1] = last.lowerBound...high
            } else {
                runs.append(low...high)
            }
            offset = segmentEnd
            index += 1
        }
        return runs
    }

    /// The index of the segment that holds byte `offset`.
    private func segment(atByte offset: Int) -> Int {
        var low = 0
        var high = segments.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if segments[middle].offset <= offset { low = middle } else { high = middle }
        }
        return low
    }
}
