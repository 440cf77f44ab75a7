import PatternRules

// What the catalogue's commands read, each from its own parsed arguments: a missing or extra operand is
// a usage error (exit 2) that names it, before anything is looked up.

/// `patterns list [--tag TAG]`.
struct ListOptions {
    /// Only the entries with this tag; the tag is checked against the catalogue's.
    let tag: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument '\(parsed.positionals[0])'") }
        tag = parsed.value(.tag)
    }
}

/// `patterns search WORD...`.
struct SearchOptions {
    let words: [String]

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing search words") }
        words = parsed.positionals
    }
}

/// `patterns show ID [--json]` and `patterns swift ID`: one catalogue id.
struct EntryOptions {
    let id: String
    /// The entry's JSON instead of its description (`show --json`).
    let json: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard parsed.positionals.count == 1 else { throw UsageError("expected one catalogue id") }
        id = parsed.positionals[0]
        json = parsed.isSet(.json)
    }
}

/// `patterns test ID [--engine ENGINE] [--] [INPUT...]`: an entry's rule on the inputs, or on standard
/// input's lines when there are none.
struct CatalogueTestOptions {
    let id: String
    /// The engine to force, `nil` for the chain.
    let engine: Engine?
    let inputs: [InputValidation.ArgumentInput]

    init(_ parsed: ParsedArguments, tool: CommandLineTool) throws(UsageError) {
        guard let id = parsed.positionals.first else { throw UsageError("missing a catalogue id") }
        self.id = id
        engine = try EngineChoice.engine(named: parsed.value(.testEngine))
        inputs = tool.argumentInputs(parsed, skipping: 1)
    }
}
