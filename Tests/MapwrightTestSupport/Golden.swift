import Foundation
import Testing

/// The one golden-file harness of the test suite: `actual` must equal the file at `url`. With
/// `MAPWRIGHT_RECORD=1` in the environment the file is (re)written instead; a mismatch records an issue
/// holding a unified diff (`-` expected, `+` actual).
package enum Golden {
    /// True when golden files are being re-recorded.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["MAPWRIGHT_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `url`, or records it.
    package static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        if isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(url.lastPathComponent); run with MAPWRIGHT_RECORD=1 to record it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let diff = unifiedDiff(expected, actual, name: url.lastPathComponent)
        Issue.record(
            "\(url.lastPathComponent) differs from its golden file (MAPWRIGHT_RECORD=1 re-records):\n\(diff)",
            sourceLocation: sourceLocation)
    }

    /// A unified diff of two texts, with three lines of context around each change.
    package static func unifiedDiff(_ old: String, _ new: String, name: String = "golden") -> String {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        let script = editScript(a, b)
        var lines = ["--- \(name) (expected)", "+++ \(name) (actual)"]
        var index = 0
        while index < script.count {
            guard script[index].kind != " " else { index += 1; continue }
            let start = max(0, index - 3)
            var end = index
            while end < script.count {
                if script[end].kind != " " { end += 1; continue }
                let nextChange = script[end...].firstIndex { $0.kind != " " }
                guard let nextChange, nextChange - end <= 6 else { break }
                end = nextChange
            }
            end = min(script.count, end + 3)
            let hunk = script[start..<end]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1, newStart = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
            lines.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            lines += hunk.map { "\($0.kind)\($0.text)" }
            index = end
        }
        return lines.joined(separator: "\n")
    }

    /// One line of an edit script: kept (` `), removed (`-`) or added (`+`), with its position in each text.
    struct Edit {
        var kind: Character
        var text: String
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit script turning `a` into `b` (longest common subsequence).
    static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var script: [Edit] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append(Edit(kind: " ", text: a[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                script.append(Edit(kind: "-", text: a[i], oldLine: i, newLine: j))
                i += 1
            } else {
                script.append(Edit(kind: "+", text: b[j], oldLine: i, newLine: j))
                j += 1
            }
        }
        return script
    }
}
