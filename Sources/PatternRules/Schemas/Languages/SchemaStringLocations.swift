import PatternRulesSupport

extension JSONSchema {
    /// A place in the documents a schema describes, reached from the root through `properties`,
    /// `prefixItems` (`/0`) and `items` (`/*`: every item), where
    /// the schema constrains a string: the strings it accepts there, as an automaton where every check is
    /// a regular language (`pattern`, `minLength`/`maxLength` in code points, `enum` and `const`
    /// strings, the regular formats when asserted), so that a form built from the schema gives each
    /// keystroke the verdict validation would, and two versions of a schema compare place by place.
    public struct StringLocation: Sendable {
        /// A JSON Pointer to the place (`/address/city`).
        public let pointer: String
        /// Whether the object around it requires the member (`required` beside `properties`).
        public let isRequired: Bool
        /// The checks at this place that the automaton does not hold, by their configuration (`anyOf
        /// at /`, `format hostname`): empty when the automaton is the whole language of strings here.
        public let comparedByConfiguration: [String]
        let language: DFA
        let program: AutomatonProgram
        /// The schemas that apply at the place, and the arena that keeps them.
        let nodes: [SchemaNode]
        let arena: SchemaArena

        /// Whether the automaton holds every check on strings at this place.
        public var isExact: Bool { comparedByConfiguration.isEmpty }

        /// The automaton, where it holds every check on strings here: what a caller that judges many
        /// strings at this place keeps, a reference, instead of the whole place.
        var exactProgram: AutomatonProgram? { isExact ? program : nil }

        /// Whether the schemas at this place accept `text`, every check included (not those that
        /// apply around it: an `anyOf` of the object that holds it).
        func accepts(_ text: String) -> Bool {
            let instance = JSONValue.string(text)
            var context = SchemaContext(validating: instance, tracksEvaluation: false)
            for node in nodes { node.validate(instance, context: &context) }
            return context.failures.isEmpty
        }

        /// The verdict on `text` typed at this place: `valid`, `incomplete` (some continuation would be
        /// valid) or `invalid`; `nil` where checks outside the automaton leave it undecided.
        public func verdict(for text: String) -> Verdict? {
            guard isExact else { return nil }
            return program.verdict(for: text)
        }
    }

    /// Every place where the schema constrains a string, in the order of its `properties`, depth first:
    /// at most 16 members or items deep and 4,096 places, and a recursive schema's places down to where
    /// they start to repeat.
    public var stringLocations: [StringLocation] {
        SchemaStringLocations.collect(from: root, arena: arena).locations
    }
}

/// Walks a compiled schema through `properties` (and `$ref` and `allOf` in place), gathering at each
/// place the checks that concern a string value.
enum SchemaStringLocations {
    /// Members or items deep at most.
    static let maximumDepth = 16

    /// What the schemas applying at one place say about a string there, and the places below it.
    private struct Constraints {
        var types: Set<String>?
        var patterns: [String] = []
        var minimumLength = 0
        var maximumLength: Int?
        var enumerations: [[JSONValue]] = []
        var grammars: [(name: String, source: String)] = []
        var rejectsEverything = false
        var outside: [String] = []
        var children: [(name: String, nodes: [SchemaNode])] = []
        var patternChildren: [(pattern: Pattern, node: SchemaNode)] = []
        /// `prefixItems` by index, and the schemas for every item (`items` from the first).
        var prefixItems: [[SchemaNode]] = []
        var everyItem: [SchemaNode] = []
        var required: Set<String> = []

        var concernsStrings: Bool {
            types?.contains("string") == true || !patterns.isEmpty || minimumLength > 0 || maximumLength != nil
                || !grammars.isEmpty
                || enumerations.contains { $0.contains { if case .string = $0 { true } else { false } } }
        }
    }

    /// Every string location below `root`, and whether the walk reached every place: it stops at
    /// ``maximumDepth`` and after ``maximumPlaces`` places, and does not enter a place where a schema
    /// that applies at a place above it applies again (a recursive schema's places repeat from there on).
    static func collect(from root: SchemaNode, arena: SchemaArena) -> (
        locations: [JSONSchema.StringLocation], isComplete: Bool
    ) {
        var walk = Walk(arena: arena)
        walk.visit([root], pointer: "", isRequired: true, inherited: [], depth: 0, above: [])
        return (walk.locations, walk.isComplete)
    }

