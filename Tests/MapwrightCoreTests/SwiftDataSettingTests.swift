import Foundation
import MapwrightDiagnostics
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

@testable import MapwrightCore

/// `swiftData:` of mapwright.yml: its values are read into the configuration, reach the SwiftData reader
/// through the pipeline, and a wrong value is a configuration error at its place.
@Suite struct SwiftDataSettingTests {
    /// `text` as mapwright.yml: the configuration read, and the errors as summary lines.
    static func read(_ text: String) throws -> (ProjectConfiguration?, [String]) {
        let root = try makeTemporaryDirectory()
        let file = root.appendingPathComponent("mapwright.yml")
        try Data(text.utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        let configuration = ConfigurationLoader.read(
            at: file.path, shownAs: "mapwright.yml", baseDirectory: root.path, diagnostics: diagnostics)
        return (configuration, diagnostics.sorted.filter { $0.severity == .error }.map(\.summaryLine))
    }

    @Test(arguments: [
        ("swiftData:\n  codable: transformable\n", CodableReading(storage: .transformable)),
        ("swiftData:\n  codable: composite\n", CodableReading(storage: .composite)),
        ("swiftData:\n  associatedValues: strings\n", CodableReading(associatedValues: .strings)),
        (
            "swiftData:\n  codable: composite\n  associatedValues: transformable\n",
            CodableReading(storage: .composite, associatedValues: .transformable)
        ),
    ])
    func eachValueIsRead(text: String, expected: CodableReading) throws {
        let (configuration, errors) = try Self.read(text)
        #expect(errors == [])
        #expect(configuration?.swiftData == expected)
    }

    @Test(arguments: [
        (
            "swiftData:\n  codable: blob\n",
            "mapwright.yml:2:12: error: `swiftData.codable` must be one of composite, transformable, not 'blob'"
        ),
        (
            "swiftData:\n  associatedValues: binary\n",
            "mapwright.yml:2:21: error: `swiftData.associatedValues` must be one of strings, transformable, not 'binary'"
        ),
        (
            "swiftData: transformable\n",
            "mapwright.yml:1:12: error: `swiftData` takes a mapping of codable and associatedValues"
        ),
        ("swiftData:\n  codables: composite\n", "mapwright.yml:2:3: error: unknown key 'swiftData.codables'"),
    ])
    func aWrongValueIsAPositionedError(text: String, error: String) throws {
        let (configuration, errors) = try Self.read(text)
        #expect(configuration == nil)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(error) == true, "\(errors)")
    }

    /// The pipeline reads SwiftData sources as the setting says: a Codable value is a composite, or one
    /// Transformable attribute.
    @Test func thePipelineReadsTheSourcesAsTheSettingSays() throws {
        let root = try makeTemporaryDirectory()
        let source = """
            import SwiftData
            enum Unit: String, Codable { case gram }
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Item.self] }
                @Model final class Item { var unit: Unit = Unit.gram }
            }
            """
        try write(source, to: "Sources/Schema.swift", in: root)
        var settings = ProjectConfiguration(baseDirectory: ".")
        let path = root.appendingPathComponent("Sources").path
        let composite = Pipeline(configuration: settings, workingDirectory: root.path).load(path)
        settings.swiftData = CodableReading(storage: .transformable)
        let transformable = Pipeline(configuration: settings, workingDirectory: root.path).load(path)
        #expect(composite?.history.current?.entity(named: "Item")?.attributes.first?.type == .composite)
        #expect(transformable?.history.current?.entity(named: "Item")?.attributes.first?.type == .transformable)
    }
}
