import Foundation
import Testing

/// Golden-file comparison: `actual` must equal `Fixtures/Golden/<name>`. With `MAPWRIGHT_RECORD=1` the
/// file is (re)written instead. A mismatch prints a line diff.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["MAPWRIGHT_RECORD"] == "1" }

    static func check(_ actual: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let path = fixturesDirectory.appendingPathComponent("Golden").appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: path)
            return
        }
        guard let data = FileManager.default.contents(atPath: path.path) else {
            Issue.record("missing golden file Golden/\(name); run with MAPWRIGHT_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            Issue.record(
                "output differs from Golden/\(name) (- expected, + actual; MAPWRIGHT_RECORD=1 re-records):\n\(lineDiff(expected, actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// A minimal line diff (longest common subsequence): `-` lines only in `old`, `+` only in `new`.
    static func lineDiff(_ old: String, _ new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false), b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append("\(i + 1)+ \(b[j])")
                j += 1
            } else {
                lines.append("\(i + 1)- \(a[i])")
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}

@Suite struct GoldenDiffTests {
    @Test func diffShowsChangedLines() {
        #expect(Golden.lineDiff("a\nb\nc", "a\nx\nc") == "2+ x\n2- b")
        #expect(Golden.lineDiff("same", "same") == "")
    }
}
