import Foundation

/// An advisory lock (`flock(2)`) on the folder a command writes into, held from reading what is there to
/// the last rename: two runs writing into one folder (two `generate`s, `lock` and `lock --up-to`) run one
/// after the other instead of mixing their files or losing each other's update. The lock is on the
/// folder itself, or on the nearest folder above it that exists, so it leaves no file behind; it is
/// released when the value goes away, and by the kernel when the process ends, however it ends.
package struct OutputLock: ~Copyable {
    /// How long a run waits for another one holding the lock before it gives up.
    static let patience: Duration = .seconds(120)

    private let descriptor: Int32
    private let key: String?

    /// Takes the lock on `folder`, waiting for a run that holds it. A lock this thread already holds on the
    /// same folder is not taken again (`flock` would wait for itself).
    package init(_ folder: URL) throws(FolderWriteError) {
        let path = Self.nearestExistingFolder(folder.standardizedFileURL.path)
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var status = stat()
        var key: String?
        if descriptor >= 0, fstat(descriptor, &status) == 0 {
            let name = "mapwright.outputLock.\(status.st_dev).\(status.st_ino)"
            if Thread.current.threadDictionary[name] == nil {
                try Self.wait(for: descriptor, path: path)
                Thread.current.threadDictionary[name] = true
                key = name
            }
        }
        self.descriptor = descriptor
        self.key = key
    }

    /// Runs `body` holding the lock on `folder`.
    package static func holding<T>(_ folder: URL, _ body: () throws(FolderWriteError) -> T) throws(FolderWriteError)
        -> T
    {
        let lock = try OutputLock(folder)
        let result = try body()
        _ = consume lock
        return result
    }

    deinit {
        if let key {
            Thread.current.threadDictionary[key] = nil
            flock(descriptor, LOCK_UN)
        }
        if descriptor >= 0 { close(descriptor) }
    }

    private static func wait(for descriptor: Int32, path: String) throws(FolderWriteError) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: patience)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return }  // a file system without locks
            guard clock.now < deadline else {
                close(descriptor)
                throw .failed(
                    path: path,
                    reason: "another mapwright run has been writing here for \(patience) and still holds its lock")
            }
            usleep(20_000)
        }
    }

    private static func nearestExistingFolder(_ path: String) -> String {
        var candidate = path
        while !FileSystemCalls.isFolder(candidate), candidate != "/", !candidate.isEmpty {
            candidate = PathName.folder(of: candidate)
        }
        return candidate.isEmpty ? "." : candidate
    }
}
