import ArgumentParser
import Foundation

extension Mapwright {
    /// Subcommands whose usage errors exit with status 2 instead of ArgumentParser's 64, so that CI sees one
    /// contract: 0 success, 1 threshold reached, 2 invalid input or usage (docs/exit-codes.md).
    static let usageErrorsExitTwo: Set<String> = ["check", "diff", "hash"]

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let subcommand = CommandLine.arguments.dropFirst().first ?? ""
            if exitCode(for: error) == .validationFailure, usageErrorsExitTwo.contains(subcommand) {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
