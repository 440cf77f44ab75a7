// The `finders` fuzz target (see FuzzTargets.swift): every finder of the registry on any bytes keeps its
// contract.

import PatternRules

/// Every registered finder (the phone finder as `phone:GB`), each made once.
let registeredFinders: [(name: String, finder: any TextFinder)] = Finders.builtIn.map { registered in
    let name = registered.family == "phone" ? "phone:GB" : registered.family
    return (name, try! Finders.finder(named: name))
}

/// Any bytes, searched by every finder: the values come in order, never overlap, lie inside the text on
/// whole UTF-8 characters (a byte that is not UTF-8 is never part of one), and each holds a match of
/// the finder's candidates, which the one pass of `find` reads first.
func fuzzFinders(_ bytes: UnsafeBufferPointer<UInt8>) {
    for (name, finder) in registeredFinders {
        guard let values = try? finder.values(inUTF8: bytes) else { continue }
        var end = 0
        for value in values {
            let range = value.utf8Range
            precondition(
                range.lowerBound >= end && range.upperBound <= bytes.count && !range.isEmpty,
                "\(name): \(range) after \(end) in \(bytes.count) bytes")
            end = range.upperBound
            let slice = Array(bytes[range])
            precondition(String(validating: slice, as: UTF8.self) != nil, "\(name): \(range) is not UTF-8")
            // A search a limit stopped proves nothing either way.
            let holds = (try? finder.candidates.containsMatch(in: String(decoding: slice, as: UTF8.self))) ?? true
            precondition(
                holds, "\(name): \(String(decoding: slice, as: UTF8.self).debugDescription) holds no candidate")
        }
    }
}
