import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReport
import MapwrightSupport

/// The one place the command line prints diagnostics and decides the exit status: 0 success, 1 something
/// reached the failure threshold, 2 invalid input, usage or a failed write (docs/exit-codes.md).
enum Terminal {
    /// Exit status 1: a finding or step reached the failure threshold, or a generated file is stale.
    static let thresholdReached = ExitCode(1)
    /// Exit status 2: the input is invalid, the usage wrong, or a write failed.
    static let invalidInput = ExitCode(2)

    /// Prints `diagnostics` to standard error, each with its source line and a caret.
    static func print(_ diagnostics: [Diagnostic]) {
        ErrorDocument.record(diagnostics)
        let text = DiagnosticRenderer().render(diagnostics)
        if !text.isEmpty { StandardError.write(text) }
    }

    /// Prints what `diagnostics` collected; exits 2 when any is an error.
    static func finish(_ diagnostics: CollectingDiagnosticCollector) throws {
        print(diagnostics.sorted)
        if diagnostics.hasErrors { throw invalidInput }
    }

    /// A `check` run's end as the exit status: 1 when something reached the threshold; 2 for a usage error
    /// (with the command's usage), models that cannot be read, an unusable baseline or revision, a failed write.
    static func runCheck(_ run: () throws -> CheckRun.Outcome) throws {
        let outcome: CheckRun.Outcome
        do {
            outcome = try run()
        } catch let failure as CheckRun.Failure {
            switch failure {
            case .usage(let message): throw ValidationError(message)
            case .unreadable: throw invalidInput
            case .invalid(let message): throw fail(message)
            }
        } catch {
            try write { throw error }
            return
        }
        if outcome == .thresholdReached { throw thresholdReached }
    }

    /// Prints `message` as an error and exits 2.
    static func fail(_ message: String) -> ExitCode {
        ErrorDocument.record(code: JSONReporter.invalidErrorCode, message: message)
        StandardError.write("error: \(message)\n")
        return invalidInput
    }

    /// The load stage for one model, printing every problem and warning of reading: every version at
    /// `path`, or exit 2. With `keepingReadableVersions`, versions that cannot be read are left out
    /// (their errors printed) and exit 2 only when nothing of the model can be used.
    static func load(_ path: String, in pipeline: Pipeline = Pipeline(), keepingReadableVersions: Bool = false) throws
        -> LoadedModel
    {
        let loaded = pipeline.load(path, keepingReadableVersions: keepingReadableVersions, reading: Terminal.print)
        guard let loaded else { throw invalidInput }
        return loaded
    }

    /// One version of a model, or exit 2.
    static func version(at path: String) throws -> DataModel {
        let diagnostics = CollectingDiagnosticCollector()
        let version = ModelLoader.loadVersion(at: path, diagnostics: diagnostics)
        try finish(diagnostics)
        guard let version else { throw invalidInput }
        return version
    }

    /// Runs a write; a refusal to overwrite or a file-system failure is `error: …` in words and exit 2.
    /// Refuses, before anything is written, a run whose writers would replace one of its inputs
    /// (``ModelInputs``).
    static func refuseWritingInputs(_ targets: [String?], models: [String], configurationFile: String?) throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        for target in targets.compactMap({ $0 }) {
            if let conflict = ModelInputs.conflict(
                writing: target, models: models, configurationFile: configurationFile,
                workingDirectory: workingDirectory)
            {
                throw fail("will not write \(conflict); nothing was written")
            }
        }
    }

    static func write(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as FolderWriteError {
            throw fail(error.description)
        } catch let error as ExitCode {
            throw error
        } catch {
            throw fail(FileErrorText.describe(error))
        }
    }
}
