import Foundation
import MapwrightDiagnostics
import MapwrightModel
import Testing

@testable import MapwrightStore

/// Each data check on a store built per the documented layout, with the exact counts, where rows are affected
/// (an error) and where none is (a note); the store's files are byte-identical afterwards.
@Suite struct StoreDataCheckTests {
    static let itemTable = "CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER"

    static func item(_ version: String, _ attributes: [Attribute], unique: [[String]] = []) -> DataModel {
        DataModel(
            name: version, entities: [Entity(name: "Item", uniquenessConstraints: unique, attributes: attributes)])
    }

    /// `version` with an optional attribute added to `Item`, so that its hashes differ: validation alone does not
    /// change them, and a store whose hashes match the current version opens without a migration.
    static func withAddedAttribute(_ version: DataModel) -> DataModel {
        var changed = version
        changed.entities[0].attributes.append(Attribute(name: "added", type: .string, isOptional: true))
        return changed
    }

    /// The one finding of `rule` on a store of `v1` with `columns` and `rows` (values of one `ZITEM` column
    /// list each), migrating to `v2`.
    static func finding(
        _ rule: Rule, v1: DataModel, v2: DataModel, columns: String, rows: [String], showValues: Bool = false
    ) throws -> StoreFinding? {
        let inserts = rows.enumerated().map { "INSERT INTO ZITEM VALUES (\($0.offset + 1), 1, 1, \($0.element))" }
        let store = try TestStore(
            ["\(itemTable), \(columns))", "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, \(rows.count))"] + inserts,
            version: v1)
        defer { store.remove() }
        let before = store.files
        let report = try check(store, versions: [v1, v2], showValues: showValues)
        #expect(store.files == before)
        #expect(report.identification.versions == [v1.name])
        #expect(report.layoutMismatches == [])
        let found = report.findings.filter { $0.rule == rule }
        #expect(found.count <= 1, "\(found.map(\.message))")
        return found.first
    }

