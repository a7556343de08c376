import MapwrightModel

extension DiffContext {
    /// Reports each destination hierarchy whose existing entities came from more than one source hierarchy.
    ///
    /// docs/core-data/lightweight-rules.md: "If two existing entities don't share a common parent in the
    /// source, they can't share a common parent in the destination", and "Store-level limit" (step 13): the
    /// SQLite store cannot merge multiple root entity source tables into one destination root table.
    mutating func checkMergedHierarchies() {
        var sourceRootsByDestinationRoot: [String: Set<String>] = [:]
        var order: [String] = []
        let sourceRootNames = RootNames(source), destinationRootNames = RootNames(destination)
        for match in matches {
            guard let from = sourceEntity(of: match), let to = destinationEntity(of: match) else { continue }
            let destinationRoot = destinationRootNames.root(of: to)
            if sourceRootsByDestinationRoot[destinationRoot] == nil { order.append(destinationRoot) }
            sourceRootsByDestinationRoot[destinationRoot, default: []].insert(sourceRootNames.root(of: from))
        }
        for root in order {
            guard let sourceRoots = sourceRootsByDestinationRoot[root], sourceRoots.count > 1,
                  let entity = destination.entity(named: root) else { continue }
            append(
                .entity(.hierarchiesMerged), entity: root,
                detail: "source hierarchies \(sourceRoots.sorted().map { "`\($0)`" }.joined(separator: ", ")) share the root `\(root)`",
                source: source.entity(named: sourceRoots.sorted()[0]), destination: entity
            )
        }
    }
}

/// The root of each entity's hierarchy by name, found through a name index (`DataModel.root(of:)` looks
/// each parent up by scanning the version).
struct RootNames {
    private let parents: [String: String?]

    init(_ model: DataModel) {
        parents = Dictionary(model.entities.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
    }

    /// The name of `entity`'s root, as `DataModel.root(of:)` finds it: up the parents while they exist,
    /// stopping before an entity already visited.
    func root(of entity: Entity) -> String {
        var current = entity.name
        var next = entity.parent
        var seen: Set<String>?
        while let parent = next, let grandparent = parents[parent] {
            if seen == nil { seen = [current] }
            guard seen!.insert(parent).inserted else { break }
            current = parent
            next = grandparent
        }
        return current
    }
}
