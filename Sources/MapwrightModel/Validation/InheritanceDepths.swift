/// Each entity's inheritance depth (0 for an entity without a parent, or whose parent does not exist),
/// found in one pass over the model: every entity is visited once, so a model of n entities takes time in
/// n whatever its hierarchies look like, where walking each entity's chain took n² on a long chain.
struct InheritanceDepths {
    /// The deepest inheritance Mapwright reads. Real models stay within a handful of levels; the bound
    /// keeps every later walk up a chain short (docs/reliability.md).
    static let maximum = 100

    /// By entity name: its depth, or nil when its chain loops (it is on a cycle or inherits from one).
    private let depths: [String: Int?]

    init(_ model: DataModel, index: EntityNameIndex) {
        var depths: [String: Int?] = [:]
        depths.reserveCapacity(model.entities.count)
        var onPath: Set<String> = []
        // By position, reading names and parents: walking `Entity` values copies each one.
        let entities = model.entities
        for start in entities.indices where depths[entities[start].name] == nil {
            // Up the chain to an entity already known, a root, or one already on this path (a loop).
            var path: [String] = []
            var current: Int? = start
            var base: Int?? = .some(-1)
            while let visiting = current {
                let name = entities[visiting].name
                if let known = depths[name] { base = known; break }
                if onPath.contains(name) { base = .some(nil); break }
                onPath.insert(name)
                path.append(name)
                current = entities[visiting].parent.flatMap(index.position(of:))
            }
            // Back down: each entity one deeper than its parent; all of a looping path loops.
            var depth: Int? = base.flatMap { $0 }
            for name in path.reversed() {
                depth = depth.map { $0 + 1 }
                depths[name] = .some(depth)
            }
            onPath.removeAll(keepingCapacity: true)
        }
        self.depths = depths
    }

    /// The depth of the entity named `name`; nil when its chain loops or it is not in the model.
    func depth(of name: String) -> Int? {
        depths[name] ?? nil
    }

    /// True when the chain of the entity named `name` loops.
    func loops(_ name: String) -> Bool {
        depths[name] == .some(nil)
    }
}
