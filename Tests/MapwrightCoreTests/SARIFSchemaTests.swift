import Foundation
import MapwrightCore
import MapwrightReport
import MapwrightReportModel
import Testing

/// The required fields and closed value sets of the SARIF 2.1.0 schema (sarif-schema-2.1.0.json) for the
/// objects Mapwright writes: sarifLog, run, tool, toolComponent, reportingDescriptor, result, message,
/// location, physicalLocation, artifactLocation, region, suppression.
enum SARIFSchema {
    static func problems(in data: Data) -> [String] {
        guard let log = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ["not a JSON object"]
        }
        var problems: [String] = []
        func require(_ object: [String: Any], _ keys: [String], _ path: String) {
            for key in keys where object[key] == nil { problems.append("\(path): missing required '\(key)'") }
        }
        require(log, ["version", "runs"], "sarifLog")
        if log["version"] as? String != "2.1.0" { problems.append("sarifLog.version must be \"2.1.0\"") }
        for (r, run) in (log["runs"] as? [[String: Any]] ?? []).enumerated() {
            require(run, ["tool"], "runs[\(r)]")
            let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
            guard let driver else {
                problems.append("runs[\(r)].tool: missing required 'driver'")
                continue
            }
            require(driver, ["name"], "driver")
            let rules = driver["rules"] as? [[String: Any]] ?? []
            for (i, rule) in rules.enumerated() {
                require(rule, ["id"], "rules[\(i)]")
                if let uri = rule["helpUri"] as? String, URL(string: uri)?.scheme == nil {
                    problems.append("rules[\(i)].helpUri is not absolute")
                }
                for key in ["shortDescription", "fullDescription", "help"] {
                    if let text = rule[key] as? [String: Any] { require(text, ["text"], "rules[\(i)].\(key)") }
                }
                if let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String,
                    !levels.contains(level)
                {
                    problems.append("rules[\(i)].defaultConfiguration.level '\(level)' is not a SARIF level")
                }
            }
            for (i, result) in (run["results"] as? [[String: Any]] ?? []).enumerated() {
                let path = "results[\(i)]"
                require(result, ["message"], path)
                if let message = result["message"] as? [String: Any], message["text"] == nil, message["id"] == nil {
                    problems.append("\(path).message needs 'text' or 'id'")
                }
                if let level = result["level"] as? String, !levels.contains(level) {
                    problems.append("\(path).level '\(level)'")
                }
                if let index = result["ruleIndex"] as? Int {
                    if index < 0 || index >= rules.count || rules[index]["id"] as? String != result["ruleId"] as? String
                    {
                        problems.append("\(path).ruleIndex does not point at rule '\(result["ruleId"] ?? "")'")
                    }
                }
                for location in result["locations"] as? [[String: Any]] ?? [] {
                    guard let physical = location["physicalLocation"] as? [String: Any] else { continue }
                    if physical["artifactLocation"] == nil, physical["address"] == nil {
                        problems.append("\(path).physicalLocation needs 'artifactLocation' or 'address'")
                    }
                    if let region = physical["region"] as? [String: Any] {
                        for key in ["startLine", "startColumn"] {
                            if let value = region[key] as? Int, value < 1 {
                                problems.append("\(path).region.\(key) < 1")
                            }
                        }
                    }
                }
                for suppression in result["suppressions"] as? [[String: Any]] ?? [] {
                    require(suppression, ["kind"], "\(path).suppressions")
                    if let kind = suppression["kind"] as? String, !["inSource", "external"].contains(kind) {
                        problems.append("\(path).suppressions.kind '\(kind)'")
                    }
                }
            }
        }
        return problems
    }

    static let levels = ["none", "note", "warning", "error"]
}

@Suite struct SARIFSchemaTests {
    @Test func sarifOutputHasEverySchemaRequiredField() throws {
        let output = SARIFReporter(options: ReporterOptions(toolVersion: "0.1.0")).render(try shopReport())
        #expect(SARIFSchema.problems(in: Data(output.utf8)) == [])
    }

    @Test func sarifListsEveryDocumentedRuleAndMarksSuppressedResults() throws {
        let output = SARIFReporter(options: ReporterOptions(toolVersion: "0.1.0", includesSuppressed: true)).render(
            try shopReport())
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.all.map(\.code))
        let results = try #require(run["results"] as? [[String: Any]])
        let suppressed = results.filter { $0["suppressions"] != nil }.compactMap { $0["ruleId"] as? String }
        // MW110 once per file it is in (Shop 2 and Shop 3); the MW121 of Shop.yaml once for both steps.
        #expect(suppressed.sorted() == ["MW110", "MW110", "MW121"])
    }

    @Test(arguments: [
        (#"{"runs": []}"#, "sarifLog: missing required 'version'"),
        (#"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#, "driver: missing required 'name'"),
        (
            #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"ruleId": "A"}]}]}"#,
            "results[0]: missing required 'message'"
        ),
        (
            #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "rules": [{"id": "B"}]}}, "results": [{"ruleId": "A", "ruleIndex": 0, "message": {"text": "m"}}]}]}"#,
            "results[0].ruleIndex does not point at rule 'A'"
        ),
    ])
    func schemaCheckCatchesBrokenLogs(document: String, problem: String) {
        #expect(SARIFSchema.problems(in: Data(document.utf8)).contains(problem))
    }
}
