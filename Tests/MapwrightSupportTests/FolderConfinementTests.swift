import Foundation
import MapwrightSupport
import Testing

/// `FolderConfinement.isOutside(_:folder:)` on a folder with plain entries and links leading in and out,
/// reached directly, through a linked folder, and through paths it does not take as one plain name.
@Suite struct FolderConfinementTests {
    /// A scratch folder: `Model` holding `plain`, `inner/deep`, `in` (a link to `plain`) and `out` (a link
    /// to `secret` beside `Model`); `Linked` is a link to `Model`.
    static func scratch() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("confinement-\(UUID().uuidString)")
            .path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Model/inner", withIntermediateDirectories: true)
        for file in ["/Model/plain", "/Model/inner/deep", "/secret"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + file))
        }
        try manager.createSymbolicLink(atPath: root + "/Model/in", withDestinationPath: root + "/Model/plain")
        try manager.createSymbolicLink(atPath: root + "/Model/out", withDestinationPath: root + "/secret")
        try manager.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/Model")
        return root
    }

    @Test func entriesAndLinksAreToldApart() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases: [(path: String, folder: String, outside: Bool)] = [
            ("/Model/plain", "/Model", false),
            ("/Model/inner", "/Model", false),
            ("/Model/inner/deep", "/Model", false),
            ("/Model/in", "/Model", false),
            ("/Model/out", "/Model", true),
            ("/Model/missing", "/Model", false),
            ("/Linked/plain", "/Linked", false),
            ("/Linked/out", "/Linked", true),
            ("/Model/../secret", "/Model", true),
            ("/Model//plain", "/Model", false),
            ("/Model/./out", "/Model", true),
            ("/secret", "/Model", true),
            ("/Model/plain", "/Model/missing", true),
        ]
        for example in cases {
            let outside = FolderConfinement.isOutside(root + example.path, folder: root + example.folder)
            #expect(outside == example.outside, "\(example.path) in \(example.folder)")
        }
    }
}
