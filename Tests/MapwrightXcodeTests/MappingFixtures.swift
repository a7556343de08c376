import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightXcode

/// Real mapping models with the bundles they were made for (`mappings/` of `Fixtures.real`, from
/// `../shared/corpus`), and hand-made broken ones (`Fixtures/mappings/bad`).
enum MappingFixtures {
    static let root = (Fixtures.real ?? "") + "/mappings"
    static let handMade = Fixtures.root + "/mappings"

    /// Where each real file goes under `mappings/`, and where it is in the corpus (see `SharedFiles.stageCorpus`).
    static let realFiles = [
        (
            "objcio__core-data/Moody.xcdatamodeld",
            "objcio__core-data/Moody|.xccurrentversion,Moody 2,Moody 3,Moody 4,Moody 5,Moody 6"
        ),
        ("objcio__core-data/mappings", "objcio__core-data/Moody/mappings"),
        ("objcio__issue-4-core-data-migration/Model.xcdatamodeld", "objcio__issue-4-core-data-migration/Model"),
        ("objcio__issue-4-core-data-migration/mappings", "objcio__issue-4-core-data-migration/Model/mappings"),
        (
            "alemar11__CoreDataPlus/SampleModel.xcdatamodeld",
            "alemar11__CoreDataPlus/SampleModel|SampleModel2,SampleModel3"
        ),
        ("alemar11__CoreDataPlus/mappings", "alemar11__CoreDataPlus/SampleModel/mappings"),
        (
            "JohnEstropia__CoreStore/MigrationDemo.xcdatamodeld",
            "JohnEstropia__CoreStore/MigrationDemo|.xccurrentversion,MigrationDemoV2,MigrationDemoV3"
        ),
        (
            "JohnEstropia__CoreStore/mappings/OrganismV2ToV3.xcmappingmodel",
            "JohnEstropia__CoreStore/MigrationDemo/mappings/OrganismV2ToV3.xcmappingmodel"
        ),
        (
            "expressions/AltStoreToAltStore2.xcmappingmodel",
            "altstoreio__AltStore/AltStore/mappings/AltStoreToAltStore2.xcmappingmodel"
        ),
        (
            "expressions/AltStore4ToAltStore5.xcmappingmodel",
            "altstoreio__AltStore/AltStore/mappings/AltStore4ToAltStore5.xcmappingmodel"
        ),
        (
            "expressions/AltStore12ToAltStore13.xcmappingmodel",
            "altstoreio__AltStore/AltStore/mappings/AltStore12ToAltStore13.xcmappingmodel"
        ),
        (
            "expressions/Advanced.EvolutionDemo.V2.FromV1.xcmappingmodel",
            "JohnEstropia__CoreStore/Advanced.EvolutionDemo.V1/mappings/Advanced.EvolutionDemo.V2.FromV1.xcmappingmodel"
        ),
        ("stale/Moody.xcdatamodeld", "objcio__core-data/Moody|.xccurrentversion,Moody 5,Moody 6"),
        (
            "stale/mappings/Moody 5-Moody 6.xcmappingmodel",
            "objcio__core-data/Moody/mappings/Moody 5-Moody 6.xcmappingmodel"
        ),
        (
            "stale/mappings/Moody 5-Moody 6 renamed.xcmappingmodel",
            "objcio__core-data/Moody/mappings/Moody 5-Moody 6.xcmappingmodel"
        ),
    ]

    /// Makes the `stale/` copies stale: an attribute (`caption`) added to `Mood` in Moody 6 after the mapping
    /// model was made, and in the `renamed` copy the `sourcename` of one entity mapping changed from `Country`
    /// to `Nation`.
    static func editStaleCopies(in folder: String) throws {
        try edit("\(folder)/stale/Moody.xcdatamodeld/Moody 6.xcdatamodel/contents") {
            $0.replacingOccurrences(
                of: "<entity name=\"Mood\" syncable=\"YES\">\n",
                with: "<entity name=\"Mood\" syncable=\"YES\">\n"
                    + "        <attribute name=\"caption\" optional=\"YES\" attributeType=\"String\" syncable=\"YES\"/>\n"
            )
        }
        try edit("\(folder)/stale/mappings/Moody 5-Moody 6 renamed.xcmappingmodel/xcmapping.xml") {
            $0.replacingOccurrences(
                of: "<attribute name=\"sourcename\" type=\"string\">Country</attribute>",
                with: "<attribute name=\"sourcename\" type=\"string\">Nation</attribute>")
        }
    }

    private static func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(text)
        precondition(changed != text, "\(path) did not change")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// One entry of `pairs.json`: a mapping model and the step its file names.
    struct Pair: Decodable, Sendable {
        var bundle: String
        var mapping: String
        var from: String
        var to: String
    }

    static func pairs() throws -> [Pair] {
        try JSONDecoder().decode([Pair].self, from: Data(contentsOf: URL(fileURLWithPath: handMade + "/pairs.json")))
    }

    /// Reads a mapping model: a real one by its path under `mappings/`, a hand-made one as `bad/…`.
    static func read(_ relativePath: String) -> (ShippedMappingModel?, [Diagnostic]) {
        let diagnostics = CollectingDiagnosticCollector()
        let folder = relativePath.hasPrefix("bad/") ? handMade : root
        let model = MappingModelReader.read(at: folder + "/" + relativePath, diagnostics: diagnostics)
        return (model, diagnostics.sorted)
    }

    /// Reads a real bundle under `mappings/` that must read without errors.
    static func history(_ relativePath: String) throws -> ModelHistory {
        let diagnostics = CollectingDiagnosticCollector()
        guard let history = XcodeModelReader.readHistory(at: root + "/" + relativePath, diagnostics: diagnostics) else {
            throw DiagnosticsError(diagnostics.sorted)
        }
        return history
    }
}
