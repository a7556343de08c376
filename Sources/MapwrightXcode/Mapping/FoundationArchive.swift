import Foundation

/// The plain twin of ``ArchiveGraph``: the archive read whole by Foundation's `PropertyListSerialization`, a
/// node being one of its values, each answer the cast of that value. Slower, and it trusts Foundation with
/// hostile lists (no ``BinaryPropertyListCheck``): it is the reference `ArchiveReadingTwinTests` holds the
/// walk in place to, never what a command reads with.
struct FoundationArchive: KeyedArchive {
    /// A value of the property list.
    struct Node {
        let value: Any
    }

    /// `$objects`: index 0 is `$null`.
    private let objects: [Any]
    private(set) var root: Node?

    init(data: Data) throws {
        let top: Any
        do {
            top = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ArchiveGraph.Failure(message: "not a property list")
        }
        guard let top = top as? [AnyHashable: Any], top["$archiver"] as? String == "NSKeyedArchiver",
            let objects = top["$objects"] as? [Any]
        else { throw ArchiveGraph.Failure(message: "not an NSKeyedArchiver archive") }
        self.objects = objects
        guard let roots = top["$top"] as? [AnyHashable: Any], let reference = roots["root"],
            let root = Self.uid(reference), objects.indices.contains(root)
        else { throw ArchiveGraph.Failure(message: "the archive has no root object") }
        self.root = root == 0 ? nil : Node(value: objects[root])
    }

    func isDictionary(_ node: Node) -> Bool { node.value is [AnyHashable: Any] }

    func member(_ key: String, of node: Node) -> Node? {
        (node.value as? [AnyHashable: Any])?[key].map(Node.init)
    }

    func elements(_ node: Node) -> [Node]? { (node.value as? [Any])?.map(Node.init) }

    func string(_ node: Node) -> String? { node.value as? String }

    func bool(_ node: Node) -> Bool? { node.value as? Bool }

    func integer(_ node: Node) -> Int? { Self.isBoolean(node.value) ? nil : node.value as? Int }

    func typeName(_ node: Node) -> String {
        switch node.value {
        case let value where Self.isBoolean(value): "Bool"
        case is NSNumber: "NSNumber"
        case is Date: "Date"
        case is Data: "Data"
        case is String: "String"
        case is [Any]: "Array<Any>"
        case is [AnyHashable: Any]: "Dictionary<String, Any>"
        default: "PropertyListReference"
        }
    }

    func value(_ node: Node) -> Any { node.value }

    func resolve(_ node: Node?) throws -> Node? {
        guard let node else { return nil }
        guard let index = Self.uid(node.value) else {
            throw ArchiveGraph.Failure(message: "expected an object reference, found \(typeName(node))")
        }
        guard objects.indices.contains(index) else {
            throw ArchiveGraph.Failure(message: "reference \(index) is out of range")
        }
        return index == 0 ? nil : Node(value: objects[index])
    }

    private static func isBoolean(_ value: Any) -> Bool { type(of: value) == Bool.self }

    /// The `$objects` index of a reference: Foundation's `CF$UID` object (whose only stored value is its
    /// index), or the `{CF$UID = n}` dictionary an XML list holds.
    private static func uid(_ value: Any) -> Int? {
        if let dictionary = value as? [AnyHashable: Any] {
            guard dictionary.count == 1, let number = dictionary["CF$UID"], !isBoolean(number) else { return nil }
            return number as? Int
        }
        guard "\(type(of: value))".hasSuffix("KeyedArchiverUID") else { return nil }
        return Mirror(reflecting: value).children.first { $0.label == "value" }.flatMap { $0.value as? UInt32 }
            .map(Int.init)
    }
}
