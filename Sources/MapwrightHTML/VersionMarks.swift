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
        // An entity equal on both sides declares no property that changed: its property pairs are not built.
        let matches = step.diff.entityMatchesOmittingEqualEntitiesProperties
        // The matches are read where they are: a copy of one copies both of its entities, and a direct step
        // of a long history has hundreds.
        for index in matches.indices {
            switch (matches[index].source?.name, matches[index].destination?.name) {
            case (nil, let destination?):
                entities[destination] = .added
            case (let source?, nil):
                entities[source] = .removed
                removedEntities.append(matches[index].source!)
            case (_?, let destination?):
                let marks = Self.propertyMarks(matches[index].properties, entity: destination)
                // Only what is marked: most entities of a step have nothing (readers default to none).
                if !marks.marks.isEmpty { properties[destination] = marks.marks }
                if !marks.removed.isEmpty { removedProperties[destination] = marks.removed }
                if changed.contains(destination) || !marks.marks.isEmpty || !marks.removed.isEmpty {
                    entities[destination] = .changed
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Marks of the properties an entity declares itself (inherited ones are marked on their owner).
    private static func propertyMarks(
        _ matches: [PropertyMatch], entity: String
    ) -> (marks: [String: ChangeMark], removed: [ModelProperty]) {
        var marks: [String: ChangeMark] = [:]
        var removed: [ModelProperty] = []
        for index in matches.indices {
            if let owner = matches[index].destination?.owner {
                guard owner == entity, let destination = matches[index].destination?.property else { continue }
                if let source = matches[index].source?.property {
                    if source != destination { marks[destination.name] = .changed }
                } else {
                    marks[destination.name] = .added
                }
            } else if matches[index].source?.owner == entity, let source = matches[index].source?.property {
                removed.append(source)
            }
        }
        return (marks, removed)
    }
}
