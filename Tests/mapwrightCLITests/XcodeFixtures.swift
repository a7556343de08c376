import Foundation

/// Xcode bundles for the import and export tests, copied from real apps (and one hand-written).
enum XcodeFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/xcode")

    static func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    static let bundles = ["Model", "Moody", "Showcase"]

    /// Every regular file under `folder`, by relative path.
    static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }
}
