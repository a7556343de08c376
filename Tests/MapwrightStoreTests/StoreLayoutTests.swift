import Foundation
import MapwrightModel
import Testing

@testable import MapwrightStore

/// The layout Core Data writes, written here by hand from the documented rules (docs/core-data/stores.md),
/// read back without a mismatch, and the checks that need it: an inheritance hierarchy sharing a table,
/// many-to-many join tables, ordered and inverse-less to-many relationships, a composite attribute.
@Suite struct StoreLayoutTests {
    /// Animal (abstract root), Cat and Dog: one table, Z_ENT 1, 2, 3; Owner → Animal to-one with its entity column.
    static func zoo(_ name: String, barkRequired: Bool = false, ownerRequired: Bool = false) -> DataModel {
        DataModel(
            name: name,
            entities: [
                Entity(
                    name: "Animal", isAbstract: true,
                    attributes: [Attribute(name: "name", type: .string, isOptional: true)],
                    relationships: [
                        Relationship(name: "owner", destination: "Owner", inverse: "pets", isOptional: !ownerRequired)
                    ]),
                Entity(
                    name: "Cat", parent: "Animal",
                    attributes: [Attribute(name: "lives", type: .integer16, isOptional: true)]),
                Entity(
                    name: "Dog", parent: "Animal",
                    attributes: [Attribute(name: "bark", type: .string, isOptional: !barkRequired)]),
                Entity(
                    name: "Owner",
                    relationships: [
                        Relationship(name: "favourite", destination: "Animal", isOptional: true),
                        Relationship(
                            name: "pets", destination: "Animal", inverse: "owner", isToMany: true, isOrdered: true),
                    ]),
            ])
    }

    static let zooTables = [
        "CREATE TABLE ZANIMAL (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR, ZOWNER INTEGER, Z_FOK_OWNER INTEGER, ZLIVES INTEGER, ZBARK VARCHAR)",
        "CREATE TABLE ZOWNER (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZFAVOURITE INTEGER, Z1_FAVOURITE INTEGER)",
        "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Animal', 0, 4)", "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Cat', 1, 0)",
        "INSERT INTO Z_PRIMARYKEY VALUES (3, 'Dog', 1, 0)", "INSERT INTO Z_PRIMARYKEY VALUES (4, 'Owner', 0, 1)",
        "INSERT INTO ZOWNER VALUES (1, 4, 1, NULL, NULL)",
        "INSERT INTO ZANIMAL VALUES (1, 3, 1, 'Rex', 1, 1, NULL, 'woof')",
        "INSERT INTO ZANIMAL VALUES (2, 3, 1, 'Fido', NULL, NULL, NULL, NULL)",
        "INSERT INTO ZANIMAL VALUES (3, 2, 1, 'Tom', NULL, NULL, 9, NULL)",
        "INSERT INTO ZANIMAL VALUES (4, 3, 1, 'Max', 1, 2, NULL, NULL)",
    ]

    @Test func inheritanceSharesOneTableNumberedDepthFirst() throws {
        let layout = ExpectedLayout(Self.zoo("1"))
        #expect(layout.entityNumbers == ["Animal": 1, "Cat": 2, "Dog": 3, "Owner": 4])
        #expect(layout.table(of: "Dog") == "ZANIMAL")
        #expect(layout.entityNumbers(ofHierarchy: "Dog") == [3])
        #expect(layout.entityNumbers(ofHierarchy: "Animal") == [1, 2, 3])
        let store = try TestStore(Self.zooTables, version: Self.zoo("1"))
        defer { store.remove() }
        let report = try check(store, versions: [Self.zoo("1")])
        #expect(report.layoutMismatches == [])
        #expect(report.steps == [])
    }

    @Test func subEntityChecksCountOnlyItsRows() throws {
        let store = try TestStore(Self.zooTables, version: Self.zoo("1"))
        defer { store.remove() }
        let report = try check(store, versions: [Self.zoo("1"), Self.zoo("2", barkRequired: true)])
        let missing = try #require(report.findings.first { $0.rule == StoreRules.requiredValuesMissing })
        // Dogs 2 and 4 bark NULL; the cat's NULL is no dog's.
        #expect((missing.affected, missing.examined, missing.samplePrimaryKeys) == (2, 3, [2, 4]))
    }

