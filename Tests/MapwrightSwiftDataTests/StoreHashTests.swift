import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSwiftData
import Testing

/// The entity hashes of a SwiftData store written by Core Data (`../shared/stores`, beside the repository)
/// against the hashes of Swift sources declaring the same model (`Fixtures/Stores`, written from the
/// store's `Z_MODELCACHE`). Skipped when the store or `sqlite3` is absent.
@Suite struct StoreHashTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let stores = repository.deletingLastPathComponent().appendingPathComponent("shared/stores")

    /// `NSStoreModelVersionHashes` of the store at `path` (read from a copy: opening a store may write
    /// beside it), as hex; nil when it cannot be read.
    static func storeHashes(_ path: URL) throws -> [String: String]? {
        guard FileManager.default.fileExists(atPath: path.path),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")
        else { return nil }
        let copy = try makeCopy(of: path)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["-readonly", copy.path, "select hex(Z_PLIST) from Z_METADATA;"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let hex = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        let plist = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
        guard let hashes = plist?["NSStoreModelVersionHashes"] as? [String: Data] else { return nil }
        return hashes.mapValues { $0.map { String(format: "%02x", $0) }.joined() }
    }

    /// The store and its write-ahead log, copied to a new temporary folder.
    static func makeCopy(of store: URL) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for suffix in ["", "-wal", "-shm"] {
            let file = URL(fileURLWithPath: store.path + suffix)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
        }
        return folder.appendingPathComponent(store.lastPathComponent)
    }

    /// The entity hashes Mapwright computes for the Swift sources at `fixture`, as hex.
    static func sourceHashes(_ fixture: String) throws -> [String: String] {
        let path = fixturesDirectory.appendingPathComponent("Stores/\(fixture)").path
        let diagnostics = CollectingDiagnosticCollector()
        let model = try #require(
            SwiftDataReader.read(at: path, diagnostics: diagnostics), "\(diagnostics.diagnostics.map(\.summaryLine))")
        let current = try #require(model.history.current)
        return VersionHasher.entityHashes(current).mapValues(\.hex)
    }

    /// Each store and the fixture declaring its model (store below `../shared/stores`, fixture below
    /// `Fixtures/Stores`). MetaCocktails' store holds Codable
    /// structs and enums as composite attributes (framework 1414), and `.unique` and `#Unique`.
    static let pairs = [
        ("cartkit/Tests/CartKitStorageSwiftDataTests/LegacySwiftData/CartKitSwiftData_v1.sqlite", "CartKit"),
        ("metacocktails/MetaCocktailsSwiftData/Model/Database/PreloadedCocktails.store", "MetaCocktails"),
    ]

    @Test(arguments: pairs)
    func sourceHashesEqualTheStores(store: String, fixture: String) throws {
        let store = Self.stores.appendingPathComponent(store)
        guard let expected = try Self.storeHashes(store) else {
            print("skipped: no \(store.path) or no sqlite3")
            return
        }
        #expect(try Self.sourceHashes(fixture) == expected)
    }
}
