import Foundation
import Testing

/// `scripts/README.md` kept true: it lists every script and names none that is gone, every script follows
/// the one naming scheme, and only `lib/python_env.py` makes virtual environments.
@Suite struct ScriptsReadmeTests {
    static let scripts = ArchitectureTests.repository.appendingPathComponent("scripts")

    /// Every file under scripts/, relative to it, caches left out.
    static func files() -> [String] {
        guard let walker = FileManager.default.enumerator(at: scripts, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        return walker.compactMap { item -> String? in
            guard let url = item as? URL,
                (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                !url.path.contains("/__pycache__/")
            else { return nil }
            return String(url.standardizedFileURL.path.dropFirst(scripts.standardizedFileURL.path.count + 1))
        }.sorted()
    }

    /// What the README names in backticks (the first word: a command's arguments follow it) that is a
    /// path under scripts/.
    static func namedPaths() throws -> Set<String> {
        let readme = try String(contentsOf: scripts.appendingPathComponent("README.md"), encoding: .utf8)
        let quoted = readme.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.compactMap { $0.element.split(separator: " ").first.map(String.init) }
        let folders = ["ci/", "benchmarks/", "differential/", "generate/", "scale/", "vendor/", "lib/"]
        let topLevel = try FileManager.default.contentsOfDirectory(atPath: scripts.path)
        return Set(quoted.filter { text in folders.contains { text.hasPrefix($0) } || topLevel.contains(text) })
    }

    /// Folders whose files are data the README describes as a whole.
    static let dataFolders = ["generate/data/", "vendor/pcre2-patches/"]

    @Test func theReadmeListsEveryScript() throws {
        let named = try Self.namedPaths()
        let missing = Self.files().filter { file in
            file != "README.md" && !named.contains(file) && !Self.dataFolders.contains { file.hasPrefix($0) }
        }
        #expect(missing.isEmpty, "scripts/README.md does not list: \(missing)")
    }

    @Test func theReadmeNamesNoScriptThatIsGone() throws {
        let gone = try Self.namedPaths().filter {
            !FileManager.default.fileExists(atPath: Self.scripts.appendingPathComponent($0).path)
        }
        #expect(gone.isEmpty, "scripts/README.md names what scripts/ does not hold: \(gone.sorted())")
    }

    /// Commands at the top have no extension; in a folder, lower-case words joined by hyphens and the
    /// language's extension; `lib/` holds Python modules named as Python imports them.
    @Test func everyScriptFollowsTheNamingScheme() {
        let command = #/[a-z]+(-[a-z0-9]+)*/#
        let script = #/([a-z0-9]+/)+[a-z0-9]+(-[a-z0-9]+)*\.(sh|py|mjs|c|txt|json)/#
        let module = #/lib/[a-z]+(_[a-z]+)*\.py/#
        let misnamed = Self.files().filter { file in
            if file == "README.md" || Self.dataFolders.contains(where: { file.hasPrefix($0) }) { return false }
            if !file.contains("/") { return (try? command.wholeMatch(in: file)) == nil }
            if file.hasPrefix("lib/") { return (try? module.wholeMatch(in: file)) == nil }
            return (try? script.wholeMatch(in: file)) == nil
        }
        #expect(misnamed.isEmpty, "named against the scheme of scripts/README.md: \(misnamed)")
    }

    /// A script run by name starts with its interpreter and may be executed.
    @Test func everyShellAndPythonScriptRunsByItsName() throws {
        let runnable = Self.files().filter { file in
            !file.contains("/") && file != "README.md"
                || (file.hasSuffix(".sh") || file.hasSuffix(".py")) && !file.hasPrefix("lib/")
        }
        for file in runnable {
            let path = Self.scripts.appendingPathComponent(file).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasPrefix("#!/usr/bin/env "), "\(file) does not start with a #! line")
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(file) is not executable")
        }
    }

    /// One helper makes and reuses the virtual environments: a script that calls `venv` or `pip` itself
    /// would make a second copy of that decision.
    @Test func onlyTheHelperMakesVirtualEnvironments() throws {
        let offenders = try Self.files().filter { file in
            guard file != "lib/python_env.py", file != "README.md",
                !Self.dataFolders.contains(where: { file.hasPrefix($0) })
            else { return false }
            let text = try String(contentsOf: Self.scripts.appendingPathComponent(file), encoding: .utf8)
            return text.contains("-m venv") || text.contains("pip install") || text.contains("bin/pip")
        }
        #expect(offenders.isEmpty, "make their own virtual environment instead of lib/python_env.py: \(offenders)")
    }
}
