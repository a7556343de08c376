/// An `NSKeyedArchiver` archive as the walkers read it (``ModelSnapshotDecoder``, ``ExpressionArchiveDecoder``,
/// ``ArchivedUserInfo``, ``StoreArchives``): nodes, each a value of the property list, answered as Foundation's
/// casts of the value answer. ``ArchiveGraph`` is the fast path, on the list's checked bytes;
/// ``FoundationArchive`` the plain one, on `PropertyListSerialization`'s values, kept as the reference the
/// differential tests hold the fast path to.
protocol KeyedArchive {
    associatedtype Node

    /// `$top`'s `root` object; nil for `$null`.
    var root: Node? { get }
    func isDictionary(_ node: Node) -> Bool
    /// The value of `key` in the dictionary `node`; nil when `node` is no dictionary or has no such key.
    func member(_ key: String, of node: Node) -> Node?
    /// The elements of the array `node`; nil when it is no array.
    func elements(_ node: Node) -> [Node]?
    /// The text of the string `node`; nil when it is no string.
    func string(_ node: Node) -> String?
    /// The boolean `node` holds as Foundation's `as? Bool` reads it: a boolean, or a number.
    func bool(_ node: Node) -> Bool?
    /// The integer `node` holds as Foundation's `as? Int` reads it: a number that is whole, not a boolean.
    func integer(_ node: Node) -> Int?
    /// The name of the type `node` is read as, for messages.
    func typeName(_ node: Node) -> String
    /// `node` as Foundation reads it: for the casts a scalar's reader makes.
    func value(_ node: Node) -> Any
    /// The object a reference points to; nil for `$null`. Throws for a node that is no reference.
    func resolve(_ node: Node?) throws -> Node?
}

extension KeyedArchive {
    /// The class name of an archived object (`$class` → `$classname`).
    func className(of node: Node) throws -> String {
        guard let classInfo = try resolve(member("$class", of: node)), isDictionary(classInfo),
            let name = member("$classname", of: classInfo).flatMap(string)
        else { throw ArchiveGraph.Failure(message: "an object without a class") }
        return name
    }

    /// The elements of an archived `NSArray` (`NS.objects`), resolved.
    func array(_ reference: Node?) throws -> [Node?] {
        guard let node = try resolve(reference), let items = member("NS.objects", of: node).flatMap(elements) else {
            throw ArchiveGraph.Failure(message: "expected an array")
        }
        return try items.map { try resolve($0) }
    }

    /// The entries of an archived `NSDictionary` (`NS.keys`, `NS.objects`), resolved.
    func dictionary(_ node: Node) throws -> [(key: Node?, value: Node?)] {
        guard let keys = member("NS.keys", of: node).flatMap(elements),
            let values = member("NS.objects", of: node).flatMap(elements), keys.count == values.count
        else { throw ArchiveGraph.Failure(message: "expected a dictionary") }
        return try zip(keys, values).map { (try resolve($0), try resolve($1)) }
    }
}
