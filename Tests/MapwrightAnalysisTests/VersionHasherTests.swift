import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightXcode
import MapwrightYAML
import Testing

/// The test vectors of docs/core-data/version-hash.md, "Test vectors".
@Suite struct VersionHasherTests {
    @Test func vector1EventWithOptionalDate() {
        let event = Entity(name: "Event", attributes: [Attribute(name: "timeStamp", type: .date, isOptional: true)])
        let model = DataModel(name: "Model", entities: [event])
        #expect(
            VersionHasher.entityHash(event, in: model).hex
                == "5431c046d30e7f32c2cc809958add1e7579ad104a3aa8fc4846e97d7af01cc79"
        )
    }

    @Test func vector2PersonWithToOnePet() {
        let person = Entity(
            name: "Person",
            attributes: [Attribute(name: "name", type: .string, isOptional: false)],
            relationships: [
                Relationship(
                    name: "pet", destination: "Animal", inverse: "master", minCount: 0, maxCount: 1, isOptional: true)
            ]
        )
        let animal = Entity(
            name: "Animal",
            relationships: [Relationship(name: "master", destination: "Person", inverse: "pet", isOptional: true)]
        )
        let model = DataModel(name: "Model", entities: [person, animal])
        let bytes = VersionHasher.entityHash(person, in: model).bytes
        let words = (0..<4).map { word in
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[word * 8 + $1]) << (8 * UInt64($1)) }
        }
        #expect(words == [0xae4060a59f990ef0, 0x8ac83a6e1411c130, 0xa29fea58e2e38ab6, 0x2071bb7e33d77887])
    }

    /// A composite attribute (docs/core-data/version-hash.md): the entity `Ingredient` of a SwiftData store
    /// written by framework 1414, as its `Z_MODELCACHE` declares it, and the hash its metadata records.
    static let ingredient = Entity(
        name: "Ingredient",
        attributes: [
            Attribute(name: "id", type: .uuid, isOptional: false),
            Attribute(name: "value", type: .double, isOptional: false),
            Attribute(name: "unit", type: .composite, isOptional: false, compositeName: "Unit"),
        ],
        relationships: [
            Relationship(name: "ingredientBase", destination: "IngredientBase", maxCount: 1, isOptional: false)
        ])
    static let unit = CompositeType(
        name: "Unit", attributes: [Attribute(name: "unit", type: .string, isOptional: true)])

    @Test func vector4CompositeHashesItsElementsOnly() {
        let model = DataModel(name: "Model", entities: [Self.ingredient], composites: [Self.unit])
        #expect(
            VersionHasher.entityHash(Self.ingredient, in: model).hex
                == "4a3b9f32df42aee19eb186b6ad03ad57c96cd3fb4532671a4063da2002cfc61a")
        // Renaming the composite attribute's type, or making the attribute optional, changes nothing.
        var renamed = Self.ingredient
        renamed.attributes[2] = Attribute(name: "unit", type: .composite, isOptional: true, compositeName: "Measure")
        var measure = Self.unit
        measure.name = "Measure"
        let other = DataModel(name: "Model", entities: [renamed], composites: [measure])
        #expect(VersionHasher.entityHash(renamed, in: other) == VersionHasher.entityHash(Self.ingredient, in: model))
    }

    @Test func aChangedCompositeElementChangesTheHashInAHistory() throws {
        let v1 = DataModel(name: "V1", entities: [Self.ingredient], composites: [Self.unit])
        var v2 = v1
        v2.name = "V2"
        v2.composites[0].attributes.append(Attribute(name: "symbol", type: .string, isOptional: true))
        let history = ModelHistory(name: "Model", versions: [v1, v2], currentVersionName: "V2", origin: "Model")
        let hashes = HistoryHashes(history)
        #expect(hashes.entityHashes(of: v1)["Ingredient"] != hashes.entityHashes(of: v2)["Ingredient"])
    }

    /// The five XDDev* entity hashes every `xcmapping.xml` header records.
    static func mappingEditorHashes() throws -> [String: VersionHash] {
        let base64 = [
            "XDDevAttributeMapping": "0plcXXRN7XHKl5CcF+fwriFmUpON3ZtcI/AfK748aWc=",
            "XDDevEntityMapping": "qeN1Ym3TkWN1G6dU9RfX6Kd2ccEvcDVWHpd3LpLgboI=",
            "XDDevMappingModel": "EqtMzvRnVZWkXwBHu4VeVGy8UyoOe+bi67KC79kphlQ=",
            "XDDevPropertyMapping": "XN33V44TTGY4JETlMoOB5yyTKxB+u4slvDIinv0rtGA=",
            "XDDevRelationshipMapping": "akYY9LhehVA/mCb4ATLWuI9XGLcjpm14wWL1oEBtIcs=",
        ]
        var hashes: [String: VersionHash] = [:]
        for (name, value) in base64 {
            hashes[name] = VersionHash(bytes: Array(try #require(Data(base64Encoded: value))))
        }
        return hashes
    }

    @Test func vector3MappingEditorModelChecksum() throws {
        #expect(
            VersionHasher.modelVersionHash(entityHashes: try Self.mappingEditorHashes()).base64
                == "bMpud663vz0bXQE24C6Rh4MvJ5jVnzsD2sI3njZkKbc="
        )
    }

    /// The `NSStoreModelVersionHashesDigest` the same `xcmapping.xml` headers record next to those hashes.
    @Test func storeDigestOfTheMappingEditorModel() throws {
        #expect(
            VersionHasher.storeModelVersionHashesDigest(entityHashes: try Self.mappingEditorHashes())
                == "+Hmc2uYZK6og+Pvx5GUJ7oW75UG4V/ksQanTjfTKUnxyGWJRMtB5tIRgVwGsrd7lz/QR57++wbvWsr6nxwyS0A=="
        )
    }

    @Test func versionChecksumIsBase64OfTheModelHash() {
        let model = DataModel(
            name: "M",
            entities: [Entity(name: "Event", attributes: [Attribute(name: "timeStamp", type: .date, isOptional: true)])]
        )
        let checksum = VersionHasher.versionChecksum(model)
        #expect(checksum.count == 44)
        #expect(checksum == VersionHasher.modelVersionHash(model).base64)
    }

    @Test func digestIsSHA512OfNamesAndHashes() {
        let model = DataModel(name: "M", entities: [Entity(name: "A"), Entity(name: "B")])
        let digest = try! #require(Data(base64Encoded: VersionHasher.storeModelVersionHashesDigest(model)))
        #expect(digest.count == 64)
        let reordered = DataModel(name: "M", entities: [Entity(name: "B"), Entity(name: "A")])
        #expect(
            VersionHasher.storeModelVersionHashesDigest(reordered) == VersionHasher.storeModelVersionHashesDigest(model)
        )
    }

    static let base = Entity(
        name: "Item",
        attributes: [Attribute(name: "title", type: .string, isOptional: true)],
        relationships: [Relationship(name: "list", destination: "Item", isOptional: true)]
    )

    /// One edit of `base` and whether it must change the entity's version hash.
    struct HashCase: Sendable, CustomTestStringConvertible {
        let label: String
        let edited: Entity
        let changesHash: Bool
        var testDescription: String { label }

        init(_ label: String, changesHash: Bool, _ edit: (inout Entity) -> Void) {
            var entity = VersionHasherTests.base
            edit(&entity)
            self.label = label
            self.edited = entity
            self.changesHash = changesHash
        }
    }

    static let hashCases: [HashCase] = [
        HashCase("delete rule", changesHash: false) { $0.relationships[0].deleteRule = .cascade },
        HashCase("class name", changesHash: false) { $0.className = "Item" },
        HashCase("default value", changesHash: false) { $0.attributes[0].defaultValue = "x" },
        HashCase("indexed", changesHash: false) { $0.attributes[0].isIndexed = true },
        HashCase("renaming identifier", changesHash: false) { $0.attributes[0].renamingIdentifier = "name" },
        HashCase("transient attribute added", changesHash: false) {
            $0.attributes.append(Attribute(name: "cache", type: .string, isTransient: true))
        },
        HashCase("optional", changesHash: true) { $0.attributes[0].isOptional.toggle() },
        HashCase("type", changesHash: true) { $0.attributes[0].type = .integer16 },
        HashCase("external storage", changesHash: true) { $0.attributes[0].allowsExternalBinaryDataStorage = true },
        HashCase("preserve after deletion", changesHash: true) {
            $0.attributes[0].preservesValueInHistoryOnDeletion = true
        },
        HashCase("attribute modifier", changesHash: true) { $0.attributes[0].versionHashModifier = "2" },
        HashCase("abstract", changesHash: true) { $0.isAbstract = true },
        HashCase("constraint", changesHash: true) { $0.uniquenessConstraints = [["title"]] },
        HashCase("entity modifier", changesHash: true) { $0.versionHashModifier = "2" },
        HashCase("ordered to-many", changesHash: true) {
            $0.relationships[0].isOrdered = true; $0.relationships[0].isToMany = true
        },
        HashCase("inverse", changesHash: true) { $0.relationships[0].inverse = "other" },
        HashCase("minCount", changesHash: true) { $0.relationships[0].minCount = 1 },
    ]

    @Test(arguments: hashCases)
    func whatEntersTheHash(_ hashCase: HashCase) {
        let before = VersionHasher.entityHash(Self.base, in: DataModel(name: "M", entities: [Self.base]))
        let after = VersionHasher.entityHash(hashCase.edited, in: DataModel(name: "M", entities: [hashCase.edited]))
        #expect((before != after) == hashCase.changesHash)
    }

    @Test func ownInverseIsNotFedToTheHash() {
        var selfInverse = Self.base
        selfInverse.relationships[0].inverse = "list"
        let withInverse = VersionHasher.entityHash(selfInverse, in: DataModel(name: "M", entities: [selfInverse]))
        #expect(withInverse == VersionHasher.entityHash(Self.base, in: DataModel(name: "M", entities: [Self.base])))
    }

    @Test func subEntityHashFollowsItsParent() {
        let parent = Entity(name: "Animal", attributes: [Attribute(name: "name", type: .string, isOptional: true)])
        let child = Entity(name: "Dog", parent: "Animal")
        var changedParent = parent
        changedParent.attributes[0].isOptional = false
        let before = VersionHasher.entityHash(child, in: DataModel(name: "M", entities: [parent, child]))
        let after = VersionHasher.entityHash(child, in: DataModel(name: "M", entities: [changedParent, child]))
        #expect(before != after)
    }
}
