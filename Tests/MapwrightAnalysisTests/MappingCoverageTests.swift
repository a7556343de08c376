import MapwrightAnalysis
import MapwrightModel
import Testing

/// Shipped mapping models applied to an analysis (``MappingCoverage``): coverage, data-loss findings a
/// mapping fills, and the mapping lint, each from a model and a mapping model where one thing is wrong.
@Suite struct MappingCoverageTests {
    static let file = "Models/V1 to V2.mapping.yaml"

    /// A mapping model that copies every entity of `destination` from the same-named source entity, every
    /// property by name, relationships through the destination entity's mapping.
    static func fullMapping(to destination: DataModel, edit: (inout [ShippedEntityMapping]) -> Void = { _ in })
        -> ShippedMappingModel
    {
        var mappings = destination.entities.enumerated().map { index, entity in
            ShippedEntityMapping(
                name: "\(entity.name)To\(entity.name)", sourceEntity: entity.name, destinationEntity: entity.name,
                mappingNumber: index + 1,
                attributeMappings: entity.attributes.map { ShippedPropertyMapping(name: $0.name) },
                relationshipMappings: entity.relationships.map {
                    ShippedPropertyMapping(
                        name: $0.name, sourceMappingName: "\($0.destination)To\($0.destination)",
                        sourceKeyPath: "$source.\($0.name)")
                })
        }
        edit(&mappings)
        return ShippedMappingModel(
            file: file, sourceModelPath: "V1.xcdatamodel", destinationModelPath: "V2.xcdatamodel",
            entityMappings: mappings)
    }

    static func apply(
        _ mappings: [ShippedMappingModel], from source: DataModel = Fixtures.base, to destination: DataModel,
        policyClasses: PolicyClassIndex? = nil
    ) -> HistoryAnalysis {
        var source = source
        source.name = "V1"
        let history = ModelHistory(
            name: "Model", versions: [source, destination], currentVersionName: "V2", origin: "Model")
        return MappingCoverage.apply(
            mappings, to: MigrationAnalyzer.analyze(history), history: history, policyClasses: policyClasses)
    }

    static func index(_ entityMappings: inout [ShippedEntityMapping], _ name: String) -> Int {
        entityMappings.firstIndex { $0.destinationEntity == name }!
    }

    static let rankAdded = Fixtures.edited {
        $0.entities[0].attributes.append(Attribute(name: "rank", type: .integer16, isOptional: false))
    }

    // MARK: Incomplete (MW174)

    static let incompleteCases: [(String, DataModel, @Sendable (inout [ShippedEntityMapping]) -> Void, String)] = [
        (
            "required attribute without value", rankAdded, { _ in },
            "`Item.rank` is required, has no default value and no value expression"
        ),
        (
            "property without mapping", Fixtures.edited { _ in },
            { mappings in
                mappings[index(&mappings, "Item")].attributeMappings.removeAll { $0.name == "title" }
            }, "`Item.title` has no attribute mapping"
        ),
        (
            "expression naming a missing source property", Fixtures.edited { _ in },
            { mappings in
                let item = index(&mappings, "Item")
                mappings[item].attributeMappings[0].valueExpression = "$source.heading"
            }, "reads `$source.heading`, which `Item` does not have in V1"
        ),
        (
            "relationship naming a missing entity mapping", Fixtures.edited { _ in },
            { mappings in
                mappings.removeAll { $0.destinationEntity == "Tag" }
                let item = index(&mappings, "Item")
                mappings[item].relationshipMappings[0].sourceMappingName = "ListsToList"
            }, "takes its objects from the entity mapping `ListsToList`, which the mapping model does not have"
        ),
    ]

    @Test(arguments: incompleteCases.indices)
    func incompleteMappingModel(_ index: Int) throws {
        let (_, destination, edit, message) = Self.incompleteCases[index]
        let analysis = Self.apply([Self.fullMapping(to: destination, edit: edit)], to: destination)
        let incomplete = analysis.findings.filter { $0.code == AnalysisRules.incompleteMappingModel.code }
        #expect(incomplete.count == 1, "\(incomplete.map(\.message))")
        #expect(incomplete.first?.message.contains(message) == true, "\(incomplete.map(\.message))")
    }

    @Test func aCompleteMappingModelHasNoIncompleteFinding() {
        var destination = Self.rankAdded
        destination.entities[0].attributes[3].defaultValue = "0"
        let analysis = Self.apply([Self.fullMapping(to: destination)], to: destination)
        #expect(!analysis.findings.contains { $0.code == AnalysisRules.incompleteMappingModel.code })
    }

    // MARK: Coverage

    static let heavy = Fixtures.edited { $0.entities[0].attributes[0].type = .integer16 }

