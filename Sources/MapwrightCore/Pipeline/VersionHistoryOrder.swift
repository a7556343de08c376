import Foundation
import MapwrightModel

/// The order in which a model's versions were added to version control, to check the order by name
/// against it (MW452): an app that renamed its versions (`ArtsyPartner 5` → `ArtsyFolio v1.4`) has names
/// that no longer sort in the order the versions were made.
package enum VersionHistoryOrder {
    /// When each version's file or folder (`<origin>/<name>.xcdatamodel`, `<origin>/<name>.yaml`) was
    /// first committed, as seconds since 1970, asking `git` once for the whole folder; a version git does
    /// not date (not committed yet) is left out, for the names to place. Nil when the model is not in a git
    /// work tree.
    package static func addedTimes(of history: ModelHistory) -> [String: Int]? {
        guard let added = firstAddedTimes(inFolder: history.origin) else { return nil }
        var times: [String: Int] = [:]
        for name in history.allVersionNames {
            let candidates = ["\(name).xcdatamodel", "\(name).yaml", "\(name).yml"]
            guard
                let entry = candidates.first(where: {
                    FileManager.default.fileExists(atPath: "\(history.origin)/\($0)")
                })
            else {
                return nil
            }
            times[name] = added[entry]
        }
        return times
    }

    /// When the version `name`'s file or folder was last committed, as seconds since 1970; nil when git
    /// cannot tell.
    static func lastChangeTime(of name: String, in history: ModelHistory) -> Int? {
        let entry = ["\(name).xcdatamodel", "\(name).yaml", "\(name).yml"].first {
            FileManager.default.fileExists(atPath: "\(history.origin)/\($0)")
        }
        guard let entry, mayBeInWorkTree(history.origin),
            let output = Git.output(["log", "-1", "--format=%ct", "--", entry], in: history.origin)
        else { return nil }
        return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The first pair of versions the order in use puts one way and the history the other: `(earlier by
    /// order, earlier by history)`; nil when they agree (versions added in one commit agree with any order).
    package static func disagreement(order: [String], addedTimes: [String: Int]) -> (String, String)? {
        for (index, name) in order.enumerated() {
            guard let time = addedTimes[name] else { continue }
            for later in order[(index + 1)...] {
                if let laterTime = addedTimes[later], laterTime < time { return (name, later) }
            }
        }
        return nil
    }

    /// When each entry of `folder` (a file, or a folder such as a `.xcdatamodel`: any file inside it) was
    /// first added, by one `git log` of the folder: a long history in a large repository is walked once,
    /// not once per version. Renames count as additions of the new name, as a `git log` of that name alone
    /// sees them. Merges count too (`-m`): a version first seen in a merge commit (added while resolving
    /// it) is dated by that merge. Nil when git cannot tell (no git, or not a work tree).
    static func firstAddedTimes(inFolder folder: String) -> [String: Int]? {
        guard mayBeInWorkTree(folder) else { return nil }
        let arguments = [
            "log", "-m", "--no-renames", "--diff-filter=A", "--name-only", "-z", "--relative", "--format=%x01%ct",
            "--", ".",
        ]
        return Git.output(arguments, in: folder).map(addedTimes(fromLog:))
    }

    /// False when no folder from `folder` up to the root holds a `.git` (a folder, or the file of a linked
    /// work tree or submodule) and git is not pointed elsewhere by `GIT_DIR`: then git cannot know the
    /// folder, and starting it (tens of milliseconds) is skipped.
    static func mayBeInWorkTree(_ folder: String) -> Bool {
        if ProcessInfo.processInfo.environment["GIT_DIR"] != nil { return true }
        return Git.workTreeRoot(containing: URL(fileURLWithPath: folder.isEmpty ? "." : folder)) != nil
    }

    /// Parses `git log -z --name-only --format=%x01%ct`: per commit, `\u{1}`, the commit time, NUL, a line
    /// feed, then each path NUL-terminated. An entry's time is the earliest commit adding a path in it.
    static func addedTimes(fromLog log: Data) -> [String: Int] {
        var times: [String: Int] = [:]
        for commit in log.split(separator: 0x01) {
            let fields = commit.split(separator: 0, omittingEmptySubsequences: true)
            guard let first = fields.first, let time = Int(String(decoding: first, as: UTF8.self)) else { continue }
            for field in fields.dropFirst() {
                let path = String(decoding: field, as: UTF8.self).trimmingPrefix("\n")
                guard let entry = path.split(separator: "/", maxSplits: 1).first.map(String.init), !entry.isEmpty else {
                    continue
                }
                times[entry] = min(times[entry] ?? Int.max, time)
            }
        }
        return times
    }
}
