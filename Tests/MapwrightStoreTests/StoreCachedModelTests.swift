import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightXcode
import Testing

@testable import MapwrightStore

/// A store whose metadata hashes match no version of the model, written by a version edited in place after it
/// shipped, with that model in its `Z_MODELCACHE` (archived and deflated as Core Data does): the store is
/// described from its cached model (the closest version, the entities that differ and how) with MW190 as a
/// warning, and its path is the step from the cached model to the current version, counted from its rows.
@Suite struct StoreCachedModelTests {
    static let title = Attribute(name: "title", type: .string, isOptional: true)
    static let tags = Relationship(name: "tags", destination: "Tag", inverse: "item", isToMany: true)
    static let tag = Entity(
        name: "Tag", attributes: [Attribute(name: "name", type: .string, isOptional: true)],
        relationships: [Relationship(name: "item", destination: "Item", inverse: "tags")])
    static let note = Entity(name: "Note", attributes: [Attribute(name: "text", type: .string, isOptional: true)])
    static let v1 = DataModel(name: "1", entities: [Entity(name: "Item", attributes: [title])])
    static let v2 = DataModel(
        name: "2", entities: [Entity(name: "Item", attributes: [title], relationships: [tags]), note, tag])
    static let v3 = DataModel(
        name: "3",
        entities: [
            Entity(name: "Item", attributes: [Attribute(name: "title", type: .string)], relationships: [tags]),
            note, tag,
        ])
    /// Version 2 edited in place after it shipped, the model that wrote the store: `notes` added to `Item`, an
    /// entity `Label` added, `Note` removed; `Tag` as in version 2, which makes 2 the closest version.
    static let edited = DataModel(
        name: "2",
        entities: [
            Entity(
                name: "Item", attributes: [Attribute(name: "notes", type: .string, isOptional: true), title],
                relationships: [tags]),
            Entity(name: "Label", attributes: [Attribute(name: "name", type: .string)]), tag,
        ])

    static func store() throws -> TestStore {
        let cache = try CachedModelArchive.content(edited).map { String(format: "%02x", $0) }.joined()
        return try TestStore(
            [
                "CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)", "INSERT INTO Z_MODELCACHE VALUES (x'\(cache)')",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 3)",
                "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Label', 0, 1)",
                "INSERT INTO Z_PRIMARYKEY VALUES (3, 'Tag', 0, 2)",
                "\(StoreDataCheckTests.itemTable), ZNOTES VARCHAR, ZTITLE VARCHAR)",
                "CREATE TABLE ZLABEL (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR)",
                "CREATE TABLE ZTAG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZITEM INTEGER, ZNAME VARCHAR)",
                "INSERT INTO ZITEM VALUES (1, 1, 1, 'n', NULL)", "INSERT INTO ZITEM VALUES (2, 1, 1, NULL, 'b')",
                "INSERT INTO ZITEM VALUES (3, 1, 1, 'm', NULL)", "INSERT INTO ZLABEL VALUES (1, 2, 1, 'urgent')",
                "INSERT INTO ZTAG VALUES (1, 3, 1, 1, 'x')", "INSERT INTO ZTAG VALUES (2, 3, 1, NULL, 'y')",
            ], version: edited, frameworkVersion: 1523)
    }

    /// The archive reads back as the model, walked in place and read by Foundation alike, and inflates from the
    /// deflated form.
    @Test func theCacheDecodesToTheModelThatWroteTheStore() throws {
        let archive = CachedModelArchive.archive(Self.edited)
        let decoded = try StoreArchives.cachedModel(from: archive, name: "2")
        #expect(VersionHasher.entityHashes(decoded) == VersionHasher.entityHashes(Self.edited))
        #expect(try StoreArchives.cachedModel(from: archive, name: "2", reading: .plain) == decoded)
        #expect(try StoreMetadata.inflate(Array(try CachedModelArchive.content(Self.edited))) == Array(archive))
    }

    /// A model cache that inflates past the limit (65 KB of deflate standing for 65 MiB) is one clear error, not
    /// read and not called "not deflated".
    @Test func aCacheInflatingPastTheLimitIsRefusedInWords() throws {
        let bomb = try CachedModelArchive.deflated(Data(count: StoreMetadata.maximumInflatedSize + (1 << 20)))
        let store = try TestStore(
            [
                "CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)",
                "INSERT INTO Z_MODELCACHE VALUES (x'\(bomb.map { String(format: "%02x", $0) }.joined())')",
            ], version: Self.v1, frameworkVersion: 1523)
        defer { store.remove() }
        #expect(
            throws: StoreError.unreadable(
                "its model cache (Z_MODELCACHE) inflates to more than 64 MiB (a model's is some 50 KB): it is not read")
        ) { try check(store, versions: [Self.v1]) }
    }

    @Test func aStoreOfNoVersionIsDescribedFromItsCachedModel() throws {
        let store = try Self.store()
        defer { store.remove() }
        let before = store.files
        let report = try check(store, versions: [Self.v1, Self.v2, Self.v3])
        #expect(store.files == before)
        let opening =
            "written by no version of Item (closest: 2): Core Data cannot find its source model (134130), unless it "
            + "migrates from the model the store caches (UNCERTAIN; assumed here: it does, lightweight to 3)"
        #expect(
            report.text.replacingOccurrences(of: store.path, with: "Item.sqlite") == """
                store Item.sqlite (framework 1523)
                  metadata keys: AppToken, NSPersistenceFrameworkVersion, NSStoreModelVersionHashes, \
                NSStoreModelVersionHashesVersion, NSStoreModelVersionIdentifiers, NSStoreType
                  model: Item, current version 3
                  version: none of the model's (closest: 2)
                    Item: hash differs
                      notes (String, optional): only in the store
                    Label: only in the store
                      the store's model has it: name (String)
                    Note: only in the version
                  cached model (Z_MODELCACHE): its computed hashes equal the metadata's
                  layout: as Core Data writes the model the store caches
                  migration: automatic (assumed: Core Data's default; set `migration` in mapwright.yml if the app \
                migrates otherwise)
                  opening: \(opening)
                  warning: \(opening) [MW190]
                  error: the store's model → 3: attribute Item.title becomes required without a default: 2 rows hold \
                no value [MW193] (Z_PK 1, 3)
                  error: the store's model → 3: attribute Item.notes is removed: 2 values are lost [MW197] (Z_PK 1, 3)
                  error: the store's model → 3: entity Label is removed: 1 of its rows are not carried over [MW197] (Z_PK 1)
                """)
        #expect(report.findings.map(\.severity) == [.warning, .error, .error, .error])
        #expect(report.hasErrors)
    }
}
