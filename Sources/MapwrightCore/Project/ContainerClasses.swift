import MapwrightAnalysis
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
        var index = PolicyClassIndex()
        var scanned: Set<Int> = []
        var words = ["NSPersistent"]
        while !words.isEmpty {
            let searches = words.map(ByteSearch.init)
            for position in sources.indices where !scanned.contains(position) {
                guard searches.contains(where: { $0.isFound(in: sources[position].bytes) }) else { continue }
                scanned.insert(position)
                index.scan(sources[position].bytes, file: sources[position].file)
            }
            words = []
            var grew = true
            while grew {
                grew = false
                for declaration in index.declarations {
                    guard let superclass = declaration.superclass, names.contains(superclass),
                        !names.contains(declaration.name)
                    else { continue }
                    names.insert(declaration.name)
                    superclasses[declaration.name] = superclass
                    words.append(declaration.name)
                    grew = true
                }
            }
        }
        for declaration in index.declarations where declaration.superclass.map(names.contains) == true {
            files[declaration.name, default: []].insert(declaration.file)
            declared[declaration.file, default: []].insert(declaration.name)
        }
        // Where a class is implemented or extended: a library's migration lives in its `.m`.
        for name in superclasses.keys {
            let searches = [ByteSearch("@implementation " + name), ByteSearch("extension " + name)]
            for source in sources where searches.contains(where: { $0.isFoundAsWord(in: source.bytes) }) {
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
}
