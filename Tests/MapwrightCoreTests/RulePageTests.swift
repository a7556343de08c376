import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightReport
import MapwrightReportModel
import MapwrightTestSupport
import Testing

/// `docs/rules/<CODE>.md`: one page per code, rendered from the rule catalogs and the examples in
/// `Fixtures/RuleExamples/<CODE>.yaml` (each `# file: <name>` line starts a file of the example's model folder).
@Suite struct RulePageTests {
    static let packageRoot = fixturesDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let rulesFolder = packageRoot.appendingPathComponent("docs/rules")

    /// Codes whose example cannot be written as a model: MW150 and MW151 report the analysis disagreeing
    /// with itself.
    static let withoutModelExample: Set<String> = ["MW150", "MW151"]

    static func example(_ code: String) -> [RulePage.ExampleFile] {
        guard let data = FileManager.default.contents(atPath: fixture("RuleExamples/\(code).yaml")) else { return [] }
        var files: [RulePage.ExampleFile] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# file: ") {
                files.append(RulePage.ExampleFile(name: String(line.dropFirst(8)), text: ""))
            } else if !files.isEmpty {
                files[files.count - 1].text += line + "\n"
            }
        }
        return files.map { RulePage.ExampleFile(name: $0.name, text: String($0.text.dropLast())) }
    }

    @Test(arguments: DocumentedRules.all.map(\.code))
    func pageIsPresentAndCurrent(code: String) throws {
        let rule = try #require(DocumentedRules.rule(code))
        let page = RulePage.render(rule, example: Self.example(code))
        let path = Self.rulesFolder.appendingPathComponent(RuleDocumentation.pageName(of: code))
        try Golden.check(page, against: path)
    }

    @Test(
        arguments: DocumentedRules.all.map(\.code).filter { code in
            !DocumentedRules.input.contains { $0.code == code }
                || FileManager.default.fileExists(atPath: fixture("RuleExamples/\(code).yaml"))
        }.filter { $0 < "MW200" || ("MW300"..."MW399").contains($0) })
    func exampleTriggersItsCode(code: String) throws {
        let files = Self.example(code)
        if Self.withoutModelExample.contains(code) {
            #expect(files.isEmpty)
            return
        }
        try #require(!files.isEmpty, "Fixtures/RuleExamples/\(code).yaml is missing")
        let folder = try makeTemporaryDirectory().appendingPathComponent("Item")
        for file in files { try write(file.text + "\n", to: file.name, in: folder) }
        // A YAML example gets a manifest naming its last version; a SwiftData example (no YAML version) needs none.
        let versions = files.map(\.name).filter {
            $0 != "_manifest.yaml" && $0.hasSuffix(".yaml") && !$0.hasSuffix(".mapping.yaml")
        }
        if !versions.isEmpty, !files.contains(where: { $0.name == "_manifest.yaml" }) {
            try write(
                "current: \(versions.last!.replacingOccurrences(of: ".yaml", with: ""))\n", to: "_manifest.yaml",
                in: folder)
        }
        // Through the pipeline, so the example's mapping models (`*.mapping.yaml`) and Swift sources count.
        let pipeline = Pipeline(
            configuration: ProjectConfiguration(baseDirectory: folder.path), workingDirectory: folder.path)
        let loaded = pipeline.load(folder.path)
        let diagnostics = pipeline.diagnostics.diagnostics + (loaded?.inputWarnings ?? [])
        var codes = diagnostics.map(\.code)
        if let loaded { codes += pipeline.analyze(loaded).analysis.findings.map(\.code) }
        #expect(codes.contains(code), "the example emits \(codes), not \(code)")
        if code >= "MW100" {
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.summaryLine))")
        }
    }

    @Test func everyEmittedCodeHasARuleAndEveryPageACode() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        var emitted: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift")
        }
        let pattern = try Regex(#""(MW\d{3})""#)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) { emitted.insert(String(text[match.range].dropFirst().dropLast())) }
        }
        let documented = Set(DocumentedRules.all.map(\.code))
        #expect(emitted.subtracting(documented).sorted() == [], "codes in Sources without a rule")
        #expect(documented.subtracting(emitted).sorted() == [], "rules no source can emit")

        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path).filter {
            $0.hasSuffix(".md")
        }
        #expect(
            Set(pages) == Set(documented.map(RuleDocumentation.pageName)),
            "pages without a code, or codes without a page")
    }

    @Test func everyMigrationRuleHasAnExample() {
        for rule in RuleCatalog.all where !Self.withoutModelExample.contains(rule.code) {
            #expect(!Self.example(rule.code).isEmpty, "\(rule.code) has no example")
        }
    }
}
