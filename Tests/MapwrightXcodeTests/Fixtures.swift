import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML

/// Paths into this target's `Fixtures/` folder.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    /// The real bundles and mapping models, copied from `../shared/corpus` in the layout these tests name
    /// (`bundles/`, `mappings/`, `legacy/`); nil without it. Tests that read them carry `.needsShared("corpus")`.
    static let real: String? = {
        let legacy = [
            ("legacy/OsiriXDB_DataModel.xcdatamodeld", "legacy-twins/OsiriXDB_DataModel.xcdatamodeld"),
            (
                "legacy/OsiriXDB_DataMapping.destinationmodeldata",
                "legacy-twins/OsiriXDB_DataMapping.destinationmodeldata"
            ),
            ("legacy/mogenerator", "legacy-twins/mogenerator"),
        ]
        let bundles = realBundles.map { ("bundles/\($0).xcdatamodeld", $1) }
        let mappings = MappingFixtures.realFiles.map { ("mappings/\($0)", $1) }
        guard let folder = try? SharedFiles.stageCorpus(bundles + mappings + legacy) else { return nil }
        try? MappingFixtures.editStaleCopies(in: folder.path + "/mappings")
        return folder.path
    }()

    /// Each real bundle's name and its folder in the corpus.
    static let realBundles = [
        ("CoreData", "mastodon__mastodon-ios/CoreData"), ("Habitica", "HabitRPG__habitica-ios/Habitica"),
        ("Harmony", "rileytestut__Harmony/Harmony"), ("Model", "objcio__issue-4-core-data-migration/Model"),
        ("Moody", "objcio__core-data/Moody"), ("SampleModel", "alemar11__CoreDataPlus/SampleModel"),
        ("Simplenote", "Automattic__simplenote-ios/Simplenote"),
    ]

    /// A bundle by name: the hand-written `Showcase` here, a real one from `../shared/corpus`.
    static func bundle(_ name: String) -> String {
        name == "Showcase" ? "\(root)/bundles/\(name).xcdatamodeld" : "\(real ?? "")/bundles/\(name).xcdatamodeld"
    }

    /// A bad-input fixture, by file name.
    static func bad(_ name: String) -> String { "\(root)/bad/\(name)" }

    /// The hand-written bundles' names; `realBundleNames` are the real ones.
    static let bundleNames = ["Showcase"]
    static let realBundleNames = realBundles.map(\.0)

    /// Reads a bundle that must read without errors.
    static func history(_ name: String) throws -> (ModelHistory, [Diagnostic]) {
        let diagnostics = CollectingDiagnosticCollector()
        guard let history = XcodeModelReader.readHistory(at: bundle(name), diagnostics: diagnostics) else {
            throw DiagnosticsError(diagnostics.sorted)
        }
        return (history, diagnostics.sorted)
    }
}

extension Fixtures {
    /// A hand-written bundle in the styles of files Xcode compiles and Mapwright once refused, by name.
    static func accepted(_ name: String) -> String { "\(root)/accepted/\(name).xcdatamodeld" }
}
