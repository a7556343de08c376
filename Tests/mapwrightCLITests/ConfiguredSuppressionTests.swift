import Foundation
import MapwrightTestSupport
import Testing

/// `suppress:` entries of mapwright.yml: findings accepted with a reason, outside the model files.
@Suite struct ConfiguredSuppressionTests {
    static func project(_ configuration: String) throws -> URL {
        let root = try CheckProjectTests.project()
        try Data(("models: [ToDo]\n" + configuration).utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        return root
    }

    @Test func entryWithAReasonSuppressesTheFindingAndIsShownAsSuppressed() throws {
        let root = try Self.project(
            """
            suppress:
              - code: MW101
                model: ToDo
                entity: ToDo
                property: priority
                reason: every stored priority is a digit; the custom policy converts it
            """)
        let json = try BaselineTests.json(try runMapwright(["check", "--reporter", "json"], in: root).stdout)
        let steps = try #require(json["steps"] as? [[String: Any]])
        let findings = steps.flatMap { $0["findings"] as? [[String: Any]] ?? [] }.filter {
            $0["code"] as? String == "MW101"
        }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding["suppressed"] as? Bool == true)
            #expect(
                finding["suppressionReason"] as? String
                    == "every stored priority is a digit; the custom policy converts it")
            #expect((finding["suppressedAt"] as? [String: Any])?["line"] as? Int == 3)
        }
        let text = try runMapwright(["check"], in: root)
        #expect(!text.stdout.contains("[MW101]"))
        #expect(!text.stdout.contains("[MW441]"))
        let sarif = try runMapwright(["check", "--reporter", "sarif", "--include-suppressed"], in: root)
        #expect(!(try runMapwright(["check", "--reporter", "sarif"], in: root)).stdout.contains("\"justification\""))
        #expect(sarif.stdout.contains("\"kind\" : \"external\""))
        #expect(
            sarif.stdout.contains(
                "\"justification\" : \"every stored priority is a digit; the custom policy converts it\""))
    }

    @Test(arguments: [
        // the property misspelt
        (
            "  - {code: MW101, model: ToDo, entity: ToDo, property: prio, reason: known}\n",
            "ToDo: the `suppress` entry for MW101 on `ToDo.prio` matches no finding"
        ),
        // another step
        (
            "  - {code: MW101, model: ToDo, entity: ToDo, step: ToDo -> ToDo 2, reason: known}\n",
            "ToDo: the `suppress` entry for MW101 on `ToDo` in ToDo → ToDo 2 matches no finding"
        ),
    ])
    func entryThatMatchesNothingIsReported(entry: String, message: String) throws {
        let root = try Self.project("suppress:\n" + entry)
        let check = try runMapwright(["check"], in: root)
        #expect(check.stdout.contains("mapwright.yml:3:5: warning: \(message) [MW441]"), "\(check.stdout)")
        #expect(check.stdout.contains("[MW101]"))
    }

    @Test(arguments: [
        (
            "  - code: MW101\n    model: ToDo\n    entity: ToDo\n",
            "mapwright.yml:3:5: error: a `suppress` entry needs `reason`: say why the finding is accepted [MW431]"
        ),
        (
            "  - code: MW101\n    model: ToDo\n    entity: ToDo\n    reason: ok\n    propery: priority\n",
            "mapwright.yml:7:5: error: unknown key 'propery' in a `suppress` entry [MW430]"
        ),
        ("  code: MW101\n", "mapwright.yml:3:3: error: `suppress` takes a list of entries"),
    ])
    func malformedEntryIsAConfigurationErrorWithItsPosition(entries: String, error: String) throws {
        let root = try Self.project("suppress:\n" + entries)
        let check = try runMapwright(["check"], in: root)
        #expect(check.status == 2)
        #expect(check.stderr.contains(error), "\(check.stderr)")
    }
}
