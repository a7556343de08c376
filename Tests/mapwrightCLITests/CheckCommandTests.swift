import Foundation
import MapwrightTestSupport
import Testing

/// `mapwright check` on the sample schemas in `schemas/`.
@Suite struct CheckCommandTests {
    @Test func toDoNeedsAMappingModelForThePolicyAndIsHeavyFromTwoToThree() throws {
        let result = try runMapwright(["check", "schemas/ToDo"], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(
            lines.contains(
                "ToDo → ToDo 2: lightweight; needs a mapping model: a custom migration policy is requested"
                    + " [history: the current app's stores do not take this step]"))
        #expect(lines.contains("ToDo 2 → ToDo 3: heavy; needs a mapping model: Core Data cannot infer it"))
        #expect(
            lines.contains(
                "schemas/ToDo/ToDo 3.yaml:16:7: warning: ToDo.priority: String → Integer 16 cannot be inferred [MW101]")
        )
        #expect(lines.contains("ToDo → ToDo 3 (direct): lightweight"))
    }

    @Test func toDoJSON() throws {
        let result = try runMapwright(["check", "schemas/ToDo", "--format", "json"], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        try expectGolden(result.stdout, named: "check-ToDo.json")

        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(
            steps.map { "\($0["from"]!)→\($0["to"]!) \($0["migration"]!)" } == [
                "ToDo→ToDo 2 lightweight", "ToDo 2→ToDo 3 heavy", "ToDo→ToDo 3 lightweight",
            ])
        #expect(steps[0]["requiresMappingModel"] as? Bool == true)
        #expect(steps[0]["mappingModelReason"] as? String == "customPolicyRequested")
        #expect(steps[1]["mappingModelReason"] as? String == "inferenceFails")
        let finding = try #require((steps[1]["findings"] as? [[String: Any]])?.first)
        #expect(finding["code"] as? String == "MW101")
        #expect(finding["severity"] as? String == "warning")
        #expect(finding["entity"] as? String == "ToDo")
        #expect(finding["property"] as? String == "priority")
        let location = try #require(finding["location"] as? [String: Any])
        #expect(location["file"] as? String == "schemas/ToDo/ToDo 3.yaml")
        #expect(location["line"] as? Int == 16)
        #expect(location["column"] as? Int == 7)
    }

    @Test func listsIsLightweight() throws {
        let result = try runMapwright(["check", "schemas/Lists", "--format", "json"], in: packageRoot)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["migration"] as? String == "lightweight")
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.count == 1)
        #expect(steps[0]["requiresMappingModel"] as? Bool == false)
        #expect((steps[0]["findings"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: [
        ("schemas/ToDo", "error", Int32(0)), ("schemas/ToDo", "warning", 1), ("schemas/ToDo", "lightweight", 1),
        ("schemas/ToDo", "heavy", 1), ("schemas/Lists", "heavy", 0), ("schemas/Lists", "warning", 0),
        ("schemas/Lists", "lightweight", 1),
    ])
    func failOnThresholds(_ model: String, _ threshold: String, _ status: Int32) throws {
        let result = try runMapwright(["check", model, "--fail-on", threshold], in: packageRoot)
        #expect(result.status == status, "\(model) --fail-on \(threshold)")
    }

    @Test(arguments: [
        ["check", "--config", "missing.yml"], ["check", "schemas/ToDo", "--fail-on", "sometimes"],
        ["check", "schemas/ToDo", "--format", "xml"],
        ["check", "schemas/Missing"],
    ])
    func invalidInputOrUsageExitsTwo(_ arguments: [String]) throws {
        let result = try runMapwright(arguments, in: packageRoot)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test func outputIsDeterministic() throws {
        let first = try runMapwright(["check", "schemas/ToDo", "--format", "json"], in: packageRoot)
        let second = try runMapwright(["check", "schemas/ToDo", "--format", "json"], in: packageRoot)
        #expect(first.stdout == second.stdout)
    }
}

/// Compares `actual` with the golden file `name` in this target's `Fixtures/` (see ``Golden``).
private func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
{
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    try Golden.check(actual, against: url, sourceLocation: sourceLocation)
}
