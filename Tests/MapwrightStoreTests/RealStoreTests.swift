import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightStore

/// The stores Core Data and SwiftData wrote, in `../shared/stores` beside the repository when it is there
/// (skipped, with a printed reason, when not): each identified exactly (a SwiftData store by the schema written
/// for it from its cached model), its layout read without a mismatch,
/// the hashes computed from its cached model equal to the metadata's, its files byte-identical afterwards.
@Suite(.needsShared("stores")) struct RealStoreTests {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/stores")

    /// App folder, store (relative to it), the version its hashes name.
    static let coreDataStores: [(app: String, store: String, version: String)] = [
        (
            "ctdatastoremanager",
            "CTDataStoreManager/CTDataStoreManagerTests/CoreDataTests/MigrationTest/TestMigrationStore_version_1.sqlite",
            "TestMigrationStore"
        ),
        (
            "flickrsearcher",
            "3-Lab/LabSolution/FlickrSearcherTests/old_datbase_files/starter_database/starter_database.sqlite",
            "FlickrSearcher"
        ),
        ("iqtodolist", "IQToDoListTests/IQToDoList.sqlite", "IQToDoList"),
        ("xcservercoredata", "Tests/XCServerCoreData_1.2.0.sqlite", "XCServerCoreData1.2.0"),
        ("xcservercoredata", "Tests/XCServerCoreData_1.2.0_empty.sqlite", "XCServerCoreData1.2.0"),
        ("xcservercoredata", "Tests/XCServerCoreData_2.0.0_empty.sqlite", "XCServerCoreData2.0.0"),
        ("xcservercoredata", "Tests/XCServerCoreData_2.0.1.sqlite", "XCServerCoreData2.0.1"),
    ]

    static let swiftDataStores = [
        "cartkit/Tests/CartKitStorageSwiftDataTests/LegacySwiftData/CartKitSwiftData_v1.sqlite",
        "metacocktails/MetaCocktailsSwiftData/Model/Database/PreloadedCocktails.store",
    ]

    /// Each SwiftData store, the schema written for it by hand from its cached model (the SwiftData tests'
    /// fixture) and the version it declares.
    static let swiftDataSchemas: [(store: String, schema: String, version: String)] = [
        (swiftDataStores[0], "CartKit", "CartKitSchemaV1"), (swiftDataStores[1], "MetaCocktails", "CocktailsSchemaV1"),
    ]

    static func bytes(_ path: String) -> [String: Data?] {
        Dictionary(
            uniqueKeysWithValues: ["", "-wal", "-shm"].map { ($0, FileManager.default.contents(atPath: path + $0)) })
    }

    @Test(arguments: coreDataStores.indices)
    func coreDataStoreIsIdentifiedExactly(index: Int) throws {
        let (app, store, version) = Self.coreDataStores[index]
        let folder = Self.shared.appendingPathComponent(app).path
        let before = Self.bytes(folder + "/" + store)
        let pipeline = Pipeline(workingDirectory: folder)
        let report = try #require(
            try pipeline.checkStore(store, modelPaths: ModelDiscovery.models(under: folder), showValues: false))
        #expect(report.identification.versions == [version])
        // FlickrSearcher's store holds every row in its WAL: read from a private copy.
        #expect(report.readsPendingWAL == (app == "flickrsearcher"))
        #expect(report.layoutMismatches == [])
        #expect(report.cachedModelHashesMatch != false)
        #expect(report.checksumMatches != false && report.digestMatches != false)
        #expect(Self.bytes(folder + "/" + store) == before)
    }

    @Test(arguments: swiftDataStores)
    func swiftDataStoreCachesTheModelItsHashesName(store: String) throws {
        let path = Self.shared.appendingPathComponent(store).path
        let before = Self.bytes(path)
        let (opened, metadata) = try StoreCheck.open(path)
        let model = try #require(try StoreMetadata.cachedModel(opened, name: "cached"))
        let hashes = VersionHasher.entityHashes(model)
        // Composite attributes included: a composite's hash is SHA-256 over its elements' attribute hashes.
        #expect(hashes == metadata.entityHashes)
        #expect(metadata.checksum == VersionHasher.modelVersionHash(entityHashes: hashes).base64)
        #expect(metadata.digest == VersionHasher.storeModelVersionHashesDigest(entityHashes: hashes))
        #expect(try StoreLayout.read(opened).mismatches(against: ExpectedLayout(model)) == [])
        #expect(Self.bytes(path) == before)
    }

    @Test(arguments: swiftDataSchemas.indices)
    func swiftDataStoreIsIdentifiedExactlyByItsSchema(index: Int) throws {
        let (store, schema, version) = Self.swiftDataSchemas[index]
        let path = Self.shared.appendingPathComponent(store).path
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MapwrightSwiftDataTests/Fixtures/Stores/\(schema)").path
        let before = Self.bytes(path)
        let report = try #require(
            try Pipeline(workingDirectory: sources).checkStore(
                path, modelPaths: [sources], explicit: true, showValues: false))
        #expect(report.identification.versions == [version])
        #expect(report.layoutMismatches == [])
        #expect(report.cachedModelHashesMatch == true)
        #expect((report.checksumMatches, report.digestMatches) == (true, true))
        #expect(report.findings == [])
        #expect(Self.bytes(path) == before)
    }

    /// Run from its own folder, which holds no model: the store is described from its cached model, with a
    /// warning, and no error.
    @Test(arguments: swiftDataStores)
    func swiftDataStoreWithoutItsModelDescribesItself(store: String) throws {
        let path = Self.shared.appendingPathComponent(store)
        let folder = path.deletingLastPathComponent().path
        let before = Self.bytes(path.path)
        defer { #expect(Self.bytes(path.path) == before) }
        let pipeline = Pipeline(workingDirectory: folder)
        let report = try #require(
            try pipeline.checkStore(
                path.lastPathComponent, modelPaths: ModelDiscovery.models(under: folder), showValues: false))
        #expect(report.modelNotFound != nil)
        #expect(report.cachedModel.map { Set($0.entities.map(\.name)) } == Set(report.metadata.entityHashes.keys))
        #expect(report.layoutMismatches == [])
        #expect(report.findings.map(\.rule.code) == ["MW190"])
        #expect(!report.hasErrors)
    }
}
