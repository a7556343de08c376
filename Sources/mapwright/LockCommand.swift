import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightSupport

/// `mapwright lock <model>`: records the entity hashes of released versions in `<model>.mapwright.lock`,
/// which `mapwright check` then holds the model to.
struct LockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Record the entity hashes of released model versions in a lock file for `check`."
    )

    @Argument(help: "A YAML model folder or an .xcdatamodeld bundle, or a folder holding one model.")
    var path: String

    @Option(name: .customLong("up-to"), help: "Lock versions up to and including this one (default: all).")
    var upTo: String?

    @Option(
        name: .customLong("lock-file"),
        help:
            "The lock file (default: <model>.mapwright.lock next to the model; for an .xcdatamodeld in an Xcode project, beside the .xcodeproj)."
    )
    var lockFile: String?

    @Flag(help: "Re-record locked versions that changed, and drop locked versions that are gone.")
    var force = false

    func run() throws {
        let path = try ModelArgument.single(path)
        let pipeline = Pipeline()
        let model = pipeline.analyze(try Terminal.load(path, in: pipeline))
        let history = model.history
        if let upTo, history.version(named: upTo) == nil {
            throw ValidationError(
                "no version named '\(upTo)' in \(path); versions: \(history.versions.map(\.name).joined(separator: ", "))"
            )
        }
        let lockPath = lockFile ?? ModelLock.path(forModelAt: path)
        // From reading the lock to writing it: a concurrent `lock` waits, so neither loses the other's versions.
        let folderLock: OutputLock
        do {
            folderLock = try OutputLock(URL(fileURLWithPath: lockPath).deletingLastPathComponent())
        } catch {
            throw Terminal.fail("cannot write the lock file: \(error)")
        }
        var existing: ModelLock?
        if FileManager.default.fileExists(atPath: lockPath) {
            do {
                existing = try ModelLock.read(at: lockPath)
            } catch let error as LockError {
                guard force else {
                    Terminal.print([Diagnostic(ProjectRules.lockFileInvalid, error.message)])
                    throw Terminal.invalidInput
                }
            }
        }
        let update = LockVerifier.update(
            existing, with: history, hashes: model.analysis.hashes, upTo: upTo, force: force, lockPath: lockPath)
        if !update.problems.isEmpty {
            // Under --force the changed versions are relocked as asked: what changed is told, not an error.
            Terminal.print(
                force
                    ? update.problems.map {
                        var relocked = $0
                        (relocked.severity, relocked.message) = (.note, $0.message + " (relocked: --force)")
                        return relocked
                    } : update.problems)
            guard force else {
                StandardError.write(
                    "error: locked versions changed; the lock is left as it is (use --force only if they never shipped)\n"
                )
                throw Terminal.thresholdReached
            }
        }
        do {
            try AtomicFile.write(Data(update.lock.rendered().utf8), to: URL(fileURLWithPath: lockPath))
        } catch {
            throw Terminal.fail("cannot write the lock file: \(error)")
        }
        _ = consume folderLock
        let names = update.lock.versions.map(\.name).joined(separator: ", ")
        let added = update.added.isEmpty ? "no new version" : "new: \(update.added.joined(separator: ", "))"
        StandardOutput.print("locked \(history.name): \(names) (\(added)) → \(lockPath)")
    }
}
