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

    /// The most schemas one chain of applications to one value can hold (`allOf`, `anyOf`, `$ref`, …,
    /// counted with the schema they start from), `nil` when such a chain can loop. With the deepest
    /// nesting of the document, it bounds how deep the interpreter's schemas nest.
    static func longestInPlaceChain(_ nodes: [SchemaProgramNode]) -> Int? {
        var longest: [ObjectIdentifier: Int] = [:]
        var onStack: Set<ObjectIdentifier> = []
        for start in nodes where longest[ObjectIdentifier(start)] == nil {
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
                    if longest[id] == nil {
                        onStack.insert(id)
                        stack.append((next, inPlaceSuccessors(of: next), 0))
                    }
                    continue
                }
                let (node, next, _) = stack.removeLast()
                onStack.remove(ObjectIdentifier(node))
                longest[ObjectIdentifier(node)] = 1 + (next.map { longest[ObjectIdentifier($0)]! }.max() ?? 0)
            }
        }
        return longest.values.max() ?? 1
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
            case .allOf(let nodes), .anyOf(let nodes), .oneOf(let nodes): next += nodes.map { ($0, true) }
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
