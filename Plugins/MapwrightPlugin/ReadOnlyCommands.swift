// Pure logic, no PackagePlugin: scripts/test-plugins.sh compiles it with its tests.

/// The commands this read-only plugin refuses because they write files.
enum ReadOnlyCommands {
    /// Why `arguments` cannot run here, or nil when they can. Help (`--help`, `-h`) always runs.
    static func refusal(_ arguments: [String]) -> String? {
        guard let command = arguments.first, !arguments.contains("--help"), !arguments.contains("-h") else {
            return nil
        }
        switch command {
        case "generate" where !arguments.contains("--check"):
            return
                "`generate` writes files: run `swift package mapwright-generate …` (it asks for write permission), or add --check"
        case "import", "export":
            return "`\(command)` writes a model: run `mapwright \(command) …` from a terminal; this plugin only reads"
        case "lock":
            return "`lock` writes the lock file: run `mapwright lock …` from a terminal; this plugin only reads"
        case "check" where arguments.contains("--write-baseline"):
            return "`check --write-baseline` writes the baseline: run it from a terminal; this plugin only reads"
        case "report" where arguments.contains("--output") || arguments.contains("-o"):
            return "`report --output` writes the page: run it from a terminal, or leave out --output to print it"
        case "config" where arguments.dropFirst().contains("init"):
            return
                "`config init` writes mapwright.yml: run `mapwright config init` from a terminal; this plugin only reads"
        default:
            return nil
        }
    }
}
