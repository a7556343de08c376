import Foundation
import MapwrightCore
import MapwrightReport
import MapwrightReportModel
import MapwrightTestSupport
import Testing

/// The text and JSON reports of one SwiftData app count its history findings alike: a staged plan's stores
/// never take the direct step, whose findings are history.
@Suite struct HistoryCountTests {
    static func schema(_ version: Int, _ members: String) -> String {
        """
        enum SchemaV\(version): VersionedSchema {
            static var versionIdentifier = Schema.Version(\(version), 0, 0)
            static var models: [any PersistentModel.Type] { [Item.self] }
            @Model final class Item { \(members); init() {} }
        }
        """
    }

    @Test func textAndJSONCountTheHistoryFindingsAlike() throws {
        let folder = try makeTemporaryDirectory().appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let schemas = [
            "import SwiftData", Self.schema(1, "var name: String = \"\""),
            Self.schema(2, "var name: String = \"\"; var serverID: String"),
            Self.schema(3, "var name: String = \"\"; var serverID: String; var note: String?"),
            """
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self, SchemaV3.self] }
                static var stages: [MigrationStage] { [v1, v2] }
                static let v1 = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)
                static let v2 = MigrationStage.lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self)
            }
            """,
        ]
        try Data(schemas.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("Schemas.swift"))
        let pipeline = Pipeline(workingDirectory: folder.deletingLastPathComponent().path)
        let report = try #require(pipeline.check([folder.path]))
        let options = ReporterOptions(toolVersion: "0")
        let text = XcodeReporter(options: options).render(report)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReporter(options: options).render(report).utf8))
                as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        let history = (summary["exempt"] ?? 0) - (summary["released"] ?? 0) - (summary["knownBefore"] ?? 0)
        let steps = try #require(json["steps"] as? [[String: Any]])
        let exempt = steps.flatMap { $0["findings"] as? [[String: Any]] ?? [] }.filter {
            $0["exemption"] as? String == "history"
        }
        #expect(history > 0)
        #expect(exempt.count == history)
        #expect(text.contains(", \(history) in history, which cannot fail the run"), "\(text)")
    }
}
