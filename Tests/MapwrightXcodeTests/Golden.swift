import Foundation
import Testing

/// Compares `actual` with the golden file `Fixtures/golden/<name>`; re-records it when
/// `MAPWRIGHT_RECORD=1`. On a mismatch the first differing lines are shown.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = "\(Fixtures.root)/golden/\(name)"
    if ProcessInfo.processInfo.environment["MAPWRIGHT_RECORD"] == "1" {
        try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
        return
    }
    let expected = try #require(
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) },
        "missing golden file \(name); run with MAPWRIGHT_RECORD=1", sourceLocation: sourceLocation)
    guard actual != expected else { return }
    let a = actual.components(separatedBy: "\n"), e = expected.components(separatedBy: "\n")
    var diff: [String] = []
    for index in 0..<max(a.count, e.count) where a[safe: index] != e[safe: index] {
        diff.append("line \(index + 1):\n- \(e[safe: index] ?? "<none>")\n+ \(a[safe: index] ?? "<none>")")
        if diff.count == 5 { break }
    }
    Issue.record("\(name) differs from its golden file:\n\(diff.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
