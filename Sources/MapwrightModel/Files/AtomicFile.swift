import Foundation

/// Writes one file all at once: the bytes go to a temporary sibling, which `rename(2)` then moves over
/// the target, so a reader (or a run killed half-way) sees the old file or the new one, never a mix.
/// Every command that writes a file goes through here, ``AtomicFileSet`` or ``AtomicFolderWriter``.
public enum AtomicFile {
    /// Writes `data` to `url`, creating the folders on the way. On failure the temporary file is removed
    /// and the target is left as it was; the error says in words what failed.
    public static func write(_ data: Data, to url: URL) throws(FolderWriteError) {
        try AtomicFileSet.write([(url, data)], journalIn: nil)
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
        guard let marker = stem.range(of: ".mapwright-", options: .backwards), marker.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        return Int32(stem[marker.upperBound...])
    }
}
