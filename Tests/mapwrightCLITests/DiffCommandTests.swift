import Foundation
import MapwrightTestSupport
import Testing

@Suite struct DiffCommandTests {
    @Test func listsChangesWithVerdicts() throws {
        let result = try runMapwright(
            ["diff", "schemas/ToDo/ToDo 2.yaml", "schemas/ToDo/ToDo 3.yaml"], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.first == "ToDo 2 → ToDo 3: heavy; needs a mapping model: Core Data cannot infer it")
        #expect(
            lines.contains {
                $0.hasPrefix("  heavy ")
                    && $0.contains(
                        "ToDo.priority  attribute type changed: String → Integer 16  (schemas/ToDo/ToDo 3.yaml:16:7)")
            })
        #expect(lines.contains { $0.hasPrefix("  lightweight ") && $0.contains("optional → required") })
        #expect(lines.contains("findings:"))
    }

    @Test func identicalVersionsNeedNoMigration() throws {
        let result = try runMapwright(["diff", "schemas/ToDo/ToDo.yaml", "schemas/ToDo/ToDo.yaml"], in: packageRoot)
        #expect(result.status == 0)
        #expect(result.stdout == "ToDo → ToDo: none\n  no changes\n")
    }

    @Test func jsonIsOneStep() throws {
        let result = try runMapwright(
            ["diff", "schemas/ToDo/ToDo.yaml", "schemas/ToDo/ToDo 2.yaml", "--format", "json"], in: packageRoot)
        let step = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(step["migration"] as? String == "lightweight")
        #expect(step["mappingModelReason"] as? String == "customPolicyRequested")
        let kinds = (step["changes"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        #expect(kinds.contains("migrationPolicyRequested"))
        #expect(kinds.filter { $0 == "attributeAdded" }.count == 3)
    }

    @Test func missingVersionExitsTwo() throws {
        let result = try runMapwright(["diff", "schemas/ToDo/ToDo.yaml", "schemas/ToDo/ToDo 9.yaml"], in: packageRoot)
        #expect(result.status == 2)
    }
}