    /// Places visited at most: a schema whose definitions each name the next twice describes a number
    /// of places exponential in its size.
    static let maximumPlaces = 4_096

    /// The places found so far, the arena they keep, and whether any place was left unvisited.
    private struct Walk {
        let arena: SchemaArena
        var locations: [JSONSchema.StringLocation] = []
        var visited = 0
        var isComplete = true

        init(arena: SchemaArena) { self.arena = arena }

        mutating func visit(
            _ nodes: [SchemaNode], pointer: String, isRequired: Bool, inherited: [String], depth: Int,
            above: Set<ObjectIdentifier>
        ) {
            var constraints = Constraints()
            var seen: Set<ObjectIdentifier> = []
            for node in nodes { gather(node, at: pointer, into: &constraints, seen: &seen) }
            // A schema that applies at a place above applies here again (the places of a recursive schema
            // repeat from here on), or the walk is as deep or as long as it goes: not entered, and the walk
            // is not complete.
            guard seen.isDisjoint(with: above), depth <= maximumDepth, visited < maximumPlaces else {
                isComplete = false
                return
            }
            visited += 1
            constraints.outside = inherited + constraints.outside
            if constraints.types.map({ $0.contains("string") }) ?? true, constraints.concernsStrings {
                locations.append(
                    location(pointer: pointer, isRequired: isRequired, constraints, nodes: nodes, arena: arena))
            }
            // What applies beside `properties` and `items` at this place may also constrain what they hold.
            let below = constraints.outside.filter { !$0.hasPrefix("format ") }
            let path = above.union(seen)
            if constraints.types.map({ $0.contains("array") }) ?? true {
                for (index, itemNodes) in constraints.prefixItems.enumerated() {
                    visit(
                        itemNodes, pointer: pointer + "/\(index)", isRequired: false, inherited: below,
                        depth: depth + 1, above: path)
                }
                if !constraints.everyItem.isEmpty {
                    visit(
                        constraints.everyItem, pointer: pointer + "/*", isRequired: false, inherited: below,
                        depth: depth + 1, above: path)
                }
            }
            guard constraints.types.map({ $0.contains("object") }) ?? true else { return }
            for (name, childNodes) in constraints.children {
                var matching: [SchemaNode] = []
                var undecided: [String] = []
                for (pattern, node) in constraints.patternChildren {
                    do {
                        if try pattern.matches(name) { matching.append(node) }
                    } catch {
                        undecided.append("patternProperties \(JSONText.quoted(pattern.source)) on this name (\(error))")
                    }
                }
                visit(
                    childNodes + matching, pointer: pointer + "/" + JSONPointer.escape(name),
                    isRequired: constraints.required.contains(name), inherited: below + undecided, depth: depth + 1,
                    above: path)
            }
        }
    }

