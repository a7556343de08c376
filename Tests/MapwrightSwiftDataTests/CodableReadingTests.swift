import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// `swiftData:` of mapwright.yml chooses how Codable values are read (docs/swiftdata.md, "Choosing the
/// reading"): each value changes the read model and the hashes as documented, and a choice is no assumption.
@Suite struct CodableReadingTests {
    static let types = """
        struct Address: Codable { var street: String }
        enum Unit: String, Codable { case gram, ounce }
        enum Shape: Codable { case circle(radius: Double), none }
        """

    /// `Item`'s attributes as `name: Type` (composites with their elements), its hash, and the codes said.
    static func read(_ members: String, _ codable: CodableReading) throws -> (
        attributes: [String], hash: String, codes: [String]
    ) {
        let diagnostics = CollectingDiagnosticCollector()
        let model = SwiftDataReader.read(
            files: [(path: "Schema.swift", text: oneModelSource(members, extra: types))], name: "App",
            origin: "Sources", codable: codable, diagnostics: diagnostics)
        let version = try #require(model?.history.current, "\(diagnostics.diagnostics.map(\.summaryLine))")
        let item = try #require(version.entity(named: "Item"))
        let attributes = item.attributes.map { attribute in
            let elements = version.composites.first { $0.name == attribute.compositeName }?.attributes
                .map { "\($0.name): \($0.type.xcodeName)" }
            return "\(attribute.name): \(attribute.type.xcodeName)"
                + (elements.map { " {\($0.joined(separator: ", "))}" } ?? "")
        }
        let hash = try #require(VersionHasher.entityHashes(version)["Item"]?.hex)
        return (attributes, hash, diagnostics.sorted.map(\.code))
    }

    static let members = "var address: Address; var unit: Unit; var shape: Shape"

    /// (the setting, `Item`'s attributes, the codes said).
    static let table: [(CodableReading, [String], [String])] = [
        (
            .unset,
            [
                "address: Composite {street: String}", "unit: Composite {unit: String}",
                "shape: Composite {circle: String, none: String}",
            ], ["MW027"]
        ),
        (
            CodableReading(storage: .composite, associatedValues: .strings),
            [
                "address: Composite {street: String}", "unit: Composite {unit: String}",
                "shape: Composite {circle: String, none: String}",
            ], []
        ),
        (
            CodableReading(associatedValues: .transformable),
            ["address: Composite {street: String}", "unit: Composite {unit: String}", "shape: Transformable"], []
        ),
        (
            CodableReading(storage: .transformable),
            ["address: Transformable", "unit: Transformable", "shape: Transformable"], []
        ),
    ]

    @Test(arguments: table.indices)
    func eachSettingReadsTheCodableValuesAsDocumented(index: Int) throws {
        let (setting, attributes, codes) = Self.table[index]
        let read = try Self.read(Self.members, setting)
        #expect(read.attributes == attributes)
        #expect(read.codes == codes)
    }

    /// The same model under the three readings: three hashes; choosing the default changes none.
    @Test func theReadingsHashDifferentlyAndTheDefaultChosenHashesAsUnset() throws {
        let hashes = try Self.table.map { try Self.read(Self.members, $0.0).hash }
        #expect(hashes[0] == hashes[1])
        #expect(Set([hashes[0], hashes[2], hashes[3]]).count == 3)
    }

    /// A Transformable Codable value keeps its Swift type, for `generate --swiftdata` and the YAML.
    @Test func aTransformableCodableValueKeepsItsSwiftType() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let model = SwiftDataReader.read(
            files: [(path: "Schema.swift", text: oneModelSource("var unit: Unit?", extra: Self.types))], name: "App",
            origin: "Sources", codable: CodableReading(storage: .transformable), diagnostics: diagnostics)
        let version = try #require(model?.history.current)
        let unit = try #require(version.entity(named: "Item")?.attributes.first)
        #expect(unit.customClassName == "Unit")
        #expect(unit.swiftTypeName == "Unit")
        #expect(unit.isOptional)
        #expect(version.composites.isEmpty)
    }
}
