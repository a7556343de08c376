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
