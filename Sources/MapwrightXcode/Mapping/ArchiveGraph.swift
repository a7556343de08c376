import Foundation

/// The object graph of an `NSKeyedArchiver` archive read in place, on the checked bytes of its binary
/// property list (an XML list is read by Foundation and written as binary first): a node is an object of the
/// list, by index, read from its bytes when the walk reaches it; no class is ever unarchived. The model
/// snapshots (``ModelSnapshotDecoder``, some 20,000 list objects each), value expressions
/// (``ExpressionArchiveDecoder``) and userInfo (``ArchivedUserInfo``) of mapping models are walked this way:
/// reading every object into an `Any` tree and walking it with casts was most of a `check` from the root of an
/// app with mapping models.
struct ArchiveGraph: KeyedArchive {
    /// What is wrong with an archive, in words.
    struct Failure: Error {
        var message: String
    }

    private let layout: BinaryPropertyListCheck.Layout
    /// `$objects`, each as the index of its list object: index 0 is `$null`.
    private var objects: [Int] = []
    /// The node of `$top`'s `root` object; nil for `$null`.
    private(set) var root: Int?

    init(data: Data) throws {
        var binary = data
        if !data.starts(with: Array("bplist00".utf8)) {
            do {
                let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
            } catch {
                throw ArchiveGraph.Failure(message: "not a property list")
            }
        }
        do {
            // Not nil: `binary` starts with `bplist00`.
            layout = try BinaryPropertyListCheck.checkedLayout(of: binary)!
        } catch {
            throw ArchiveGraph.Failure(message: error.message)
        }
        let top = layout.top
        guard member("$archiver", of: top).flatMap(string) == "NSKeyedArchiver",
            let objects = member("$objects", of: top).flatMap(elements)
        else { throw ArchiveGraph.Failure(message: "not an NSKeyedArchiver archive") }
        guard let roots = member("$top", of: top), isDictionary(roots), let rootReference = member("root", of: roots),
            let root = uid(rootReference), objects.indices.contains(root)
        else { throw ArchiveGraph.Failure(message: "the archive has no root object") }
        self.objects = objects
        self.root = root == 0 ? nil : objects[root]
    }

    // MARK: Nodes

    private func marker(_ node: Int) -> UInt8 { layout.bytes[layout.offsets[node]] }

    func isDictionary(_ node: Int) -> Bool { marker(node) >> 4 == 0xD }

    /// The value of `key` in the dictionary `node` (the last, when a key repeats, as a whole read keeps it);
    /// nil when `node` is no dictionary or has no such key.
    func member(_ key: String, of node: Int) -> Int? {
        guard isDictionary(node) else { return nil }
        let references = layout.children[node], count = references.count / 2
        var found: Int?
        for position in 0..<count where isString(references[position], equalTo: key) {
            found = references[count + position]
        }
        return found
    }

    /// The elements of the array `node`; nil when it is no array.
    func elements(_ node: Int) -> [Int]? {
        marker(node) >> 4 == 0xA ? layout.children[node] : nil
    }

    /// The text of the string `node`; nil when it is no string.
    func string(_ node: Int) -> String? { BinaryPropertyListDecoder.string(at: node, in: layout) }

    /// Whether `node` is the string `text`, compared on its bytes when it is ASCII.
    private func isString(_ node: Int, equalTo text: String) -> Bool {
        let offset = layout.offsets[node], marker = layout.bytes[offset]
        guard marker >> 4 == 0x5 else { return string(node) == text }
        guard
            let (length, start) = BinaryPropertyListCheck.length(
                layout.bytes, marker: Int(marker & 0x0F), at: offset, end: layout.end)
        else { return false }
        return length == text.utf8.count && text.utf8.elementsEqual(layout.bytes[start..<(start + length)])
    }

    /// The boolean `node` holds as Foundation's `as? Bool` reads it: a boolean, or a number.
    func bool(_ node: Int) -> Bool? {
        switch marker(node) >> 4 {
        case 0x0: return marker(node) == 0x09
        // Foundation converts an integer when it is 0 or 1.
        case 0x1: return integer(node).flatMap { $0 == 0 ? false : $0 == 1 ? true : nil }
        case 0x2: return value(node) as? Bool
        default: return nil
        }
    }

    /// The integer `node` holds as Foundation's `as? Int` reads it: a number that is whole, not a boolean.
    func integer(_ node: Int) -> Int? {
        switch marker(node) >> 4 {
        case 0x1:
            let size = 1 << Int(marker(node) & 0x0F)
            // One, two and four bytes are unsigned, eight are signed.
            return Int(
                truncatingIfNeeded: BinaryPropertyListDecoder.unsigned(
                    layout.bytes, at: layout.offsets[node] + 1, size: size))
        case 0x2: return value(node) as? Int
        default: return nil
        }
    }

    /// The name of the type Foundation reads `node` as, for messages.
    func typeName(_ node: Int) -> String {
        switch marker(node) >> 4 {
        case 0x0: "Bool"
        case 0x1, 0x2: "NSNumber"
        case 0x3: "Date"
        case 0x4: "Data"
        case 0x5, 0x6: "String"
        case 0x8: "PropertyListReference"
        case 0xA: "Array<Any>"
        default: "Dictionary<String, Any>"
        }
    }

    /// `node` read as Foundation reads it (a dictionary or an array with all it holds): for the casts a
    /// scalar's reader makes, and for a real number where a boolean or an integer is expected.
    func value(_ node: Int) -> Any {
        var decoder = BinaryPropertyListDecoder(checked: layout)
        return decoder.value(at: node)
    }

    // MARK: References

    /// The `$objects` index a `CF$UID` node holds, or a `{CF$UID = n}` dictionary (as Foundation reads an XML
    /// list's); nil when it is neither.
    private func uid(_ node: Int) -> Int? {
        if marker(node) >> 4 == 0x8 {
            return BinaryPropertyListDecoder.reference(layout.bytes, at: layout.offsets[node])
        }
        guard isDictionary(node), layout.children[node].count == 2, let number = member("CF$UID", of: node) else {
            return nil
        }
        return integer(number)
    }

    /// The object a reference points to; nil for `$null`. Throws for a node that is no reference.
    func resolve(_ node: Int?) throws -> Int? {
        guard let node else { return nil }
        guard let index = uid(node) else {
            throw ArchiveGraph.Failure(message: "expected an object reference, found \(typeName(node))")
        }
        guard objects.indices.contains(index) else {
            throw ArchiveGraph.Failure(message: "reference \(index) is out of range")
        }
        return index == 0 ? nil : objects[index]
    }
}
