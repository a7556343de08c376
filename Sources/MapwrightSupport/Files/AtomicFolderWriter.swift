import Foundation

/// Why a folder could not be written.
package enum FolderWriteError: Error, Equatable, CustomStringConvertible {
    /// The destination exists and overwriting was not allowed.
    case destinationExists(String)
    /// Files that would be overwritten and overwriting was not allowed.
    case filesExist([String])
    /// A file-system operation failed.
    case failed(path: String, reason: String)

    package var description: String {
        switch self {
        case .destinationExists(let path): "'\(path)' already exists (use --force to replace it)"
        case .filesExist(let paths):
            "would overwrite \(paths.map { "'\($0)'" }.joined(separator: ", ")) (use --force to replace them)"
        case .failed(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }
}

/// Writes a folder of text files all at once: into a temporary sibling first, then moved into place.
package enum AtomicFolderWriter {
    /// Writes `files` (paths relative to `folder`) into `folder`, leaving other files there alone.
    /// A new folder is written whole and moved into place; in an existing one the files are replaced
    /// all or nothing (``AtomicFileSet``), and nothing is written when a file exists and `overwrite`
    /// is false.
    package static func write(_ files: [(path: String, text: String)], into folder: String, overwrite: Bool)
        throws(FolderWriteError)
    {
        try OutputLock.holding(URL(fileURLWithPath: folder)) { () throws(FolderWriteError) in
            try writeLocked(files, into: folder, overwrite: overwrite)
        }
    }

    private static func writeLocked(_ files: [(path: String, text: String)], into folder: String, overwrite: Bool)
        throws(FolderWriteError)
    {
        guard FileSystemCalls.exists(folder) else {
            try write(files, to: folder, overwrite: false)
            return
        }
        let root = URL(fileURLWithPath: folder)
        try AtomicFileSet.recover(in: root)
        let existing = files.map { "\(folder)/\($0.path)" }.filter { FileSystemCalls.exists($0) }
        if !existing.isEmpty && !overwrite { throw .filesExist(existing) }
        try AtomicFileSet.write(
            files.map { (root.appendingPathComponent($0.path), Data($0.text.utf8)) }, journalIn: root)
    }

    /// Writes `files` (paths relative to `path`) as the folder `path`: staged whole in
    /// `.<name>.writing-<pid>`, then swapped in (the old folder goes to `.<name>.replaced-<pid>` for the
    /// moment between the two renames). A swap a killed run left half done is finished first
    /// (``FolderSwapRecovery``).
    package static func write(_ files: [(path: String, text: String)], to path: String, overwrite: Bool)
        throws(FolderWriteError)
    {
        try OutputLock.holding(URL(fileURLWithPath: path)) { () throws(FolderWriteError) in
            try swapIn(files, to: path, overwrite: overwrite)
        }
    }

    private static func swapIn(_ files: [(path: String, text: String)], to path: String, overwrite: Bool)
        throws(FolderWriteError)
    {
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        try FolderSwapRecovery.recover(destination.path)
        if FileSystemCalls.exists(destination.path) && !overwrite { throw .destinationExists(path) }
        let parent = destination.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = FolderSwapRecovery.staging(of: destination, pid: pid)
        let backup = FolderSwapRecovery.backup(of: destination, pid: pid)
        for file in files { try WritePreflight.check(staging.appendingPathComponent(file.path).path) }
        var created: [String] = []
        do {
            created = try FileSystemCalls.createFolders(parent.path)
            try? FileManager.default.removeItem(at: staging)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                _ = try FileSystemCalls.createFolders(url.deletingLastPathComponent().path)
                try FileSystemCalls.create(url.path, with: Data(file.text.utf8))
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            FileSystemCalls.removeFolders(created)
            throw error
        }
        if FileSystemCalls.exists(destination.path) {
            try FileSystemCalls.rename(destination.path, to: backup.path)
            try FileSystemCalls.rename(staging.path, to: destination.path)
            try? FileManager.default.removeItem(at: backup)
        } else {
            try FileSystemCalls.rename(staging.path, to: destination.path)
        }
    }
}
