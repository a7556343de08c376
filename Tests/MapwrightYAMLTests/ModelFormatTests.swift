import Foundation
import MapwrightModel
import MapwrightYAML
import Testing

/// Every construct of the format reads as the model it stands for (Fixtures/Constructs/Everything.yaml).
@Suite struct ModelFormatTests {
    @Test func everythingReadsAsExpected() throws {
        let (model, diagnostics) = readFixture("Constructs/Everything.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))")
        let actual = try #require(model)
        let expected = Self.everything
        #expect(actual.name == expected.name)
        #expect(actual.versionIdentifier == expected.versionIdentifier)
        #expect(actual.settings == expected.settings)
        #expect(actual.entities.map(\.name) == expected.entities.map(\.name))
        for (a, e) in zip(actual.entities, expected.entities) {
            #expect(a.attributes == e.attributes, "attributes of \(e.name)")
            #expect(a.relationships == e.relationships, "relationships of \(e.name)")
            #expect(a.fetchedProperties == e.fetchedProperties, "fetched properties of \(e.name)")
            #expect(a == e, "entity \(e.name)")
        }
        #expect(actual.composites == expected.composites)
        #expect(actual.fetchRequests == expected.fetchRequests)
        #expect(actual.configurations == expected.configurations)
        #expect(actual == expected)
    }

    @Test func elementsCarryTheirPositions() throws {
        let model = try #require(readFixture("Constructs/Everything.yaml").model)
        let place = try #require(model.entity(named: "Place"))
        #expect(place.anchor.location?.line == 16)
        #expect(place.anchor.location?.column == 3)
        let photo = try #require(place.attribute(named: "photo"))
        #expect(photo.anchor.location?.line == 45)
        #expect(photo.anchor.location?.column == 7)
        #expect(photo.anchor.location?.file.hasSuffix("Constructs/Everything.yaml") == true)
        #expect(place.migrationPolicy?.anchor.location?.line == 36)
        #expect(place.relationship(named: "visitors")?.anchor.location?.line == 102)
        #expect(model.composites.first?.attributes.first?.anchor.location?.line == 151)
    }

    static let everything = DataModel(
        name: "Everything",
        versionIdentifier: "7",
        entities: [
            Entity(
                name: "Named", isAbstract: true, attributes: [Attribute(name: "name", type: .string)], isSyncable: true),
            Entity(
                name: "Place", parent: "Named", className: ".Place", codeGeneration: .class,
                renamingIdentifier: "Location",
                versionHashModifier: "v2",
                userInfo: [UserInfoEntry(key: "owner", value: "maps team"), UserInfoEntry(key: "note", value: "a: b")],
                uniquenessConstraints: [["name", "code"], ["code"]],
                fetchIndexes: [
                    FetchIndex(name: "byCode", elements: [FetchIndexElement(property: "code")]),
                    FetchIndex(
                        name: "byWhere",
                        elements: [
                            FetchIndexElement(property: "code", order: .descending),
                            FetchIndexElement(
                                expression: "indexed:by:(area, 'area')", expressionType: "Double", kind: .rTree),
                        ]),
                ],
                attributes: placeAttributes,
                relationships: [
                    Relationship(
                        name: "region", destination: "Region", inverse: "places", minCount: 1, isOptional: false),
                    Relationship(name: "neighbours", destination: "Place", isToMany: true),
                    Relationship(name: "mayor", destination: "Person"),
                    Relationship(
                        name: "visitors", destination: "Person", inverse: "visited", isToMany: true, isOrdered: true,
                        minCount: 1, maxCount: 10, isOptional: false, deleteRule: .deny, isIndexed: true,
                        isIndexedBySpotlight: true, isStoredInTruthFile: true, renamingIdentifier: "guests",
                        versionHashModifier: "3", userInfo: [UserInfoEntry(key: "audit", value: "yes")],
                        isSyncable: true),
                    Relationship(name: "owner", destination: "Person", minCount: 1, deleteRule: .noAction),
                ],
                fetchedProperties: [
                    FetchedProperty(name: "bigPlaces", entity: "Place", predicate: "area > 1000"),
                    FetchedProperty(
                        name: "strangers", isOptional: false, entity: "Person",
                        predicate: "NONE visited == $FETCH_SOURCE",
                        userInfo: [UserInfoEntry(key: "cached", value: "no")], isSyncable: true),
                ],
                migrationPolicy: MigrationPolicyRequest(
                    reason: "Copy every code into the new field.", className: "PlaceMigrationPolicy")
            ),
            Entity(
                name: "Region",
                relationships: [
                    Relationship(
                        name: "places", destination: "Place", inverse: "region", isToMany: true, deleteRule: .cascade)
                ]),
            Entity(
                name: "Person", attributes: [Attribute(name: "nick", type: .string)],
                relationships: [
                    Relationship(name: "visited", destination: "Place", inverse: "visitors", isToMany: true)
                ]),
            Entity(name: "Empty"),
        ],
        composites: [
            CompositeType(
                name: "Address",
                attributes: [
                    Attribute(name: "street", type: .string),
                    Attribute(name: "city", type: .string, isOptional: true),
                    Attribute(name: "postcode", type: .string, isOptional: true, maxValue: "10"),
                ])
        ],
        fetchRequests: [
            FetchRequestTemplate(
                name: "bigOnes", entity: "Place", predicate: "area > 100", fetchLimit: 10, fetchBatchSize: 20,
                includesSubentities: false, includesPropertyValues: true, includesPendingChanges: false,
                returnsObjectsAsFaults: true, returnsDistinctResults: false,
                otherOptions: [UserInfoEntry(key: "resultType", value: "dictionary")]),
            FetchRequestTemplate(name: "everyone", entity: "Person"),
        ],
        configurations: [
            Configuration(name: "Local", entities: ["Place", "Region"]),
            Configuration(name: "Cloud", entities: ["Person"], isUsedWithCloudKit: true),
        ],
        settings: ModelSettings(
            sourceLanguage: "Swift", minimumToolsVersion: "Xcode 9.0", isUsedWithCloudKit: true,
            isUsedWithSwiftData: true,
            macOSVersion: "Automatic", iOSVersion: "Automatic")
    )

