import Foundation
import MapwrightCore
import MapwrightReport
import MapwrightTestSupport
import Testing

/// The documentation names everything the code accepts.
@Suite struct DocumentationTests {
    static func doc(_ name: String) throws -> String {
        try String(contentsOf: RulePageTests.packageRoot.appendingPathComponent("docs/\(name)"), encoding: .utf8)
    }

    @Test(arguments: ConfigurationLoader.keys)
    func configurationPageDocumentsEveryKey(key: String) throws {
        #expect(try Self.doc("configuration.md").contains("| `\(key)` |"))
    }

    @Test(arguments: Reporters.identifiers)
    func reportersPageDocumentsEveryReporter(name: String) throws {
        #expect(try Self.doc("reporters.md").contains("## `\(name)`"))
    }

    @Test func ciPageNamesTheLockCodesAndThePlugins() throws {
        let page = try Self.doc("ci.md")
        for code in [
            ProjectRules.lockedVersionChanged, ProjectRules.lockedVersionMissing, ProjectRules.lockFileInvalid,
        ].map(\.code) {
            #expect(page.contains(code))
        }
        #expect(page.contains("swift package mapwright check"))
        #expect(page.contains("swift package mapwright-generate"))
        #expect(page.contains("github/codeql-action/upload-sarif"))
    }

    /// docs/validation.md puts every input code on the side its severity says: errors stop reading.
    @Test(arguments: RuleRegistry.input.map(\.code))
    func validationPageSaysWhetherTheCodeStopsReading(code: String) throws {
        let rule = try #require(RuleRegistry.rule(code))
        let side = rule.severity == .error ? "stops reading" : "reads on (\(rule.severity.rawValue))"
        let row = try Self.doc("validation.md").split(separator: "\n").first {
            $0.hasPrefix("| [\(code)](rules/\(code).md) |")
        }
        #expect(row?.contains("| \(side) |") == true, "docs/validation.md: \(code) must say '\(side)'")
    }
}
