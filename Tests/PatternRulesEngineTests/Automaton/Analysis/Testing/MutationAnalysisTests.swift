import Testing

@testable import PatternRulesEngine

/// Mutation analysis: the operators make the mutants a reviewer would expect, every outcome is checked
/// independently (equivalent mutants are equal languages by the comparison; a surviving mutant's input
/// gets different verdicts on PCRE2), and adding the survivors' inputs kills them all.
@Suite struct MutationAnalysisTests {
    @Test func theOperatorsMakeTheExpectedMutants() throws {
        let analysis = try Pattern(#"ab+[0-9]{2,3}(?:x|y)\.c?"#).mutationAnalysis(of: [])
        let made = Dictionary(grouping: analysis.mutants, by: \.operator).mapValues { Set($0.map(\.source)) }
        #expect(made[.quantifierChanged]?.contains(#"ab*[0-9]{2,3}(?:x|y)\.c?"#) == true)
        #expect(made[.quantifierDropped]?.contains(#"ab+[0-9]{2,3}(?:x|y)\.c"#) == true)
        #expect(
            made[.boundsMoved] == [
                #"ab+[0-9]{1,3}(?:x|y)\.c?"#, #"ab+[0-9]{3}(?:x|y)\.c?"#, #"ab+[0-9]{2}(?:x|y)\.c?"#,
                #"ab+[0-9]{2,4}(?:x|y)\.c?"#,
            ])
        #expect(made[.rangeMoved]?.contains(#"ab+[1-9]{2,3}(?:x|y)\.c?"#) == true)
        #expect(made[.classNegated] == [#"ab+[^0-9]{2,3}(?:x|y)\.c?"#])
        #expect(made[.alternativeDropped] == [#"ab+[0-9]{2,3}(?:y)\.c?"#, #"ab+[0-9]{2,3}(?:x)\.c?"#])
        #expect(made[.escapeDropped] == [#"ab+[0-9]{2,3}(?:x|y).c?"#])
        #expect(made[.caseFlipped]?.contains(#"Ab+[0-9]{2,3}(?:x|y)\.c?"#) == true)
        #expect(made[.literalChanged]?.contains(#"bb+[0-9]{2,3}(?:x|y)\.c?"#) == true)
        #expect(made[.optionalAdded]?.contains(#"a?b+[0-9]{2,3}(?:x|y)\.c?"#) == true)
        #expect(made[.groupMadeOptional] == [#"ab+[0-9]{2,3}(?:x|y)?\.c?"#])
        #expect(made[.memberAdded] == [#"ab+[0-9\-]{2,3}(?:x|y)\.c?"#])
    }

    @Test(
        arguments: [
            (#"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}"#, Pattern.Options.caseInsensitive),
            (#"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}"#, []),
            (#"^\w+@\w+\.(?:com|org)$"#, []),
            (#"\bv?\d+\.\d+\b"#, Pattern.Options()),
            ("[a-f0-9]{8}-[a-f0-9]{4}", Pattern.Options.caseInsensitive),
        ] as [(String, Pattern.Options)])
    func everyOutcomeIsCheckedIndependently(source: String, options: Pattern.Options) throws {
        let pattern = try Pattern(source, options: options)
        let inputs = ["A1 1AA", "192.168.0.1", "ab@cd.com", "v1.2", "0123abcd-ffff", ""]
        let analysis = try pattern.mutationAnalysis(of: inputs)
        #expect(analysis.mutants.count > 10)
        let reference = try Pattern(source, options: options, engine: .pcre2Interpreter)
        for mutant in analysis.mutants {
            switch mutant.outcome {
            case .equivalent:
                #expect(try pattern.compared(with: Pattern(mutant.source, options: options)).relation == .equal)
            case .killed(let input):
                #expect(inputs.contains(input))
                let onMutant = try Pattern(mutant.source, options: options, engine: .pcre2Interpreter)
                #expect(try onMutant.verdict(for: input) != reference.verdict(for: input), "\(mutant.source)")
            case .surviving(let input, let verdict, let mutantVerdict):
                let onMutant = try Pattern(mutant.source, options: options, engine: .pcre2Interpreter)
                #expect(try reference.verdict(for: input) == verdict, "\(mutant.source) \(input.debugDescription)")
                #expect(try onMutant.verdict(for: input) == mutantVerdict, "\(mutant.source) \(input.debugDescription)")
                #expect(verdict != mutantVerdict)
            case .undecided(let reason):
                Issue.record("\(mutant.source) undecided: \(reason)")
            }
        }
        let survivors = analysis.surviving.compactMap { mutant -> String? in
            if case .surviving(let input, _, _) = mutant.outcome { input } else { nil }
        }
        let strengthened = try pattern.mutationAnalysis(of: inputs + survivors)
        #expect(strengthened.surviving.isEmpty)
        #expect(strengthened.score == 100)
    }

    @Test func javaScriptMutantsAreWrittenInJavaScript() throws {
        let analysis = try Pattern(#"[a-z.]+\.com"#, dialect: .javascript).mutationAnalysis(of: [])
        #expect(analysis.undecided == 0)
        #expect(analysis.mutants.contains { $0.source == #"[a-z.\-]+\.com"# })
        for mutant in analysis.mutants {
            #expect(throws: Never.self) { try Pattern(mutant.source, dialect: .javascript) }
        }
    }

    @Test func aTestSetThatTellsEveryMutantApartScoresAHundred() throws {
        let analysis = try Pattern("[0-9]{3}").mutationAnalysis(of: ["000", "999", "/", ":", "-", "00", "0000"])
        #expect(analysis.surviving.isEmpty)
        #expect(analysis.score == 100)
        #expect(analysis.killed == analysis.mutants.count - analysis.equivalent)
    }
}
