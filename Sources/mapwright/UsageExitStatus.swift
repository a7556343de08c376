import ArgumentParser
import Foundation

extension Mapwright {
    /// Sets up the process's memory (``ProcessMemory``) and runs the command line, exiting with status 2 (not ArgumentParser's 64) for usage errors, so every
    /// command has one contract: 0 success, 1 threshold reached, 2 invalid input or usage
    /// (docs/exit-codes.md).
    static func main() {
        ProcessMemory.configure()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
