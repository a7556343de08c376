import MapwrightAnalysis
import MapwrightModel
import MapwrightXcode
import MapwrightYAML
import Testing

/// A model and the lint codes expected for it.
struct LintCase: Sendable, CustomTestStringConvertible {
    let name: String
    let model: DataModel
    let codes: [String]
    var testDescription: String { name }
}

/// docs/core-data/pitfalls.md, rows 11–13.
@Suite struct ModelLinterTests {
    /// A version large enough to be linted in slices on several cores reports its findings in entity order.
    @Test func findingsOfALargeVersionComeInEntityOrder() {
        let model = DataModel(
            name: "V1",
            entities: (0..<300).map { index in
                Entity(name: "E\(index)", relationships: [Relationship(name: "link\(index)", destination: "E0")])
            })
        #expect(ModelLinter.lint(model).map(\.entity) == (0..<300).map { "E\($0)" })
    }

    static func cloudKit(_ edit: (inout DataModel) -> Void) -> DataModel {
        Fixtures.edited {
            $0.settings.isUsedWithCloudKit = true; edit(&$0)
        }
    }

    static let cases: [LintCase] = [
        LintCase(name: "clean model", model: Fixtures.base, codes: []),
        LintCase(
            name: "clean CloudKit model", model: cloudKit { $0[entity: "Item"][attribute: "count"].isOptional = true },
            codes: []),
        LintCase(
            name: "Transformable without transformer",
            model: Fixtures.edited { $0[entity: "Item"][attribute: "payload"].type = .transformable }, codes: ["MW301"]),
        LintCase(
            name: "Transformable with NSKeyedUnarchiveFromData",
            model: Fixtures.edited {
                $0[entity: "Item"][attribute: "payload"].type = .transformable;
                $0[entity: "Item"][attribute: "payload"].valueTransformerName = "NSKeyedUnarchiveFromData"
            },
            codes: ["MW302"]
        ),
        LintCase(
            name: "Transformable with NSSecureUnarchiveFromData",
            model: Fixtures.edited {
                $0[entity: "Item"][attribute: "payload"].type = .transformable;
                $0[entity: "Item"][attribute: "payload"].valueTransformerName = "NSSecureUnarchiveFromData"
            },
            codes: []
        ),
        LintCase(
            name: "relationship without inverse",
            model: Fixtures.edited {
                $0[entity: "Tag"].relationships.append(Relationship(name: "list", destination: "List"))
            }, codes: ["MW310"]),
        LintCase(
            name: "transient relationship without inverse",
            model: Fixtures.edited {
                $0[entity: "Tag"].relationships.append(
                    Relationship(name: "list", destination: "List", isTransient: true))
            }, codes: []),
        LintCase(
            name: "CloudKit: uniqueness constraint",
            model: cloudKit {
                $0[entity: "Item"][attribute: "count"].isOptional = true;
                $0[entity: "Tag"].uniquenessConstraints = [["label"]]
            }, codes: ["MW320"]),
        LintCase(
            name: "CloudKit: required relationship",
            model: cloudKit {
                $0[entity: "Item"][attribute: "count"].isOptional = true;
                $0[entity: "Item"][relationship: "list"].isOptional = false
            }, codes: ["MW321"]),
        LintCase(
            name: "CloudKit: ordered relationship",
            model: cloudKit {
                $0[entity: "Item"][attribute: "count"].isOptional = true;
                $0[entity: "List"][relationship: "items"].isOrdered = true
            }, codes: ["MW322"]),
        LintCase(
            name: "CloudKit: required attribute without default",
            model: cloudKit { $0[entity: "Item"][attribute: "count"].defaultValue = nil }, codes: ["MW323"]),
        LintCase(
            name: "CloudKit: relationship without inverse",
            model: cloudKit {
                $0[entity: "Item"][attribute: "count"].isOptional = true;
                $0[entity: "Tag"].relationships.append(Relationship(name: "list", destination: "List"))
            },
            codes: ["MW324"]
        ),
        LintCase(
            name: "CloudKit configuration only covers its entities",
            model: Fixtures.edited {
                $0.configurations = [Configuration(name: "Cloud", entities: ["Tag"], isUsedWithCloudKit: true)]
                $0[entity: "Tag"].uniquenessConstraints = [["label"]]
                $0[entity: "Item"][attribute: "count"].defaultValue = nil
            },
            codes: ["MW320"]
        ),
    ]

    @Test(arguments: cases)
    func lint(_ lintCase: LintCase) {
        let findings = ModelLinter.lint(lintCase.model)
        #expect(findings.map(\.code).sorted() == lintCase.codes, "\(findings.map(\.message))")
        for finding in findings {
            #expect(AnalysisRules.all.first { $0.code == finding.code }?.severity == finding.severity)
            #expect(finding.property != nil || finding.code == "MW320", "entity-level only for constraints")
        }
    }

    @Test func cloudKitSchemaIsAdditiveOnly() {
        let from = Self.cloudKit { $0[entity: "Item"][attribute: "count"].isOptional = true }
        let renamed = Self.cloudKit {
            $0[entity: "Item"][attribute: "count"].isOptional = true
            $0[entity: "Tag"][attribute: "label"].name = "name"
            $0[entity: "Tag"][attribute: "name"].renamingIdentifier = "label"
        }
        #expect(MigrationAnalyzer.analyze(from: from, to: renamed).findings.map(\.code) == ["MW325"])
        let added = Self.cloudKit {
            $0[entity: "Item"][attribute: "count"].isOptional = true
            $0[entity: "Tag"].attributes.append(Attribute(name: "note", type: .string, isOptional: true))
        }
        #expect(MigrationAnalyzer.analyze(from: from, to: added).findings.isEmpty)
    }

    @Test func historyLintsTheCurrentVersionOnly() {
        let old = Fixtures.source { $0[entity: "Item"][attribute: "payload"].type = .transformable }
        let current = Fixtures.edited { _ in }
        let history = ModelHistory(name: "M", versions: [old, current], currentVersionName: "V2", origin: "M")
        #expect(MigrationAnalyzer.analyze(history).lint.isEmpty)
        let reversed = ModelHistory(name: "M", versions: [current, old], currentVersionName: "V1", origin: "M")
        #expect(MigrationAnalyzer.analyze(reversed).lint.map(\.code) == ["MW301"])
    }
}
