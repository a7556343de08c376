import MapwrightDiagnostics
import MapwrightModel

/// The tables a store holds, read from its schema: columns, indexes and the `Z_PRIMARYKEY` rows.
package struct StoreLayout: Hashable, Sendable {
    /// One row of `Z_PRIMARYKEY`.
    package struct EntityRow: Hashable, Sendable {
        package var number: Int
        package var name: String
        package var superNumber: Int
        package var maximum: Int
    }

    /// One index: its name, table, whether it is unique, and its columns.
    package struct Index: Hashable, Sendable {
        package var name: String
        package var table: String
        package var isUnique: Bool
        package var columns: [String]
    }

    /// Columns by table name.
    package var tables: [String: [String]]
    package var indexes: [Index]
    package var entityRows: [EntityRow]

    /// Core Data's own tables, never an entity's: metadata, key numbering, model cache, persistent history
    /// (`ATRANSACTION`, `ACHANGE`, `ATRANSACTIONSTRING`) and CloudKit mirroring (`ANSCK…`).
    package static func isCoreDataTable(_ name: String) -> Bool {
        ["Z_METADATA", "Z_PRIMARYKEY", "Z_MODELCACHE", "ATRANSACTION", "ACHANGE", "ATRANSACTIONSTRING"].contains(name)
            || name.hasPrefix("ANSCK") || name.hasPrefix("sqlite_")
    }

    /// The persistent history tables the store holds.
    package var historyTables: [String] {
        ["ACHANGE", "ATRANSACTION", "ATRANSACTIONSTRING"].filter { tables[$0] != nil }
    }

    /// The layout of `store`.
    package static func read(_ store: OpenedStore) throws -> StoreLayout {
        let connection = store.connection
        var tables: [String: [String]] = [:]
        for row in try connection.rows("SELECT name FROM sqlite_master WHERE type = 'table'") {
            guard let name = row.first?.text else { continue }
            tables[name] = try connection.rows("SELECT name FROM pragma_table_info(?)", [.text(name)]).compactMap {
                $0.first?.text
            }
        }
        var indexes: [Index] = []
        for row in try connection.rows("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'") {
            guard let name = row[0].text, let table = row[1].text else { continue }
            let unique =
                try connection.rows(
                    "SELECT \"unique\" FROM pragma_index_list(?) WHERE name = ?", [.text(table), .text(name)]
                ).first?.first?.integer == 1
            let columns = try connection.rows("SELECT name FROM pragma_index_info(?) ORDER BY seqno", [.text(name)])
                .compactMap { $0.first?.text }
            indexes.append(Index(name: name, table: table, isUnique: unique, columns: columns))
        }
        var entityRows: [EntityRow] = []
        if tables["Z_PRIMARYKEY"] != nil {
            for row in try connection.rows("SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT") {
                guard let number = row[0].integer, let name = row[1].text else { continue }
                entityRows.append(
                    EntityRow(
                        number: Int(number), name: name, superNumber: Int(row[2].integer ?? 0),
                        maximum: Int(row[3].integer ?? 0)))
            }
        }
        return StoreLayout(tables: tables, indexes: indexes.sorted { $0.name < $1.name }, entityRows: entityRows)
    }

    /// What of this layout does not match `expected`, in words, sorted: tables and columns missing or extra,
    /// entity numbers that differ. Empty when the store is laid out as Core Data lays out that model.
    package func mismatches(against expected: ExpectedLayout) -> [String] {
        var found: [String] = []
        let show = { PrintableText.escaped($0) }
        for table in expected.tables {
            guard let columns = tables[table.name] else {
                let owner = table.entities.isEmpty ? "a many-to-many relationship" : "entity \(table.entities[0])"
                found.append("table \(table.name) of \(owner) is missing")
                continue
            }
            let missing = table.columns.filter { !columns.contains($0) }
            let extra = columns.filter { !table.columns.contains($0) }
            if !missing.isEmpty {
                found.append("table \(table.name) lacks column(s) \(missing.joined(separator: ", "))")
            }
            if !extra.isEmpty {
                found.append(
                    "table \(show(table.name)) has column(s) the model does not: \(extra.map(show).joined(separator: ", "))"
                )
            }
        }
        let expectedNames = Set(expected.tables.map(\.name))
        for name in tables.keys.sorted() where !expectedNames.contains(name) && !Self.isCoreDataTable(name) {
            found.append("table \(show(name)) belongs to no entity or relationship of the model")
        }
        let rows = entityRows.filter { $0.number < 16000 }
        for (entity, number) in expected.entityNumbers.sorted(by: { $0.value < $1.value }) {
            guard let row = rows.first(where: { $0.name == entity }) else {
                found.append("Z_PRIMARYKEY has no row for entity \(entity) (Z_ENT \(number))")
                continue
            }
            if row.number != number {
                found.append("Z_PRIMARYKEY numbers entity \(entity) \(row.number), the model's layout \(number)")
            }
            if row.superNumber != expected.superNumbers[entity] {
                found.append(
                    "Z_PRIMARYKEY gives entity \(entity) Z_SUPER \(row.superNumber), the model's layout \(expected.superNumbers[entity] ?? 0)"
                )
            }
        }
        for row in rows where expected.entityNumbers[row.name] == nil {
            found.append("Z_PRIMARYKEY has a row for \(show(row.name)), which the model does not have")
        }
        return found.sorted()
    }
}
