import Foundation

/// Writes one file all at once: the bytes go to a temporary sibling, which `rename(2)` then moves over
/// the target, so a reader (or a run killed half-way) sees the old file or the new one, never a mix.
/// Every command that writes a file goes through here or ``AtomicFolderWriter``.
public enum AtomicFile {
    /// Writes `data` to `url`, creating the folders on the way. On failure the temporary file is removed
    /// and the target is left as it was.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = temporaryURL(for: url)
        try? FileManager.default.removeItem(at: temporary)
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
        }
    }

    /// `.<name>.mapwright-<pid>.tmp` beside `url`: hidden, and unique to this process.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).mapwright-\(ProcessInfo.processInfo.processIdentifier).tmp")
    }
}
