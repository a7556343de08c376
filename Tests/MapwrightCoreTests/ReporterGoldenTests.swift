import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightTestSupport
import Testing

@testable import MapwrightReport

@Suite struct ReporterGoldenTests {
    /// The fixtures folder as the source root, as the command gives its repository's: paths and SARIF's
    /// fingerprints then hold no machine path.
    static let options = ReporterOptions(
        useColor: false, toolVersion: "0.1.0",
        sourceRoot: SourceRoot(root: fixturesDirectory.path, workingDirectory: fixturesDirectory.path))

    @Test(arguments: [
        ("xcode", "shop.xcode.txt"), ("json", "shop.json"), ("sarif", "shop.sarif"), ("github", "shop.github.txt"),
        ("markdown", "shop.md"),
    ])
    func reporterOutputMatchesGolden(reporter: String, golden: String) throws {
        let type = try #require(Reporters.named(reporter))
        let output = type.init(options: Self.options).render(try shopReport())
        try Golden.check(portable(output), matches: golden)
    }

    /// `Models/Covered`: a heavy step a hand-written mapping model covers, and one no mapping model covers.
    @Test(arguments: [
        ("xcode", "covered.xcode.txt"), ("json", "covered.json"), ("sarif", "covered.sarif"),
        ("github", "covered.github.txt"),
        ("markdown", "covered.md"),
    ])
    func reportersNameTheMappingModelCoveringAStep(reporter: String, golden: String) throws {
        let pipeline = Pipeline(workingDirectory: fixturesDirectory.path)
        let loaded = try #require(pipeline.load(fixture("Models/Covered")))
        let report = CheckReport(models: [pipeline.report(pipeline.analyze(loaded))], rules: RuleRegistry.all)
        let type = try #require(Reporters.named(reporter))
        let output = type.init(options: Self.options).render(report)
        #expect(output.contains("Item to Item 2.mapping.yaml"))
        try Golden.check(portable(output), matches: golden)
    }

    /// Two models in one run, with a baseline and a finding a `mapwright.yml` entry suppresses with its
    /// reason: the `{"models": …}` shape and the members only such runs have.
    @Test func jsonOfSeveralModelsWithABaselineMatchesGolden() throws {
        var shop = try shopReport().models[0]
        shop.lint.append(
            Diagnostic(
                code: "MW121", severity: .warning, message: "`Item.notes` removed", entity: "Item",
                location: MapwrightDiagnostics.SourceLocation(file: "schemas/Shop/Shop 2.yaml", line: 4, column: 7),
                reason: "r", fix: "Keep it."
            ).suppressed(
                by: Suppression(
                    location: MapwrightDiagnostics.SourceLocation(file: "mapwright.yml", line: 9, column: 5),
                    reason: "moved to \"Archive\"")))
        let pipeline = Pipeline(workingDirectory: fixturesDirectory.path)
        let covered = pipeline.report(pipeline.analyze(try #require(pipeline.load(fixture("Models/Covered")))))
        let report = CheckReport(
            models: [shop, covered], rules: RuleRegistry.all,
            baseline: BaselineOutcome(file: "mapwright-baseline.json", known: 3, gone: 1))
        try Golden.check(portable(JSONReporter(options: Self.options).render(report)), matches: "two-models.json")
    }

    @Test func xcodeReporterColoursSeverityOnlyWhenAsked() throws {
        let report = try shopReport()
        let plain = XcodeReporter(options: Self.options).render(report)
        var coloured = Self.options
        coloured.useColor = true
        let colour = XcodeReporter(options: coloured).render(report)
        #expect(!plain.contains("\u{1B}["))
        #expect(colour.contains("\u{1B}[1;33mwarning\u{1B}[0m"))
    }

    @Test func everyReporterHasAUniqueName() {
        #expect(Set(Reporters.identifiers).count == Reporters.all.count)
        #expect(
            Reporters.identifiers == [
                "xcode", "json", "sarif", "github", "markdown", "junit", "checkstyle", "codeclimate", "html",
            ])
        #expect(Reporters.named("gitlab") == nil)
    }

    @Test(
        arguments: [
            (nil, [String: String](), true, "xcode"),
            (nil, ["GITHUB_ACTIONS": "true"], true, "github"),
            ("xcode", ["GITHUB_ACTIONS": "true"], true, "github"),
            (nil, ["GITHUB_ACTIONS": "true"], false, "xcode"),
            ("sarif", ["GITHUB_ACTIONS": "true"], true, "sarif"),
            (nil, ["GITHUB_ACTIONS": "false"], true, "xcode"),
        ] as [(String?, [String: String], Bool, String)])
    func githubAnnotationsReplaceTheHumanReporterUnderActions(
        requested: String?, environment: [String: String], annotations: Bool, expected: String
    ) {
        #expect(Reporters.resolve(requested, environment: environment, githubAnnotations: annotations) == expected)
    }

    @Test(arguments: [
        ("plain", "plain", "plain"),
        ("100% sure", "100%25 sure", "100%25 sure"),
        ("two\nlines\r", "two%0Alines%0D", "two%0Alines%0D"),
        ("a:b,c", "a:b,c", "a%3Ab%2Cc"),
    ])
    func githubCommandsAreEscaped(raw: String, data: String, property: String) {
        #expect(GitHubReporter.escapeData(raw) == data)
        #expect(GitHubReporter.escapeProperty(raw) == property)
    }

    @Test func githubCommandPutsPositionInProperties() {
        let finding = Diagnostic(
            code: "MW121", severity: .warning, message: "`Item.notes` removed, 100%", entity: "Item",
            location: MapwrightDiagnostics.SourceLocation(file: "schemas/Shop/Shop, 2.yaml", line: 4, column: 7),
            reason: "r",
            fix: "Keep it."
        )
        let command = GitHubReporter(options: Self.options).command(finding, origin: "schemas/Shop")
        #expect(
            command
                == "::warning file=schemas/Shop/Shop%2C 2.yaml,line=4,col=7,title=MW121::`Item.notes` removed, 100%25%0Afix: Keep it."
        )
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(SARIFReporter.uri("./schemas/Shop/Shop 2.yaml") == "schemas/Shop/Shop%202.yaml")
        #expect(
            SARIFReporter.uri("Model.xcdatamodeld/Model 2.xcdatamodel/contents")
                == "Model.xcdatamodeld/Model%202.xcdatamodel/contents")
    }
}
