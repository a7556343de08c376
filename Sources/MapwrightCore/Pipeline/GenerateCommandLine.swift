/// The exact `mapwright generate` command that brings generated files up to date, for the fix of a
/// missing or stale file (MW401, MW402): the model's path and the output folder as the run uses them.
enum GenerateCommandLine {
    /// `mapwright generate ToDo --output Migrations` (`--templates` and `--staged` when set), paths
    /// shell-quoted.
    static func command(model: String, output: String, templates: String?, staged: Bool = false) -> String {
        var words = ["mapwright", "generate", model, "--output", output]
        if let templates { words += ["--templates", templates] }
        if staged { words.append("--staged") }
        return words.map(quoted).joined(separator: " ")
    }

    /// `word` as the shell reads it: as it is when it holds only safe characters, else in single quotes.
    static func quoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=".contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
