import Foundation

/// Writes a set of files all or nothing: every name, length and folder is checked first, every file
/// is staged as a temporary sibling (`.<name>.mapwright-<pid>.tmp`), and only then are they renamed
/// into place. A failure before the renames removes every temporary and changes nothing. With a
/// journal folder, the pending renames are recorded there first (``WriteJournal``), so a run killed
/// among the renames is completed by the next one (``recover(in:)``).
package enum AtomicFileSet {
    /// Writes each `data` to its `url`. `journalIn` is the folder holding the journal (the output
    /// folder); every url must lie below it.
    package static func write(_ files: [(url: URL, data: Data)], journalIn root: URL?) throws(FolderWriteError) {
        let targets = files.map { $0.url.standardizedFileURL.path }
        for target in targets { try WritePreflight.check(target) }
        var createdFolders: [String] = []
        var staged: [(temporary: String, target: String)] = []
        do {
            for (target, file) in zip(targets, files) {
                createdFolders += try FileSystemCalls.createFolders(PathName.folder(of: target))
                let temporary = AtomicFile.temporaryURL(for: URL(fileURLWithPath: target)).path
                unlink(temporary)
                try FileSystemCalls.create(temporary, with: file.data)
                staged.append((temporary, target))
            }
            if let root { try WriteJournal.record(staged, in: root.standardizedFileURL.path) }
        } catch {
            for file in staged { unlink(file.temporary) }
            FileSystemCalls.removeFolders(createdFolders)
            throw error
        }
        for file in staged { try FileSystemCalls.rename(file.temporary, to: file.target) }
        if let root { WriteJournal.remove(in: root.standardizedFileURL.path) }
    }

    /// Completes a set of renames a killed run left half done (the journal in `root`), then removes
    /// the temporary files that runs no longer running left in `root` and the folders below it.
    package static func recover(in root: URL) throws(FolderWriteError) {
        let path = root.standardizedFileURL.path
        guard FileSystemCalls.isFolder(path) else { return }
        try WriteJournal.rollForward(in: path)
        removeLeftovers(below: path)
    }

    /// Removes `.<name>.mapwright-<pid>.tmp` files of processes no longer running.
    private static func removeLeftovers(below folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            if let pid = AtomicFile.writerOfTemporary(named: name), !FileSystemCalls.isRunning(pid) {
                unlink(path)
            } else if FileSystemCalls.isFolder(path) && !name.hasPrefix(".") {
                removeLeftovers(below: path)
            }
        }
    }
}
