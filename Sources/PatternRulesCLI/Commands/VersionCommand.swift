import PatternRules

/// `patterns version`: the releases of the data and engines the binary carries, one per line,
/// `COMPONENT<TAB>RELEASE<TAB>what it is`, so that a report or a pipeline can say which numbering plans
/// and which PCRE2 answered.
struct VersionCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .version) else { return 0 }
        guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument '\(parsed.positionals[0])'") }
        let lines = [
            ("pcre2", Engine.pcre2Version, "the PCRE2 library the pcre2 and pcre2-jit engines run"),
            (
                "libphonenumber", PhoneNumberRule.metadataRelease,
                "phone metadata (numbering plans, formats), as PyPI phonenumbers \(PhoneNumberRule.metadataRelease) ships it"
            ),
        ]
        for (component, release, summary) in lines {
            tool.standardOutput.writeLine("\(component)\t\(TextField.escapingUnsafe(release))\t\(summary)")
        }
        return 0
    }
}
