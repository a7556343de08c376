import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightStore

/// A readable store no model matches is described from what it says of itself (framework, entity hashes, the
/// cached model) with one warning (MW190), not refused: exit status 0. A model named with `--model` is the
/// model, matching or not.
@Suite struct StoreWithoutModelTests {
    static let item = StoreDataCheckTests.item("1", [Attribute(name: "title", type: .string, isOptional: true)])

    static func itemStore() throws -> TestStore {
        try TestStore(
            [
                "CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR)",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 0)",
            ], version: item, frameworkVersion: 1523)
    }

    /// A YAML model of one version whose only entity is `Other`, in `folder`.
    static func otherModel(in folder: URL) throws -> String {
        let model = folder.appendingPathComponent("Other").path
        try FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
        try "entities:\n  Other:\n    attributes:\n      name: String?\n".write(
            toFile: model + "/Other.yaml", atomically: true, encoding: .utf8)
        try "current: Other\n".write(toFile: model + "/_manifest.yaml", atomically: true, encoding: .utf8)
        return model
    }

    @Test func noModelFoundDescribesTheStore() throws {
        let store = try Self.itemStore()
        defer { store.remove() }
        let before = store.files
        let report = try #require(
            try Pipeline(workingDirectory: store.folder.path).checkStore(store.path, modelPaths: [], showValues: false))
        #expect(report.modelNotFound?.hasPrefix("no model was found") == true)
        #expect(report.findings.map(\.rule.code) == ["MW190"])
        #expect(report.findings.map(\.severity) == [.warning])
        #expect(!report.hasErrors)
        let hash = VersionHasher.entityHashes(Self.item)["Item"]!.hex
        #expect(report.text.contains("  entity hashes:\n    Item: \(hash)"))
        #expect(report.text.contains("framework 1523"))
        #expect(report.json.contains("\"modelNotFound\""))
        #expect(store.files == before)
    }

    @Test func noModelWithAnyOfItsEntitiesDescribesTheStore() throws {
        let store = try Self.itemStore()
        defer { store.remove() }
        let other = try Self.otherModel(in: store.folder)
        let before = store.files
        let report = try #require(
            try Pipeline(workingDirectory: store.folder.path).checkStore(
                store.path, modelPaths: [other], showValues: false))
        #expect(report.modelNotFound == "no model of the project has any of its entities (Item); models read: Other")
        #expect(!report.hasErrors)
        #expect(store.files == before)
    }

    @Test func aNamedModelIsCheckedAgainstWhateverItShares() throws {
        let store = try Self.itemStore()
        defer { store.remove() }
        let other = try Self.otherModel(in: store.folder)
        let before = store.files
        let report = try #require(
            try Pipeline(workingDirectory: store.folder.path).checkStore(
                store.path, modelPaths: [other], explicit: true, showValues: false))
        #expect(store.files == before)
        #expect(report.modelNotFound == nil)
        // No version wrote it, and it caches no model: it does not open.
        #expect(report.findings.first?.rule == StoreRules.versionNotInModel)
        #expect(report.findings.first?.severity == .error)
        #expect(report.hasErrors)
    }

    @Test func checkStoresSaysTheStoreIsNotChecked() throws {
        let store = try Self.itemStore()
        defer { store.remove() }
        let other = try Self.otherModel(in: store.folder)
        let pipeline = Pipeline(workingDirectory: store.folder.path)
        let report = try #require(pipeline.check([other]))
        let before = store.files
        let checked = pipeline.addingStores([store.path], to: report, modelPaths: [other])
        #expect(store.files == before)
        let finding = try #require(checked.models[0].projectFindings.first { $0.code == "MW190" })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("no model of the project has any of its entities (Item)"))
    }
}
