/// A partition of the Unicode scalars into classes that an automaton does not tell apart, as sorted
/// intervals: interval `i` is `starts[i]..<starts[i + 1]` and belongs to class `classes[i]`.
struct Alphabet {
    /// Interval starts, ascending; the first is 0.
    var starts: [UInt32]
    var classes: [Int32]
    var classCount: Int

    /// The class of `scalar`.
    func classOf(_ scalar: UInt32) -> Int32 {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= scalar { low = middle } else { high = middle }
        }
        return classes[low]
    }

    /// The scalars of each class.
    func setsByClass() -> [ScalarSet] {
        var sets = [ScalarSet](repeating: ScalarSet(), count: classCount)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : ScalarSet.maximumScalar
            sets[Int(classes[index])].insert(start...end)
        }
        return sets
    }

    /// For each class, its smallest scalar (surrogates are no scalars; a class of surrogates only has
    /// none).
    func representatives() -> [UInt32?] {
        var result = [UInt32?](repeating: nil, count: classCount)
        for (index, start) in starts.enumerated() where result[Int(classes[index])] == nil {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : ScalarSet.maximumScalar
            var candidate = start
            if ScalarSet.surrogates.contains(candidate) { candidate = ScalarSet.surrogates.upperBound + 1 }
            if candidate <= end { result[Int(classes[index])] = candidate }
        }
        return result
    }

    /// The coarsest alphabet in which every one of `sets` is a union of classes (scalars that belong to
    /// the same sets share a class), and for each set the classes it holds.
    ///
    /// One sweep over the sets' range boundaries in order, keeping the sets that cover the current
    /// interval: the work is the number of boundaries plus, for each interval, the sets covering it,
    /// charged to `budget` as it goes.
    init(separating sets: [ScalarSet], classesOfSets: inout [[Int32]], budget: CompileBudget) throws(AutomatonRefusal) {
        // (scalar, set, whether the set starts or stops covering at that scalar)
        var events: [(scalar: UInt32, set: Int32, enters: Bool)] = []
        for (number, set) in sets.enumerated() {
            try budget.spend(set.ranges.count * 16, on: "building the alphabet")
            for range in set.ranges {
                events.append((range.lowerBound, Int32(number), true))
                if range.upperBound < ScalarSet.maximumScalar {
                    events.append((range.upperBound + 1, Int32(number), false))
                }
            }
        }
        events.sort { $0.scalar < $1.scalar }
        var active: Set<Int32> = []
        var classOfSignature: [[Int32]: Int32] = [:]
        classesOfSets = [[Int32]](repeating: [], count: sets.count)
        starts = []
        classes = []
        var next = 0
        var scalar: UInt32 = 0
        while true {
            while next < events.count, events[next].scalar == scalar {
                let event = events[next]
                if event.enters { active.insert(event.set) } else { active.remove(event.set) }
                next += 1
            }
            try budget.spend(active.count + 1, on: "building the alphabet")
            let signature = active.sorted()
            let scalarClass: Int32
            if let existing = classOfSignature[signature] {
                scalarClass = existing
            } else {
                scalarClass = Int32(classOfSignature.count)
                classOfSignature[signature] = scalarClass
                for set in signature { classesOfSets[Int(set)].append(scalarClass) }
            }
            if classes.last != scalarClass {
                starts.append(scalar)
                classes.append(scalarClass)
            }
            guard next < events.count else { break }
            scalar = events[next].scalar
        }
        classCount = classOfSignature.count
    }

    /// The product alphabet of `first` and `second`, and for each of its classes the pair of classes it
    /// came from.
    static func product(_ first: Alphabet, _ second: Alphabet) -> (Alphabet, pairs: [(Int32, Int32)]) {
        let starts = Set(first.starts).union(second.starts).sorted()
        var pairNumbers: [Int64: Int32] = [:]
        var pairs: [(Int32, Int32)] = []
        var classes: [Int32] = []
        var firstIndex = 0
        var secondIndex = 0
        for start in starts {
            while firstIndex + 1 < first.starts.count, first.starts[firstIndex + 1] <= start { firstIndex += 1 }
            while secondIndex + 1 < second.starts.count, second.starts[secondIndex + 1] <= start { secondIndex += 1 }
            let pair = (first.classes[firstIndex], second.classes[secondIndex])
            let key = Int64(pair.0) << 32 | Int64(pair.1)
            if let existing = pairNumbers[key] {
                classes.append(existing)
            } else {
                let number = Int32(pairs.count)
                pairNumbers[key] = number
                pairs.append(pair)
                classes.append(number)
            }
        }
        return (Alphabet(starts: starts, classes: classes, classCount: pairs.count), pairs)
    }

    init(starts: [UInt32], classes: [Int32], classCount: Int) {
        self.starts = starts
        self.classes = classes
        self.classCount = classCount
    }
}
