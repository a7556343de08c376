import Foundation
import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel
import MapwrightTestSupport
import Testing

/// `generate --staged`: the `NSStagedMigrationManager` file (StagedMigrationWriter).
@Suite struct StagedMigrationTests {
    static func toDoFile() throws -> GeneratedFile {
        let history = try ToDoExample.history
        return try #require(StagedMigrationWriter.file(for: history, analysis: MigrationAnalyzer.analyze(history)))
    }

    @Test func toDoIsALightweightStageThenACustomStage() throws {
        let file = try Self.toDoFile()
        #expect(file.relativePath == "ToDoStagedMigration.swift")
        #expect(file.kind == .stagedMigration)
        let text = file.contents
        let lightweight = try #require(text.range(of: "let stage1 = NSLightweightMigrationStage(["))
        let custom = try #require(text.range(of: "let stage2 = NSCustomMigrationStage("))
        #expect(lightweight.lowerBound < custom.lowerBound)
        let expected = [
            "return [stage1, stage2]", "stage2.willMigrateHandler = { manager, stage in",
            "// TODO: `ToDo`.`priority`: String → Integer 16 — convert here: inference cannot convert it.",
            "// TODO: ToDo 2 requests custom code for `ToDo`",
        ]
        for line in expected { #expect(text.contains(line)) }
        try expectGolden(text, "ToDo/ToDoStagedMigration.swift")
    }

    /// Each version's checksum is the model's `versionChecksum` (VersionHasher), the one `mapwright hash`
    /// prints (the CLI test compares the two commands' output).
    @Test func checksumsAreTheVersionChecksums() throws {
        let history = try ToDoExample.history
        let text = try Self.toDoFile().contents
        let hashes = HistoryHashes(history)
        for (version, occurrences) in zip(history.versions, [1, 1, 1]) {
            let checksum = VersionHasher.modelVersionHash(entityHashes: hashes.entityHashes(of: version)).base64
            #expect(text.components(separatedBy: "\"\(checksum)\"").count - 1 == occurrences, "\(version.name)")
        }
    }

    @Test(arguments: SwiftTypeChecker.Isolation.allCases)
    func typeChecks(isolation: SwiftTypeChecker.Isolation) throws {
        let pairs = [
            (StubFixtures.source, StubFixtures.destination), (HeavyFixtures.uuidSource, HeavyFixtures.uuidDestination),
            (HeavyFixtures.storageSource, HeavyFixtures.storageDestination),
        ]
        let files =
            try [Self.toDoFile()]
            + pairs.map { source, destination in
                let history = ModelHistory(
                    name: "Fixture", versions: [source, destination], currentVersionName: destination.name, origin: "")
                return try #require(
                    StagedMigrationWriter.file(for: history, analysis: MigrationAnalyzer.analyze(history)))
            }
        for file in files {
            let errors = try SwiftTypeChecker.errors(
                in: file.contents, fileName: file.relativePath, isolation: isolation)
            #expect(errors == nil, "\(file.relativePath) does not type-check cleanly (\(isolation)):\n\(errors ?? "")")
        }
    }

    /// Two versions with one checksum (AltStore 7 and 8 in the corpus) are listed once: Core Data rejects
    /// duplicate checksums.
    @Test func anEqualChecksumIsListedOnce() throws {
        var copy = HeavyFixtures.storageSource
        copy.name = "Files 2b"
        var third = HeavyFixtures.storageSource
        third.name = "Files 2c"
        third.entities[0].attributes.append(Attribute(name: "note", type: .string, isOptional: true))
        let history = ModelHistory(
            name: "Files", versions: [HeavyFixtures.storageSource, copy, third], currentVersionName: third.name,
            origin: "")
        let text = try #require(StagedMigrationWriter.file(for: history, analysis: MigrationAnalyzer.analyze(history)))
            .contents
        #expect(text.contains("// Files 2b: the same versionChecksum as an earlier version, listed once"))
        #expect(text.components(separatedBy: "// Files 2\n").count == 2)
        #expect(try SwiftTypeChecker.errors(in: text, fileName: "Files.swift") == nil)
    }

    @Test func aSingleVersionHasNoStagedMigration() throws {
        let history = try ToDoExample.history
        let single = ModelHistory(
            name: "ToDo", versions: [history.versions[0]], currentVersionName: history.versions[0].name, origin: "")
        #expect(StagedMigrationWriter.file(for: single, analysis: MigrationAnalyzer.analyze(single)) == nil)
    }
}
