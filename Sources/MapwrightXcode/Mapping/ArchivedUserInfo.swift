import Foundation

/// Decodes `userinfodata`, a keyed archive of an `NSDictionary`, into its entries with values as text.
enum ArchivedUserInfo {
    static func entries(of data: Data) throws -> [String: String] {
        let archive = try KeyedArchive(data: data)
        guard let root = archive.object(archive.root) as? [String: Any] else {
            throw KeyedArchive.Failure(message: "the userInfo archive holds no dictionary")
        }
        var entries: [String: String] = [:]
        for (key, value) in try archive.dictionary(root) {
            guard let key = key as? String else {
                throw KeyedArchive.Failure(message: "a userInfo key that is not a string")
            }
            switch value {
            case let text as String: entries[key] = text
            case let flag as Bool where Swift.type(of: value!) == Bool.self: entries[key] = flag ? "YES" : "NO"
            case let number as Int: entries[key] = String(number)
            case let number as Double: entries[key] = String(number)
            case let number as NSNumber: entries[key] = number.stringValue
            default: throw KeyedArchive.Failure(message: "the userInfo value of '\(key)' is not a string or a number")
            }
        }
        return entries
    }
}
