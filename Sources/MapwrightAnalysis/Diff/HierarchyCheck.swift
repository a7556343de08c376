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
        for match in matches {
            guard let from = match.source, let to = match.destination else { continue }
            let destinationRoot = destination.root(of: to).name
            if sourceRootsByDestinationRoot[destinationRoot] == nil { order.append(destinationRoot) }
            sourceRootsByDestinationRoot[destinationRoot, default: []].insert(source.root(of: from).name)
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