    @Test func aCoveredHeavyStepIsANoteNamingTheMappingModel() throws {
        let mapping = Self.fullMapping(to: Self.heavy) {
            $0[0].attributeMappings[0].valueExpression = "FUNCTION($source.title, \"integerValue\")"
        }
        let step = try #require(Self.apply([mapping], to: Self.heavy).adjacentSteps.first)
        #expect(step.coveredBy == ["V1 to V2.mapping.yaml"])
        #expect(step.verdictText == "heavy (covered by V1 to V2.mapping.yaml)")
        #expect(step.findings.map(\.code) == [AnalysisRules.heavyStepCovered.code])
        #expect(step.findings[0].message.contains("`Item.title`"))
    }

    /// Two source properties sharing a renaming identifier break inference only (134190): Core Data uses a
    /// mapping model that covers the step, and never infers it.
    @Test func aDuplicateRenamingIdentifierIsHandledByACoveringMappingModel() throws {
        let source = Fixtures.edited {
            $0.entities[0].attributes.append(Attribute(name: "heading", type: .string, isOptional: true))
            $0.entities[0].attributes[0].renamingIdentifier = "heading"
        }
        let destination = Fixtures.edited { $0.entities[0].attributes[0].renamingIdentifier = "heading" }
        let uncovered = try #require(Self.apply([], from: source, to: destination).adjacentSteps.first)
        #expect(uncovered.findings.map(\.code).contains(AnalysisRules.duplicateRenamingIdentifier.code))
        let step = try #require(
            Self.apply([Self.fullMapping(to: destination)], from: source, to: destination).adjacentSteps.first)
        #expect(step.coveredBy == ["V1 to V2.mapping.yaml"])
        #expect(step.findings.map(\.code).first == AnalysisRules.heavyStepCovered.code, "\(step.findings)")
        #expect(!step.findings.map(\.code).contains(AnalysisRules.duplicateRenamingIdentifier.code))
    }

    @Test func anUncoveredHeavyStepIsAnErrorWhenTheModelShipsMappingModels() throws {
        let other = ShippedMappingModel(
            file: "Other.xcmappingmodel/xcmapping.xml", sourceModelPath: "Library.xcdatamodel",
            destinationModelPath: "Library 2.xcdatamodel",
            entityMappings: [
                ShippedEntityMapping(
                    name: "BookToBook", sourceEntity: "Book", destinationEntity: "Book", mappingNumber: 1)
            ])
        let analysis = Self.apply([other], to: Self.heavy)
        let step = try #require(analysis.adjacentSteps.first)
        #expect(step.coveredBy.isEmpty)
        #expect(
            step.findings.map(\.code).prefix(2) == [
                AnalysisRules.heavyStepUncovered.code, AnalysisRules.incompatibleAttributeType.code,
            ])
        #expect(analysis.lint.map(\.code) == [AnalysisRules.orphanMappingModel.code])
    }

    @Test func withoutMappingModelsTheAnalysisIsUnchanged() {
        let history = ModelHistory(
            name: "Model", versions: [Fixtures.base, Self.heavy], currentVersionName: "V2", origin: "Model")
        let analysis = MigrationAnalyzer.analyze(history)
        #expect(MappingCoverage.apply([], to: analysis, history: history) == analysis)
    }

    /// `Tag.color` removed and `Tag.hue` added: data loss unless the mapping model carries it over.
    static let colorRenamed = Fixtures.edited { $0.entities[2].attributes[1].name = "hue" }

    static let fillCases: [(String, @Sendable (inout [ShippedEntityMapping]) -> Void, Bool)] = [
        ("no expression", { _ in }, false),
        (
            "a value expression reading the old attribute",
            { mappings in
                mappings[index(&mappings, "Tag")].attributeMappings[1].valueExpression = "$source.color"
            }, true
        ),
        (
            "a custom policy on the entity mapping",
            { mappings in
                mappings[index(&mappings, "Tag")].policyClassName = "TagPolicy"
            }, true
        ),
        (
            "an expression on another entity",
            { mappings in
                mappings[index(&mappings, "Item")].attributeMappings[0].valueExpression = "$source.title"
            }, false
        ),
    ]

    @Test(arguments: fillCases.indices)
    func dataLossFindingsGiveWayToAMappingThatFillsTheProperty(_ index: Int) throws {
        let (_, edit, filled) = Self.fillCases[index]
        let plain = Self.apply([], to: Self.colorRenamed).findings.filter { $0.entity == "Tag" }
        try #require(!plain.isEmpty)
        let findings = Self.apply([Self.fullMapping(to: Self.colorRenamed, edit: edit)], to: Self.colorRenamed).findings
        let lost = findings.filter { $0.entity == "Tag" && plain.map(\.code).contains($0.code) }
        #expect(lost.isEmpty == filled, "\(lost.map(\.message))")
    }

    // MARK: Stale, unneeded

    @Test func aStaleMappingModelNamesTheEntitiesWhoseHashesDiffer() throws {
        let destination = Fixtures.edited {
            $0.entities[2].attributes.append(Attribute(name: "rank", type: .integer16, isOptional: true))
        }
        let hashes = VersionHasher.entityHashes(Fixtures.base)
        let mapping = Self.fullMapping(to: destination) { mappings in
            for index in mappings.indices {
                let name = mappings[index].sourceEntity!
                mappings[index].sourceEntityVersionHash = hashes[name]!.bytes
                mappings[index].destinationEntityVersionHash = hashes[name]!.bytes
            }
        }
        let step = try #require(Self.apply([mapping], to: destination).adjacentSteps.first)
        // Plain copies only: Core Data infers the step instead (MW180, a warning).
        let stale = step.findings.filter { $0.code == AnalysisRules.staleMappingModelWithoutCustomWork.code }
        #expect(
            stale.map(\.message) == [
                "V1 to V2.mapping.yaml was made for V1 → V2 but its entity version hashes no longer match for `Tag`; stores written by `V2` as it was then match no version the app ships: whether Core Data migrates them from the model cached in the store is uncertain, else they cannot be opened (134130)"
            ])
        #expect(step.coveredBy.isEmpty)
        // A value expression computing an attribute is work inference cannot do: it no longer runs (MW172).
        let computing = Self.fullMapping(to: destination) { mappings in
            for index in mappings.indices {
                let name = mappings[index].sourceEntity!
                mappings[index].sourceEntityVersionHash = hashes[name]!.bytes
                mappings[index].destinationEntityVersionHash = hashes[name]!.bytes
                if name == "Tag" { mappings[index].attributeMappings[0].valueExpression = "$source.color" }
            }
        }
        let withWork = try #require(Self.apply([computing], to: destination).adjacentSteps.first)
        let errors = withWork.findings.filter { $0.code == AnalysisRules.staleMappingModel.code }
        #expect(errors.count == 1 && errors[0].message.contains("its custom work no longer runs (`Tag."), "\(errors)")
    }

    @Test func aMappingModelForAnInferableStepIsANote() throws {
        let destination = Fixtures.edited {
            $0.entities[2].attributes.append(Attribute(name: "rank", type: .integer16, isOptional: true))
        }
        let step = try #require(Self.apply([Self.fullMapping(to: destination)], to: destination).adjacentSteps.first)
        #expect(step.findings.map(\.code) == [AnalysisRules.unneededMappingModel.code])
        let converting = Self.fullMapping(to: destination) {
            $0[0].attributeMappings[0].valueExpression = "uppercase:($source.title)"
        }
        #expect(Self.apply([converting], to: destination).findings.isEmpty)
    }

    // MARK: Policy classes

    @Test(
        arguments: [
            ("ItemPolicy", nil, nil),
            ("App.ItemPolicy", nil, nil),
            ("LegacyItemPolicy", nil, nil),
            ("OtherPolicy", AnalysisRules.policyClassNotFound.code, "no Swift or Objective-C source"),
            ("Helper", AnalysisRules.policyClassNotAPolicy.code, "descends from `NSObject`"),
        ] as [(String, String?, String?)])
    func policyClasses(_ className: String, code: String?, message: String?) throws {
        var index = PolicyClassIndex()
        index.scan(
            """
            import CoreData

            @objc(LegacyItemPolicy)
            final class ItemPolicy: BasePolicy {}
            public class BasePolicy: NSEntityMigrationPolicy {}
            class Helper: NSObject {}
            """, file: "Policies.swift")
        let mapping = Self.fullMapping(to: Self.heavy) { $0[0].policyClassName = className }
        let findings = Self.apply([mapping], to: Self.heavy, policyClasses: index).findings.filter {
            [AnalysisRules.policyClassNotFound.code, AnalysisRules.policyClassNotAPolicy.code].contains($0.code)
        }
        #expect(findings.map(\.code) == (code.map { [$0] } ?? []))
        if let message { #expect(findings.first?.message.contains(message) == true) }
    }

    @Test func objectiveCInterfacesAreFound() {
        var index = PolicyClassIndex()
        index.scan(
            "@interface TagPolicy : NSEntityMigrationPolicy\n@end\n@interface Other : NSObject <NSCoding>\n@end\n",
            file: "TagPolicy.h")
        #expect(index.lookup("TagPolicy") == .policy)
        #expect(index.lookup("Other") == .notAPolicy(endsAt: "NSObject"))
        #expect(index.lookup("App.TagPolicy") == .notFound)
    }
}
