/// Where PCRE2's caseless matching and JavaScript's simple case folding agree: the scalars whose
/// caseless equals are the same in both (all but those whose case pairs Unicode added after PCRE2
/// 10.42's Unicode 14, and the few the two read differently). Computed once, from PCRE2 itself and the
/// JavaScript tables, for the caseless backreferences ``PCRE2Translation`` may hand to PCRE2.
enum CaseAgreement {
    /// The scalars whose caseless equals differ between the two.
    static let disagreements: ScalarSet = {
        var differing = ScalarSet()
        let budget = CompileBudget(steps: CompileBudget.standardSteps)
        var javaScriptMembers = ScalarSet()
        for members in JavaScriptUnicode.caseFoldingClasses {
            let javaScript = ScalarSet(ranges: members.map { $0...$0 })
            javaScriptMembers.formUnion(javaScript)
            for member in members {
                guard let pcre2 = try? ScalarSetEnumeration.addingCaseVariants(to: ScalarSet(member), budget: budget),
                    pcre2 == javaScript
                else {
                    differing.formUnion(javaScript)
                    continue
                }
            }
        }
        // Scalars alone in JavaScript that PCRE2 pairs with another: only cased scalars can be paired.
        for value in UInt32(0x80)..<0x20000 where !javaScriptMembers.contains(value) {
            guard let scalar = Unicode.Scalar(value),
                scalar.properties.changesWhenCaseMapped || scalar.properties.changesWhenCaseFolded
            else { continue }
            let alone = ScalarSet(value)
            if (try? ScalarSetEnumeration.addingCaseVariants(to: alone, budget: budget)) != alone {
                differing.insert(value)
            }
        }
        return differing
    }()

    /// The first scalar of `set` whose caseless equals differ, `nil` when they agree on all of it.
    static func firstDisagreement(in set: ScalarSet) -> UInt32? {
        set.intersection(disagreements).ranges.first?.lowerBound
    }
}
