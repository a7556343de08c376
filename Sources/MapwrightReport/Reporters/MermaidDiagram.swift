import MapwrightAnalysis
import MapwrightModel

/// A Mermaid `erDiagram` of the entities a step changes, as they are in the destination version:
/// their attributes (marked `added` or `changed`) and their relationships.
enum MermaidDiagram {
    /// The diagram's lines (starting with `erDiagram`), or none when no destination entity changed, or
    /// when the lines with a line break after each would take more than `budget` UTF-16 units: drawing a
    /// diagram of dozens of entities to throw it away was most of a Markdown report's time.
    static func changedEntities(_ step: StepAnalysis, within budget: Int = .max) -> [String] {
        let model = step.diff.to
        var names = Set(step.changedEntities)
        for change in step.changes.map(\.change) {
            if let name = change.destinationEntity { names.insert(name) }
        }
        let entities = model.entities.filter { names.contains($0.name) }
        guard !entities.isEmpty else { return [] }

        var marks: [String: String] = [:]
        for change in step.changes.map(\.change) {
            guard let entity = change.destinationEntity, let property = change.property,
                change.destinationProperty != nil
            else { continue }
            let key = "\(entity).\(property)"
            let mark =
                change.kind == .property(.added, .attribute) || change.kind == .property(.added, .relationship)
                ? "added" : "changed"
            if marks[key] != "added" { marks[key] = mark }
        }

        var lines: [String] = []
        var size = 0
        func add(_ line: String) -> Bool {
            lines.append(line)
            size += line.utf16.count + 1
            return size <= budget
        }
        guard add("erDiagram") else { return [] }
        for entity in entities {
            // An entity without attributes appears through its relationships.
            guard !entity.attributes.isEmpty else { continue }
            guard add("    \(entity.name) {") else { return [] }
            for attribute in entity.attributes {
                let type = attribute.type.rawValue.filter { $0 != " " }
                let mark = marks["\(entity.name).\(attribute.name)"].map { " \"\($0)\"" } ?? ""
                guard add("        \(type) \(attribute.name)\(mark)") else { return [] }
            }
            guard add("    }") else { return [] }
        }
        var drawn: Set<String> = []
        for entity in entities {
            for relationship in entity.relationships {
                let inverse = relationship.inverse.flatMap {
                    model.entity(named: relationship.destination)?.relationship(named: $0)
                }
                let ends = [
                    "\(entity.name).\(relationship.name)",
                    inverse.map { "\(relationship.destination).\($0.name)" } ?? "",
                ].sorted()
                guard drawn.insert(ends.joined(separator: "|")).inserted else { continue }
                let left = inverse.map(leftMarker) ?? "}o"
                let label = relationship.name + (inverse.map { " / \($0.name)" } ?? "")
                let mark = marks["\(entity.name).\(relationship.name)"].map { " (\($0))" } ?? ""
                guard
                    add(
                        "    \(entity.name) \(left)--\(rightMarker(relationship)) \(relationship.destination) : \"\(label)\(mark)\""
                    )
                else { return [] }
            }
        }
        return lines
    }

    /// How many destination objects one source object holds.
    static func rightMarker(_ relationship: Relationship) -> String {
        if relationship.isToMany { return relationship.minCount >= 1 ? "|{" : "o{" }
        return relationship.isOptional ? "o|" : "||"
    }

    /// How many source objects one destination object holds, read from the inverse.
    static func leftMarker(_ inverse: Relationship) -> String {
        if inverse.isToMany { return inverse.minCount >= 1 ? "}|" : "}o" }
        return inverse.isOptional ? "|o" : "||"
    }
}
