import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

/// Every rule's examples, from the registry: each triggering folder reports the rule, never above its
/// severity; each non-triggering one does not report it; every rule has both unless a folder cannot show it.
@Suite struct RuleExampleTests {
    /// Rules a folder checked with `mapwright check` cannot show, with why.
    static let withoutExamples: [String: String] = [
        "MW017": "needs a symbolic link leading out of the folder, which a text file cannot be",
        "MW150": "reports the analysis disagreeing with the version hashes, which no correct model shows",
        "MW151": "reports the analysis disagreeing with the version hashes, which no correct model shows",
        "MW190": storeRule, "MW191": storeRule, "MW192": storeRule, "MW193": storeRule, "MW194": storeRule,
        "MW195": storeRule, "MW196": storeRule, "MW197": storeRule, "MW198": storeRule, "MW199": storeRule,
        "MW201": "reported by `generate --step` naming a version the history lacks",
        "MW203": "needs a file system refusing a write",
        "MW210": "reported by `generate` keeping a stub the user edited",
        "MW211": "reported by `generate` leaving a step to the project's own mapping model",
        "MW423": "reported by `check --since` against a git revision",
        "MW432": "reported for `--config` naming a file that is missing",
        "MW452": "needs a git history",
    ]

    /// The store rules read a SQLite store, which a text file cannot be: MapwrightStoreTests builds stores.
    static let storeRule = "needs a SQLite store, which MapwrightStoreTests builds per the documented layout"

    /// Every example of every rule, numbered within its rule.
    static func examples(triggering: Bool) -> [(code: String, number: Int)] {
        RuleRegistry.all.flatMap { rule in
            let examples = triggering ? rule.examples.triggering : rule.examples.nonTriggering
            return examples.indices.map { (rule.code, $0) }
        }
    }

    @Test(arguments: RuleRegistry.all.map(\.code))
    func everyRuleHasBothKindsOfExample(code: String) throws {
        let rule = try #require(RuleRegistry.rule(code))
        if let reason = Self.withoutExamples[code] {
            #expect(rule.examples == .none, "\(code) has examples, yet is listed as without: \(reason)")
        } else {
            #expect(!rule.examples.triggering.isEmpty, "\(code) has no triggering example")
            #expect(!rule.examples.nonTriggering.isEmpty, "\(code) has no non-triggering example")
        }
    }

    @Test(arguments: examples(triggering: true))
    func triggeringExampleReportsItsRule(code: String, number: Int) throws {
        let rule = try #require(RuleRegistry.rule(code))
        guard let reported = try Self.check(rule.examples.triggering[number]) else { return }
        let own = reported.filter { $0.code == code }
        #expect(!own.isEmpty, "the example reports \(reported.map(\.code)), not \(code)")
        // At its severity, or below when what proves it is only assumed (MW161 without the app's migration code).
        #expect(own.allSatisfy { $0.severity <= rule.severity }, "\(own.map(\.summaryLine))")
        // A finding past the readers is shown on a model that reads; an unreadable version is MW450's subject.
        if code >= "MW100", code != VersionListRules.versionUnreadable.code {
            #expect(!reported.contains { $0.severity == .error && $0.code < "MW100" }, "\(reported.map(\.summaryLine))")
        }
    }

    @Test(arguments: examples(triggering: false))
    func nonTriggeringExampleDoesNotReportItsRule(code: String, number: Int) throws {
        let rule = try #require(RuleRegistry.rule(code))
        guard let reported = try Self.check(rule.examples.nonTriggering[number]) else { return }
        #expect(!reported.contains { $0.code == code }, "\(reported.map(\.summaryLine))")
        #expect(!reported.contains { $0.severity == .error && $0.code < "MW100" }, "\(reported.map(\.summaryLine))")
    }

    /// Everything `mapwright check` reports on the example's folder, run there as its working directory: the
    /// configuration's diagnostics, the input's, and the report's findings. Nil on a file system that folds
    /// case when the example needs two names differing in case only (MW045).
    static func check(_ example: RuleExample) throws -> [Diagnostic]? {
        let folder = try makeTemporaryDirectory().appendingPathComponent("Item")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for file in example.files { try write(file.text + "\n", to: file.name, in: folder) }
        for file in example.files
        where try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8) != file.text + "\n" {
            return nil
        }
        // A YAML example without a manifest gets one naming its last version.
        let versions = example.files.map(\.name).filter {
            $0.hasSuffix(".yaml") && !$0.contains("/") && $0 != "_manifest.yaml" && !$0.hasSuffix(".mapping.yaml")
        }
        if let last = versions.last, !example.files.contains(where: { $0.name == "_manifest.yaml" }) {
            try write("current: \(last.dropLast(5))\n", to: "_manifest.yaml", in: folder)
        }
        let configurationDiagnostics = CollectingDiagnosticCollector()
        guard
            let configuration = ConfigurationLoader.load(
                explicitPath: nil, workingDirectory: folder.path, diagnostics: configurationDiagnostics)
        else { return configurationDiagnostics.diagnostics }
        let pipeline = Pipeline(configuration: configuration, workingDirectory: folder.path)
        // As `check` takes them: a project folder stands for every model under it.
        let paths = (configuration.models ?? ["."]).map { folder.appendingPathComponent($0).standardized.path }
            .flatMap { ModelDiscovery.isProjectFolder($0) ? ModelDiscovery.models(under: $0) : [$0] }
        let report = pipeline.check(paths)
        return configurationDiagnostics.diagnostics + pipeline.diagnostics.diagnostics
            + (report?.models.flatMap(\.uniqueFindings) ?? [])
    }
}
