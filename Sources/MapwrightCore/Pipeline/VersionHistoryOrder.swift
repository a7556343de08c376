import Foundation
import MapwrightModel

/// The order in which a model's versions were added to version control, to check the order by name
/// against it (MW452): an app that renamed its versions (`ArtsyPartner 5` → `ArtsyFolio v1.4`) has names
/// that no longer sort in the order the versions were made.
public enum VersionHistoryOrder {
    /// When each version's file or folder (`<origin>/<name>.xcdatamodel`, `<origin>/<name>.yaml`) was
    /// first committed, as seconds since 1970, asking `git`; a version not committed yet counts as the
    /// newest. Nil when the model is not in a git work tree.
    public static func addedTimes(of history: ModelHistory) -> [String: Int]? {
        var times: [String: Int] = [:]
        for name in history.allVersionNames {
            let candidates = ["\(history.origin)/\(name).xcdatamodel", "\(history.origin)/\(name).yaml", "\(history.origin)/\(name).yml"]
            guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
                  let time = firstCommitTime(of: path)
            else { return nil }
            times[name] = time
        }
        return times
    }

    /// The first pair of versions the order in use puts one way and the history the other: `(earlier by
    /// order, earlier by history)`; nil when they agree (versions added in one commit agree with any order).
    public static func disagreement(order: [String], addedTimes: [String: Int]) -> (String, String)? {
        for (index, name) in order.enumerated() {
            guard let time = addedTimes[name] else { continue }
            for later in order[(index + 1)...] {
                if let laterTime = addedTimes[later], laterTime < time { return (name, later) }
            }
        }
        return nil
    }

    private static func firstCommitTime(of path: String) -> Int? {
        let folder = (path as NSString).deletingLastPathComponent
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.isEmpty ? "." : folder, "log", "--diff-filter=A", "--format=%ct", "--", (path as NSString).lastPathComponent]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }.min() ?? Int.max
    }
}
