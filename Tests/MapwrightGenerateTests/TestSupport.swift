import Foundation
import MapwrightCore
import Testing

/// The test target's `Fixtures/` folder.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The package's root folder (where `templates/` lives).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A fresh, empty temporary folder.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapwright-generate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Compares `actual` with the golden file `Fixtures/golden/<name>`; prints a line diff on mismatch.
/// With `MAPWRIGHT_RECORD=1` the golden file is (re)written instead.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = fixturesDirectory.appendingPathComponent("golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["MAPWRIGHT_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("golden file \(name) is missing; run with MAPWRIGHT_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        Issue.record("\(name) differs from its golden file:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
}

/// A minimal line diff: each differing line as `-expected` / `+actual`, with its line number.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
        if a != b {
            if let a { out.append("\(index + 1): -\(a)") }
            if let b { out.append("\(index + 1): +\(b)") }
        }
        if out.count > 60 { out.append("…"); break }
    }
    return out.joined(separator: "\n")
}
