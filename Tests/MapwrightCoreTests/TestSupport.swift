import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightReport
import MapwrightReportModel
import MapwrightTestSupport
import Testing

/// The test target's `Fixtures/` folder.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// A fixture's path.
func fixture(_ relativePath: String) -> String {
    fixturesDirectory.appendingPathComponent(relativePath).path
}

/// Output with the fixtures folder's absolute path removed, so golden files hold no machine path: plain, and
/// percent-encoded as SARIF writes it (a clone's path may hold `+` or a space).
func portable(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~/")
    let folder = fixturesDirectory.path + "/"
    let encoded = folder.addingPercentEncoding(withAllowedCharacters: allowed) ?? folder
    return text.replacingOccurrences(of: encoded, with: "").replacingOccurrences(of: folder, with: "")
}

/// Loads a model history from the fixtures, failing the test on any diagnostic error.
func loadFixtureHistory(_ relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> ModelHistory
{
    let diagnostics = CollectingDiagnosticCollector()
    let history = ModelLoader.loadHistory(at: fixture(relativePath), diagnostics: diagnostics)
    #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.summaryLine))", sourceLocation: sourceLocation)
    return try #require(history, sourceLocation: sourceLocation)
}

/// The report of the `Shop` fixture with default settings (or `configuration`).
func shopReport(configuration: ProjectConfiguration = ProjectConfiguration(baseDirectory: ".")) throws -> CheckReport {
    let pipeline = Pipeline(configuration: configuration, workingDirectory: fixturesDirectory.path)
    let loaded = try #require(pipeline.load(fixture("Models/Shop")))
    return CheckReport(models: [pipeline.report(pipeline.analyze(loaded))], rules: RuleRegistry.all)
}
