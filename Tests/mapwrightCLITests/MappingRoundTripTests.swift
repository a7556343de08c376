import Foundation
import MapwrightTestSupport
import Testing

/// An app's mapping model through `import`, `check` and `export` (docs/mappings.md). The fixture is
/// JohnEstropia/CoreStore's MigrationDemo with its `OrganismV2ToV3.xcmappingmodel` (a custom policy), copied
/// from `../shared/corpus`.
@Suite(.needsShared("corpus")) struct MappingRoundTripTests {
    static let bundle =
        (try? SharedFiles.stageCorpus([
            (
                "MigrationDemo.xcdatamodeld",
                "JohnEstropia__CoreStore/MigrationDemo|.xccurrentversion,MigrationDemoV2,MigrationDemoV3"
            ),
            (
                "mappings/OrganismV2ToV3.xcmappingmodel",
                "JohnEstropia__CoreStore/MigrationDemo/mappings/OrganismV2ToV3.xcmappingmodel"
            ),
        ]))?.appendingPathComponent("MigrationDemo.xcdatamodeld").path ?? ""

    @Test func importWritesTheMappingModelCheckUsesItAndExportWritesItBack() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = try runMapwright(["import", Self.bundle, "--output", "schemas/MigrationDemo"], in: directory)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasSuffix("and 1 mapping model(s)\n"))
        let readable = directory.appendingPathComponent("schemas/MigrationDemo/OrganismV2ToV3.mapping.yaml")
        let text = try String(contentsOf: readable, encoding: .utf8)
        #expect(text.hasPrefix("# Imported by mapwright from OrganismV2ToV3.xcmappingmodel."))
        #expect(text.contains("sourceHash: "))

        let checked = try runMapwright(["check", "schemas/MigrationDemo"], in: directory)
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(
            checked.stdout.contains(
                "MigrationDemoV2 → MigrationDemoV3: lightweight (covered by OrganismV2ToV3.mapping.yaml)"),
            "\(checked.stdout)")

        let exported = try runMapwright(
            ["export", "schemas/MigrationDemo", "--output", "App/MigrationDemo.xcdatamodeld"], in: directory)
        #expect(exported.status == 0, "\(exported.stderr)")
        // The app loads its mapping model by name: the name is kept.
        let xcode = directory.appendingPathComponent("App/OrganismV2ToV3.xcmappingmodel/xcmapping.xml")
        #expect(FileManager.default.fileExists(atPath: xcode.path))
        let rechecked = try runMapwright(["check", "App/MigrationDemo.xcdatamodeld"], in: directory)
        #expect(rechecked.stdout.contains("(covered by OrganismV2ToV3.xcmappingmodel)"), "\(rechecked.stdout)")
    }

    @Test func anExpressionExportCannotArchiveIsAPositionedWarning() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            try runMapwright(["import", Self.bundle, "--output", "schemas/MigrationDemo"], in: directory).status == 0)
        let readable = directory.appendingPathComponent("schemas/MigrationDemo/OrganismV2ToV3.mapping.yaml")
        var lines = try String(contentsOf: readable, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("valueExpression:") })
        let indent = lines[index].prefix { $0 == " " }
        lines[index] = indent + "valueExpression: ($source.a * 1.8) + 32"
        try Data(lines.joined(separator: "\n").utf8).write(to: readable)
        let exported = try runMapwright(
            ["export", "schemas/MigrationDemo", "--output", "App/MigrationDemo.xcdatamodeld"], in: directory)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr.contains("OrganismV2ToV3.mapping.yaml:"), "\(exported.stderr)")
        #expect(
            exported.stderr.contains("warning: the value expression of") && exported.stderr.contains("[MW204]"),
            "\(exported.stderr)")
    }
}
