import Foundation
import MapwrightTestSupport
import Testing

@Suite struct ExportCommandTests {
    /// YAML → export → import gives the same YAML, byte for byte.
    @Test(arguments: XcodeFixtures.bundles)
    func yamlSurvivesExportAndImport(_ bundle: XcodeFixtures.Bundle) throws {
        let directory = try makeTemporaryDirectory()
        #expect(try runMapwright(["import", bundle.path, "-o", "first"], in: directory).status == 0)
        #expect(try runMapwright(["export", "first", "-o", "Exported.xcdatamodeld"], in: directory).status == 0)
        #expect(try runMapwright(["import", "Exported.xcdatamodeld", "-o", "second"], in: directory).status == 0)
        let first = XcodeFixtures.files(in: directory.appendingPathComponent("first"))
        let second = XcodeFixtures.files(in: directory.appendingPathComponent("second"))
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test(.needsShared("corpus"), arguments: XcodeFixtures.realBundles)
    func realYAMLSurvivesExportAndImport(_ bundle: XcodeFixtures.Bundle) throws {
        try yamlSurvivesExportAndImport(bundle)
    }

    @Test(.needsShared("corpus")) func exportIsDeterministicAndWritesXcodesLayout() throws {
        let directory = try makeTemporaryDirectory()
        let source = XcodeFixtures.realPath("Moody.xcdatamodeld")
        let result = try runMapwright(["export", source, "--output", "A.xcdatamodeld"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "exported 6 version(s) of Moody to A.xcdatamodeld (current: Moody 6)\n")
        #expect(try runMapwright(["export", source, "--output", "B.xcdatamodeld"], in: directory).status == 0)
        let a = XcodeFixtures.files(in: directory.appendingPathComponent("A.xcdatamodeld"))
        #expect(a == XcodeFixtures.files(in: directory.appendingPathComponent("B.xcdatamodeld")))
        let versions = ["Moody", "Moody 2", "Moody 3", "Moody 4", "Moody 5", "Moody 6"]
        #expect(a.keys.sorted() == ([".xccurrentversion"] + versions.map { "\($0).xcdatamodel/contents" }).sorted())
        let contents = String(decoding: a["Moody 2.xcdatamodel/contents"]!, as: UTF8.self)
        #expect(
            contents.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\" documentVersion=\"1.0\" minimumToolsVersion=\"Xcode 7.0\" userDefinedModelVersionIdentifier=\"2\">\n    <entity name=\"Continent\" parentEntity=\"GeographicRegion\" syncable=\"YES\">\n"
            ))
    }

    @Test func refusesToReplaceABundleUnlessForced() throws {
        let directory = try makeTemporaryDirectory()
        let arguments = ["export", XcodeFixtures.path("Model.xcdatamodeld"), "--output", "Model.xcdatamodeld"]
        #expect(try runMapwright(arguments, in: directory).status == 0)
        let refused = try runMapwright(arguments, in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: 'Model.xcdatamodeld' already exists (use --force to replace it)\n")
        #expect(try runMapwright(arguments + ["--force"], in: directory).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Model.xcdatamodeld"])
    }

    @Test func theOutputMustBeABundle() throws {
        let result = try runMapwright(
            ["export", XcodeFixtures.path("Model.xcdatamodeld"), "--output", "Model"], in: try makeTemporaryDirectory())
        #expect(result.status == 2)
        #expect(result.stderr.contains("--output must name a .xcdatamodeld bundle"))
    }

    /// SwiftData sources whose plan's order is not their names' order: the bundle is written in the plan's
    /// order, reads back by its names, and export says how `versions:` keeps the plan's order.
    @Test func aPlanOrderTheNamesDoNotKeepIsSaid() throws {
        let directory = try makeTemporaryDirectory()
        let schema = { (name: String, major: Int) in
            "enum \(name): VersionedSchema {\n    static var versionIdentifier = Schema.Version(\(major), 0, 0)\n"
                + "    static var models: [any PersistentModel.Type] { [Item.self] }\n"
                + "    @Model final class Item { var v\(major): Int = 0 }\n}\n"
        }
        let source =
            "import SwiftData\n" + schema("Initial", 1) + schema("Added", 2) + schema("Final", 3)
            + "enum Plan: SchemaMigrationPlan {\n    static var schemas: [any VersionedSchema.Type] { "
            + "[Initial.self, Added.self, Final.self] }\n    static var stages: [MigrationStage] { [] }\n}\n"
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: directory.appendingPathComponent("Sources/Schemas.swift"))
        let export = try runMapwright(["export", "Sources", "-o", "Model.xcdatamodeld"], in: directory)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(
            export.stderr.contains("versions:\n  Model.xcdatamodeld: [Initial, Added, Final]\n"), "\(export.stderr)")
        try Data("versions:\n  Model.xcdatamodeld: [Initial, Added, Final]\n".utf8).write(
            to: directory.appendingPathComponent("mapwright.yml"))
        let hash = try runMapwright(["hash", "Model.xcdatamodeld"], in: directory)
        #expect(
            hash.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") } == ["Initial", "Added", "Final (current)"])
        let again = try runMapwright(["export", "Sources", "-o", "Model.xcdatamodeld", "--force"], in: directory)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
    }
}
