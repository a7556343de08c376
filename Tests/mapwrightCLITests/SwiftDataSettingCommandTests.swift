import Foundation
import MapwrightTestSupport
import Testing

/// `swiftData:` of mapwright.yml is read by every command that reads SwiftData sources: `hash` of the
/// sources equals `hash` of their `import`, and the setting changes both.
@Suite struct SwiftDataSettingCommandTests {
    static let source = """
        import SwiftData
        enum Unit: String, Codable { case gram, ounce }
        enum Shape: Codable { case circle(radius: Double), none }
        enum SchemaV1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Item.self] }
            @Model final class Item {
                var unit: Unit = Unit.gram
                var shape: Shape?
            }
        }
        """

    /// `hash` of the sources and of their import, and `check`'s output, under `configuration` (none when nil).
    static func run(_ configuration: String?) throws -> (sources: String, imported: String, check: CLIResult) {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: root.appendingPathComponent("Sources/Schema.swift"))
        if let configuration {
            try Data(configuration.utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        }
        let hash = try runMapwright(["hash", "Sources"], in: root)
        #expect(hash.status == 0, "\(hash.stderr)")
        let imported = try runMapwright(["import", "Sources", "--output", "Imported"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        let importedHash = try runMapwright(["hash", "Imported"], in: root)
        return (hash.stdout, importedHash.stdout, try runMapwright(["check", "Sources"], in: root))
    }

    /// The lines of `hash`'s output after the version's name (which import keeps).
    static func hashes(_ output: String) -> [String] {
        Array(output.split(separator: "\n").dropFirst().map(String.init))
    }

    @Test func hashAndImportAgreeUnderEachSetting() throws {
        let unset = try Self.run(nil)
        let transformable = try Self.run("swiftData:\n  codable: transformable\n")
        let chosen = try Self.run("swiftData:\n  associatedValues: strings\n")
        for run in [unset, transformable, chosen] {
            #expect(Self.hashes(run.sources) == Self.hashes(run.imported), "\(run.sources)\n\(run.imported)")
            #expect(run.check.status == 0, "\(run.check.stdout)")
        }
        #expect(Self.hashes(unset.sources) != Self.hashes(transformable.sources))
        #expect(Self.hashes(unset.sources) == Self.hashes(chosen.sources))
        // Said once when nothing is chosen; the team's choice is no assumption.
        #expect(unset.check.stdout.contains("[MW027]"))
        #expect(!chosen.check.stdout.contains("[MW027]"))
        #expect(!transformable.check.stdout.contains("[MW027]"))
    }
}
