import ArgumentParser
import Foundation
import MapwrightCore

/// Loads models for a command, printing every diagnostic to standard error and exiting with status 2
/// when the input is invalid.
enum ModelInput {
    /// Every version of the model at `path`, or exit 2.
    static func history(at path: String) throws -> ModelHistory {
        let diagnostics = DiagnosticsCollector()
        let history = ModelLoader.loadHistory(at: path, diagnostics: diagnostics)
        try finish(diagnostics)
        guard let history else { throw ExitCode(2) }
        return history
    }

    /// Every version of the model at `path` that can be read, printing the diagnostics of those that
    /// cannot (``ModelHistory/unreadableVersionNames``); exit 2 only when nothing of the model can be
    /// used: its version list, or the one version the path names, does not read.
    static func readableHistory(at path: String) throws -> ModelHistory {
        try readableHistory(at: path, keepingWarnings: false).history
    }

    /// ``readableHistory(at:)``, returning the warnings and notes of reading instead of printing them
    /// when `keepingWarnings` is set (`check` reports them with its findings); errors are always printed.
    static func readableHistory(at path: String, keepingWarnings: Bool) throws -> (history: ModelHistory, warnings: [Diagnostic]) {
        let diagnostics = DiagnosticsCollector()
        let history = ModelLoader.loadHistory(at: path, diagnostics: diagnostics, keepingReadableVersions: true)
        let printed = DiagnosticsCollector()
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics.sorted {
            if keepingWarnings, history != nil, diagnostic.severity < .error { kept.append(diagnostic) } else { printed.emit(diagnostic) }
        }
        report(printed)
        guard let history else { throw ExitCode(2) }
        return (history, kept)
    }

    /// One version of a model, or exit 2.
    static func version(at path: String) throws -> DataModel {
        let diagnostics = DiagnosticsCollector()
        let version = ModelLoader.loadVersion(at: path, diagnostics: diagnostics)
        try finish(diagnostics)
        guard let version else { throw ExitCode(2) }
        return version
    }

    /// Prints the collected diagnostics, each with its source line and a caret, and exits 2 when any
    /// is an error.
    static func finish(_ diagnostics: DiagnosticsCollector) throws {
        report(diagnostics)
        if diagnostics.hasErrors { throw ExitCode(2) }
    }

    /// Prints the collected diagnostics to standard error, each with its source line and a caret.
    static func report(_ diagnostics: DiagnosticsCollector) {
        let text = DiagnosticRenderer().render(diagnostics.sorted)
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
