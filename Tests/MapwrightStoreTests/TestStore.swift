import CSQLite
import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightStore

/// A store a test writes with SQLite per the documented layout: its tables by hand, `Z_METADATA` with a
/// binary property list holding the hashes of the version that "wrote" it.
struct TestStore {
    let folder: URL
    let path: String

    /// Creates `name` in a new temporary folder from `statements`, with metadata naming `version`'s hashes.
    init(
        _ statements: [String], version: DataModel, name: String = "Item.sqlite", frameworkVersion: Int = 1000,
        metadata: Data? = nil
    ) throws {
        folder = try makeTemporaryDirectory()
        path = folder.appendingPathComponent(name).path
        let database = try Self.open(path)
        defer { sqlite3_close(database) }
        let plist = try metadata ?? Self.metadata(for: version, frameworkVersion: frameworkVersion)
        try Self.execute(
            database,
            [
                "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
                "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
                "INSERT INTO Z_METADATA VALUES (1, 'UUID', x'\(plist.map { String(format: "%02x", $0) }.joined())')",
            ] + statements)
    }

    /// The binary property list Core Data writes in `Z_METADATA` for `version`.
    static func metadata(for version: DataModel, frameworkVersion: Int = 1000) throws -> Data {
        let hashes = VersionHasher.entityHashes(version).mapValues { Data($0.bytes) }
        let list: [String: Any] = [
            "NSStoreType": "SQLite", "NSPersistenceFrameworkVersion": frameworkVersion,
            "NSStoreModelVersionHashes": hashes, "NSStoreModelVersionHashesVersion": 3,
            "NSStoreModelVersionIdentifiers": [""], "AppToken": "secret",
        ]
        return try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
    }

    static func open(_ path: String) throws -> OpaquePointer {
        var database: OpaquePointer?
        guard sqlite3_open(path, &database) == SQLITE_OK, let database else {
            throw TestStoreError(message: "cannot create \(path)")
        }
        return database
    }

    static func execute(_ database: OpaquePointer, _ statements: [String]) throws {
        for statement in statements where sqlite3_exec(database, statement, nil, nil, nil) != SQLITE_OK {
            throw TestStoreError(message: "\(statement): \(String(cString: sqlite3_errmsg(database)))")
        }
    }

    /// The store's files (the database and every file beside it named after it: `-wal`, `-shm`, `-journal`)
    /// and their bytes: a test compares them before and after a command.
    var files: [String: Data] {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasPrefix(name)
        }
        return Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) ?? Data())
            })
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

struct TestStoreError: Error {
    var message: String
}

/// Checks a store written by `store`'s version against a history of `versions` (the last current),
/// migrated automatically; expects the store's files byte-identical afterwards.
func check(_ store: TestStore, versions: [DataModel], showValues: Bool = false) throws -> StoreReport {
    let before = store.files
    defer { #expect(store.files == before, "the store's files changed") }
    let history = ModelHistory(
        name: "Item", versions: versions, currentVersionName: versions.last!.name, origin: "Item")
    let (opened, metadata) = try StoreCheck.open(store.path)
    return try StoreCheck.run(
        opened, metadata: metadata, history: history, analysis: MigrationAnalyzer.analyze(history),
        paths: .assumedDefault, showValues: showValues)
}
