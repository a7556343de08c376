import Foundation

/// Why a folder could not be written.
public enum FolderWriteError: Error, Equatable, CustomStringConvertible {
    /// The destination exists and overwriting was not allowed.
    case destinationExists(String)
    /// Files that would be overwritten and overwriting was not allowed.
    case filesExist([String])
    /// A file-system operation failed.
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case .destinationExists(let path): "'\(path)' already exists (use --force to replace it)"
        case .filesExist(let paths):
            "would overwrite \(paths.map { "'\($0)'" }.joined(separator: ", ")) (use --force to replace them)"
        case .failed(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }
}

/// Writes a folder of text files all at once: into a temporary sibling first, then moved into place.
public enum AtomicFolderWriter {
    /// Writes `files` (paths relative to `folder`) into `folder`, leaving other files there alone.
    /// A new folder is written whole and moved into place; in an existing one each file is replaced
    /// atomically, and nothing is written when a file exists and `overwrite` is false.
    public static func write(_ files: [(path: String, text: String)], into folder: String, overwrite: Bool) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder) else {
            try write(files, to: folder, overwrite: false)
            return
        }
        let existing = files.map { "\(folder)/\($0.path)" }.filter { manager.fileExists(atPath: $0) }
        if !existing.isEmpty && !overwrite { throw FolderWriteError.filesExist(existing) }
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            do {
                try AtomicFile.write(Data(file.text.utf8), to: url)
            } catch {
                throw FolderWriteError.failed(path: url.path, reason: error.localizedDescription)
            }
        }
    }

    /// Writes `files` (paths relative to `path`) as the folder `path`.
    public static func write(_ files: [(path: String, text: String)], to path: String, overwrite: Bool) throws {
        let manager = FileManager.default
        let destination = URL(fileURLWithPath: path)
        if manager.fileExists(atPath: path) && !overwrite { throw FolderWriteError.destinationExists(path) }
        let parent = destination.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).writing-\(pid)")
        let backup = parent.appendingPathComponent(".\(destination.lastPathComponent).replaced-\(pid)")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            if manager.fileExists(atPath: path) {
                try? manager.removeItem(at: backup)
                try manager.moveItem(at: destination, to: backup)
                try manager.moveItem(at: staging, to: destination)
                try manager.removeItem(at: backup)
            } else {
                try manager.moveItem(at: staging, to: destination)
            }
        } catch let error as FolderWriteError {
            throw error
        } catch {
            try? manager.removeItem(at: staging)
            throw FolderWriteError.failed(path: path, reason: error.localizedDescription)
        }
    }
}
