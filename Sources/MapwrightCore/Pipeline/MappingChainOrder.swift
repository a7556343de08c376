import MapwrightAnalysis
import MapwrightModel

/// The order the mapping models' recorded hashes give a model's versions (docs/project.md): each mapping
/// model that matches exactly one step says its source version comes before its destination. Used when
/// the order would otherwise come from git or the names only.
enum MappingChainOrder {
    /// `history` reordered so that every mapping model's step goes forward, the other versions keeping their
    /// order; nil when the steps already go forward or contradict each other (an app shipping both ways
    /// between two versions). A mapping model from the current version to another puts that one after it:
    /// the current version was not moved on (MW451), and the step is history.
    static func order(
        _ history: ModelHistory, mappings: [ShippedMappingModel], hashes: HistoryHashes, reads: MappingModelReads
    ) -> ModelHistory? {
        let names = history.allVersionNames
        var position: [String: Int] = [:]
        for (index, name) in names.enumerated() { position[name] = index }
        var edges: [(from: String, to: String)] = []
        for mapping in mappings {
            let steps = MappingModelMatcher.match(
                mapping, in: history, hashes: hashes, recordedByFile: reads.recordedHashes(of: mapping)
            ).matchedSteps
            guard steps.count == 1, let step = steps.first else { continue }
            edges.append((step.source, step.destination))
        }
        guard edges.contains(where: { (position[$0.from] ?? 0) > (position[$0.to] ?? 0) }) else { return nil }
        // Kahn's sort, the first version by the present order whenever several are free.
        var incoming = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
        for edge in edges { incoming[edge.to, default: 0] += 1 }
        var ordered: [String] = []
        var free = names.filter { incoming[$0] == 0 }
        while let next = free.min(by: { position[$0]! < position[$1]! }) {
            free.removeAll { $0 == next }
            ordered.append(next)
            for edge in edges where edge.from == next {
                incoming[edge.to]! -= 1
                if incoming[edge.to] == 0 { free.append(edge.to) }
            }
        }
        guard ordered.count == names.count else { return nil }
        return history.ordered(by: ordered)
    }
}
