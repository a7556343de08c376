import Foundation
import MapwrightTestSupport
import Testing

/// Xcode bundles for the import and export tests: hand-written ones in `Fixtures/xcode`, and real apps'
/// copied from `../shared/corpus` (tests on those carry `.needsShared("corpus")`).
enum XcodeFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/xcode")

    /// A hand-written fixture's path.
    static func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// The real bundles: objcio/issue-4-core-data-migration's `Model` and objcio/core-data's `Moody`, in a
    /// temporary folder; nil without `../shared/corpus`.
    static let real = try? SharedFiles.stageCorpus([
        ("Model.xcdatamodeld", "objcio__issue-4-core-data-migration/Model"),
        ("Moody.xcdatamodeld", "objcio__core-data/Moody"),
    ])

    /// A real bundle's path, by name.
    static func realPath(_ name: String) -> String { (real ?? root).appendingPathComponent(name).path }

    /// A bundle the parameterized tests take: its name and where it is.
    struct Bundle: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var testDescription: String { name }
    }

    static let bundles = ["Model", "Showcase"].map { Bundle(name: $0, path: path("\($0).xcdatamodeld")) }
    static let realBundles = ["Model", "Moody"].map { Bundle(name: $0, path: realPath("\($0).xcdatamodeld")) }

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
