import CSQLite
import Foundation

/// A value of a SQLite column.
package enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    package var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    package var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    package var blob: [UInt8]? {
        if case .blob(let value) = self { return value }
        return nil
    }
}

/// One connection to a SQLite database, opened read-only by ``StoreFiles``, with the few queries the store
/// reader makes. Identifiers are quoted (``quoted(_:)``), values bound: a table name can be anything.
package final class SQLiteConnection {
    private let handle: OpaquePointer

    /// Opens `uri` (a `file:` URI) with `flags`; the message of SQLite when it cannot.
    init(uri: String, flags: Int32) throws(StoreError) {
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(uri, &handle, flags | SQLITE_OPEN_URI, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw StoreError.unreadable("SQLite cannot open it: \(message)")
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit { sqlite3_close(handle) }

    /// `name` as a quoted SQL identifier, whatever it holds.
    package static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Runs `sql` with `bindings`, calling `row` with each row's values until it returns false.
    package func forEachRow(
        _ sql: String, _ bindings: [SQLiteValue] = [], _ row: ([SQLiteValue]) throws -> Bool
    ) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw StoreError.unreadable(failure("cannot read it"))
        }
        defer { sqlite3_finalize(statement) }
        for (index, value) in bindings.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, position)
            case .integer(let number): sqlite3_bind_int64(statement, position, number)
            case .real(let number): sqlite3_bind_double(statement, position, number)
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, Self.transient)
            case .blob(let bytes): sqlite3_bind_blob(statement, position, bytes, Int32(bytes.count), Self.transient)
            }
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw StoreError.unreadable(failure("reading it failed")) }
            let values = (0..<sqlite3_column_count(statement)).map { column(statement, $0) }
            if try !row(values) { return }
        }
    }

    /// Every row of `sql` (for small results: metadata, the schema, counts).
    package func rows(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        var rows: [[SQLiteValue]] = []
        try forEachRow(sql, bindings) {
            rows.append($0)
            return true
        }
        return rows
    }

    /// The first column of the first row of `sql` as an integer (a count), 0 when there is none.
    package func integer(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> Int {
        Int(try rows(sql, bindings).first?.first?.integer ?? 0)
    }

    private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, index)))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    private func failure(_ what: String) -> String {
        let code = sqlite3_errcode(handle) & 0xFF
        let message = String(cString: sqlite3_errmsg(handle))
        switch code {
        case SQLITE_NOTADB: return "not a SQLite database, or an encrypted one (SQLCipher): \(message)"
        case SQLITE_CORRUPT: return "the database is damaged or truncated: \(message)"
        default: return "\(what): \(message)"
        }
    }

    /// SQLite copies bound text and bytes.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
