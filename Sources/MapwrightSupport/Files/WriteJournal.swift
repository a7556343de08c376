import Foundation

/// The renames an ``AtomicFileSet`` is about to make, recorded in the output folder
/// (`.mapwright-journal`) once every file is staged. A run killed among the renames leaves it behind;
/// the next run finishes the renames it lists (roll forward) and deletes it, so the folder ends up
/// wholly new, never part new and part old.
enum WriteJournal {
    /// The journal's name in the output folder.
    static let name = ".mapwright-journal"

    private struct Entry: Codable {
        /// The staged file, relative to the output folder.
        var temporary: String
        /// Where it goes, relative to the output folder.
        var target: String
    }

    /// Writes the journal listing `renames` (absolute paths below `root`) atomically.
    static func record(_ renames: [(temporary: String, target: String)], in root: String) throws(FolderWriteError) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var entries: [Entry] = []
        for rename in renames {
            guard rename.temporary.hasPrefix(prefix), rename.target.hasPrefix(prefix) else {
                throw .failed(path: rename.target, reason: "it is outside the output folder '\(root)'")
            }
            entries.append(
                Entry(
                    temporary: String(rename.temporary.dropFirst(prefix.count)),
                    target: String(rename.target.dropFirst(prefix.count))))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(entries)) ?? Data()
        try AtomicFileSet.write([(URL(fileURLWithPath: root).appendingPathComponent(name), data)], journalIn: nil)
    }

    /// Deletes the journal once every rename is done.
    static func remove(in root: String) {
        unlink((root as NSString).appendingPathComponent(name))
    }

    /// Finishes the renames a killed run recorded in `root`, then deletes the journal. A journal that
    /// cannot be read (which `record` never leaves) is an error naming it, and nothing is renamed.
    static func rollForward(in root: String) throws(FolderWriteError) {
        let path = (root as NSString).appendingPathComponent(name)
        guard FileSystemCalls.exists(path) else { return }
        guard let data = FileManager.default.contents(atPath: path),
            let entries = try? JSONDecoder().decode([Entry].self, from: data),
            entries.allSatisfy({ isInside($0.temporary) && isInside($0.target) })
        else {
            throw .failed(
                path: path, reason: "the journal of an interrupted write cannot be read; delete it and run again")
        }
        for entry in entries {
            let temporary = (root as NSString).appendingPathComponent(entry.temporary)
            guard FileSystemCalls.exists(temporary) else { continue }
            try FileSystemCalls.rename(temporary, to: (root as NSString).appendingPathComponent(entry.target))
        }
        unlink(path)
    }

    /// A relative path that stays below the folder.
    private static func isInside(_ relative: String) -> Bool {
        !relative.isEmpty && !relative.hasPrefix("/") && !relative.split(separator: "/").contains("..")
    }
}
