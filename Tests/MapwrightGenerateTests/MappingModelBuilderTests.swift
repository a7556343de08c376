import Foundation
import MapwrightAnalysis
import MapwrightGenerate
import MapwrightModel
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct MappingModelBuilderTests {
    static let source = DataModel(
        name: "Shop 1",
        entities: [
            Entity(name: "Region", isAbstract: true, attributes: [Attribute(name: "code", type: .string)]),
            Entity(
                name: "Country", parent: "Region", attributes: [Attribute(name: "title", type: .string)],
                relationships: [Relationship(name: "cities", destination: "Town", inverse: "country", isToMany: true)]),
            Entity(
                name: "Town", attributes: [Attribute(name: "name", type: .string)],
                relationships: [Relationship(name: "country", destination: "Country", inverse: "cities")]),
            Entity(name: "Legacy", attributes: [Attribute(name: "blob", type: .binary)]),
        ])

    static let destination = DataModel(
        name: "Shop 2",
        entities: [
            Entity(name: "Region", isAbstract: true, attributes: [Attribute(name: "code", type: .string)]),
            Entity(
                name: "Country", parent: "Region",
                attributes: [
                    Attribute(name: "name", type: .string, renamingIdentifier: "title"),
                    Attribute(name: "cache", type: .string, isOptional: true, isTransient: true),
                ],
                relationships: [Relationship(name: "cities", destination: "City", inverse: "country", isToMany: true)]),
            Entity(
                name: "City", renamingIdentifier: "Town", attributes: [Attribute(name: "name", type: .string)],
                relationships: [Relationship(name: "country", destination: "Country", inverse: "cities")]),
            Entity(name: "Tag", attributes: [Attribute(name: "label", type: .string)]),
        ])

    static let model = MappingModelBuilder.build(modelName: "Shop", from: source, to: destination)

    @Test func oneMappingPerConcreteDestinationEntityThenRemoveMappings() {
        #expect(Self.model.entityMappings.map(\.name) == ["CountryToCountry", "TownToCity", "Tag", "Legacy"])
        #expect(Self.model.entityMappings.map(\.type) == [.transform, .transform, .add, .remove])
        #expect(Self.model.entityMappings.map(\.mappingNumber) == [1, 2, 3, 4])
        #expect(Self.model.entityMappings.map(\.sourceEntity) == ["Country", "Town", nil, "Legacy"])
        #expect(Self.model.entityMappings.map(\.destinationEntity) == ["Country", "City", "Tag", nil])
    }

    @Test(arguments: [
        ("CountryToCountry", "code", "$source.code"),
        ("CountryToCountry", "name", "$source.title"),
        ("TownToCity", "name", "$source.name"),
    ])
    func attributeExpressions(mapping: String, attribute: String, expression: String) throws {
        let entityMapping = try #require(Self.model.entityMapping(named: mapping))
        #expect(entityMapping.attributeMappings.first { $0.name == attribute }?.valueExpression == expression)
    }

    @Test func transientAttributesAreNotMappedAndNewOnesHaveNoExpression() throws {
        let country = try #require(Self.model.entityMapping(named: "CountryToCountry"))
        #expect(country.attributeMappings.map(\.name) == ["code", "name"])
        let tag = try #require(Self.model.entityMapping(named: "Tag"))
        #expect(tag.attributeMappings == [PropertyMapping(name: "label")])
        #expect(tag.sourceExpression == nil)
    }

    @Test func relationshipExpressionsNameTheProducingMapping() throws {
        let country = try #require(Self.model.entityMapping(named: "CountryToCountry"))
        #expect(
            country.relationshipMappings.first?.valueExpression
                == #"FUNCTION($manager, "destinationInstancesForEntityMappingNamed:sourceInstances:", "TownToCity", $source.cities)"#
        )
        #expect(
            country.sourceExpression
                == #"FETCH(FUNCTION($manager, "fetchRequestForSourceEntityNamed:predicateString:" , "Country", "TRUEPREDICATE"), $manager.sourceContext, NO)"#
        )
    }

    @Test func theXcodeFileHasNoRemoveMappingAndStableIDs() {
        let xml = XcodeMappingWriter.xml(for: Self.model)
        #expect(!xml.contains(">Legacy<"))
        #expect(xml.contains("<nextObjectID>111</nextObjectID>"))
        #expect(!xml.hasSuffix("\n"))
        #expect(
            xml
                == XcodeMappingWriter.xml(
                    for: MappingModelBuilder.build(modelName: "Shop", from: Self.source, to: Self.destination)))
        #expect(MappingYAMLWriter.yaml(for: Self.model).contains("name: 'Legacy'"))
    }

    @Test(arguments: [
        ("Country", "Moody 5", "Country", "Moody 6", "Country5ToCountry6Policy"),
        ("ToDo", "ToDo", "ToDo", "ToDo 2", "ToDo1ToToDo2Policy"),
        ("Note", "Notes_v3", "Attachment", "Notes_v4", "Note3ToAttachment4Policy"),
    ])
    func policyClassNames(source: String, from: String, destination: String, to: String, expected: String) {
        #expect(
            PolicyNaming.policyClassName(
                sourceEntity: source, sourceVersion: from, destinationEntity: destination, destinationVersion: to)
                == expected)
    }

    @Test func contentUUIDIsDeterministicAndWellFormed() {
        let uuid = XcodeMappingWriter.contentUUID("abc")
        #expect(uuid == XcodeMappingWriter.contentUUID("abc"))
        #expect(uuid != XcodeMappingWriter.contentUUID("abd"))
        #expect(UUID(uuidString: uuid) != nil)
        #expect(uuid == uuid.uppercased())
    }
}