    // swift-format-ignore: CyclomaticComplexity
    /// The constraints of `node` and of the schemas it applies in place (`$ref`, `allOf`), in the order
    /// their keywords appear: a walk with its own stack of the checks still to read, so a chain of
    /// thousands of references costs heap, not stack.
    private static func gather(
        _ node: SchemaNode, at pointer: String, into constraints: inout Constraints, seen: inout Set<ObjectIdentifier>
    ) {
        // What is left to read: a schema's checks, or the schemas of an `allOf`, each from `next` on.
        enum Unread {
            case checks([SchemaCheck], next: Int)
            case schemas([SchemaNode], next: Int)
        }
        var unread: [Unread] = []
        func enter(_ node: SchemaNode) {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return }
            switch node.body {
            case .always(let accepts): if !accepts { constraints.rejectsEverything = true }
            case .checks(let checks): if !checks.isEmpty { unread.append(.checks(checks, next: 0)) }
            }
        }
        enter(node)
        while let top = unread.popLast() {
            let check: SchemaCheck
            switch top {
            case .schemas(let schemas, let next):
                if next + 1 < schemas.count { unread.append(.schemas(schemas, next: next + 1)) }
                enter(schemas[next])
                continue
            case .checks(let checks, let next):
                if next + 1 < checks.count { unread.append(.checks(checks, next: next + 1)) }
                check = checks[next]
            }
            switch check.kind {
            case .type(let names):
                constraints.types = constraints.types.map { $0.intersection(names) } ?? Set(names)
            case .enumeration(let values): constraints.enumerations.append(values)
            case .constant(let value): constraints.enumerations.append([value])
            case .minLength(let minimum): constraints.minimumLength = max(constraints.minimumLength, minimum)
            case .maxLength(let maximum):
                constraints.maximumLength = min(constraints.maximumLength ?? maximum, maximum)
            case .pattern(_, let source): constraints.patterns.append(source)
            case .format(let format):
                if let grammar = format.grammar {
                    constraints.grammars.append((format.name, grammar))
                } else {
                    constraints.outside.append("format \(format.name)")
                }
            case .properties(let entries):
                for (name, schema) in entries {
                    if let index = constraints.children.firstIndex(where: { $0.name == name }) {
                        constraints.children[index].nodes.append(schema)
                    } else {
                        constraints.children.append((name, [schema]))
                    }
                }
            case .patternProperties(let entries):
                constraints.patternChildren += entries.map { ($0.pattern, $0.schema) }
            case .required(let names): constraints.required.formUnion(names)
            case .prefixItems(let schemas):
                for (index, schema) in schemas.enumerated() {
                    if index < constraints.prefixItems.count {
                        constraints.prefixItems[index].append(schema)
                    } else {
                        constraints.prefixItems.append([schema])
                    }
                }
            case .items(let schema, let first):
                // Items after a prefix are places of their own only from the first item on.
                if first == 0 { constraints.everyItem.append(schema) }
            case .reference(let target): enter(target)
            case .allOf(let schemas): if !schemas.isEmpty { unread.append(.schemas(schemas, next: 0)) }
            case .anyOf, .oneOf, .not, .conditional, .dynamicReference, .recursiveReference, .dependentSchemas:
                constraints.outside.append("\(check.keyword) at \(pointer.isEmpty ? "/" : pointer)")
            default:
                // Keywords on numbers, arrays and the object's shape say nothing of a string here.
                break
            }
        }
    }

    private static func location(
        pointer: String, isRequired: Bool, _ constraints: Constraints, nodes: [SchemaNode], arena: SchemaArena
    ) -> JSONSchema.StringLocation {
        var outside = constraints.outside
        let budget = CompileBudget()
        var language = constraints.rejectsEverything ? noString : anyString
        /// Narrows the language by one check; a check the automaton cannot hold stays outside, described.
        func narrow(by description: String, _ automaton: () throws(AutomatonRefusal) -> DFA) {
            do {
                language = try language.intersection(try automaton(), budget: budget)
            } catch {
                outside.append("\(description) (\(error))")
            }
        }
        for source in constraints.patterns {
            narrow(by: "pattern \(JSONText.quoted(source))") { () throws(AutomatonRefusal) in
                try searchLanguage(of: source, budget: budget)
            }
        }
        for (name, grammar) in constraints.grammars {
            narrow(by: "format \(name)") { () throws(AutomatonRefusal) in
                try DFA(minimalFor: grammar, options: [], budget: budget)
            }
        }
        for values in constraints.enumerations {
            narrow(by: "enum") { () throws(AutomatonRefusal) in try literals(values, budget: budget) }
        }
        if let maximum = constraints.maximumLength, maximum < constraints.minimumLength {
            // Bounds that cross: no string has a length between them.
            language = noString
        } else if constraints.minimumLength > 0 || constraints.maximumLength != nil {
            let bounds = "\(constraints.minimumLength),\(constraints.maximumLength.map(String.init) ?? "")"
            narrow(by: "lengths from \(bounds) code points") { () throws(AutomatonRefusal) in
                try DFA(minimalFor: "(?s).{\(bounds)}", options: [], budget: budget)
            }
        }
        return JSONSchema.StringLocation(
            pointer: pointer, isRequired: isRequired, comparedByConfiguration: outside, language: language,
            program: AutomatonProgram(dfa: language), nodes: nodes, arena: arena)
    }
}

extension AutomatonProgram {
    /// The verdict on `text`'s UTF-8: what a place's automaton says of a string typed there.
    func verdict(for text: String) -> Verdict {
        var text = text
        return text.withUTF8 { verdict($0) }
    }
}
