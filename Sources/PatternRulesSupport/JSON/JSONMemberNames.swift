/// The names of one object's members read so far, by code points: what tells a duplicate member, which
/// JSON leaves undefined and this library refuses. A scan while the object is small (a record's handful
/// of fields: no set per object), a set beyond ``JSONParser/smallObject``, so time stays linear.
package struct JSONMemberNames {
    private var small: [String] = []
    private var large: Set<CodePoints>?

    package init() {}

    /// Adds `name`; `false` when the object already has a member of that name.
    package mutating func insert(_ name: String) -> Bool {
        if large != nil { return large!.insert(CodePoints(name)).inserted }
        // Swift's `==` first: same code points are canonically equivalent too, and it settles the usual
        // unequal short names at once.
        if small.contains(where: { $0 == name && $0.isSameText(as: name) }) { return false }
        small.append(name)
        if small.count > JSONParser.smallObject {
            large = Set(small.map(CodePoints.init))
            small = []
        }
        return true
    }

    /// Empties the names for the next object, their storage kept.
    package mutating func removeAll() {
        small.removeAll(keepingCapacity: true)
        large = nil
    }
}
