import PatternRulesSupport

extension SchemaNode {
    /// Records every failure of `instance` (at ``SchemaContext/instancePath`` in the document) in
    /// `context`; returns the members or items the schema evaluated (empty unless
    /// ``SchemaContext/tracksEvaluation``).
    @discardableResult
    func validate(_ instance: JSONValue, context: inout SchemaContext) -> SchemaEvaluated {
        if onlyReference != nil { return followReferences(instance, context: &context) }
        return validateBody(instance, context: &context)
    }

    /// The schema's own checks on `instance`.
    private func validateBody(_ instance: JSONValue, context: inout SchemaContext) -> SchemaEvaluated {
        var evaluated = SchemaEvaluated()
        context.depth += 1
        defer { context.depth -= 1 }
        guard context.depth <= SchemaContext.maximumDepth else {
            context.failTooDeep()
            return evaluated
        }
        guard context.countStep() else { return evaluated }
        switch body {
        case .always(true): break
        case .always(false): context.fail(.falseSchema)
        case .checks(let checks):
            let entersResource = resource != nil && context.dynamicScope.last !== resource
            if entersResource, let resource { context.dynamicScope.append(resource) }
            for check in checks {
                if context.isDone { break }
                context.keywordPath.append(check.keyword)
                check.validate(instance, context: &context, evaluated: &evaluated)
                context.keywordPath.removeLast()
            }
            if entersResource { context.dynamicScope.removeLast() }
        }
        return evaluated
    }

    /// A schema that is nothing but a `$ref` (the usual shape of a `$defs` entry that names another):
    /// the chain is followed in a loop to the first schema that does more, so its length costs no
    /// stack. The chain answers what its end answers, and evaluates what its end evaluates when it
    /// passes.
    @inline(never)
    private func followReferences(_ instance: JSONValue, context: inout SchemaContext) -> SchemaEvaluated {
        var node = self
        var links = 0
        var scopesEntered = 0
        defer {
            context.keywordPath.removeLast(links)
            context.dynamicScope.removeLast(scopesEntered)
        }
        while let (keyword, target) = node.onlyReference {
            guard links < SchemaContext.maximumReferenceChain else {
                context.failTooDeep()
                return SchemaEvaluated()
            }
            if let resource = node.resource, context.dynamicScope.last !== resource {
                context.dynamicScope.append(resource)
                scopesEntered += 1
            }
            context.keywordPath.append(keyword)
            links += 1
            node = target
        }
        return node.applyReferenced(instance, context: &context) ?? SchemaEvaluated()
    }

    /// The `$ref` and its target, when this schema is nothing but a `$ref`.
    private var onlyReference: (keyword: String, target: SchemaNode)? {
        guard case .checks(let checks) = body, checks.count == 1, case .reference(let target) = checks[0].kind else {
            return nil
        }
        return (checks[0].keyword, target)
    }

    /// This schema, reached through a reference, on `instance`: what it evaluated when it passes, `nil`
    /// when it fails. A referenced schema is the only one a validation can apply to the same place more
    /// than once, so its answers are remembered there once a validation is large enough to repeat
    /// itself: a schema that applies the next level twice per level costs its levels, not 2^levels.
    /// The answer depends on the schema, the place (or the name, under `propertyNames`) and the dynamic
    /// scope alone; failures are remembered only as such, so a validation that lists them finds them
    /// again (at most ``SchemaContext/maximumFailures``).
    func applyReferenced(_ instance: JSONValue, context: inout SchemaContext) -> SchemaEvaluated? {
        guard context.steps >= SchemaContext.stepsBeforeMemo else {
            return evaluateInPlace(instance, context: &context)
        }
        let key = SchemaAnswerKey(
            schema: ObjectIdentifier(self), instancePath: context.instancePath, placeHash: context.placeHash(),
            readsName: context.readsName,
            dynamicScope: context.answersDependOnScope ? context.dynamicScope.map(ObjectIdentifier.init) : [])
        switch context.answers[key] {
        case .passed(let evaluated)?:
            return evaluated
        case .failed? where context.stopsAfter != nil:
            // Only the verdict is read here (the failure is dropped, or validation stops at it).
            // Never reported: only the verdict is read.
            context.fail(.invalid)
            return nil
        default:
            let evaluated = evaluateInPlace(instance, context: &context)
            context.answers[key] = evaluated.map(SchemaAnswer.passed) ?? .failed
            return evaluated
        }
    }

