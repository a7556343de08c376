import ArgumentParser
import MapwrightCore

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
        let outcome = LockRun.run(
            LockRequest(upTo: upTo, lockFile: lockFile, force: force), path: path, pipeline: Pipeline(),
            loaded: Terminal.print, problems: Terminal.print, line: { StandardOutput.print($0) })
        switch outcome {
        case .locked: return
        case .lockedVersionsChanged:
            StandardError.write(
                "error: locked versions changed; the lock is left as it is (use --force only if they never shipped)\n")
            throw Terminal.thresholdReached
        case .invalid: throw Terminal.invalidInput
        case .unknownVersion(let name, let versions):
            throw ValidationError(
                "no version named '\(name)' in \(path); versions: \(versions.joined(separator: ", "))")
        case .unwritable(let reason): throw Terminal.fail("cannot write the lock file: \(reason)")
        }
    }
}
