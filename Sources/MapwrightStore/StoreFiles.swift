import CSQLite
import Foundation

#if os(Linux)
    import Glibc
#endif

/// A store opened for reading without touching the user's files: an immutable read-only open when no WAL
/// is pending, else a private copy of the database and its WAL (SQLite needs to write `-shm`, and a
/// checkpoint would write the database) in a temporary folder removed when this is released.
package final class OpenedStore {
    package let connection: SQLiteConnection
    /// The store's path as the user gave it.
    package let path: String
    /// True when the rows were read from a private copy holding the WAL's pages.
    package let readsPendingWAL: Bool
    private let copyFolder: URL?

    init(connection: SQLiteConnection, path: String, copyFolder: URL?) {
        self.connection = connection
        self.path = path
        self.copyFolder = copyFolder
        readsPendingWAL = copyFolder != nil
    }

    deinit {
        if let copyFolder { try? FileManager.default.removeItem(at: copyFolder) }
    }
}

/// Opens any SQLite file as a store, whatever its extension, after checking what it is: each file that
/// cannot be a store gets one clear ``StoreError``.
package enum StoreFiles {
    /// The first bytes of every SQLite database.
    static let sqliteMagic = Array("SQLite format 3\0".utf8)

    /// True when the file at `path` starts as a SQLite database does (how `check --stores` finds stores).
    package static func isSQLite(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let bytes = (try? handle.read(upToCount: sqliteMagic.count)) ?? Data()
        return Array(bytes) == sqliteMagic
    }

    /// The store at `path`, opened for reading.
    package static func open(_ path: String) throws(StoreError) -> OpenedStore {
        let files = FileManager.default
        for suffix in ["-wal", "-shm", "-journal"] where path.hasSuffix(suffix) {
            let database = String(path.dropLast(suffix.count))
            throw files.fileExists(atPath: database)
                ? .unreadable("this is the \(suffix.dropFirst()) file of a store: pass the database, \(database)")
                : .unreadable("a \(suffix.dropFirst()) file without its database (\(database) is missing)")
        }
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable("no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable("a folder, not a store file") }
        let walPath = path + "-wal"
        let walSize = (try? files.attributesOfItem(atPath: walPath)[.size] as? Int) ?? 0
        try checkHeader(path, hasPendingWAL: walSize > 0)
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let store: OpenedStore
        if walSize > 0 {
            let folder = files.temporaryDirectory.appendingPathComponent("mapwright-store-\(UUID().uuidString)")
            do {
                try files.createDirectory(at: folder, withIntermediateDirectories: true)
                try copy(absolute, to: folder.appendingPathComponent("store").path)
                try copy(walPath, to: folder.appendingPathComponent("store-wal").path)
            } catch {
                try? files.removeItem(at: folder)
                throw .unreadable("cannot copy it and its WAL to a private folder: \(error.localizedDescription)")
            }
            let copy = folder.appendingPathComponent("store").path
            do {
                let connection = try SQLiteConnection(uri: uri(copy), flags: SQLITE_OPEN_READWRITE)
                store = OpenedStore(connection: connection, path: path, copyFolder: folder)
            } catch {
                try? files.removeItem(at: folder)
                throw error
            }
        } else {
            let connection = try SQLiteConnection(uri: uri(absolute) + "?immutable=1", flags: SQLITE_OPEN_READONLY)
            store = OpenedStore(connection: connection, path: path, copyFolder: nil)
        }
        do {
            _ = try store.connection.integer("SELECT count(*) FROM sqlite_master")
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unreadable("\(error)")
        }
        return store
    }

    /// Copies the file at `source` to a new file at `destination`. On Linux the kernel copies a gigabyte a call
    /// (Foundation's copy goes 4 KB a call: a large store took twice the time of `cp`); elsewhere Foundation's
    /// copy (a clone on APFS).
    static func copy(_ source: String, to destination: String) throws {
        #if os(Linux)
            let input = Glibc.open(source, O_RDONLY)
            guard input >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(input) }
            let output = Glibc.open(destination, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            guard output >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(output) }
            while true {
                let copied = sendfile(output, input, nil, 1 << 30)
                if copied == 0 { return }
                if copied < 0, errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            }
        #else
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        #endif
    }

    /// A `file:` URI naming `path`, its `%`, `?` and `#` escaped.
    static func uri(_ path: String) -> String {
        "file:"
            + path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3f")
            .replacingOccurrences(of: "#", with: "%23")
    }

    /// Refuses a file that is not a whole SQLite database, saying what it is when that is known.
    private static func checkHeader(_ path: String, hasPendingWAL: Bool) throws(StoreError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable("cannot be opened for reading") }
        defer { try? handle.close() }
        let header = Array((try? handle.read(upToCount: 100)) ?? Data())
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        guard !header.isEmpty else { throw .unreadable("an empty file, not a SQLite database") }
        guard header.starts(with: sqliteMagic) else {
            if header.count >= 24, Array(header[16..<20]) == Array("T-DB".utf8) {
                throw .unreadable("a Realm file, not a Core Data store")
            }
            throw .unreadable("not a SQLite database (or an encrypted one: SQLCipher encrypts its header too)")
        }
        guard header.count == 100 else { throw .unreadable("truncated: shorter than a SQLite header") }
        let pageSizeField = Int(header[16]) << 8 | Int(header[17])
        let pageSize = pageSizeField == 1 ? 65536 : pageSizeField
        let pageCount = header[28..<32].reduce(0) { $0 << 8 | Int($1) }
        // The page count is valid when the change counter equals the version-valid-for number.
        let counterValid = header[24..<28] == header[92..<96]
        if !hasPendingWAL, counterValid, pageCount > 0, pageSize * pageCount > size {
            throw .unreadable("truncated: its header counts \(pageSize * pageCount) bytes, the file has \(size)")
        }
    }
}
