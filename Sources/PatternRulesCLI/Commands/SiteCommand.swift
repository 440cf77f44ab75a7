import Foundation
import PatternRules

/// `patterns site OUT_DIR`: the catalogue as a static site (``CatalogueSite``).
struct SiteCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .site) else { return 0 }
        guard parsed.positionals.count == 1 else { throw UsageError("expected one output directory") }
        guard let assets = Bundle.module.url(forResource: "web", withExtension: nil) else {
            throw InputError("the site's scripts and style sheet are missing from this build")
        }
        let catalogue = try tool.catalogue()
        let directory = URL(fileURLWithPath: parsed.positionals[0], isDirectory: true)
        do {
            try CatalogueSite(catalogue: catalogue, assets: assets).write(to: directory)
        } catch {
            throw InputError("cannot write the site to '\(directory.path)': \(error.localizedDescription)")
        }
        tool.standardError.writeLine("wrote \(catalogue.entries.count) entry pages and the index to \(directory.path)")
        return 0
    }
}