    static let placeAttributes = [
        Attribute(name: "code", type: .integer16, defaultValue: "1"),
        Attribute(name: "area", type: .double, isOptional: true),
        Attribute(name: "label", type: .string, isOptional: true, defaultValue: "Main square"),
        Attribute(name: "whenSeen", type: .date, defaultValue: "631123200"),
        Attribute(name: "address", type: .composite, isOptional: true, compositeName: "Address"),
        Attribute(
            name: "photo", type: .binary, isOptional: true, allowsExternalBinaryDataStorage: true,
            allowsCloudEncryption: true,
            preservesValueInHistoryOnDeletion: true, renamingIdentifier: "picture", versionHashModifier: "2",
            userInfo: [UserInfoEntry(key: "kind", value: "jpeg")], isSyncable: true),
        Attribute(
            name: "tags", type: .transformable, isOptional: true, valueTransformerName: "NSSecureUnarchiveFromData",
            customClassName: "[String]"),
        {
            var state = Attribute(name: "state", type: .string)
            state.swiftTypeName = "Priority"
            state.defaultExpression = ".low"
            return state
        }(),
        Attribute(
            name: "rank", type: .integer32, defaultValue: "0", minValue: "0", maxValue: "100", isIndexed: true,
            isIndexedBySpotlight: true, isStoredInTruthFile: true, usesScalarValueType: false),
        Attribute(
            name: "slug", type: .string, isTransient: true, minValue: "1", maxValue: "64",
            regularExpression: "^[a-z-]+$"),
        Attribute(name: "upperName", type: .string, isOptional: true, derivationExpression: "uppercase:(name)"),
        Attribute(name: "id", type: .uuid, isOptional: true),
        Attribute(name: "link", type: .uri, isOptional: true),
        Attribute(name: "price", type: .decimal, defaultValue: "0.5"),
        Attribute(name: "ratio", type: .float, defaultValue: "1.5"),
        Attribute(name: "big", type: .integer64, defaultValue: "9000000000"),
        Attribute(name: "flag", type: .boolean, defaultValue: "YES"),
        Attribute(name: "oid", type: .objectID, isOptional: true, isTransient: true),
        Attribute(name: "scratch", type: .undefined, isOptional: true, isTransient: true),
    ]
}
