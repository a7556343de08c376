import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightStore

/// The project's rule settings apply to store findings as to a model's: `rules:` turns one off or re-grades
/// it (the exit status follows), a `suppress:` entry suppresses it with its reason, the baseline records it;
/// for `mapwright store` and for `check --stores` alike.
@Suite struct StoreSettingsTests {
    /// A project: the YAML model `Item` (version `Item` has an optional `title`, `Item 2` makes it required),
    /// a store of version `Item` with two NULL titles, and `mapwright.yml` with `settings` and the store listed.
    struct Project {
        let store: TestStore
        var folder: String { store.folder.path }

        init(settings: String = "") throws {
            let staging = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: staging) }
            try Self.writeModel(in: staging.path)
            let version = try #require(Pipeline().load(staging.path + "/Item")?.history.versions.first)
            store = try TestStore(
                [
                    "CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR)",
                    "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 3)", "INSERT INTO ZITEM VALUES (1, 1, 1, 'a')",
                    "INSERT INTO ZITEM VALUES (2, 1, 1, NULL)", "INSERT INTO ZITEM VALUES (3, 1, 1, NULL)",
                ], version: version)
            try Self.writeModel(in: folder)
            try "models:\n  - Item\nstores:\n  - Item.sqlite\n\(settings)".write(
                toFile: folder + "/mapwright.yml", atomically: true, encoding: .utf8)
        }

        static func writeModel(in folder: String) throws {
            let model = folder + "/Item"
            try FileManager.default.createDirectory(atPath: model, withIntermediateDirectories: true)
            try "entities:\n  Item:\n    attributes:\n      title: String?\n".write(
                toFile: model + "/Item.yaml", atomically: true, encoding: .utf8)
            try "entities:\n  Item:\n    attributes:\n      title: String\n".write(
                toFile: model + "/Item 2.yaml", atomically: true, encoding: .utf8)
            try "current: Item 2\n".write(toFile: model + "/_manifest.yaml", atomically: true, encoding: .utf8)
        }

        func pipeline() throws -> Pipeline {
            let configuration = try #require(
                ConfigurationLoader.load(
                    explicitPath: nil, workingDirectory: folder, diagnostics: CollectingDiagnosticCollector()))
            return Pipeline(configuration: configuration, workingDirectory: folder)
        }

        /// `mapwright store Item.sqlite`; the store's files byte-identical afterwards.
        func storeReport() throws -> StoreReport {
            let before = store.files
            defer { #expect(store.files == before, "the store's files changed") }
            return try #require(
                try pipeline().checkStore("Item.sqlite", modelPaths: [folder + "/Item"], showValues: false))
        }

        /// `mapwright check` (its stores from `mapwright.yml`): whether it fails, and its JSON output; the store's
        /// files byte-identical afterwards.
        func check(writingBaseline baseline: String? = nil) throws -> (fails: Bool, json: String) {
            let before = store.files
            defer { #expect(store.files == before, "the store's files changed") }
            var request = CheckRequest(models: [folder + "/Item"], toolVersion: "test")
            request.writeBaseline = baseline
            var output: [UInt8] = []
            var settings = try pipeline()
            settings.configuration.reporter = "json"
            let outcome = try CheckRun.run(request, pipeline: settings, read: { _ in }, output: { output += $0 })
            return (outcome == .thresholdReached, String(decoding: output, as: UTF8.self))
        }
    }

    @Test func withoutSettingsTheFailingRowsAreAnError() throws {
        let project = try Project()
        defer { project.store.remove() }
        let report = try project.storeReport()
        #expect(report.findings.map(\.rule.code) == ["MW193"])
        #expect(report.findings.first?.severity == .error)
        #expect(report.hasErrors)
        #expect(try project.check().fails)
    }

    @Test func aSeverityOverrideChangesTheExitStatus() throws {
        let project = try Project(settings: "rules:\n  MW193: warning\n")
        defer { project.store.remove() }
        let report = try project.storeReport()
        #expect(report.findings.map(\.severity) == [.warning])
        #expect(!report.hasErrors)
        let check = try project.check()
        #expect(!check.fails)
        #expect(check.json.contains("\"MW193\""))
    }

    @Test func aRuleTurnedOffIsAbsent() throws {
        let project = try Project(settings: "rules:\n  MW193: off\n")
        defer { project.store.remove() }
        #expect(try project.storeReport().findings.isEmpty)
        let check = try project.check()
        #expect(!check.fails)
        #expect(!check.json.contains("MW193"))
    }

    @Test func aSuppressedFindingIsListedWithItsReason() throws {
        let reason = "the app fills every title before it migrates"
        let project = try Project(
            settings:
                "suppress:\n  - code: MW193\n    model: Item\n    entity: Item\n    property: title\n    step: Item -> Item 2\n    reason: \(reason)\n"
        )
        defer { project.store.remove() }
        let report = try project.storeReport()
        #expect(report.findings.map(\.suppression?.reason) == [reason])
        #expect(!report.hasErrors)
        #expect(report.text.contains("error (suppressed: \(reason)): Item → Item 2: attribute Item.title"))
        let check = try project.check()
        #expect(!check.fails)
        #expect(check.json.contains(reason))
        // The entry is used: no MW441 saying it matches nothing.
        #expect(!check.json.contains("MW441"))
    }

    @Test func theBaselineRecordsStoreFindings() throws {
        let project = try Project()
        defer { project.store.remove() }
        #expect(try project.check(writingBaseline: "baseline.json").fails == false)
        let recorded = try String(contentsOfFile: project.folder + "/baseline.json", encoding: .utf8)
        #expect(recorded.contains("MW193"))
        try "models:\n  - Item\nstores:\n  - Item.sqlite\nbaseline: baseline.json\n".write(
            toFile: project.folder + "/mapwright.yml", atomically: true, encoding: .utf8)
        #expect(try project.check().fails == false)
    }
}
