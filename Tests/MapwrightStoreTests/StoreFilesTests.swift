import CSQLite
import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightStore

/// Files that are no readable store each get one clear error, and nothing is written anywhere; a store whose
/// rows are all in its WAL is read from a private copy, its files untouched.
@Suite struct StoreFilesTests {
    static let model = StoreDataCheckTests.item("1", [Attribute(name: "title", type: .string, isOptional: true)])

    /// The error opening `bytes` written as `name` gives, the folder's files unchanged.
    static func failure(_ bytes: Data, name: String = "Item.sqlite", open: String? = nil) throws -> String {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try bytes.write(to: folder.appendingPathComponent(name))
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        defer {
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) == before)
            #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) == bytes)
        }
        do {
            _ = try StoreCheck.open(folder.appendingPathComponent(open ?? name).path)
            return "opened"
        } catch {
            return error.description
        }
    }

    static func validStore() throws -> Data {
        let store = try TestStore(
            [
                "CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR)",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 0)",
            ], version: model)
        defer { store.remove() }
        return try #require(FileManager.default.contents(atPath: store.path))
    }

    @Test func notSQLite() throws {
        #expect(try Self.failure(Data("hello".utf8)).hasPrefix("not a SQLite database"))
        #expect(try Self.failure(Data()) == "an empty file, not a SQLite database")
    }

    @Test func encrypted() throws {
        // SQLCipher encrypts the header too: the file looks like random bytes.
        let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
        #expect(try Self.failure(bytes).contains("an encrypted one: SQLCipher"))
    }

    @Test func truncated() throws {
        let whole = try Self.validStore()
        #expect(try Self.failure(whole.prefix(whole.count - 100)).hasPrefix("truncated"))
        #expect(try Self.failure(whole.prefix(50)).hasPrefix("truncated"))
    }

    @Test func walWithoutDatabase() throws {
        #expect(try Self.failure(Data("x".utf8), name: "Item.sqlite-wal").hasPrefix("a wal file without its database"))
    }

    @Test func realmFile() throws {
        let bytes = Data(repeating: 0, count: 16) + Data("T-DB".utf8) + Data(repeating: 0, count: 100)
        #expect(try Self.failure(bytes, name: "default.realm") == "a Realm file, not a Core Data store")
    }

    @Test func anotherFrameworksDatabase() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("db.sqlite").path
        let database = try TestStore.open(path)
        try TestStore.execute(database, ["CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)"])
        sqlite3_close(database)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(
            try Self.failure(bytes, name: "db.sqlite")
                == "a SQLite database, but not a Core Data store: no Z_METADATA table (its tables: grdb_migrations)")
    }

    @Test func metadataNotAPropertyList() throws {
        let store = try TestStore(
            ["CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR)"],
            version: Self.model, metadata: Data("bplist00garbage".utf8))
        defer { store.remove() }
        let before = store.files
        #expect(throws: StoreError.self) { try StoreCheck.open(store.path) }
        do {
            _ = try StoreCheck.open(store.path)
        } catch {
            #expect(error.description.hasPrefix("its metadata (Z_METADATA) is not a property list"))
        }
        #expect(store.files == before)
    }

    @Test func rowsOnlyInTheWALAreReadFromAPrivateCopy() throws {
        let source = try TestStore(
            ["CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR)"],
            version: Self.model)
        defer { source.remove() }
        let target = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: target) }
        // Rows written in WAL mode and copied before the writer closes (and checkpoints).
        let database = try TestStore.open(source.path)
        try TestStore.execute(
            database,
            [
                "PRAGMA journal_mode=WAL", "PRAGMA wal_autocheckpoint=0",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 2)",
                "INSERT INTO ZITEM VALUES (1, 1, 1, 'a')", "INSERT INTO ZITEM VALUES (2, 1, 1, NULL)",
            ])
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(
                atPath: source.path + suffix, toPath: target.appendingPathComponent("Item.sqlite" + suffix).path)
        }
        sqlite3_close(database)
        let store = target.appendingPathComponent("Item.sqlite").path
        let files = {
            Dictionary(
                uniqueKeysWithValues: ["", "-wal", "-shm"].map {
                    ($0, FileManager.default.contents(atPath: store + $0))
                })
        }
        let before = files()
        #expect(before["-wal"]??.isEmpty == false)
        let v2 = StoreDataCheckTests.item("2", [Attribute(name: "title", type: .string)])
        let history = ModelHistory(name: "Item", versions: [Self.model, v2], currentVersionName: "2", origin: "Item")
        let (opened, metadata) = try StoreCheck.open(store)
        #expect(opened.readsPendingWAL)
        let report = try StoreCheck.run(
            opened, metadata: metadata, history: history,
            analysis: MigrationAnalyzer.analyze(history), paths: .assumedDefault, showValues: false)
        #expect(report.findings.first { $0.rule == StoreRules.requiredValuesMissing }?.affected == 1)
        #expect(report.layoutMismatches == [])
        #expect(files() == before)
    }
}
