import Foundation
import PatternRulesSupport
import Testing

@testable import PatternRules

/// Schemas whose size is in their references, not their nesting: a long `$ref` chain, a nest of
/// `properties`, `allOf` and `$ref` many levels deep, and levels that each apply the next one twice.
/// python-jsonschema and jsonschema-rs compile and answer all of them; so must we, with the stack a
/// worker thread has and in time polynomial in the schema.
@Suite struct JSONSchemaBudgetTests {
    /// `{"$defs": {"d0": {"$ref": "#/$defs/d1"}, …}, "$ref": "#/$defs/d0"}`: each level `level(i)`,
    /// the last one `last`.
    static func chain(_ count: Int, level: (Int) -> String, last: String) -> Data {
        let definitions = (0..<count).map { #""d\#($0)": \#(level($0))"# } + [#""d\#(count)": \#(last)"#]
        return Data(##"{"$defs": {\##(definitions.joined(separator: ", "))}, "$ref": "#/$defs/d0"}"##.utf8)
    }

    /// Runs `body` on a thread with a 512 KiB stack, the smallest a worker thread of the CLI gets.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = Box<Result<T, any Error>>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = Result(catching: body)
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        return try box.value!.get()
    }

    @Test func aLongReferenceChainCompilesAndAnswersOnASmallStack() throws {
        let json = Self.chain(1_500, level: { ##"{"$ref": "#/$defs/d\##($0 + 1)"}"## }, last: ##"{"type": "string"}"##)
        let outcomes = try Self.onSmallStack {
            let schema = try JSONSchema(json: json)
            return try [#""x""#, "1"].map { try schema.validate(json: Data($0.utf8)) }
        }
        #expect(outcomes[0].isValid)
        #expect(outcomes[1].failures.map(\.message) == ["Must be of type string, not integer."])
        #expect(outcomes[1].failures.first?.keywordLocation.hasSuffix("/$ref/$ref/type") == true)
        #expect(outcomes[1].failures.first?.keywordLocation.count == 1_501 * 5 + 5)
    }

    @Test func aDeepNestOfReferencesCompilesOnASmallStack() throws {
        let json = Self.chain(
            600, level: { ##"{"properties": {"a": {"allOf": [{"$ref": "#/$defs/d\##($0 + 1)"}]}}}"## },
            last: #"{"type": "string"}"#)
        let outcomes = try Self.onSmallStack {
            let schema = try JSONSchema(json: json)
            return try [#""x""#, #"{"a": {"a": 1}}"#, #"{"a": {"a": {"a": "x"}}}"#].map {
                try schema.validate(json: Data($0.utf8)).isValid
            }
        }
        #expect(outcomes == [true, true, true])
        let schema = try JSONSchema(json: json)
        var deep = "1"
        for _ in 0..<600 { deep = #"{"a": \#(deep)}"# }
        #expect(throws: JSONSchemaError.self, "the parser's depth limit, not the stack") {
            try schema.validate(json: Data(deep.utf8))
        }
    }

    /// 40 levels that each apply the next twice: 2^40 applications without remembering answers.
    @Test func levelsThatApplyTheNextTwiceCostTheirLevels() throws {
        let twice = Self.chain(
            40, level: { ##"{"allOf": [{"$ref": "#/$defs/d\##($0 + 1)"}, {"$ref": "#/$defs/d\##($0 + 1)"}]}"## },
            last: #"{"type": "string", "minLength": 2}"#)
        let schema = try JSONSchema(json: twice)
        #expect(try schema.isValid(json: Data(#""ab""#.utf8)))
        #expect(try !schema.isValid(json: Data(#""a""#.utf8)))
        #expect(try schema.validate(json: Data(#""ab""#.utf8)).isValid)
        let failures = try schema.validate(json: Data(#""a""#.utf8)).failures
        #expect(failures.count == SchemaContext.maximumFailures + 1, "2^40 ways to fail, the first 1,000 listed")
        #expect(failures.first?.message == "Must be at least 2 characters long.")
        #expect(failures.last?.message == "More than 1,000 failures: the rest are not listed.")

        // A branch's failures are dropped, so a branch stops at its first: `anyOf` and `not` at each level.
        let branches = Self.chain(
            40,
            level: { ##"{"anyOf": [{"$ref": "#/$defs/d\##($0 + 1)"}, {"not": {"$ref": "#/$defs/d\##($0 + 1)"}}]}"## },
            last: #"{"type": "string", "minLength": 2}"#)
        let either = try JSONSchema(json: branches)
        #expect(try either.validate(json: Data(#""a""#.utf8)).isValid)
        #expect(try either.validate(json: Data(#""ab""#.utf8)).isValid)
    }

    /// With `$dynamicRef`, an answer is remembered for its dynamic scope.
    @Test func dynamicReferencesThatApplyTheNextTwiceCostTheirLevels() throws {
        let twice = Self.chain(
            40,
            level: {
                ##"{"$dynamicAnchor": "a\##($0)", "allOf": [{"$dynamicRef": "#a\##($0 + 1)"}, {"$dynamicRef": "#a\##($0 + 1)"}]}"##
            },
            last: #"{"$dynamicAnchor": "a40", "type": "string", "minLength": 2}"#)
        let schema = try JSONSchema(json: twice)
        #expect(try schema.validate(json: Data(#""ab""#.utf8)).isValid)
        #expect(try !schema.isValid(json: Data(#""a""#.utf8)))
    }

    /// Past the step budget, the verdict is undecided, said so, and validation stops.
    @Test func pastTheStepBudgetTheVerdictIsRefused() throws {
        let schema = try JSONSchema(
            json: Self.chain(8, level: { ##"{"allOf": [{"$ref": "#/$defs/d\##($0 + 1)"}, true]}"## }, last: "true"))
        let instance = JSONValue.string("x")
        var context = SchemaContext(validating: instance, tracksEvaluation: false)
        context.stepBudget = 5
        schema.root.validate(instance, context: &context)
        #expect(context.undecided?.message.contains("more than 5 schema applications") == true)
        #expect(context.steps < 20, "nothing is applied after the budget runs out")
        var unlimited = SchemaContext(validating: instance, tracksEvaluation: false)
        schema.root.validate(instance, context: &unlimited)
        #expect(unlimited.undecided == nil && unlimited.failures.isEmpty)
    }

    /// The root's pointer is empty and a member named "" has `/`: the two stay apart in a failure's text.
    @Test func theRootAndAMemberNamedEmptyPrintApart() throws {
        let schema = try JSONSchema(json: Data(#"{"type": "object", "properties": {"": {"type": "string"}}}"#.utf8))
        let root = try schema.validate(json: Data("1".utf8)).failures
        let member = try schema.validate(json: Data(#"{"": 1}"#.utf8)).failures
        #expect(root.map(\.description) == [#""": Must be of type object, not integer."#])
        #expect(member.map(\.description) == ["/: Must be of type string, not integer."])
    }
}

/// A value handed back from another thread, read after its semaphore signals.
private final class Box<T>: @unchecked Sendable {
    var value: T?
}
