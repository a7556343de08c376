import Foundation

/// The package's root folder (where `schemas/`, `templates/` and `docs/` live).
package let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folder of this test process's temporary folders, removed when the process exits: a run of the
/// tests leaves nothing behind in the system's temporary folder.
private let temporaryRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "mapwright-tests-\(ProcessInfo.processInfo.processIdentifier)")
    atexit { removeTemporaryRoot() }
    return root
}()

private func removeTemporaryRoot() {
    try? FileManager.default.removeItem(at: temporaryRoot)
}

/// A fresh, empty temporary folder, unique to the call.
package func makeTemporaryDirectory() throws -> URL {
    let url = temporaryRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `text` to `path` under `root`, making the folders it needs, and returns the file's path.
@discardableResult
package func write(_ text: String, to path: String, in root: URL) throws -> String {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// A fresh temporary folder holding `files` (path under the folder → text).
package func makeTemporaryDirectory(holding files: [String: String]) throws -> URL {
    let root = try makeTemporaryDirectory()
    for (path, text) in files { try write(text, to: path, in: root) }
    return root
}
