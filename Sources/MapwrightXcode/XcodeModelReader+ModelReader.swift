import Foundation
import MapwrightDiagnostics
import MapwrightModel

extension XcodeModelReader: ModelReader {
    package static let kind = ModelInputKind.xcode

    /// `.xcdatamodeld` and `.xcdatamodel` paths, and folders that hold Xcode's files under another name
    /// (`.xccurrentversion`, `*.xcdatamodel` versions, or a `contents` file).
    package static func reads(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcdatamodeld") || trimmed.hasSuffix(".xcdatamodel") { return true }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue else {
            return false
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
        return children.contains { $0 == ".xccurrentversion" || $0 == "contents" || $0.hasSuffix(".xcdatamodel") }
    }

    package static func readModel(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool
    ) -> ReadModel? {
        readHistory(at: path, diagnostics: diagnostics, keepingReadableVersions: keepingReadableVersions)
            .map { ReadModel(history: $0) }
    }
}
