import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightReport
import MapwrightReportModel
import MapwrightTestSupport
import MapwrightYAML
import Testing

/// The JSON Schemas in `schemas/` agree with the tool: each accepts what Mapwright writes and reads, and
/// knows exactly the keys the reader knows.
@Suite struct SchemaFilesTests {
    static func validator(_ name: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schema: Data(contentsOf: packageRoot.appendingPathComponent("schemas/\(name)")))
    }

    /// A YAML file as the JSON value it stands for (plain `null`, `~` and nothing are null; plain
    /// `true`/`false` Booleans; plain integers numbers; the rest strings).
    static func json(ofYAML path: String) throws -> Any {
        let diagnostics = CollectingDiagnosticCollector()
        let root = try #require(
            YAMLDocument.parse(contentsOf: path, diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        func value(_ node: YAMLNode) -> Any {
            switch node.content {
            case .scalar(let scalar):
                guard scalar.isPlain else { return scalar.text }
                if node.isNull { return NSNull() }
                if scalar.text == "true" || scalar.text == "false" { return scalar.text == "true" }
                return Int(scalar.text).map { $0 as Any } ?? scalar.text
            case .sequence(let items): return items.map(value)
            case .mapping(let pairs):
                return Dictionary(pairs.map { ($0.key, value($0.value)) }, uniquingKeysWith: { a, _ in a })
            }
        }
        return value(root)
    }

    @Test func checkJSONMatchesItsSchema() throws {
        let validator = try Self.validator("mapwright-check.schema.json")
        // The goldens (one model, a covered step, several models with a baseline and a suppression) and
        // the bundled examples as a user runs them.
        for golden in ["shop.json", "covered.json", "two-models.json"] {
            let data = try Data(contentsOf: fixturesDirectory.appendingPathComponent("Golden/\(golden)"))
            #expect(validator.problems(inJSON: data) == [], "\(golden)")
        }
        let pipeline = Pipeline(workingDirectory: packageRoot.path)
        let paths = ["schemas/ToDo", "schemas/Lists"]
        let report = try #require(pipeline.check(paths))
        for single in report.models {
            let text = JSONReporter(options: ReporterOptions(toolVersion: "0")).render(
                CheckReport(models: [single], rules: report.rules))
            #expect(validator.problems(inJSON: Data(text.utf8)) == [], "\(single.model)")
        }
        let both = JSONReporter(options: ReporterOptions(toolVersion: "0")).render(report)
        #expect(validator.problems(inJSON: Data(both.utf8)) == [])
        // A document the schema must refuse, so that the validator is known to look.
        #expect(!validator.problems(inJSON: Data(#"{"model": "M"}"#.utf8)).isEmpty)
    }

    @Test func everyMappingModelMapwrightWritesMatchesItsSchema() throws {
        let validator = try Self.validator("mapwright-mapping.schema.json")
        // Every step of the bundled examples generated now, and the mapping models kept in the tests.
        let output = try makeTemporaryDirectory()
        let pipeline = Pipeline(workingDirectory: packageRoot.path)
        for model in ["schemas/ToDo", "schemas/Lists"] {
            let loaded = try #require(pipeline.load(model))
            _ = try #require(
                pipeline.artifacts(
                    pipeline.analyze(loaded), request: GenerateRequest(output: output.path, selection: .all)))
        }
        var files = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter {
            $0.hasSuffix(".mapping.yaml")
        }
        .map { output.appendingPathComponent($0).path }
        files += try FileManager.default.subpathsOfDirectory(atPath: packageRoot.appendingPathComponent("Tests").path)
            .filter { $0.hasSuffix(".mapping.yaml") }.map { packageRoot.appendingPathComponent("Tests/\($0)").path }
        #expect(files.count >= 6)
        for file in files {
            #expect(validator.problems(in: try Self.json(ofYAML: file)) == [], "\(file)")
        }
    }

    @Test func manifestsMatchTheirSchema() throws {
        let validator = try Self.validator("mapwright-manifest.schema.json")
        for model in ["ToDo", "Lists"] {
            let value = try Self.json(
                ofYAML: packageRoot.appendingPathComponent("schemas/\(model)/_manifest.yaml").path)
            #expect(validator.problems(in: value) == [], "\(model)")
        }
        #expect(!validator.problems(in: ["current": "M", "next": "N"]).isEmpty)
        let schema = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: packageRoot.appendingPathComponent("schemas/mapwright-manifest.schema.json")))
                as? [String: Any])
        #expect(Set((schema["properties"] as? [String: Any] ?? [:]).keys) == ["current", "versions"])
    }

    /// A configuration using every key: the reader takes it without a problem and the schema accepts it;
    /// the schema's keys are the reader's.
    @Test func configurationSchemaKnowsTheReadersKeys() throws {
        let validator = try Self.validator("mapwright-config.schema.json")
        let root = try makeTemporaryDirectory()
        let text = """
            models: [schemas/ToDo]
            output: Generated
            templates: Templates
            modelFolder: App/Model
            staged: true
            failOn: warning
            reporter: codeclimate
            githubAnnotations: false
            rules: {MW121: off, MW122: error}
            ignore: [schemas/Legacy/*]
            rulesDocumentationURL: https://example.com/rules/
            versions: {schemas/ToDo: [ToDo, ToDo 2]}
            mappings: [Migrations]
            migration: step-by-step
            baseline: mapwright-baseline.json
            suppress:
              - {code: MW121, model: ToDo, entity: ToDo, property: notes, step: ToDo 2 → ToDo 3, reason: moved}

            """
        let file = root.appendingPathComponent("mapwright.yml")
        try Data(text.utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        let read = ConfigurationLoader.read(
            at: file.path, shownAs: "mapwright.yml", baseDirectory: root.path, diagnostics: diagnostics)
        #expect(read != nil && diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.summaryLine))")
        #expect(validator.problems(in: try Self.json(ofYAML: file.path)) == [])
        #expect(!validator.problems(in: ["failOn": "sometimes"]).isEmpty)
        let schema = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: packageRoot.appendingPathComponent("schemas/mapwright-config.schema.json")))
                as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ConfigurationLoader.keys))
        let suppress = try #require(
            ((properties["suppress"] as? [String: Any])?["items"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(suppress.keys) == Set(ConfiguredSuppression.keys))
        let reporters = try #require((properties["reporter"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(reporters) == Set(Reporters.acceptedNames))
    }
}
