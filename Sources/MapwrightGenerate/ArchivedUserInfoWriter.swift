import Foundation

/// A mapping's user info as Xcode stores it in `userinfodata`: an `NSKeyedArchiver` archive of an
/// `NSMutableDictionary` of strings, as a binary property list, keys in sorted order.
///
/// The layout is that of the archives in Xcode-made files (docs/core-data/xcmappingmodel-format.md): the
/// dictionary, then its keys, then its values, then its class; equal strings archived once.
enum ArchivedUserInfoWriter {
    /// The binary property list.
    static func archiveData(_ userInfo: [String: String]) -> Data {
        var archive = KeyedArchiveObjects()
        let root = archive.reserve()
        let keys = userInfo.keys.sorted()
        let keyIndices = keys.map { archive.string($0) }
        let valueIndices = keys.map { archive.string(userInfo[$0] ?? "") }
        let classIndex = archive.classInfo(["NSMutableDictionary", "NSDictionary", "NSObject"])
        archive.set(
            .dictionary([
                ("NS.keys", .array(keyIndices.map(PropertyListValue.uid))),
                ("NS.objects", .array(valueIndices.map(PropertyListValue.uid))),
                ("$class", .uid(classIndex)),
            ]), at: root)
        let objects = archive.objects
        return BinaryPropertyList.encode(
            .dictionary([
                ("$version", .integer(100_000)), ("$objects", .array(objects)),
                ("$archiver", .string("NSKeyedArchiver")), ("$top", .dictionary([("root", .uid(root))])),
            ]))
    }

    /// The text of the `userinfodata` attribute: base64 with a line break after the first 76 characters
    /// and one at the end, as Xcode writes it.
    static func xmlText(_ userInfo: [String: String]) -> String {
        ArchivedExpression.xmlLayout(archiveData(userInfo).base64EncodedString())
    }
}