    /// Validates `instance` in place (through `$ref`, `allOf`, …): what it evaluated when it passes,
    /// its failures recorded either way.
    func evaluateInPlace(_ instance: JSONValue, context: inout SchemaContext) -> SchemaEvaluated? {
        let before = context.failures.count
        let evaluated = validate(instance, context: &context)
        return context.failures.count == before ? evaluated : nil
    }

    /// What `instance` evaluated, when it passes; `nil` when it fails. Records no failure: the caller
    /// says what the outcome means, so validation stops at the branch's first failure.
    func evaluate(_ instance: JSONValue, context: inout SchemaContext) -> SchemaEvaluated? {
        let before = context.failures.count
        let (stopsAfter, dropsFailures) = (context.stopsAfter, context.dropsFailures)
        (context.stopsAfter, context.dropsFailures) = (before, true)
        let evaluated = validate(instance, context: &context)
        (context.stopsAfter, context.dropsFailures) = (stopsAfter, dropsFailures)
        guard context.failures.count == before else {
            context.failures.removeSubrange(before...)
            return nil
        }
        return evaluated
    }
}

extension SchemaCheck {
    /// Records the failures of this keyword on `instance`; adds the members or items it evaluated to
    /// `evaluated`. Kept small: it is on the path of every nested schema, and each level of nesting costs
    /// its frame on the stack.
    func validate(_ instance: JSONValue, context: inout SchemaContext, evaluated: inout SchemaEvaluated) {
        switch kind {
        case .properties, .patternProperties, .additionalProperties, .unevaluatedProperties, .propertyNames,
            .dependentSchemas:
            applyToMembers(instance, context: &context, evaluated: &evaluated)
        case .items, .prefixItems, .contains, .unevaluatedItems:
            applyToItems(instance, context: &context, evaluated: &evaluated)
        case .reference(let schema):
            evaluated.merge(schema.applyReferenced(instance, context: &context))
        case .allOf, .anyOf, .oneOf, .not, .conditional, .dynamicReference, .recursiveReference:
            applyInPlace(instance, context: &context, evaluated: &evaluated)
        default:
            assert(instance, context: &context)
        }
    }

