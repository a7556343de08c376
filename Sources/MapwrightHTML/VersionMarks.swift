import MapwrightAnalysis
import MapwrightModel

/// How an entity or property of a version differs from the previous version.
enum ChangeMark: String, Hashable, Sendable {
    case added, removed, changed
}

/// The marks of one version's diagram relative to the previous version, from the adjacent step's diff
/// (so a renamed element is changed, not removed and added).
struct VersionMarks: Hashable, Sendable {
    /// Per entity name of the version (or of the previous version, for removed ones).
    var entities: [String: ChangeMark] = [:]
    /// Per entity, per property name; an entity without marks has no entry.
    var properties: [String: [String: ChangeMark]] = [:]
    /// Entities of the previous version that are gone, with their properties, to draw struck through.
    var removedEntities: [Entity] = []
    /// Per entity, properties of the previous version that are gone; an entity without any has no entry.
    var removedProperties: [String: [ModelProperty]] = [:]

    /// No marks: the oldest version.
    init() {}

    /// The marks of `step.to` against `step.from`.
    init(step: StepAnalysis) {
        let changed = Set(step.changedEntities)
        // An entity equal on both sides declares no property that changed: it has no property pairs. Each
        // property is read from its entity only when needed: a direct step of a long history has hundreds.
        step.diff.forEachEntityMatch { source, destination, pairs in
            switch (source, destination) {
            case (nil, let destination?):
                entities[destination.name] = .added
            case (let source?, nil):
                entities[source.name] = .removed
                removedEntities.append(source)
            case (_?, let destination?):
                let marks = Self.propertyMarks(pairs, entity: destination.name)
                // Only what is marked: most entities of a step have nothing (readers default to none).
                if !marks.marks.isEmpty { properties[destination.name] = marks.marks }
                if !marks.removed.isEmpty { removedProperties[destination.name] = marks.removed }
                if changed.contains(destination.name) || !marks.marks.isEmpty || !marks.removed.isEmpty {
                    entities[destination.name] = .changed
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Marks of the properties an entity declares itself (inherited ones are marked on their owner).
    private static func propertyMarks(_ pairs: PropertyPairs, entity: String)
        -> (marks: [String: ChangeMark], removed: [ModelProperty])
    {
        var marks: [String: ChangeMark] = [:]
        var removed: [ModelProperty] = []
        for index in pairs.indices {
            if let owner = pairs.destinationOwner(at: index) {
                guard owner == entity, let destination = pairs.destination(at: index) else { continue }
                if let source = pairs.source(at: index) {
                    if source != destination { marks[destination.name] = .changed }
                } else {
                    marks[destination.name] = .added
                }
            } else if pairs.sourceOwner(at: index) == entity, let source = pairs.source(at: index) {
                removed.append(source)
            }
        }
        return (marks, removed)
    }
}
