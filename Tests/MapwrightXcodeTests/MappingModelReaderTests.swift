import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import Testing

/// Reading `xcmapping.xml`: entity mappings, decoded value expressions, positioned problems.
@Suite struct MappingModelReaderTests {
    /// What one real file must read as: each entity mapping as `name type source→destination policy`,
    /// and the value expressions the file stores, as `EntityMapping.property = expression`.
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var sourcePath: String
        var destinationPath: String
        var entityMappings: [String]
        var expressions: [String]
        var testDescription: String { path }
    }

    static let cases: [Case] = [
        Case(
            path: "objcio__core-data/mappings/Moody 5-Moody 6.xcmappingmodel",
            sourcePath: "Migrations/Moody.xcdatamodeld/Moody 5.xcdatamodel",
            destinationPath: "Migrations/Moody.xcdatamodeld/Moody 6.xcdatamodel",
            entityMappings: [
                "1 Continent Add -→Continent -",
                "2 CountryToCountry Custom Country→Country Migrations.Country5ToCountry6Policy",
                "3 MoodToMood Transform Mood→Mood -",
            ],
            expressions: []),
        Case(
            path: "objcio__core-data/mappings/Moody 4-Moody 5.xcmappingmodel",
            sourcePath: "Migrations/Moody.xcdatamodeld/Moody 4.xcdatamodel",
            destinationPath: "Migrations/Moody.xcdatamodeld/Moody 5.xcdatamodel",
            entityMappings: [
                "1 MoodToMood Transform Mood→Mood -",
                "2 CountryToCountry Transform Country→Country -",
            ],
            expressions: ["CountryToCountry.isoContinent = $source.continent.numericISO3166Code"]),
        Case(
            path: "alemar11__CoreDataPlus/mappings/V2toV3.xcmappingmodel",
            sourcePath: "Tests/SampleModel.xcdatamodeld/SampleModel2.xcdatamodel",
            destinationPath: "Tests/SampleModel.xcdatamodeld/SampleModel3.xcdatamodel",
            entityMappings: [
                "1 CarToCar Custom Car→Car REPLACE_AT_RUNTIME.V2to3MakerPolicy",
                "2 LuxuryCarToLuxuryCar Custom LuxuryCar→LuxuryCar REPLACE_AT_RUNTIME.V2to3MakerPolicy",
                "3 PersonToPerson Transform Person→Person -",
                "4 SportCarToSportCar Custom SportCar→SportCar REPLACE_AT_RUNTIME.V2to3MakerPolicy",
                "5 Maker Add -→Maker -",
            ],
            expressions: [
                "CarToCar.previousOwners = FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"PersonToPerson\", $source.owner)",
                "LuxuryCarToLuxuryCar.previousOwners = FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"PersonToPerson\", $source.owner)",
                "PersonToPerson.previousCars = FUNCTION($manager, \"destinationInstancesForSourceRelationshipNamed:sourceInstances:\", \"cars\", $source.cars)",
                "SportCarToSportCar.previousOwners = FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"PersonToPerson\", $source.owner)",
            ]),
        Case(
            path: "expressions/AltStore4ToAltStore5.xcmappingmodel",
            sourcePath: "AltStore/Model/AltStore.xcdatamodeld/AltStore 4.xcdatamodel",
            destinationPath: "AltStore/Model/AltStore.xcdatamodeld/AltStore 5.xcdatamodel",
            entityMappings: [],
            expressions: [
                "InstalledAppToInstalledApp.isActive = FUNCTION($entityPolicy, \"defaultIsActiveForBundleID:team:\", $source.bundleIdentifier, $source.team)"
            ]),
        Case(
            path: "expressions/AltStoreToAltStore2.xcmappingmodel",
            sourcePath: "AltStore/Model/AltStore.xcdatamodeld/AltStore.xcdatamodel",
            destinationPath: "AltStore/Model/AltStore.xcdatamodeld/AltStore 2.xcdatamodel",
            entityMappings: [],
            expressions: [
                "StoreAppToStoreApp.iconURL = FUNCTION($entityPolicy, \"migrateIconURL\")",
                "StoreAppToStoreApp.screenshotURLs = FUNCTION($entityPolicy, \"migrateScreenshotURLs\")",
            ]),
        Case(
            path: "expressions/AltStore12ToAltStore13.xcmappingmodel",
            sourcePath: "AltStoreCore/Model/AltStore.xcdatamodeld/AltStore 12.xcdatamodel",
            destinationPath: "AltStoreCore/Model/AltStore.xcdatamodeld/AltStore 13.xcdatamodel",
            entityMappings: [],
            expressions: [
                "AppPermissionToAppPermission.appBundleID = $source.app.bundleIdentifier",
                "AppPermissionToAppPermission.permission = $source.type",
                "AppPermissionToAppPermission.sourceID = $source.app.source.identifier",
                "AppPermissionToAppPermission.type = \"privacy\"",
                "AppVersionToAppVersion.buildVersion = \"\"",
                "InstalledAppToInstalledApp.buildVersion = \"1\"",
            ]),
        Case(
            path: "expressions/Advanced.EvolutionDemo.V2.FromV1.xcmappingmodel",
            sourcePath: "",
            destinationPath: "",
            entityMappings: [],
            expressions: [
                "CreatureToCreature.hasHead = YES",
                "CreatureToCreature.numberOfFlippers = $source.numberOfFlagella",
            ]),
    ]

    @Test(.needsShared("corpus"), arguments: cases)
    func readsRealFile(_ expected: Case) throws {
        let (read, diagnostics) = MappingFixtures.read(expected.path)
        let model = try #require(read)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        if !expected.sourcePath.isEmpty {
            #expect(model.sourceModelPath == expected.sourcePath)
            #expect(model.destinationModelPath == expected.destinationPath)
        }
        #expect(model.hasSourceModelSnapshot && model.hasDestinationModelSnapshot)
        #expect(model.editorEntityHashes.count == 5)
        if !expected.entityMappings.isEmpty {
            #expect(model.entityMappings.map(Self.summary) == expected.entityMappings)
        }
        let stored = Self.storedExpressions(model)
        if expected.entityMappings.isEmpty {
            #expect(expected.expressions.allSatisfy(stored.contains), "\(stored)")
        } else {
            #expect(stored == expected.expressions)
        }
    }

    static func summary(_ mapping: ShippedEntityMapping) -> String {
        "\(mapping.mappingNumber) \(mapping.name) \(mapping.effectiveType.rawValue) "
            + "\(mapping.sourceEntity ?? "-")→\(mapping.destinationEntity ?? "-") \(mapping.policyClassName ?? "-")"
    }

    static func storedExpressions(_ model: ShippedMappingModel) -> [String] {
        model.entityMappings.flatMap { mapping in
            (mapping.attributeMappings + mapping.relationshipMappings).compactMap { property in
                property.valueExpression.map { "\(mapping.name).\(property.name) = \($0)" }
            }
        }.sorted()
    }

    @Test(.needsShared("corpus")) func relationshipMappingSpelledOutInTheFile() throws {
        let model = try #require(MappingFixtures.read("objcio__core-data/mappings/Moody 2-Moody 3.xcmappingmodel").0)
        let spelled = model.entityMappings.flatMap(\.relationshipMappings).filter { $0.sourceMappingName != nil }
        #expect(!spelled.isEmpty)
        for property in spelled {
            #expect(
                property.valueExpression
                    == "FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"\(property.sourceMappingName!)\", \(property.sourceKeyPath!))"
            )
        }
    }

    @Test(.needsShared("corpus")) func userInfoAndSourceExpression() throws {
        let model = try #require(
            MappingFixtures.read("objcio__issue-4-core-data-migration/mappings/Model1_to_Model2.xcmappingmodel").0)
        #expect(model.entityMappings.contains { $0.userInfo == ["modelVersion": "2"] })
        let withSource = try #require(model.entityMappings.first { $0.sourceEntity != nil })
        #expect(
            withSource.sourceExpression
                == "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\" , \"\(withSource.sourceEntity!)\", \"TRUEPREDICATE\"), $manager.sourceContext, NO)"
        )
    }

    /// Editor hashes in every Xcode file: test vector 3 of docs/core-data/version-hash.md.
    @Test(.needsShared("corpus")) func editorHashesAreTestVector3() throws {
        let model = try #require(MappingFixtures.read("objcio__core-data/mappings/Moody 2-Moody 3.xcmappingmodel").0)
        let base64 = model.editorEntityHashes.mapValues { Data($0).base64EncodedString() }
        #expect(base64["XDDevEntityMapping"] == "qeN1Ym3TkWN1G6dU9RfX6Kd2ccEvcDVWHpd3LpLgboI=")
        #expect(base64["XDDevAttributeMapping"] == "0plcXXRN7XHKl5CcF+fwriFmUpON3ZtcI/AfK748aWc=")
    }

    /// An arithmetic expression decodes; a subquery and a non-archive are MW047 at the attribute; a
    /// dangling id is MW049 at the relationship. The mapping is still read.
    @Test func undecodableExpressionsArePositionedDiagnostics() throws {
        let (read, diagnostics) = MappingFixtures.read("bad/Undecodable.xcmappingmodel")
        let model = try #require(read)
        let reading = try #require(model.entityMappings.first)
        #expect(reading.attributeMappings.map(\.name) == ["celsius", "note", "stations"])
        #expect(reading.attributeMappings.first?.valueExpression == "($source.temperature - 32) / 1.8")
        #expect(reading.attributeMappings.dropFirst().allSatisfy { $0.valueExpression == nil })
        let summary = diagnostics.map {
            "\($0.code) \($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)"
        }
        #expect(
            summary == [
                "MW049 22:9 'attributemappings' of XDDEVENTITYMAPPING z103 names 'z107', which is no XDDEVATTRIBUTEMAPPING object of this file",
                "MW047 32:9 the value expression of 'stations' cannot be decoded: unsupported expression: NSSubqueryExpression (NSExpressionType 13)",
                "MW047 37:9 the value expression of 'note' cannot be decoded: not a property list",
            ])
        #expect(
            diagnostics.allSatisfy { $0.location?.file.hasSuffix("Undecodable.xcmappingmodel/xcmapping.xml") == true })
    }

    @Test func missingAndMalformedFilesAreMW046() {
        let (missing, missingDiagnostics) = MappingFixtures.read("bad/Nothing.xcmappingmodel")
        #expect(missing == nil)
        #expect(missingDiagnostics.map(\.code) == ["MW046"])
        let diagnostics = CollectingDiagnosticCollector()
        let model = MappingModelReader.read(
            data: Data("<database><object type=\"XDDEVMAPPINGMODEL\" id=\"z1\">".utf8), file: "x.xml",
            diagnostics: diagnostics)
        #expect(model == nil)
        #expect(diagnostics.sorted.map(\.code) == ["MW046"])
        let notStore = CollectingDiagnosticCollector()
        #expect(MappingModelReader.read(data: Data("<model/>".utf8), file: "x.xml", diagnostics: notStore) == nil)
        #expect(notStore.sorted.map(\.code) == ["MW046"])
    }

    @Test func sourceFilterPredicateEntersTheSourceExpression() {
        let mapping = ShippedEntityMapping(
            name: "NoteToAttachment", sourceEntity: "Note", destinationEntity: "Attachment", mappingNumber: 1,
            sourceFilterPredicate: "title == \"a\" AND image != nil")
        #expect(
            mapping.sourceExpression
                == "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\" , \"Note\", \"title == \\\"a\\\" AND image != nil\"), $manager.sourceContext, NO)"
        )
        #expect(mapping.effectiveType == .transform)
    }

    @Test func duplicateIDsAreReported() {
        let xml = """
            <database>
                <object type="XDDEVMAPPINGMODEL" id="z1">
                    <relationship name="entitymappings" type="0/0" destination="XDDEVENTITYMAPPING" idrefs="z2"></relationship>
                </object>
                <object type="XDDEVENTITYMAPPING" id="z2">
                    <attribute name="destinationname" type="string">Item</attribute>
                </object>
                <object type="XDDEVENTITYMAPPING" id="z2"></object>
            </database>
            """
        let diagnostics = CollectingDiagnosticCollector()
        let model = MappingModelReader.read(data: Data(xml.utf8), file: "x.xml", diagnostics: diagnostics)
        #expect(model?.entityMappings.map(\.name) == ["Item"])
        #expect(model?.entityMappings.first?.effectiveType == .add)
        #expect(diagnostics.sorted.map { "\($0.code) \($0.location!.line)" } == ["MW049 8"])
    }

    @Test func unknownVocabularyIsReported() {
        let xml = """
            <database>
                <object type="XDDEVMAPPINGMODEL" id="z1">
                    <attribute name="futureflag" type="bool">1</attribute>
                </object>
                <object type="XDDEVFUTURE" id="z2"></object>
            </database>
            """
        let diagnostics = CollectingDiagnosticCollector()
        let model = MappingModelReader.read(data: Data(xml.utf8), file: "x.xml", diagnostics: diagnostics)
        #expect(model?.entityMappings == [])
        #expect(diagnostics.sorted.map { "\($0.code) \($0.location!.line)" } == ["MW048 3", "MW048 5"])
    }
}
