import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightTestSupport
import Testing

/// Every code a run emits must be documented, at the severity it is emitted at: the rule pages cannot
/// drift from the code. The run reads every model fixture of the test suite (valid and invalid, YAML and
/// Xcode) through the pipeline, analyses every history that reads, and generates its artifacts.
@Suite struct EmittedSeverityTests {
    /// A model input among the fixtures: a YAML version file, a YAML folder, an Xcode bundle or version.
    enum Input {
        case version(String)
        case history(String)
    }

    /// Every model input under `Tests/*/Fixtures` and `schemas/`.
    static func inputs() -> [Input] {
        var inputs: [Input] = []
        let manager = FileManager.default
        let roots = [packageRoot.appendingPathComponent("Tests"), packageRoot.appendingPathComponent("schemas")]
        for root in roots {
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
                continue
            }
            for case let url as URL in walker {
                let path = url.path
                if path.contains("/Golden") || path.contains("/golden") || path.contains("/Configuration") { continue }
                let name = url.lastPathComponent
                if name.hasSuffix(".xcdatamodeld") {
                    inputs.append(.history(path))
                    walker.skipDescendants()
                } else if name.hasSuffix(".xcdatamodel") {
                    inputs.append(.version(path))
                    walker.skipDescendants()
                } else if manager.fileExists(atPath: url.appendingPathComponent("_manifest.yaml").path) {
                    inputs.append(.history(path))
                } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml"), path.contains("/Fixtures/"),
                    name != "_manifest.yaml", !name.hasPrefix("mapwright")
                {
                    inputs.append(.version(path))
                }
            }
        }
        return inputs
    }

    @Test func everyEmittedCodeIsDocumentedAtItsSeverity() throws {
        var emitted: [String: Set<Severity>] = [:]
        func record(_ code: String, _ severity: Severity) { emitted[code, default: []].insert(severity) }
        let output = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }

        for input in Self.inputs() {
            let pipeline = Pipeline(workingDirectory: packageRoot.path)
            switch input {
            case .version(let path):
                _ = ModelLoader.loadVersion(at: path, diagnostics: pipeline.diagnostics)
            case .history(let path):
                if let loaded = pipeline.load(path) {
                    let model = pipeline.analyze(loaded)
                    for finding in model.analysis.findings { record(finding.code, finding.severity) }
                    _ = pipeline.artifacts(
                        model, request: GenerateRequest(output: output.path, selection: .all, checkOnly: true))
                }
            }
            for diagnostic in pipeline.diagnostics.diagnostics { record(diagnostic.code, diagnostic.severity) }
        }

        // Not vacuous: the fixtures exercise most of the catalog.
        #expect(emitted.count >= 60, "only \(emitted.count) codes emitted")
        for (code, severities) in emitted.sorted(by: { $0.key < $1.key }) {
            let rule = RuleRegistry.rule(code)
            #expect(rule != nil, "\(code) is emitted but has no rule")
            if let rule {
                #expect(
                    severities == [rule.severity],
                    "\(code) is documented as \(rule.severity.rawValue) but emitted as \(severities.map(\.rawValue).sorted())"
                )
            }
        }
    }
}
