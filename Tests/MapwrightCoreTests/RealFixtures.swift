import Foundation
import MapwrightTestSupport

/// The real bundles and mapping models the pipeline tests read, copied from `../shared/corpus` into a temporary
/// folder as `Mappings/CoreStore/…` (JohnEstropia/CoreStore's MigrationDemo V2 and V3, a custom policy) and
/// `Mappings/Issue4/…` (objcio/issue-4-core-data-migration: value expressions, a multi-pass step); nil without
/// it. Tests that read them carry `.needsShared("corpus")`.
let realFixturesDirectory: URL? = try? SharedFiles.stageCorpus([
    (
        "Mappings/CoreStore/MigrationDemo.xcdatamodeld",
        "JohnEstropia__CoreStore/MigrationDemo|.xccurrentversion,MigrationDemoV2,MigrationDemoV3"
    ),
    (
        "Mappings/CoreStore/mappings/OrganismV2ToV3.xcmappingmodel",
        "JohnEstropia__CoreStore/MigrationDemo/mappings/OrganismV2ToV3.xcmappingmodel"
    ),
    ("Mappings/Issue4/Model.xcdatamodeld", "objcio__issue-4-core-data-migration/Model"),
    ("Mappings/Issue4/mappings", "objcio__issue-4-core-data-migration/Model/mappings"),
])

/// A real fixture's path.
func realFixture(_ relativePath: String) -> String {
    (realFixturesDirectory ?? fixturesDirectory).appendingPathComponent(relativePath).path
}
