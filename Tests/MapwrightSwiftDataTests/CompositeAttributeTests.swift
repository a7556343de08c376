import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// Codable structs and enums as the composite attributes Core Data builds for them (docs/swiftdata.md,
/// "Codable structs and enums"), from minimal Swift sources.
@Suite struct CompositeAttributeTests {
    static let types = """
        struct Address: Codable {
            var street: String
            var number: Int?
            var lines: [String]
            var id = UUID()
            var full: String { street }
            static let empty = Address(street: "", lines: [])
        }
        enum Unit: String, Codable { case gram, ounce }
        enum Level: Int, Codable { case low, high }
        enum Mood: Codable { case happy, sad }
        """

    /// The version read from one `Item` class with `members`, and the codes of the diagnostics.
    static func read(_ members: String, extra: String = types) throws -> (DataModel, [String]) {
        let read = readSources(["Schema.swift": oneModelSource(members, extra: extra)])
        let version = try #require(read.model?.history.current, "\(read.diagnostics.map(\.summaryLine))")
        return (version, read.diagnostics.map(\.code))
    }

    /// (property, its composite's elements as `name: Type`, all optional).
    static let table: [(String, [String])] = [
        ("var address: Address", ["id: UUID", "lines: Binary", "number: Integer 64", "street: String"]),
        ("var unit: Unit = .gram", ["unit: String"]),
        ("var level: Level?", ["level: Integer 64"]),
        ("var mood: Mood", ["happy: String", "sad: String"]),
    ]

    @Test(arguments: table.indices)
    func aCodableTypeIsACompositeOfItsElements(index: Int) throws {
        let (declaration, elements) = Self.table[index]
        let (version, codes) = try Self.read(declaration)
        #expect(codes == [])
        let attribute = try #require(version.entity(named: "Item")?.attributes.first)
        #expect(attribute.type == .composite)
        #expect(attribute.compositeName == "Item_\(attribute.name)")
        let composite = try #require(version.composites.first { $0.name == attribute.compositeName })
        let written = composite.attributes.map { "\($0.name): \($0.type.xcodeName)" }
        #expect(written == elements)
        #expect(composite.attributes.filter { !$0.isOptional } == [])
    }

    /// The composite's hash is its elements' hashes: the vector of docs/core-data/version-hash.md, an entity
    /// of a SwiftData store with a raw-value enum `unit`.
    @Test func aRawValueEnumHashesAsTheStoreHashesIt() throws {
        let text = """
            import Foundation
            import SwiftData
            enum MeasurementUnit: String, Codable { case ounce }
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Ingredient.self, IngredientBase.self] }
                @Model final class Ingredient {
                    var id: UUID
                    var ingredientBase: IngredientBase
                    var unit: MeasurementUnit
                    var value: Double
                }
                @Model final class IngredientBase { var name: String }
            }
            """
        let read = readSources(["Schema.swift": text])
        let version = try #require(read.model?.history.current)
        #expect(
            VersionHasher.entityHashes(version)["Ingredient"]?.hex
                == "4a3b9f32df42aee19eb186b6ad03ad57c96cd3fb4532671a4063da2002cfc61a")
    }

    /// (the struct's members in V1, in V2, the step's verdict, the codes of its findings).
    static let changes: [(String, String, String, [String])] = [
        ("var street: String", "var street: String; var zip: String?", "lightweight", ["MW132"]),
        ("var street: String; var zip: String?", "var street: String", "lightweight", ["MW132"]),
        ("var street: String; var floor: Int16", "var street: String; var floor: Int", "lightweight", ["MW132"]),
        ("var street: String; var floor: String", "var street: String; var floor: Int", "heavy", ["MW101", "MW460"]),
    ]

    @Test(arguments: changes.indices)
    func aChangeInsideTheTypeHasItsVerdict(index: Int) throws {
        let (v1, v2, verdict, codes) = Self.changes[index]
        func schema(_ members: String) -> String {
            "static var models: [any PersistentModel.Type] { [Item.self] }\n    struct Address: Codable { \(members) }\n    @Model final class Item { var address: Address; init() {} }"
        }
        let result = try RealAppCaseTests.check([
            "Schemas.swift": RealAppCaseTests.schemas(schema(v1), schema(v2)),
            "Plan.swift": RealAppCaseTests.plan("[.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]"),
        ])
        #expect(result.verdicts == ["SchemaV1 → SchemaV2: \(verdict)"])
        #expect(result.codes == codes)
    }

    /// What no store shows is read under an assumption, said once at the type, however many properties
    /// and versions use it.
    @Test func anEnumWithAssociatedValuesIsAnAssumptionSaidOnce() throws {
        let extra = "enum Shape: Codable { case circle(radius: Double), square(Double), none }"
        let read = readSources([
            "Schema.swift": oneModelSource("var shape: Shape; var other: Shape?", extra: extra),
            "SchemaV2.swift": oneModelSource("var shape: Shape", extra: "").replacingOccurrences(of: "V1", with: "V2")
                .replacingOccurrences(of: "Schema.Version(1, 0, 0)", with: "Schema.Version(2, 0, 0)"),
        ])
        let version = try #require(read.model?.history.current, "\(read.diagnostics.map(\.summaryLine))")
        let assumed = read.diagnostics.filter { $0.code == "MW027" }
        #expect(assumed.count == 1)
        #expect(assumed.first?.severity == .warning)
        #expect(assumed.first?.location.map { ($0.file, $0.line) } ?? ("", 0) == ("Schema.swift", 16))
        #expect(assumed.first?.message.contains("one optional String element per case") == true)
        #expect(version.composites.first?.attributes.map(\.name) == ["circle", "none", "square"])
    }

    /// (a struct member, its element's type, whether it is an assumption).
    static let members: [(String, AttributeType, Bool)] = [
        ("var inner: Inner", .binary, true),
        ("var unit: Unit", .string, true),
        ("var tags: [String: Int]", .binary, true),
        ("var color: CGColor?", .binary, true),
        ("var names: Array<String>", .binary, false),
        ("var when: Date?", .date, false),
    ]

    @Test(arguments: members.indices)
    func aMemberNoStoreShowsIsAnAssumption(index: Int) throws {
        let (member, type, assumed) = Self.members[index]
        let extra = "struct Box: Codable { \(member) }\nstruct Inner: Codable { var a: Int }\n" + Self.types
        let (version, codes) = try Self.read("var box: Box", extra: extra)
        #expect(version.composites.first { $0.name == "Item_box" }?.attributes.first?.type == type)
        #expect(codes == (assumed ? ["MW027"] : []))
    }

    @Test func aTypeFromAnotherModuleStaysOneTransformable() throws {
        let (version, codes) = try Self.read("var place: CLLocationCoordinate2D")
        #expect(version.entity(named: "Item")?.attributes.first?.type == .transformable)
        #expect(version.composites.isEmpty)
        #expect(codes == ["MW024"])
    }

    /// A Codable struct in a file of its own, which mentions no schema word, is read.
    @Test func aCodableStructInItsOwnFileIsRead() throws {
        let read = readSources([
            "Schema.swift": oneModelSource("var tilt: Tilt"),
            "Tilt.swift": "struct Tilt: Codable, Hashable {\n    var degrees: Double\n}\n",
        ])
        let version = try #require(read.model?.history.current)
        #expect(version.composites.first?.attributes.map(\.name) == ["degrees"])
        #expect(read.diagnostics.map(\.code) == [])
    }
}
