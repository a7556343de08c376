/// The entities of one model version by name, for work that looks many names up: `DataModel.entity(named:)`
/// scans the version, so a walk up the parents of every entity of a large version would cost the square of
/// its size.
///
/// It answers as the scanning methods of ``DataModel`` do: the first entity of a name wins.
package struct EntityNameIndex: Sendable {
    /// The version indexed.
    package let model: DataModel
    private let positions: [String: Int]

    /// Indexes the entities of `model`.
    package init(_ model: DataModel) {
        self.model = model
        // One lookup per name, the first definition kept.
        positions = Dictionary(
            model.entities.indices.lazy.map { (model.entities[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position in `model.entities` of the entity named `name`: its first definition.
    package func position(of name: String) -> Int? {
        positions[name]
    }

    /// Every entity name, each once, in no particular order.
    package var names: Dictionary<String, Int>.Keys { positions.keys }

    /// The entity named `name`, as `DataModel.entity(named:)` finds it.
    package func entity(named name: String) -> Entity? {
        positions[name].map { model.entities[$0] }
    }

    /// `entity` and its ancestors, as `DataModel.ancestry(of:)` lists them.
    package func ancestry(of entity: Entity) -> [Entity] {
        DataModel.ancestry(of: entity, lookup: entity(named:))
    }

    /// The positions of the entity at `position` and of its ancestors: ``ancestry(of:)`` without copying
    /// the entities.
    package func ancestryPositions(of position: Int) -> [Int] {
        var chain = [position]
        var current = position
        while let parentName = model.entities[current].parent, let parent = positions[parentName] {
            // A loop ends the walk where it would visit a name again, as `ancestry(of:)` ends it.
            guard !chain.contains(where: { model.entities[$0].name == parentName }) else { break }
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// True when the entity named `name` is `ancestor` or one of its sub-entities, as
    /// `DataModel.entity(_:isOrDescendsFrom:)` answers.
    package func entity(_ name: String, isOrDescendsFrom ancestor: String) -> Bool {
        guard let position = positions[name] else { return false }
        return ancestryPositions(of: position).contains { model.entities[$0].name == ancestor }
    }
}
