import Foundation
import MapwrightDiagnostics
import MapwrightSupport

/// One `mapwright lock` run: which versions to lock, into which file, and whether changed ones are re-recorded.
package struct LockRequest: Sendable {
    /// `--up-to`: lock the versions up to and including this one; nil for every version.
    package var upTo: String?
    /// `--lock-file`: the lock file; nil for the model's own (``ModelLock/path(forModelAt:workingDirectory:)``).
    package var lockFile: String?
    /// `--force`: re-record locked versions that changed, and drop locked versions that are gone.
    package var force: Bool

    package init(upTo: String? = nil, lockFile: String? = nil, force: Bool = false) {
        (self.upTo, self.lockFile, self.force) = (upTo, lockFile, force)
    }
}

/// The lock stage end to end for one model: load → analysis → its hashes merged into the lock file, which
/// is written only when no locked version changed, or `force` says they never shipped.
package enum LockRun {
    /// How a run ended.
    package enum Outcome: Equatable, Sendable {
        /// The lock file was written.
        case locked
        /// A locked version changed or is gone, and `force` was not given: the lock file is left as it is.
        case lockedVersionsChanged
        /// The model could not be read, or the lock file is no lock (without `force`); its errors were handed over.
        case invalid
        /// `upTo` names no version of the model, whose versions are these.
        case unknownVersion(String, versions: [String])
        /// The lock file could not be written, for this reason.
        case unwritable(String)
    }

    /// Locks the model at `path` (it and the lock file from the working directory) read with `pipeline`.
    /// `loaded` gets the model's reading problems; `problems` what is wrong with the lock file or its locked
    /// versions (notes when `force` relocks them); `line` the line for standard output once the lock is written.
    package static func run(
        _ request: LockRequest, path: String, pipeline: Pipeline, loaded: ([Diagnostic]) -> Void,
        problems: ([Diagnostic]) -> Void, line: (String) -> Void
    ) -> Outcome {
        let model = pipeline.load(path, reading: loaded)
        guard let model else { return .invalid }
        let analyzed = pipeline.analyze(model)
        let history = analyzed.history
        if let upTo = request.upTo, history.version(named: upTo) == nil {
            return .unknownVersion(upTo, versions: history.versions.map(\.name))
        }
        let lockPath = request.lockFile ?? ModelLock.path(forModelAt: path)
        // From reading the lock to writing it: a concurrent `lock` waits, so neither loses the other's versions.
        let folderLock: OutputLock
        do {
            folderLock = try OutputLock(URL(fileURLWithPath: lockPath).deletingLastPathComponent())
        } catch {
            return .unwritable("\(error)")
        }
        var existing: ModelLock?
        if FileManager.default.fileExists(atPath: lockPath) {
            do throws(LockError) {
                existing = try ModelLock.read(at: lockPath)
            } catch {
                // Under --force a lock that cannot be read is replaced: every version is locked anew.
                guard request.force else {
                    problems([Diagnostic(ProjectRules.lockFileInvalid, error.message)])
                    return .invalid
                }
            }
        }
        let update = LockVerifier.update(
            existing, with: history, hashes: analyzed.analysis.hashes, upTo: request.upTo, force: request.force,
            lockPath: lockPath)
        if !update.problems.isEmpty {
            guard request.force else {
                problems(update.problems)
                return .lockedVersionsChanged
            }
            // The changed versions are relocked as asked: what changed is told, not an error.
            problems(update.problems.map(relocked))
        }
        do {
            try AtomicFile.write(Data(update.lock.rendered().utf8), to: URL(fileURLWithPath: lockPath))
        } catch {
            return .unwritable("\(error)")
        }
        _ = consume folderLock
        let names = update.lock.versions.map(\.name).joined(separator: ", ")
        let added = update.added.isEmpty ? "no new version" : "new: \(update.added.joined(separator: ", "))"
        line("locked \(history.name): \(names) (\(added)) → \(lockPath)")
        return .locked
    }

    /// `problem` as `--force` says it: a note that its version was relocked.
    private static func relocked(_ problem: Diagnostic) -> Diagnostic {
        var relocked = problem
        (relocked.severity, relocked.message) = (.note, problem.message + " (relocked: --force)")
        return relocked
    }
}
