import MapwrightModel

/// Each entity's inheritance depth (0 for an entity without a parent, or whose parent does not exist),
/// found in one pass over the model: every entity is visited once, so a model of n entities takes time in
/// n whatever its hierarchies look like, where walking each entity's chain took n² on a long chain.
struct InheritanceDepths {
    /// The deepest inheritance Mapwright reads. Real models stay within a handful of levels; the bound
    /// keeps every later walk up a chain short (docs/reliability.md).
    static let maximum = 100

    /// By position of each name's first entity (where ``EntityNameIndex`` finds the name): its depth, or
    /// nil when its chain loops (it is on a cycle or inherits from one). A name defined again has the
    /// depth of its first entity.
    private let depths: [Int??]
    private let index: EntityNameIndex

    init(_ model: DataModel, index: EntityNameIndex) {
        // By position, reading names and parents: walking `Entity` values copies each one, and a table by
        // name hashes each name at every step.
        let entities = model.entities
        var depths = [Int??](repeating: nil, count: entities.count)
        var onPath = [Bool](repeating: false, count: entities.count)
        for start in entities.indices where depths[start] == nil && index.position(of: entities[start].name) == start {
            // Up the chain to an entity already known, a root, or one already on this path (a loop).
            var path: [Int] = []
            var current: Int? = start
            var base: Int?? = .some(-1)
            while let visiting = current {
                if let known = depths[visiting] { base = known; break }
                if onPath[visiting] { base = .some(nil); break }
                onPath[visiting] = true
                path.append(visiting)
                current = entities[visiting].parent.flatMap(index.position(of:))
            }
            // Back down: each entity one deeper than its parent; all of a looping path loops.
            var depth: Int? = base.flatMap { $0 }
            for position in path.reversed() {
                depth = depth.map { $0 + 1 }
                depths[position] = .some(depth)
                onPath[position] = false
            }
        }
        self.depths = depths
        self.index = index
    }

    /// The depth of the entity named `name`; nil when its chain loops or it is not in the model.
    func depth(of name: String) -> Int? {
        index.position(of: name).flatMap { depths[$0] ?? nil }
    }

    /// True when the chain of the entity named `name` loops.
    func loops(_ name: String) -> Bool {
        index.position(of: name).map { depths[$0] == .some(nil) } ?? false
    }
}
