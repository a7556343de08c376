import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightTestSupport
import Testing

@Suite struct ConfigurationTests {
    @Test func discoveryWalksUpFromTheWorkingDirectory() throws {
        let root = try makeTemporaryDirectory()
        try write("failOn: warning\n", to: "mapwright.yml", in: root)
        let nested = root.appendingPathComponent("App/Sources/Feature")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(ConfigurationLoader.discover(from: nested.path) == root.appendingPathComponent("mapwright.yml").path)

        let diagnostics = CollectingDiagnosticCollector()
        let configuration = try #require(
            ConfigurationLoader.load(explicitPath: nil, workingDirectory: nested.path, diagnostics: diagnostics))
        #expect(configuration.failOn == .warning)
        #expect(configuration.file == "../../../mapwright.yml")
        #expect(configuration.baseDirectory == "../../..")
    }

    @Test func noFileMeansDefaults() throws {
        let root = try makeTemporaryDirectory()
        let diagnostics = ExpectingDiagnosticCollector()
        try #require(ConfigurationLoader.discover(from: root.path) == nil, "a mapwright.yml above the temporary folder")
        let configuration = try #require(
            ConfigurationLoader.load(explicitPath: nil, workingDirectory: root.path, diagnostics: diagnostics))
        #expect(configuration.file == nil)
        #expect(configuration.failOn == nil)
    }

    @Test func explicitPathMustExist() throws {
        let root = try makeTemporaryDirectory()
        let diagnostics = CollectingDiagnosticCollector()
        #expect(
            ConfigurationLoader.load(
                explicitPath: "ci/mapwright.yml", workingDirectory: root.path, diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW432"])
    }

    @Test func everyKeyIsRead() throws {
        let root = try makeTemporaryDirectory()
        try write(
            """
            models:
              - schemas/Shop
            output: Generated
            templates: Templates
            failOn: heavy
            reporter: sarif
            githubAnnotations: false
            rules:
              MW121: off
              MW110: error
            ignore: schemas/Legacy/*
            rulesDocumentationURL: https://example.com/rules/
            mappings:
              - App/Migrations
            """, to: "mapwright.yml", in: root)
        let diagnostics = ExpectingDiagnosticCollector()
        let configuration = try #require(
            ConfigurationLoader.load(
                explicitPath: "mapwright.yml", workingDirectory: root.path, diagnostics: diagnostics))
        #expect(configuration.models == ["schemas/Shop"])
        #expect(configuration.output == "Generated")
        #expect(configuration.templates == "Templates")
        #expect(configuration.failOn == .heavy)
        #expect(configuration.reporter == "sarif")
        #expect(configuration.githubAnnotations == false)
        #expect(configuration.rules == ["MW121": .off, "MW110": .severity(.error)])
        #expect(configuration.ignore == ["schemas/Legacy/*"])
        #expect(configuration.rulesDocumentationURL == "https://example.com/rules/")
        #expect(configuration.mappings == ["App/Migrations"])
    }

    @Test func flagsOverrideTheFileAndFilePathsResolveAgainstItsFolder() {
        let file = ProjectConfiguration(
            baseDirectory: "..", models: ["schemas/Shop"], output: "Generated", failOn: .warning, reporter: "json",
            rules: ["MW121": .off, "MW110": .severity(.error)], ignore: ["Legacy"], mappings: ["Migrations"]
        )
        let flags = ProjectConfiguration(
            baseDirectory: ".", failOn: .heavy, rules: ["MW110": .severity(.note)], ignore: ["Old"])
        let merged = file.overriding(with: flags)
        #expect(merged.failOn == .heavy)
        #expect(merged.reporter == "json")
        #expect(merged.models == ["../schemas/Shop"])
        #expect(merged.output == "../Generated")
        #expect(merged.mappings == ["../Migrations"])
        #expect(merged.rules == ["MW121": .off, "MW110": .severity(.note)])
        #expect(merged.ignore == ["../Legacy", "Old"])

        let explicitModels = file.overriding(with: ProjectConfiguration(baseDirectory: ".", models: ["Other"]))
        #expect(explicitModels.models == ["Other"])
    }

    @Test(
        arguments: [
            (
                "failon: warning\n", "MW430",
                "mapwright.yml:1:1: error: unknown key 'failon' in the configuration [MW430]", "did you mean 'failOn'?"
            ),
            (
                "reporter: sarif\nrepoter: json\n", "MW430",
                "mapwright.yml:2:1: error: unknown key 'repoter' in the configuration [MW430]",
                "did you mean 'reporter'?"
            ),
            (
                "failOn: sometimes\n", "MW431",
                "mapwright.yml:1:9: error: `failOn` must be one of error, warning, lightweight, heavy, not 'sometimes' [MW431]",
                nil
            ),
            (
                "reporter: sarf\n", "MW431",
                "mapwright.yml:1:11: error: `reporter` must be one of xcode, json, sarif, github, markdown, junit, checkstyle, codeclimate, html, text, not 'sarf' [MW431]",
                "did you mean 'sarif'?"
            ),
            (
                "rules:\n  MW999: off\n", "MW431",
                "mapwright.yml:2:3: error: `rules` names 'MW999', which is not a Mapwright code that can be configured [MW431]",
                nil
            ),
            (
                "rules:\n  MW121: loud\n", "MW431",
                "mapwright.yml:2:10: error: `rules.MW121` must be one of off, note, warning, error, not 'loud' [MW431]",
                nil
            ),
            (
                "githubAnnotations: maybe\n", "MW431",
                "mapwright.yml:1:20: error: `githubAnnotations` takes true or false, not 'maybe' [MW431]", nil
            ),
            (
                "models: {a: b}\n", "MW431",
                "mapwright.yml:1:9: error: `models` takes a list of paths, not a mapping [MW431]", nil
            ),
            (
                "- a\n- b\n", "MW431",
                "mapwright.yml:1:1: error: the configuration must be a mapping of keys, not a list [MW431]", nil
            ),
            ("failOn: [\n", "MW004", nil, nil),
            (
                "rulesDocumentationURL: \"javascript:alert(1)//\"\n", "MW431",
                "mapwright.yml:1:24: error: `rulesDocumentationURL` takes an https:// or http:// address, not 'javascript:alert(1)//' [MW431]",
                nil
            ),
            (
                "rulesDocumentationURL: file:///etc/\n", "MW431",
                "mapwright.yml:1:24: error: `rulesDocumentationURL` takes an https:// or http:// address, not 'file:///etc/' [MW431]",
                nil
            ),
        ] as [(String, String, String?, String?)])
    func badConfigurationIsAnErrorWithPosition(text: String, code: String, line: String?, hint: String?) throws {
        let root = try makeTemporaryDirectory()
        try write(text, to: "mapwright.yml", in: root)
        let diagnostics = CollectingDiagnosticCollector()
        #expect(
            ConfigurationLoader.load(explicitPath: nil, workingDirectory: root.path, diagnostics: diagnostics) == nil)
        let first = try #require(diagnostics.diagnostics.first)
        #expect(first.code == code)
        if let line { #expect(first.summaryLine == line) }
        if let hint { #expect(first.hint == hint) }
        #expect(first.location?.file == "mapwright.yml")
    }

    @Test func commentsOnlyFileIsEmptyConfiguration() throws {
        let root = try makeTemporaryDirectory()
        try write(StarterConfiguration.text, to: "mapwright.yml", in: root)
        let diagnostics = ExpectingDiagnosticCollector()
        let configuration = try #require(
            ConfigurationLoader.load(explicitPath: nil, workingDirectory: root.path, diagnostics: diagnostics))
        #expect(configuration.models == nil && configuration.failOn == nil && configuration.rules.isEmpty)
    }

    @Test func starterUncommentedIsValidAndDocumentsEveryKey() throws {
        // Uncomment the example lines: `# key: value` and their indented `#   ` continuations.
        let uncommented = StarterConfiguration.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            line in
            line.hasPrefix("#   ") || line.range(of: #"^# [a-zA-Z]+:"#, options: .regularExpression) != nil
                ? line.dropFirst(2) : line
        }.joined(separator: "\n")
        let root = try makeTemporaryDirectory()
        try write(uncommented, to: "mapwright.yml", in: root)
        let diagnostics = CollectingDiagnosticCollector()
        let configuration = try #require(
            ConfigurationLoader.load(explicitPath: nil, workingDirectory: root.path, diagnostics: diagnostics),
            "\(diagnostics.diagnostics.map(\.summaryLine))")
        #expect(configuration.models == ["schemas/ToDo"])
        #expect(configuration.rules.count == 2)
        for key in ConfigurationLoader.keys {
            #expect(StarterConfiguration.text.contains("# \(key):"), "starter lacks \(key)")
        }
    }

    @Test func starterIsNeverOverwritten() throws {
        let root = try makeTemporaryDirectory()
        let path = root.appendingPathComponent("mapwright.yml").path
        try StarterConfiguration.write(to: path)
        try Data("failOn: heavy\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StarterConfigurationError.exists(path)) { try StarterConfiguration.write(to: path) }
        #expect(String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self) == "failOn: heavy\n")
    }

    @Test func configuredRulesRegradeOrDropFindingsAndIgnoredPathsAreDropped() throws {
        let regraded = try shopReport(
            configuration: ProjectConfiguration(baseDirectory: ".", rules: ["MW101": .severity(.error), "MW440": .off]))
        let findings = regraded.models[0].uniqueFindings
        #expect(findings.contains { $0.code == "MW101" && $0.severity == .error })
        #expect(!findings.contains { $0.code == "MW440" })

        let ignored = try shopReport(
            configuration: ProjectConfiguration(baseDirectory: ".", ignore: ["Models/Shop/Shop 3.yaml"]))
        #expect(!ignored.models[0].uniqueFindings.contains { $0.location?.file.hasSuffix("Shop 3.yaml") == true })
        let folder = try shopReport(configuration: ProjectConfiguration(baseDirectory: ".", ignore: ["Models/Shop"]))
        #expect(folder.models[0].uniqueFindings.allSatisfy { $0.location == nil })
    }
}
