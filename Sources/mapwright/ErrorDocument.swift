import MapwrightDiagnostics
import MapwrightReport

/// What a run asked for JSON (`--format json`, `--reporter json`) writes to standard output when it ends
/// with exit status 2 and wrote nothing there: one document with its errors (docs/json-output.md), so a
/// consumer of standard output always gets a document.
enum ErrorDocument {
    /// The errors said so far, in the order they were printed.
    nonisolated(unsafe) private(set) static var errors: [Diagnostic] = []

    /// Records the errors among `diagnostics`.
    static func record(_ diagnostics: [Diagnostic]) {
        errors += diagnostics.filter { $0.severity == .error }
    }

    /// Records an error said in words.
    static func record(code: String, message: String) {
        errors.append(Diagnostic(.error, code: code, message: message))
    }

    /// Whether `arguments` ask for JSON: `--format json`, `--reporter json`, or their `=` forms.
    static func isRequested(_ arguments: [String]) -> Bool {
        let options = ["--format", "--reporter"]
        return zip(arguments, arguments.dropFirst()).contains { options.contains($0) && $1 == "json" }
            || arguments.contains { argument in options.contains { argument == "\($0)=json" } }
    }

    /// Writes the document when the command line asked for JSON and standard output is still empty.
    static func writeIfRequested(arguments: [String]) {
        guard isRequested(arguments), !StandardOutput.hasWritten, StandardOutput.failure == nil else { return }
        StandardOutput.write(ArraySlice(JSONReporter.errors(errors).utf8))
    }
}
