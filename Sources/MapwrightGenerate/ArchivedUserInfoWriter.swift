import Foundation

/// A mapping's user info as Xcode stores it in `userinfodata`: an `NSKeyedArchiver` archive of an
/// `NSMutableDictionary` of strings, as a binary property list, keys in sorted order.
///
/// The layout is that of the archives in Xcode-made files (docs/core-data/xcmappingmodel-format.md): the
/// dictionary, then its keys, then its values, then its class; equal strings archived once.
enum ArchivedUserInfoWriter {
    /// The binary property list.
    static func archiveData(_ userInfo: [String: String]) -> Data {
        var objects: [PropertyListValue] = [.string("$null"), .string("")]
        var strings: [String: Int] = [:]
        func string(_ text: String) -> Int {
            if let index = strings[text] { return index }
            objects.append(.string(text))
            strings[text] = objects.count - 1
            return objects.count - 1
        }
        let keys = userInfo.keys.sorted()
        let keyIndices = keys.map(string)
        let valueIndices = keys.map { string(userInfo[$0] ?? "") }
        objects.append(.dictionary([
            ("$classname", .string("NSMutableDictionary")),
            ("$classes", .array(["NSMutableDictionary", "NSDictionary", "NSObject"].map(PropertyListValue.string))),
        ]))
        objects[1] = .dictionary([
            ("NS.keys", .array(keyIndices.map(PropertyListValue.uid))),
            ("NS.objects", .array(valueIndices.map(PropertyListValue.uid))),
            ("$class", .uid(objects.count - 1)),
        ])
        return BinaryPropertyList.encode(.dictionary([
            ("$version", .integer(100_000)), ("$objects", .array(objects)),
            ("$archiver", .string("NSKeyedArchiver")), ("$top", .dictionary([("root", .uid(1))])),
        ]))
    }

    /// The text of the `userinfodata` attribute: base64 with a line break after the first 76 characters
    /// and one at the end, as Xcode writes it.
    static func xmlText(_ userInfo: [String: String]) -> String {
        ArchivedExpression.xmlLayout(archiveData(userInfo).base64EncodedString())
    }
}