    @Test func attributeMadeRequiredCountsNulls() throws {
        let v1 = Self.item("1", [Attribute(name: "title", type: .string, isOptional: true)])
        let v2 = Self.item("2", [Attribute(name: "title", type: .string)])
        let failing = try #require(
            try Self.finding(
                StoreRules.requiredValuesMissing, v1: v1, v2: v2, columns: "ZTITLE VARCHAR",
                rows: ["'a'", "NULL", "NULL"]))
        #expect((failing.severity, failing.affected, failing.examined) == (.error, 2, 3))
        #expect(failing.samplePrimaryKeys == [2, 3])
        let holding = try #require(
            try Self.finding(
                StoreRules.requiredValuesMissing, v1: v1, v2: v2, columns: "ZTITLE VARCHAR",
                rows: ["'a'", "'b'"]))
        #expect((holding.severity, holding.affected) == (.note, 0))
        #expect(holding.message.contains("holds for this store"))
    }

    @Test func requiredWithDefaultIsNotChecked() throws {
        let v1 = Self.item("1", [Attribute(name: "title", type: .string, isOptional: true)])
        let v2 = Self.item("2", [Attribute(name: "title", type: .string, defaultValue: "x")])
        #expect(
            try Self.finding(
                StoreRules.requiredValuesMissing, v1: v1, v2: v2, columns: "ZTITLE VARCHAR", rows: ["NULL"])
                == nil)
    }

    @Test func addedUniquenessCountsDuplicateGroups() throws {
        let attributes = [Attribute(name: "code", type: .string, isOptional: true)]
        let v1 = Self.item("1", attributes), v2 = Self.item("2", attributes, unique: [["code"]])
        let failing = try #require(
            try Self.finding(
                StoreRules.duplicateValues, v1: v1, v2: v2, columns: "ZCODE VARCHAR",
                rows: ["'a'", "'b'", "'a'", "NULL", "NULL", "'c'", "'c'", "'c'"]))
        #expect((failing.severity, failing.affected, failing.examined) == (.error, 2, 6))
        #expect(failing.samplePrimaryKeys == [1, 6])
        #expect(failing.message.contains("2 groups of duplicates (5 rows)"))
        let holding = try #require(
            try Self.finding(
                StoreRules.duplicateValues, v1: v1, v2: v2, columns: "ZCODE VARCHAR",
                rows: ["'a'", "'b'", "NULL", "NULL"]))
        #expect((holding.severity, holding.affected) == (.note, 0))
    }

    @Test func tightenedValidationCountsViolations() throws {
        let v1 = Self.item("1", [Attribute(name: "count", type: .integer32, isOptional: true)])
        let v2 = Self.withAddedAttribute(
            Self.item(
                "2", [Attribute(name: "count", type: .integer32, isOptional: true, minValue: "0", maxValue: "10")]))
        let failing = try #require(
            try Self.finding(
                StoreRules.validationViolated, v1: v1, v2: v2, columns: "ZCOUNT INTEGER",
                rows: ["5", "12", "-1", "NULL", "10"], showValues: true))
        #expect((failing.severity, failing.affected, failing.examined) == (.error, 2, 4))
        #expect(failing.samplePrimaryKeys == [2, 3])
        #expect(failing.sampleValues == ["12", "-1"])
        let holding = try #require(
            try Self.finding(
                StoreRules.validationViolated, v1: v1, v2: v2, columns: "ZCOUNT INTEGER", rows: ["0", "10"]))
        #expect((holding.severity, holding.affected) == (.note, 0))
    }

    @Test func lengthAndRegularExpressionValidation() throws {
        let v1 = Self.item("1", [Attribute(name: "name", type: .string, isOptional: true)])
        let v2 = Self.withAddedAttribute(
            Self.item(
                "2",
                [Attribute(name: "name", type: .string, isOptional: true, maxValue: "4", regularExpression: "[a-z]+")]))
        let failing = try #require(
            try Self.finding(
                StoreRules.validationViolated, v1: v1, v2: v2, columns: "ZNAME VARCHAR",
                rows: ["'abc'", "'ABC'", "'abcdef'", "'ab1'"]))
        #expect((failing.affected, failing.examined) == (3, 4))
        #expect(failing.samplePrimaryKeys == [2, 3, 4])
        #expect(failing.sampleValues == [])  // values only with --show-values
    }

    @Test func removedAttributeCountsLostValues() throws {
        let v1 = Self.item(
            "1",
            [
                Attribute(name: "notes", type: .string, isOptional: true),
                Attribute(name: "title", type: .string, isOptional: true),
            ])
        let v2 = Self.item("2", [Attribute(name: "title", type: .string, isOptional: true)])
        let failing = try #require(
            try Self.finding(
                StoreRules.dataRemoved, v1: v1, v2: v2, columns: "ZNOTES VARCHAR, ZTITLE VARCHAR",
                rows: ["'n', 't'", "NULL, 't'", "'m', NULL"]))
        #expect((failing.severity, failing.affected, failing.examined) == (.error, 2, 3))
        #expect(failing.samplePrimaryKeys == [1, 3])
        let holding = try #require(
            try Self.finding(
                StoreRules.dataRemoved, v1: v1, v2: v2, columns: "ZNOTES VARCHAR, ZTITLE VARCHAR",
                rows: ["NULL, 't'"]))
        #expect((holding.severity, holding.affected) == (.note, 0))
    }

    @Test func narrowingCountsValuesOutOfRange() throws {
        let v1 = Self.item("1", [Attribute(name: "count", type: .integer64, isOptional: true)])
        let v2 = Self.item("2", [Attribute(name: "count", type: .integer16, isOptional: true)])
        let failing = try #require(
            try Self.finding(
                StoreRules.valuesOutOfRange, v1: v1, v2: v2, columns: "ZCOUNT INTEGER",
                rows: ["1", "40000", "-40000", "32767", "NULL"]))
        #expect((failing.severity, failing.affected, failing.examined) == (.error, 2, 5))
        #expect(failing.samplePrimaryKeys == [2, 3])
        let holding = try #require(
            try Self.finding(StoreRules.valuesOutOfRange, v1: v1, v2: v2, columns: "ZCOUNT INTEGER", rows: ["-32768"]))
        #expect((holding.severity, holding.affected) == (.note, 0))
    }

    @Test func typeChangeCountsValuesToConvert() throws {
        let v1 = Self.item("1", [Attribute(name: "price", type: .string, isOptional: true)])
        let v2 = Self.item("2", [Attribute(name: "price", type: .date, isOptional: true)])
        let failing = try #require(
            try Self.finding(
                StoreRules.valuesNeedConversion, v1: v1, v2: v2, columns: "ZPRICE VARCHAR",
                rows: ["'1'", "NULL", "'2'"]))
        #expect((failing.severity, failing.affected) == (.error, 2))
        let holding = try #require(
            try Self.finding(StoreRules.valuesNeedConversion, v1: v1, v2: v2, columns: "ZPRICE VARCHAR", rows: ["NULL"])
        )
        #expect((holding.severity, holding.affected) == (.note, 0))
    }

    @Test func removedEntityCountsRows() throws {
        let v1 = DataModel(
            name: "1",
            entities: [
                Entity(name: "Item"),
                Entity(name: "Note", attributes: [Attribute(name: "text", type: .string, isOptional: true)]),
            ])
        let v2 = DataModel(name: "2", entities: [Entity(name: "Item")])
        let store = try TestStore(
            [
                "\(Self.itemTable))",
                "CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTEXT VARCHAR)",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 0)",
                "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Note', 0, 3)",
                "INSERT INTO ZNOTE VALUES (1, 2, 1, 'a')", "INSERT INTO ZNOTE VALUES (2, 2, 1, 'b')",
                "INSERT INTO ZNOTE VALUES (3, 2, 1, NULL)",
            ], version: v1)
        defer { store.remove() }
        let report = try check(store, versions: [v1, v2])
        #expect(report.layoutMismatches == [])
        let removed = try #require(report.findings.first { $0.rule == StoreRules.dataRemoved })
        #expect((removed.severity, removed.entity, removed.property, removed.affected) == (.error, "Note", nil, 3))
        #expect(removed.samplePrimaryKeys == [1, 2, 3])

        let empty = try TestStore(
            [
                "\(Self.itemTable))",
                "CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTEXT VARCHAR)",
                "INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 0)",
                "INSERT INTO Z_PRIMARYKEY VALUES (2, 'Note', 0, 0)",
            ], version: v1)
        defer { empty.remove() }
        let holding = try #require(
            try check(empty, versions: [v1, v2]).findings.first { $0.rule == StoreRules.dataRemoved })
        #expect((holding.severity, holding.affected, holding.examined) == (.note, 0, 0))
    }
}
