import Foundation

/// The checks made before anything is written: the name and path fit, nothing on the way is a file
/// where a folder is needed, the target is not a folder, and the folder it goes into can be written.
enum WritePreflight {
    /// Throws, in words, the first reason `target` (an absolute path) cannot be written atomically.
    static func check(_ target: String) throws(FolderWriteError) {
        let name = (target as NSString).lastPathComponent
        let temporary = AtomicFile.temporaryName(for: name)
        if temporary.utf8.count > FileSystemCalls.maximumNameLength {
            throw .failed(
                path: target,
                reason:
                    "the file name is \(name.utf8.count) bytes long; at most \(FileSystemCalls.maximumNameLength - (temporary.utf8.count - name.utf8.count)) fit"
            )
        }
        if target.utf8.count + (temporary.utf8.count - name.utf8.count) > FileSystemCalls.maximumPathLength {
            throw .failed(
                path: target,
                reason: "the path is longer than the \(FileSystemCalls.maximumPathLength) bytes the system takes")
        }
        if FileSystemCalls.isFolder(target) { throw .failed(path: target, reason: "a folder is in the way") }
        // A write replaces the target by a rename: only a regular file may be replaced, never a device
        // (`/dev/full`), a FIFO or a link (one to `/proc/self/fd/1`, or out of the folder).
        var existing = stat()
        if lstat(target, &existing) == 0, (existing.st_mode & S_IFMT) != S_IFREG {
            let kind =
                switch existing.st_mode & S_IFMT {
                case S_IFLNK: "a symbolic link"
                case S_IFCHR, S_IFBLK: "a device"
                case S_IFIFO: "a FIFO"
                case S_IFSOCK: "a socket"
                default: "not a regular file"
                }
            throw .failed(path: target, reason: "it is \(kind): only a regular file is replaced")
        }
        var folder = PathName.folder(of: target)
        while !FileSystemCalls.exists(folder) { folder = PathName.folder(of: folder) }
        var status = stat()
        guard stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .failed(path: target, reason: "'\(folder)' is a file, not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw .failed(path: target, reason: "the folder '\(folder)' is not writable")
        }
    }
}
