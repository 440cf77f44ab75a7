import PatternRulesSupport

/// Compiles a schema's nodes to a ``SchemaProgram``'s, each once, by a work list: a `$ref` chain as long
/// as the interpreter allows costs no stack here.
enum SchemaProgramCompiler {
    /// The root's program node and every node made; `nil` when some schema uses a keyword the program
    /// does not take (`unevaluatedProperties`, `unevaluatedItems`, `$dynamicRef`, `$recursiveRef`), or
    /// a chain of schemas that are nothing but a `$ref` loops.
    static func compile(_ root: SchemaNode) -> (root: SchemaProgramNode, nodes: [SchemaProgramNode])? {
        var made: [ObjectIdentifier: SchemaProgramNode] = [:]
        var nodes: [SchemaProgramNode] = []
        var pending: [(SchemaNode, SchemaProgramNode)] = []
        var loops = false
        func node(for schema: SchemaNode) -> SchemaProgramNode {
            // A schema that is nothing but a `$ref` is its target's node: the run follows no chain.
            guard let schema = end(ofReferencesFrom: schema) else {
                loops = true
                return SchemaProgramNode()
            }
            if let node = made[ObjectIdentifier(schema)] { return node }
            let node = SchemaProgramNode()
            made[ObjectIdentifier(schema)] = node
            nodes.append(node)
            pending.append((schema, node))
            return node
        }
        let compiledRoot = node(for: root)
        while !loops, let (schema, compiled) = pending.popLast() {
            switch schema.body {
            case .always(let answer): compiled.body = .always(answer)
            case .checks(let checks):
                guard let body = self.checks(checks, node: node) else {
                    for node in nodes { node.body = .always(true) }
                    return nil
                }
                compiled.body = .checks(body)
            }
        }
        guard !loops else {
            for node in nodes { node.body = .always(true) }
            return nil
        }
        return (compiledRoot, nodes)
    }

    /// The first schema from `schema` on that is more than a `$ref`; `nil` when the chain loops (the
    /// interpreter then refuses every instance as too deep).
    static func end(ofReferencesFrom schema: SchemaNode) -> SchemaNode? {
        var schema = schema
        for _ in 0..<SchemaContext.maximumReferenceChain {
            guard case .checks(let checks) = schema.body, checks.count == 1,
                case .reference(let target) = checks[0].kind
            else { return schema }
            schema = target
        }
        return nil
    }

    /// One schema's checks sorted by what they read; `nil` for a keyword the program does not take.
    // swift-format-ignore: CyclomaticComplexity
    private static func checks(_ checks: [SchemaCheck], node: (SchemaNode) -> SchemaProgramNode)
        -> SchemaProgramChecks?
    {
        var types: [SchemaTypeMask] = []
        var (valueChecks, wholeValueChecks): ([SchemaCheck], [SchemaCheck]) = ([], [])
        var refusesContainers = false
        var inPlace: [SchemaInPlace] = []
        var object = ObjectKeywords()
        var array = SchemaArrayProgram.Keywords()
        var readsItems = false
        for check in checks {
            switch check.kind {
            case .type(let names): types.append(SchemaTypeMask(names: names))
            case .enumeration(let values) where values.allSatisfy(\.isScalar):
                valueChecks.append(check)
                refusesContainers = true
            case .constant(let value) where value.isScalar:
                valueChecks.append(check)
                refusesContainers = true
            case .enumeration, .constant, .uniqueItems: wholeValueChecks.append(check)
            case .minLength, .maxLength, .format, .pattern, .minimum, .maximum, .multipleOf:
                valueChecks.append(check)
            case .properties(let entries):
                object.properties = entries.map { ($0.name, node($0.schema)) }
            case .patternProperties(let entries):
                object.patternProperties = entries.map { ($0.pattern, node($0.schema)) }
            case .additionalProperties(let schema, let named, let patterns):
                object.additional = (node(schema), named, patterns.map(\.pattern))
            case .required(let names): object.required = names
            case .propertyNames(let schema): object.propertyNames = node(schema)
            case .minProperties(let count): object.minimumCount = count
            case .maxProperties(let count): object.maximumCount = count
            case .dependentRequired(let lists): object.dependentRequired = lists
            case .dependentSchemas(let schemas): object.dependentSchemas = schemas.map { ($0.name, node($0.schema)) }
            case .items(let schema, let first):
                array.rest = (node(schema), first)
                readsItems = true
            case .prefixItems(let schemas):
                array.prefix = schemas.map(node)
                readsItems = true
            case .contains(let schema, let minimum, let maximum, _):
                array.contains = (node(schema), minimum, maximum)
                readsItems = true
            case .minItems(let count):
                array.minimumCount = count
                readsItems = true
            case .maxItems(let count):
                array.maximumCount = count
                readsItems = true
            case .allOf(let schemas): inPlace.append(.allOf(schemas.map(node)))
            case .anyOf(let schemas): inPlace.append(.anyOf(schemas.map(node), tags: tagSwitch(over: schemas)))
            case .oneOf(let schemas): inPlace.append(.oneOf(schemas.map(node), tags: tagSwitch(over: schemas)))
            case .not(let schema): inPlace.append(.not(node(schema)))
            case .conditional(let condition, let then, let otherwise):
                inPlace.append(
                    .conditional(if: node(condition), then: then.map(node), else: otherwise.map(node)))
            case .reference(let schema): inPlace.append(.reference(node(schema)))
            case .unevaluatedProperties, .unevaluatedItems, .dynamicReference, .recursiveReference: return nil
            }
        }
        return SchemaProgramChecks(
            types: types, valueChecks: valueChecks, refusesContainers: refusesContainers,
            wholeValueChecks: wholeValueChecks, object: object.program,
            array: readsItems ? SchemaArrayProgram(array) : nil,
            inPlace: inPlace)
    }

