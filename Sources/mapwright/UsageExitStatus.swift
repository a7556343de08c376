import ArgumentParser
import Foundation

extension Mapwright {
    /// Sets up the process's memory (``ProcessMemory``) and runs the command line, exiting with status 2 (not ArgumentParser's 64) for usage errors, so every
    /// command has one contract: 0 success, 1 threshold reached, 2 invalid input or usage
    /// (docs/exit-codes.md). What the command printed must reach standard output: a report that could
    /// not be written (a full disk, `> /dev/full`) ends the run with status 2 and says so,
    /// so CI never uploads an empty SARIF file as a pass.
    static func main() {
        ProcessMemory.configure()
        var failure: Error?
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            failure = error
        }
        if let error = StandardOutput.failure {
            let reason = String(cString: strerror(error))
            FileHandle.standardError.write(Data("mapwright: error: cannot write to standard output: \(reason)\n".utf8))
            Foundation.exit(2)
        }
        guard let failure else { return }
        if exitCode(for: failure) == .validationFailure {
            FileHandle.standardError.write(Data((fullMessage(for: failure) + "\n").utf8))
            Foundation.exit(2)
        }
        exit(withError: failure)
    }
}
