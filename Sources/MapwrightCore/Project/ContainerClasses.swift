import MapwrightSupport

/// The persistent-container classes of a project's sources: `NSPersistentContainer`,
/// `NSPersistentCloudKitContainer` and every class derived from them, declared in Swift
/// (`class AppContainer: NSPersistentContainer`) or Objective-C (`@interface RSTPersistentContainer :
/// NSPersistentContainer`), with the files that declare, implement or extend each. A library's container
/// (vendored, or a submodule) may migrate the stores it opens itself: its files speak for the models an
/// app loads through it.
struct ContainerClasses {
    /// Every container class's name.
    private(set) var names: Set<String> = ["NSPersistentContainer", "NSPersistentCloudKitContainer"]
    /// Each derived class's superclass.
    private var superclasses: [String: String] = [:]
    /// Each derived class's files (relative to the root).
    private var files: [String: Set<String>] = [:]
    /// The derived classes each file (relative to the root) declares.
    private var declared: [String: Set<String>] = [:]

    init(sources: [(file: String, bytes: [UInt8])]) {
        // The files naming a Core Data container first, then those naming a class found so far: a subclass
        // of a subclass is often declared where only its superclass is named.
        var parsed: [Int: [(name: String, superclass: String)]] = [:]
        var words = ["NSPersistent"]
        while !words.isEmpty {
            let searches = words.map(ByteSearch.init)
            for index in sources.indices where parsed[index] == nil {
                if searches.contains(where: { $0.isFound(in: sources[index].bytes) }) {
                    parsed[index] = Self.declarations(in: sources[index])
                }
            }
            words = []
            var grew = true
            while grew {
                grew = false
                for index in parsed.keys.sorted() {
                    for declaration in parsed[index] ?? []
                    where names.contains(declaration.superclass) && !names.contains(declaration.name) {
                        names.insert(declaration.name)
                        superclasses[declaration.name] = declaration.superclass
                        words.append(declaration.name)
                        grew = true
                    }
                }
            }
        }
        for index in parsed.keys.sorted() {
            for declaration in parsed[index] ?? [] where names.contains(declaration.superclass) {
                files[declaration.name, default: []].insert(sources[index].file)
                declared[sources[index].file, default: []].insert(declaration.name)
            }
        }
        // Where a class is implemented or extended: a library's migration lives in its `.m`.
        for name in superclasses.keys {
            let searches = ["@implementation " + name, "extension " + name].map { (ByteSearch($0), $0.utf8.count) }
            for source in sources where searches.contains(where: { Self.isWord($0.0, length: $0.1, in: source.bytes) })
            {
                files[name, default: []].insert(source.file)
            }
        }
    }

    /// The files other than `file` that declare, implement or extend the container classes a load in
    /// `file` goes through: `used` (the class a load names, if any) and the superclasses of it and of
    /// every container class `file` declares.
    func files(behindLoadIn file: String, using used: String?) -> Set<String> {
        let own = declared[file] ?? []
        var classes = Set(own.flatMap(ancestors))
        if let used, !own.contains(used) { classes.formUnion([used] + ancestors(of: used)) }
        var result = Set(classes.flatMap { files[$0] ?? [] })
        result.remove(file)
        return result
    }

    /// The superclasses of `name` up to Core Data's container, nearest first.
    private func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var next = superclasses[name]
        while let current = next, !chain.contains(current), current != name {
            chain.append(current)
            next = superclasses[current]
        }
        return chain
    }

    /// True when `search` (a word of `length` bytes) is found in `bytes` followed by something that cannot
    /// continue a name.
    private static func isWord(_ search: ByteSearch, length: Int, in bytes: [UInt8]) -> Bool {
        var from = 0
        while let found = search.firstOffset(in: bytes, from: from) {
            let end = found + length
            guard end < bytes.count else { return true }
            let byte = bytes[end]
            let continuesName =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            if !continuesName { return true }
            from = found + 1
        }
        return false
    }

    /// The class declarations of a source with their superclasses: `class A: B` in Swift, `@interface A : B`
    /// in Objective-C.
    private static func declarations(in source: (file: String, bytes: [UInt8])) -> [(
        name: String, superclass: String
    )] {
        let text = String(decoding: source.bytes, as: UTF8.self)
        let pattern = source.file.hasSuffix(".swift") ? swiftClass : objectiveCInterface
        return text.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
    }

    nonisolated(unsafe) private static let swiftClass =
        #/class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:[A-Za-z_]+\.)?([A-Za-z_][A-Za-z0-9_]*)/#
    nonisolated(unsafe) private static let objectiveCInterface =
        #/@interface\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([A-Za-z_][A-Za-z0-9_]*)/#
}