    @Test func toOneMadeRequiredCountsRowsWithoutDestination() throws {
        let store = try TestStore(Self.zooTables, version: Self.zoo("1"))
        defer { store.remove() }
        let report = try check(store, versions: [Self.zoo("1"), Self.zoo("2", ownerRequired: true)])
        let missing = try #require(report.findings.first { $0.rule == StoreRules.requiredRelationshipMissing })
        #expect(
            (missing.severity, missing.affected, missing.examined, missing.samplePrimaryKeys) == (.error, 2, 4, [2, 3]))
    }

    /// The zoo with a dog that barks and a cat, both owned: no dog without a bark, no animal without an owner.
    static let ownedZooTables =
        zooTables.filter { !$0.hasPrefix("INSERT INTO ZANIMAL") } + [
            "INSERT INTO ZANIMAL VALUES (1, 3, 1, 'Rex', 1, 1, NULL, 'woof')",
            "INSERT INTO ZANIMAL VALUES (3, 2, 1, 'Tom', 1, 2, 9, NULL)",
        ]

    @Test func hierarchyChecksHoldWhenNoRowIsAffected() throws {
        let store = try TestStore(Self.ownedZooTables, version: Self.zoo("1"))
        defer { store.remove() }
        let barking = try check(store, versions: [Self.zoo("1"), Self.zoo("2", barkRequired: true)])
        let bark = try #require(barking.findings.first { $0.rule == StoreRules.requiredValuesMissing })
        // The cat's NULL bark is no dog's: one dog read.
        #expect((bark.severity, bark.affected, bark.examined, bark.samplePrimaryKeys) == (.note, 0, 1, []))
        let owned = try check(store, versions: [Self.zoo("1"), Self.zoo("2", ownerRequired: true)])
        let owner = try #require(owned.findings.first { $0.rule == StoreRules.requiredRelationshipMissing })
        #expect((owner.severity, owner.affected, owner.examined) == (.note, 0, 2))
        #expect(owner.message.hasSuffix("(holds for this store: 2 rows read)"))
    }

    /// Post ↔ Tag many-to-many (Post ordered), Post → Comment to-many without an inverse.
    static func blog(_ name: String, tags: Bool = true) -> DataModel {
        DataModel(
            name: name,
            entities: [
                Entity(name: "Comment", attributes: [Attribute(name: "text", type: .string, isOptional: true)]),
                Entity(
                    name: "Post",
                    relationships: [
                        Relationship(name: "comments", destination: "Comment", isToMany: true)
                    ]
                        + (tags
                            ? [
                                Relationship(
                                    name: "tags", destination: "Tag", inverse: "posts", isToMany: true, isOrdered: true)
                            ] : [])),
                Entity(
                    name: "Tag",
                    relationships: tags
                        ? [Relationship(name: "posts", destination: "Post", inverse: "tags", isToMany: true)] : []),
            ])
    }

    @Test func manyToManyJoinTableAndInverselessColumn() throws {
        let tables = [
            "CREATE TABLE ZCOMMENT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTEXT VARCHAR, Z2COMMENTS INTEGER)",
            "CREATE TABLE ZPOST (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER)",
            "CREATE TABLE ZTAG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER)",
            "CREATE TABLE Z_2TAGS (Z_2POSTS INTEGER, Z_3TAGS INTEGER, Z_FOK_3TAGS INTEGER, PRIMARY KEY (Z_2POSTS, Z_3TAGS))",
            "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Comment', 0, 2)", "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Post', 0, 2)",
            "INSERT INTO Z_PRIMARYKEY VALUES (3, 'Tag', 0, 2)",
            "INSERT INTO ZPOST VALUES (1, 2, 1)", "INSERT INTO ZPOST VALUES (2, 2, 1)",
            "INSERT INTO ZTAG VALUES (1, 3, 1)", "INSERT INTO ZTAG VALUES (2, 3, 1)",
            "INSERT INTO Z_2TAGS VALUES (1, 1, 1)", "INSERT INTO Z_2TAGS VALUES (1, 2, 2)",
            "INSERT INTO Z_2TAGS VALUES (2, 2, 1)",
            "INSERT INTO ZCOMMENT VALUES (1, 1, 1, 'hi', 1)", "INSERT INTO ZCOMMENT VALUES (2, 1, 1, 'ho', NULL)",
        ]
        let store = try TestStore(tables, version: Self.blog("1"))
        defer { store.remove() }
        let report = try check(store, versions: [Self.blog("1"), Self.blog("2", tags: false)])
        #expect(report.layoutMismatches == [])
        let lost = report.findings.filter { $0.rule == StoreRules.dataRemoved }.map {
            ($0.entity, $0.property, $0.affected)
        }
        #expect(lost.count == 2)
        #expect(lost.contains { $0 == ("Post", "tags", 3) })
        #expect(lost.contains { $0 == ("Tag", "posts", 3) })
        #expect(report.findings.filter { $0.rule == StoreRules.dataRemoved }.allSatisfy { $0.severity == .error })

        // No link in the join table: nothing is lost.
        let unlinked = try TestStore(tables.filter { !$0.hasPrefix("INSERT INTO Z_2TAGS") }, version: Self.blog("1"))
        defer { unlinked.remove() }
        let holding = try check(unlinked, versions: [Self.blog("1"), Self.blog("2", tags: false)])
            .findings.filter { $0.rule == StoreRules.dataRemoved }
        #expect(holding.map(\.property) == ["tags", "posts"])
        #expect(holding.allSatisfy { ($0.severity, $0.affected) == (.note, 0) })
    }

    /// Post ↔ Tag many-to-many, each side ordered or not.
    static func orderedBlog(postsOrdered: Bool) -> DataModel {
        DataModel(
            name: "1",
            entities: [
                Entity(
                    name: "Post",
                    relationships: [
                        Relationship(
                            name: "tags", destination: "Tag", inverse: "posts", isToMany: true, isOrdered: true)
                    ]),
                Entity(
                    name: "Tag",
                    relationships: [
                        Relationship(
                            name: "posts", destination: "Post", inverse: "tags", isToMany: true,
                            isOrdered: postsOrdered)
                    ]),
            ])
    }

    /// An ordered side keeps each link's position in `Z_FOK_` + the name of the column holding its members, as
    /// Apple's stores show (Photos: `Z_26ASSETS.Z_FOK_34ASSETS`, the album's ordered assets).
    @Test(arguments: [false, true])
    func orderedManyToManyKeepsPositionsBesideTheMembers(postsOrdered: Bool) throws {
        let layout = ExpectedLayout(Self.orderedBlog(postsOrdered: postsOrdered))
        let join = try #require(layout.tables.first { $0.name == "Z_1TAGS" })
        #expect(join.columns == ["Z_1POSTS", "Z_2TAGS", "Z_FOK_2TAGS"] + (postsOrdered ? ["Z_FOK_1POSTS"] : []))
    }

    /// A store whose position column is named otherwise (or missing) says so: the layout is never assumed.
    @Test func orderedPositionColumnMismatchIsSaid() throws {
        let model = Self.orderedBlog(postsOrdered: false)
        let store = try TestStore(
            [
                "CREATE TABLE ZPOST (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER)",
                "CREATE TABLE ZTAG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER)",
                "CREATE TABLE Z_1TAGS (Z_1POSTS INTEGER, Z_2TAGS INTEGER, Z_FOK_1TAGS INTEGER)",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Post', 0, 0)", "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Tag', 0, 0)",
            ], version: model)
        defer { store.remove() }
        let report = try check(store, versions: [model])
        #expect(
            report.layoutMismatches == [
                "table Z_1TAGS has column(s) the model does not: Z_FOK_1TAGS",
                "table Z_1TAGS lacks column(s) Z_FOK_2TAGS",
            ])
        let said = try #require(report.findings.first { $0.rule == StoreRules.layoutMismatch })
        #expect(said.severity == .warning)
        #expect(said.message.contains("Z_FOK_2TAGS"))
    }

    /// The to-one side of an ordered one-to-many holds the position: a store without it says so.
    @Test func orderedOneToManyPositionColumnIsExpected() throws {
        let tables = Self.zooTables.filter { !$0.hasPrefix("INSERT INTO ZANIMAL") }.map {
            $0.replacingOccurrences(of: ", Z_FOK_OWNER INTEGER", with: "")
        }
        let store = try TestStore(tables, version: Self.zoo("1"))
        defer { store.remove() }
        #expect(
            try check(store, versions: [Self.zoo("1")]).layoutMismatches == [
                "table ZANIMAL lacks column(s) Z_FOK_OWNER"
            ])
    }

    /// A check that needs a table the store lacks says so (MW192) on its step, instead of failing the store.
    @Test func checkNeedingAMissingTableIsSaid() throws {
        let store = try TestStore(
            [
                "CREATE TABLE ZCOMMENT (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTEXT VARCHAR, Z2COMMENTS INTEGER)",
                "CREATE TABLE ZPOST (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER)",
                "CREATE TABLE ZTAG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER)",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Comment', 0, 0)",
                "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Post', 0, 0)",
                "INSERT INTO Z_PRIMARYKEY VALUES (3, 'Tag', 0, 0)",
            ], version: Self.blog("1"))
        defer { store.remove() }
        let report = try check(store, versions: [Self.blog("1"), Self.blog("2", tags: false)])
        #expect(report.layoutMismatches == ["table Z_2TAGS of a many-to-many relationship is missing"])
        let said = report.findings.filter { $0.rule == StoreRules.layoutMismatch && !$0.step.isEmpty }
        #expect(said.map(\.property) == ["tags", "posts"])
        #expect(
            said.first?.message
                == "Post.tags cannot be checked: the store has no table Z_2TAGS (its layout differs from its version's)"
        )
        #expect(!report.findings.contains { $0.rule == StoreRules.dataRemoved })
    }

    @Test func compositeAttributeHasAColumnPerElement() throws {
        let model = Self.cocktails("1", origin: true)
        let layout = ExpectedLayout(model)
        #expect(layout.tables.map(\.columns) == [["Z_PK", "Z_ENT", "Z_OPT", "ZID", "ZID1", "ZPLACE"]])
        #expect(layout.column(of: "origin.place", in: "Cocktail") == "ZPLACE")
        let store = try TestStore(
            [
                "CREATE TABLE ZCOCKTAIL (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZPLACE VARCHAR, ZID BLOB, ZID1 BLOB)",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Cocktail', 0, 0)",
            ], version: model, name: "default.store")
        defer { store.remove() }
        #expect(try check(store, versions: [model]).layoutMismatches == [])
    }

    /// A SwiftData store whose composite attribute is removed: the rows with a value in any of its elements'
    /// columns lose it.
    @Test func removedCompositeCountsRowsWithAnElement() throws {
        let v1 = Self.cocktails("1", origin: true), v2 = Self.cocktails("2", origin: false)
        let table =
            "CREATE TABLE ZCOCKTAIL (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZPLACE VARCHAR, ZID BLOB, ZID1 BLOB)"
        let rows = [
            "INSERT INTO ZCOCKTAIL VALUES (1, 1, 1, 'Havana', x'01', NULL)",
            "INSERT INTO ZCOCKTAIL VALUES (2, 1, 1, NULL, x'02', NULL)",
            "INSERT INTO ZCOCKTAIL VALUES (3, 1, 1, NULL, x'03', x'aa')",
        ]
        let store = try TestStore(
            [table, "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Cocktail', 0, 3)"] + rows, version: v1, name: "default.store")
        defer { store.remove() }
        let report = try check(store, versions: [v1, v2])
        #expect(report.layoutMismatches == [])
        let lost = try #require(report.findings.first { $0.rule == StoreRules.dataRemoved })
        #expect((lost.severity, lost.property, lost.affected, lost.examined) == (.error, "origin", 2, 3))
        #expect(lost.samplePrimaryKeys == [1, 3])

        let empty = try TestStore(
            [table, "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Cocktail', 0, 1)", rows[1]], version: v1,
            name: "default.store")
        defer { empty.remove() }
        let holding = try #require(
            try check(empty, versions: [v1, v2]).findings.first { $0.rule == StoreRules.dataRemoved })
        #expect((holding.severity, holding.affected, holding.examined) == (.note, 0, 1))
    }

    /// `Cocktail` with an `id` and, when `origin`, a composite `origin` (`Origin`: `id`, `place`).
    static func cocktails(_ name: String, origin: Bool) -> DataModel {
        DataModel(
            name: name,
            entities: [
                Entity(
                    name: "Cocktail",
                    attributes: [Attribute(name: "id", type: .uuid, isOptional: true)]
                        + (origin
                            ? [Attribute(name: "origin", type: .composite, isOptional: true, compositeName: "Origin")]
                            : []))
            ],
            composites: origin
                ? [
                    CompositeType(
                        name: "Origin",
                        attributes: [
                            Attribute(name: "id", type: .uuid, isOptional: true),
                            Attribute(name: "place", type: .string, isOptional: true),
                        ])
                ] : [])
    }

    @Test func layoutMismatchesAreSaid() throws {
        let model = StoreDataCheckTests.item("1", [Attribute(name: "title", type: .string, isOptional: true)])
        let store = try TestStore(
            [
                "CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR)",
                "CREATE TABLE \"x\"\"; DROP TABLE Z_METADATA; --\" (a)",
                "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Item', 0, 0)",
            ], version: model)
        defer { store.remove() }
        let before = store.files
        let report = try check(store, versions: [model])
        #expect(
            report.layoutMismatches == [
                "Z_PRIMARYKEY numbers entity Item 2, the model's layout 1",
                "table ZITEM has column(s) the model does not: ZNAME",
                "table ZITEM lacks column(s) ZTITLE",
                "table x\"; DROP TABLE Z_METADATA; -- belongs to no entity or relationship of the model",
            ])
        #expect(store.files == before)
    }
}
