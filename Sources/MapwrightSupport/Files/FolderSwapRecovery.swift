import Foundation

/// Finishes or undoes a folder swap (``AtomicFolderWriter/write(_:to:overwrite:)``) that a run killed
/// between its two renames left half done, so the destination is never left missing.
enum FolderSwapRecovery {
    /// `.<name>.writing-<pid>` beside `destination`: the new folder being staged.
    static func staging(of destination: URL, pid: Int32) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).writing-\(pid)")
    }

    /// `.<name>.replaced-<pid>` beside `destination`: the old folder during the swap.
    static func backup(of destination: URL, pid: Int32) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).replaced-\(pid)")
    }

    /// For every run no longer running that left a staging or backup folder beside `destination`:
    /// with both and no destination, the staged folder (complete, since the backup is made only after
    /// staging) is moved in; with only the backup and no destination, the backup is put back; what is
    /// left over is removed.
    static func recover(_ destination: String) throws(FolderWriteError) {
        let url = URL(fileURLWithPath: destination)
        let parent = url.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        let prefix = ".\(url.lastPathComponent)."
        let pids = Set(
            names.compactMap { name -> Int32? in
                guard name.hasPrefix(prefix) else { return nil }
                let rest = name.dropFirst(prefix.count)
                for marker in ["writing-", "replaced-"] where rest.hasPrefix(marker) {
                    return Int32(rest.dropFirst(marker.count))
                }
                return nil
            })
        for pid in pids.sorted() where !FileSystemCalls.isRunning(pid) {
            let staging = staging(of: url, pid: pid).path
            let backup = backup(of: url, pid: pid).path
            if !FileSystemCalls.exists(destination) && FileSystemCalls.exists(backup) {
                try FileSystemCalls.rename(FileSystemCalls.exists(staging) ? staging : backup, to: destination)
            }
            try? FileManager.default.removeItem(atPath: staging)
            try? FileManager.default.removeItem(atPath: backup)
        }
    }
}
