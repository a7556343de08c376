import Foundation

/// Decodes `userinfodata`, a keyed archive of an `NSDictionary`, into its entries with values as text.
enum ArchivedUserInfo {
    /// `reading` walks the archive in place or reads it with Foundation.
    static func entries(of data: Data, reading: ContentsReading = .fast) throws -> [String: String] {
        switch reading {
        case .fast: try entries(in: ArchiveGraph(data: data))
        case .plain: try entries(in: FoundationArchive(data: data))
        }
    }

    private static func entries(in archive: some KeyedArchive) throws -> [String: String] {
        guard let root = archive.root, archive.isDictionary(root) else {
            throw ArchiveGraph.Failure(message: "the userInfo archive holds no dictionary")
        }
        var entries: [String: String] = [:]
        for (key, value) in try archive.dictionary(root) {
            guard let key = key.flatMap(archive.string) else {
                throw ArchiveGraph.Failure(message: "a userInfo key that is not a string")
            }
            let read = value.map(archive.value)
            switch read {
            case let text as String: entries[key] = text
            case let flag as Bool where Swift.type(of: read!) == Bool.self: entries[key] = flag ? "YES" : "NO"
            case let number as Int: entries[key] = String(number)
            case let number as Double: entries[key] = String(number)
            case let number as NSNumber: entries[key] = number.stringValue
            default: throw ArchiveGraph.Failure(message: "the userInfo value of '\(key)' is not a string or a number")
            }
        }
        return entries
    }
}
