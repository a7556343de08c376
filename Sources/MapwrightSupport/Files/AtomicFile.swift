import Foundation

/// Writes one file all at once: the bytes go to a temporary sibling, which `rename(2)` then moves over
/// the target, so a reader (or a run killed half-way) sees the old file or the new one, never a mix.
/// Every command that writes a file goes through here, ``AtomicFileSet`` or ``AtomicFolderWriter``.
package enum AtomicFile {
    /// Writes `data` to `url`, creating the folders on the way. On failure the temporary file is removed
    /// and the target is left as it was; the error says in words what failed.
    /// The temporary files a killed earlier write of the same file left are removed first, and the
    /// folder is locked (``OutputLock``) while it is written.
    package static func write(_ data: Data, to url: URL) throws(FolderWriteError) {
        try OutputLock.holding(url.deletingLastPathComponent()) { () throws(FolderWriteError) in
            removeLeftovers(of: url)
            try AtomicFileSet.write([(url, data)], journalIn: nil)
        }
    }

    /// Removes `.<name>.mapwright-<pid>.tmp` beside `url` for processes no longer running.
    static func removeLeftovers(of url: URL) {
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent).mapwright-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            if let pid = writerOfTemporary(named: name), !FileSystemCalls.isRunning(pid) {
                unlink((folder as NSString).appendingPathComponent(name))
            }
        }
    }

    /// `.<name>.mapwright-<pid>.tmp` beside `url`: hidden, and unique to this process.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(temporaryName(for: url.lastPathComponent))
    }

    /// `.<name>.mapwright-<pid>.tmp`.
    static func temporaryName(for name: String) -> String {
        ".\(name).mapwright-\(ProcessInfo.processInfo.processIdentifier).tmp"
    }

    /// The process id in a temporary file name this layer made (`.<name>.mapwright-<pid>.tmp`), or nil.
    static func writerOfTemporary(named name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropLast(".tmp".count)
        guard let marker = stem.range(of: ".mapwright-", options: .backwards),
            marker.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        return Int32(stem[marker.upperBound...])
    }
}
