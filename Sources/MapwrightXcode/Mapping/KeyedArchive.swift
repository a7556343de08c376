import Foundation

/// The object graph of an `NSKeyedArchiver` archive, read as a property list (binary, checked and read on
/// its bytes, or XML, read by Foundation: ``BinaryPropertyListCheck``) and walked by index: no class is
/// ever unarchived.
struct KeyedArchive {
    /// `$objects`: index 0 is `$null`.
    let objects: [Any]
    /// `$top`'s `root` object's index.
    let root: Int

    /// What is wrong with an archive, in words.
    struct Failure: Error {
        var message: String
    }

    init(data: Data) throws {
        let plist: Any
        do {
            plist = try BinaryPropertyListCheck.propertyList(from: data)
        } catch {
            throw Failure(message: error.message)
        }
        guard let top = plist as? [String: Any], let archiver = top["$archiver"] as? String,
            archiver == "NSKeyedArchiver", let objects = top["$objects"] as? [Any]
        else { throw Failure(message: "not an NSKeyedArchiver archive") }
        guard let roots = top["$top"] as? [String: Any], let rootRef = roots["root"],
            let root = KeyedArchive.uid(rootRef), objects.indices.contains(root)
        else { throw Failure(message: "the archive has no root object") }
        self.objects = objects.map(KeyedArchive.stringKeyed)
        self.root = root
    }

    /// An archived object as a `[String: Any]` once, so that walking the graph does not convert it again at
    /// every step (Foundation on Linux returns dictionaries keyed by `AnyHashable`).
    private static func stringKeyed(_ object: Any) -> Any {
        if let dictionary = object as? [String: Any] { return dictionary }
        guard let dictionary = object as? [AnyHashable: Any] else { return object }
        var converted: [String: Any] = [:]
        converted.reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            guard let key = key.base as? String else { return object }
            converted[key] = value
        }
        return converted
    }

    /// The object at `index`; nil for `$null` or an index out of range.
    func object(_ index: Int) -> Any? {
        guard objects.indices.contains(index), index != 0 else { return nil }
        return objects[index]
    }

    /// The object a reference points to; nil for `$null`. Throws for a value that is no reference.
    func resolve(_ reference: Any?) throws -> Any? {
        guard let reference else { return nil }
        guard let index = KeyedArchive.uid(reference) else {
            throw Failure(message: "expected an object reference, found \(Swift.type(of: reference))")
        }
        guard objects.indices.contains(index) else { throw Failure(message: "reference \(index) is out of range") }
        return object(index)
    }

    /// The class name of an archived object (`$class` → `$classname`).
    func className(of object: [String: Any]) throws -> String {
        guard let classInfo = try resolve(object["$class"]) as? [String: Any],
            let name = classInfo["$classname"] as? String
        else { throw Failure(message: "an object without a class") }
        return name
    }

    /// The elements of an archived `NSArray` (`NS.objects`), resolved.
    func array(_ reference: Any?) throws -> [Any?] {
        guard let object = try resolve(reference) as? [String: Any], let items = object["NS.objects"] as? [Any]
        else { throw Failure(message: "expected an array") }
        return try items.map { try resolve($0) }
    }

    /// The entries of an archived `NSDictionary` (`NS.keys`, `NS.objects`), resolved.
    func dictionary(_ object: [String: Any]) throws -> [(key: Any?, value: Any?)] {
        guard let keys = object["NS.keys"] as? [Any], let values = object["NS.objects"] as? [Any],
            keys.count == values.count
        else { throw Failure(message: "expected a dictionary") }
        return try zip(keys, values).map { (try resolve($0), try resolve($1)) }
    }

    /// The index a `CF$UID` reference holds: a binary property list's ``PropertyListReference``; an XML
    /// property list spells them as a `{CF$UID = n}` dictionary, which Foundation on Linux may also return
    /// as an internal class with a `value` field (read by reflection).
    static func uid(_ value: Any) -> Int? {
        if let reference = value as? PropertyListReference { return reference.index }
        if let dictionary = value as? [String: Any], dictionary.count == 1, let number = dictionary["CF$UID"] {
            return (number as? Int) ?? (number as? NSNumber)?.intValue
        }
        guard String(describing: Swift.type(of: value)).contains("KeyedArchiverUID") else { return nil }
        for child in Mirror(reflecting: value).children where child.label == "value" {
            if let number = child.value as? UInt32 { return Int(number) }
            if let number = child.value as? Int { return number }
            if let number = child.value as? UInt64 { return Int(number) }
        }
        return nil
    }
}
