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
        #expect(text.contains("return [stage1, stage2]"))
        #expect(text.contains("stage2.willMigrateHandler = { manager, stage in"))
        #expect(text.contains("// TODO: `ToDo`.`priority`: String → Integer 16 — convert here: inference cannot convert it."))
        #expect(text.contains("// TODO: ToDo 2 requests custom code for `ToDo`"))
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
        let files = try [Self.toDoFile()] + pairs.map { source, destination in
            let history = ModelHistory(name: "Fixture", versions: [source, destination], currentVersionName: destination.name, origin: "")
            return try #require(StagedMigrationWriter.file(for: history, analysis: MigrationAnalyzer.analyze(history)))
        }
        for file in files {
            let errors = try SwiftTypeChecker.errors(in: file.contents, fileName: file.relativePath, isolation: isolation)
            #expect(errors == nil, "\(file.relativePath) does not type-check cleanly (\(isolation)):\n\(errors ?? "")")
        }
    }

    @Test func aSingleVersionHasNoStagedMigration() throws {
        let history = try ToDoExample.history
        let single = ModelHistory(name: "ToDo", versions: [history.versions[0]], currentVersionName: history.versions[0].name, origin: "")
        #expect(StagedMigrationWriter.file(for: single, analysis: MigrationAnalyzer.analyze(single)) == nil)
    }
}
