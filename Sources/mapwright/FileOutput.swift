import ArgumentParser
import Foundation
import MapwrightCore

/// Runs a write, turning a refusal to overwrite or a file-system failure into `error: …` on standard
/// error and exit status 2 (invalid usage, like every other usage error).
enum FileOutput {
    static func write(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as FolderWriteError {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