    /// The tag switch over the branches `schemas`, each past its chain of bare `$ref`s.
    private static func tagSwitch(over schemas: [SchemaNode]) -> SchemaTagSwitch? {
        let branches = schemas.compactMap(end(ofReferencesFrom:))
        return branches.count == schemas.count ? SchemaTagSwitch(branches) : nil
    }

    /// An object schema's member keywords as they are read, before their names are indexed.
    private struct ObjectKeywords {
        var properties: [(name: String, node: SchemaProgramNode)] = []
        var patternProperties: [(pattern: Pattern, node: SchemaProgramNode)] = []
        var additional: (node: SchemaProgramNode, named: SchemaNameIndex?, patterns: [Pattern])?
        var required: [String] = []
        var propertyNames: SchemaProgramNode?
        var minimumCount: Int?
        var maximumCount: Int?
        var dependentRequired: [(name: String, required: [String])] = []
        var dependentSchemas: [(name: String, node: SchemaProgramNode)] = []

        /// `nil` when the schema has no member keyword.
        var program: SchemaObjectProgram? {
            let names =
                properties.map(\.name) + required + dependentRequired.flatMap { [$0.name] + $0.required }
                + dependentSchemas.map(\.name)
            let hasKeyword =
                !names.isEmpty || !patternProperties.isEmpty || additional != nil || propertyNames != nil
                || minimumCount != nil || maximumCount != nil
            guard hasKeyword else { return nil }
            var seen: Set<CodePoints> = []
            let distinct = names.filter { seen.insert(CodePoints($0)).inserted }
            let index = SchemaNameIndex(distinct)!
            func slot(_ name: String) -> Int { index.position(of: name)! }
            var nodes = [SchemaProgramNode?](repeating: nil, count: distinct.count)
            for (name, node) in properties { nodes[slot(name)] = node }
            return SchemaObjectProgram(
                names: index, properties: nodes,
                isProperty: distinct.map { additional?.named?.contains($0) ?? false },
                patternProperties: patternProperties, additional: additional.map { ($0.node, $0.patterns) },
                required: Array(Set(required.map(slot))).sorted(),
                isRequired: distinct.map { name in required.contains { $0.isSameText(as: name) } },
                counts: (minimumCount, maximumCount),
                dependentRequired: dependentRequired.map { (slot($0.name), $0.required.map(slot)) },
                dependentSchemas: dependentSchemas.map { (slot($0.name), $0.node) }, propertyNames: propertyNames)
        }
    }
}
