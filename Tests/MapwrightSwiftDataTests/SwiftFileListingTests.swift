import Foundation
import MapwrightSupport
import MapwrightTestSupport
import Testing

@testable import MapwrightSwiftData

/// The Swift files of a folder, as the SwiftData reader lists them: every one below it but in test folders
/// and build products; a link to a file is listed, a link to a folder is not followed.
@Suite struct SwiftFileListingTests {
    @Test func listsTheFolderWithoutTestsBuildProductsOrLinkedFolders() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        for file in [
            "Models/Item.swift", "Models/Deep/Tag.swift", "AppTests/ItemTests.swift", ".build/Gen.swift",
            "Pods/Lib.swift", "Notes.txt", "Main.swift",
        ] {
            try write("struct S {}\n", to: file, in: app)
        }
        let outside = root.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("struct O {}\n".utf8).write(to: outside.appendingPathComponent("Other.swift"))
        try FileManager.default.createSymbolicLink(
            at: app.appendingPathComponent("Linked"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(
            at: app.appendingPathComponent("Alias.swift"), withDestinationURL: app.appendingPathComponent("Main.swift"))
        let listed = SwiftDataReader.swiftFiles(at: app.path + "/").map { String($0.dropFirst(app.path.count)) }
        #expect(listed == ["/Alias.swift", "/Main.swift", "/Models/Deep/Tag.swift", "/Models/Item.swift"])
        #expect(PathKind(at: app.appendingPathComponent("Linked").path) == .link)
        #expect(PathKind(at: app.appendingPathComponent("Models").path) == .folder)
        #expect(PathKind(at: app.appendingPathComponent("Main.swift").path) == .other)
        #expect(PathKind(at: app.appendingPathComponent("Missing").path) == nil)
    }
}
