import PatternRulesEngine
import PatternRulesSupport

/// What the compiler learns of the whole graph of program nodes, which lets a run cut a failing branch
/// short (stop at its first failure, as the interpreter does) without changing an answer.
enum SchemaProgramAnalysis {
    /// Marks each node whose every check, its own and those of the schemas it reaches, is decided on
    /// any value: no pattern on an engine that may stop (past PCRE2's limits), no `format` (some may not
    /// decide), no `multipleOf` past 18 digits. Numbers past ``ExactDecimal/exponentLimit`` are the one
    /// value such a check cannot decide; the parser reports them (``JSONParser/readsLongExponent``).
    static func markDecidable(_ nodes: [SchemaProgramNode]) {
        var callers: [ObjectIdentifier: [SchemaProgramNode]] = [:]
        var undecidable: [SchemaProgramNode] = []
        for node in nodes {
            node.isDecidable = true
            for (next, _) in successors(of: node) { callers[ObjectIdentifier(next), default: []].append(node) }
            if case .checks(let checks) = node.body, !decides(checks) { undecidable.append(node) }
        }
        // What reaches an undecidable node is undecidable.
        for node in undecidable { node.isDecidable = false }
        while let node = undecidable.popLast() {
            for caller in callers[ObjectIdentifier(node)] ?? [] where caller.isDecidable {
                caller.isDecidable = false
                undecidable.append(caller)
            }
        }
    }

    /// Whether a schema's own checks decide every value.
    private static func decides(_ checks: SchemaProgramChecks) -> Bool {
        let decidesValues = checks.valueChecks.allSatisfy { check in
            switch check.kind {
            case .pattern(let pattern, _): pattern.engine == .automaton
            case .format: false
            case .multipleOf(let divisor): divisor.digits.count <= 18
            default: true
            }
        }
        let decidesNames =
            checks.object.map { object in
                object.patternProperties.allSatisfy { $0.pattern.engine == .automaton }
                    && (object.additional?.patterns.allSatisfy { $0.engine == .automaton } ?? true)
            } ?? true
        return decidesValues && decidesNames
    }

    /// What the in-place graph (`allOf`, `anyOf`, `$ref`, …) bounds; `nil` when a chain of in-place
    /// applications can loop.
    struct InPlaceBounds {
        /// The most schemas one chain of applications to one value holds, counted with the schema it
        /// starts from. With the deepest nesting of the document, it bounds how deep the interpreter's
        /// schemas nest.
        let longestChain: Int
        /// The most schemas applied to one value, all branches counted, for one schema applied to it
        /// from its parent (or to the document).
        let applicationsPerEntry: Int
        /// The most schemas one schema applied to a value applies to each of its members or items (and
        /// a member's name), all in-place branches counted: the interpreter's applications on a value
        /// at nesting `d` are at most `applicationsPerEntry × entriesPerChild^d` per value, with no
        /// answer remembered.
        let entriesPerChild: Int
    }

    static func inPlaceBounds(_ nodes: [SchemaProgramNode]) -> InPlaceBounds? {
        let found = foldInPlace(nodes) { node, next in
            InPlaceBounds(
                longestChain: 1 + (next.map(\.longestChain).max() ?? 0),
                applicationsPerEntry: saturatingSum(1, next.map(\.applicationsPerEntry)),
                entriesPerChild: saturatingSum(entriesPerChild(of: node), next.map(\.entriesPerChild)))
        }
        guard let found else { return nil }
        return InPlaceBounds(
            longestChain: found.values.map(\.longestChain).max() ?? 1,
            applicationsPerEntry: found.values.map(\.applicationsPerEntry).max() ?? 1,
            entriesPerChild: found.values.map(\.entriesPerChild).max() ?? 0)
    }

    /// The schemas a node's own keywords apply to one member (and its name) or one item, at most.
    private static func entriesPerChild(of node: SchemaProgramNode) -> Int {
        guard case .checks(let checks) = node.body else { return 0 }
        var perMember = 0
        if let object = checks.object {
            // A listed member gets its `properties` schema and every matching pattern's; any other gets
            // the patterns' or `additionalProperties`.
            let listed = (object.properties.contains { $0 != nil } ? 1 : 0) + object.patternProperties.count
            perMember = max(listed, object.additional == nil ? 0 : 1) + (object.propertyNames == nil ? 0 : 1)
        }
        var perItem = 0
        if let array = checks.array {
            perItem = (array.prefix.isEmpty && array.rest == nil ? 0 : 1) + (array.contains == nil ? 0 : 1)
        }
        return max(perMember, perItem)
    }

    /// `value(node, values of its in-place successors)` for every node, successors first; `nil` when an
    /// in-place chain loops.
    private static func foldInPlace<Value>(
        _ nodes: [SchemaProgramNode], _ value: (SchemaProgramNode, [Value]) -> Value
    ) -> [ObjectIdentifier: Value]? {
        var found: [ObjectIdentifier: Value] = [:]
        var onStack: Set<ObjectIdentifier> = []
        for start in nodes where found[ObjectIdentifier(start)] == nil {
            // Depth first, with its own stack: a `$ref` chain may be long.
            var stack: [(node: SchemaProgramNode, next: [SchemaProgramNode], position: Int)] = [
                (start, inPlaceSuccessors(of: start), 0)
            ]
            onStack.insert(ObjectIdentifier(start))
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].position < stack[top].next.count {
                    let next = stack[top].next[stack[top].position]
                    stack[top].position += 1
                    let id = ObjectIdentifier(next)
                    if onStack.contains(id) { return nil }
                    if found[id] == nil {
                        onStack.insert(id)
                        stack.append((next, inPlaceSuccessors(of: next), 0))
                    }
                    continue
                }
                let (node, next, _) = stack.removeLast()
                onStack.remove(ObjectIdentifier(node))
                found[ObjectIdentifier(node)] = value(node, next.map { found[ObjectIdentifier($0)]! })
            }
        }
        return found
    }

    /// `first` plus `rest`, held below a bound no schema reaches, so that a wide graph cannot overflow.
    private static func saturatingSum(_ first: Int, _ rest: [Int]) -> Int {
        rest.reduce(first) { min($0 + $1, 1 << 40) }
    }

    private static func inPlaceSuccessors(of node: SchemaProgramNode) -> [SchemaProgramNode] {
        successors(of: node).filter(\.inPlace).map(\.node)
    }

    /// The nodes a node applies, each with whether it applies it to the same value.
    private static func successors(of node: SchemaProgramNode) -> [(node: SchemaProgramNode, inPlace: Bool)] {
        guard case .checks(let checks) = node.body else { return [] }
        var next: [(SchemaProgramNode, Bool)] = []
        for applicator in checks.inPlace {
            switch applicator {
            case .allOf(let nodes), .anyOf(let nodes, _), .oneOf(let nodes, _): next += nodes.map { ($0, true) }
            case .not(let node), .reference(let node): next.append((node, true))
            case .conditional(let condition, let then, let otherwise):
                next += [condition, then, otherwise].compactMap { $0.map { ($0, true) } }
            }
        }
        if let object = checks.object {
            next += object.properties.compactMap { $0.map { ($0, false) } }
            next += object.patternProperties.map { ($0.node, false) }
            if let (node, _) = object.additional { next.append((node, false)) }
            if let names = object.propertyNames { next.append((names, false)) }
            next += object.dependentSchemas.map { ($0.node, true) }
        }
        if let array = checks.array {
            next += array.prefix.map { ($0, false) }
            if let (node, _) = array.rest { next.append((node, false)) }
            if let (node, _, _) = array.contains { next.append((node, false)) }
        }
        return next
    }
}
