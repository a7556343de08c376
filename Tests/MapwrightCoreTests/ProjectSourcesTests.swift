import Foundation
import MapwrightTestSupport
import Testing

@testable import MapwrightCore

/// One walk of a project root: its sources by name (each folder before what it holds), its mapping models;
/// build products, dependencies and model bundles skipped, linked folders listed but not entered.
@Suite struct ProjectSourcesTests {
    @Test func theWalkListsSourcesByNameAndSkipsWhatIsNotTheApps() throws {
        let root = try makeTemporaryDirectory()
        let outside = try makeTemporaryDirectory()
        for file in [
            "b/Policy.swift", "a/Policy.swift", "a/Z.m", "a/z/Deep.h", "Top.mm", "notes.txt", ".swift",
            "Pods/Lib.swift", ".build/Built.swift", "Model.xcdatamodeld/Inside.swift",
            "Maps/V1toV2.xcmappingmodel/xcmapping.xml", "Maps/V1toV2.xcmappingmodel/Inside.swift",
        ] {
            try write("", to: file, in: root)
        }
        try write("", to: "Elsewhere.swift", in: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("linked").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("a/Link.swift").path,
            withDestinationPath: outside.appendingPathComponent("Elsewhere.swift").path)

        let sources = ProjectSources(root: root.path)
        #expect(
            sources.sourceFiles == [
                "Top.mm", "a/Link.swift", "a/Policy.swift", "a/Z.m", "a/z/Deep.h", "b/Policy.swift",
            ])
        #expect(sources.mappingModels == [root.appendingPathComponent("Maps/V1toV2.xcmappingmodel").path])
    }

    /// Two files declaring one class: the first by name is the one the policy lookup finds, whatever
    /// order the disk lists them in.
    @Test func theFirstDeclarationByNameWins() throws {
        let root = try makeTemporaryDirectory()
        try write("class ItemPolicy: NSObject {}\n", to: "b/ItemPolicy.swift", in: root)
        try write("class ItemPolicy: NSEntityMigrationPolicy {}\n", to: "a/ItemPolicy.swift", in: root)
        let index = try #require(ProjectSources(root: root.path).policyClasses)
        #expect(index.lookup("ItemPolicy") == .policy)
    }
}