    // swift-format-ignore: CyclomaticComplexity
    /// The keywords that apply no subschema.
    @inline(never)
    private func assert(_ instance: JSONValue, context: inout SchemaContext) {
        func fail(_ code: FailureCode, _ parameters: @autoclosure () -> [String: FailureParameter] = [:]) {
            context.fail(code, parameters())
        }
        switch kind {
        case .type(let names):
            if !names.contains(where: { instance.isOfType($0) }) {
                fail(.wrongType, ["expected": .list(names), "found": .text(instance.typeName)])
            }
        case .enumeration(let values):
            if !values.contains(where: { $0.jsonEquals(instance) }) {
                fail(.notInEnum)
            }
        case .constant(let value):
            if !value.jsonEquals(instance) { fail(.notConst) }
        case .minLength(let minimum):
            // A string has at most as many code points as UTF-8 bytes, and at least a quarter as many:
            // most strings are decided without counting.
            if case .string(let text) = instance,
                text.utf8.count < minimum || (text.utf8.count / 4 < minimum && text.unicodeScalars.count < minimum)
            {
                fail(.tooShort, ["minimum": .count(minimum)])
            }
        case .maxLength(let maximum):
            if case .string(let text) = instance, text.utf8.count > maximum,
                (text.utf8.count + 3) / 4 > maximum || text.unicodeScalars.count > maximum
            {
                fail(.tooLong, ["maximum": .count(maximum)])
            }
        case .pattern(let pattern, let source):
            if case .string(let text) = instance {
                switch Result(catching: { () throws(MatchError) in try pattern.matches(text) }) {
                case .success(true): break
                case .success(false): fail(.patternMismatch, ["pattern": .text(source)])
                case .failure(let error):
                    context.failUndecided("the pattern \(JSONText.quoted(source)) could not be decided: \(error)")
                }
            }
        case .format(let format):
            guard case .string(let text) = instance else { return }
            switch format.accepts(text) {
            case true?: break
            case false?: fail(.format, ["format": .text(format.name)])
            case nil: context.failUndecided("whether this is a valid \(format.name) could not be decided")
            }
        case .minimum(let bound, let exclusive):
            guard let order = order(of: instance, against: bound, &context) else { return }
            if exclusive ? order <= 0 : order < 0 {
                fail(exclusive ? .notAboveMinimum : .tooSmall, ["minimum": .text(bound.description)])
            }
        case .maximum(let bound, let exclusive):
            guard let order = order(of: instance, against: bound, &context) else { return }
            if exclusive ? order >= 0 : order > 0 {
                fail(exclusive ? .notBelowMaximum : .tooLarge, ["maximum": .text(bound.description)])
            }
        case .multipleOf(let divisor):
            guard let number = decidableNumber(instance, &context) else { return }
            switch number.isMultiple(of: divisor) {
            case true?: break
            case false?: fail(.notMultipleOf, ["divisor": .text(divisor.description)])
            case nil:
                context.failUndecided(
                    "multipleOf \(divisor) with more than 18 significant digits cannot be decided exactly")
            }
        case .required(let names):
            guard case .object(let members) = instance else { return }
            for name in names where !members.hasMember(named: name) {
                fail(.missingProperty, ["property": .text(name)])
            }
        case .minProperties(let minimum):
            if case .object(let members) = instance, members.count < minimum {
                fail(.tooFewProperties, ["minimum": .count(minimum)])
            }
        case .maxProperties(let maximum):
            if case .object(let members) = instance, members.count > maximum {
                fail(.tooManyProperties, ["maximum": .count(maximum)])
            }
        case .dependentRequired(let lists):
            guard case .object(let members) = instance else { return }
            for (name, required) in lists where members.hasMember(named: name) {
                for other in required where !members.hasMember(named: other) {
                    fail(.missingDependency, ["property": .text(name), "dependency": .text(other)])
                }
            }
        case .minItems(let minimum):
            if case .array(let items) = instance, items.count < minimum {
                fail(.tooFewItems, ["minimum": .count(minimum)])
            }
        case .maxItems(let maximum):
            if case .array(let items) = instance, items.count > maximum {
                fail(.tooManyItems, ["maximum": .count(maximum)])
            }
        case .uniqueItems:
            guard case .array(let items) = instance else { return }
            // A few scalars are compared pair by pair, for less than hashing each into a set (an array
            // or object would make its canonical text at each comparison).
            if items.count <= 16, items.allSatisfy(\.isScalar) {
                for index in items.indices.dropFirst()
                where items[..<index].contains(where: { $0.jsonEquals(items[index]) }) {
                    fail(.duplicateItem, ["index": .count(index)])
                    return
                }
                return
            }
            var seen: Set<JSONEqualityKey> = []
            for (index, item) in items.enumerated() where !seen.insert(JSONEqualityKey(item)).inserted {
                fail(.duplicateItem, ["index": .count(index)])
                return
            }
        default: break
        }
    }

    /// -1, 0 or 1 as the number `instance` is below, at or above `bound`: `nil` as for
    /// ``decidableNumber(_:_:)``. A small integer against a small whole bound, the common case, is
    /// compared as an `Int`, without reading the value's digits into an array.
    private func order(of instance: JSONValue, against bound: ExactDecimal, _ context: inout SchemaContext) -> Int? {
        if case .number(let text) = instance, let bound = bound.smallInteger,
            let value = ExactDecimal.smallInteger(spelledBy: text)
        {
            return value < bound ? -1 : value == bound ? 0 : 1
        }
        guard let number = decidableNumber(instance, &context) else { return nil }
        return number < bound ? -1 : number == bound ? 0 : 1
    }

    /// The number `instance` is, for a keyword that compares it: `nil` for a value that is not a number,
    /// and for a number whose exponent is past ``ExactDecimal/exponentLimit``, which is recorded as not
    /// decided rather than compared after rounding.
    private func decidableNumber(_ instance: JSONValue, _ context: inout SchemaContext) -> ExactDecimal? {
        guard case .number(let text) = instance else { return nil }
        if let number = instance.decimal { return number }
        context.failUndecided(ExactDecimal.notComparedReason(text))
        return nil
    }
}

/// A value as a set's element under JSON equality: hashed once by ``JSONValue/hashJSON(into:)``, and
/// compared by ``JSONValue/jsonEquals(_:)`` only where the two hashes are equal. A set's probe compares
/// the element it places with others whose hashes differ, and an object's `jsonEquals` writes both
/// canonical texts.
private struct JSONEqualityKey: Hashable {
    let value: JSONValue
    let hash: Int

    init(_ value: JSONValue) {
        var hasher = Hasher()
        value.hashJSON(into: &hasher)
        (self.value, hash) = (value, hasher.finalize())
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (left: Self, right: Self) -> Bool { left.hash == right.hash && left.value.jsonEquals(right.value) }
}
