import Foundation

/// The POSIX calls the atomic writers are made of, each failing with a ``FolderWriteError`` that says
/// in words what failed (`strerror`), never a Foundation error domain and code.
enum FileSystemCalls {
    /// The longest file name most file systems take (`NAME_MAX`), in bytes.
    static let maximumNameLength = 255
    /// The longest path the kernel takes (`PATH_MAX`), in bytes.
    static let maximumPathLength = 4095

    /// Creates `path` with `data`; fails if something is already there. A file it could not write whole
    /// (a full disk) is removed.
    static func create(_ path: String, with data: Data) throws(FolderWriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        var written = 0
        while written < data.count {
            let result = data.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress!.advanced(by: written), data.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let error = failure(path)
                close(descriptor)
                unlink(path)
                throw error
            }
            written += result
        }
        guard close(descriptor) == 0 else {
            let error = failure(path)
            unlink(path)
            throw error
        }
    }

    /// Moves `source` over `destination` in one step.
    static func rename(_ source: String, to destination: String) throws(FolderWriteError) {
        guard Foundation.rename(source, destination) == 0 else { throw failure(destination) }
    }

    /// Creates the folder `path` and the missing ones above it; returns those it created, outermost first.
    static func createFolders(_ path: String) throws(FolderWriteError) -> [String] {
        var missing: [String] = []
        var current = path
        while !current.isEmpty && current != "/" && !exists(current) {
            missing.insert(current, at: 0)
            current = PathName.folder(of: current)
        }
        var created: [String] = []
        for folder in missing {
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                removeFolders(created)
                throw failure(folder)
            }
            created.append(folder)
        }
        return created
    }

    /// Removes empty folders created by ``createFolders(_:)``, innermost first.
    static func removeFolders(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }

    /// Whether anything (a link too) is at `path`.
    static func exists(_ path: String) -> Bool {
        PathKind(at: path) != nil
    }

    /// Whether `path` is a folder (links are not followed).
    static func isFolder(_ path: String) -> Bool {
        PathKind(at: path) == .folder
    }

    /// Why the last call on `path` failed, from `errno`.
    static func failure(_ path: String) -> FolderWriteError {
        .failed(path: path, reason: String(cString: strerror(errno)))
    }

    /// Whether the process `pid` is still running (so its temporary files are not leftovers).
    static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}
