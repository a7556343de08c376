import Foundation
import MapwrightDiagnostics

/// The entity checks (``ValidationContext/checkEntity(at:)``) that found nothing, remembered across the
/// versions of one bundle by what each read: the entity's text and the texts of the entities it reaches
/// (``SourceAnchor/text``). A version holding the same entity among the same texts is not checked again:
/// a real history repeats most entities unchanged.
/// Safe to use from every thread.
package final class PassedEntityChecks: @unchecked Sendable {
    // Guarded by `lock`.
    private var passed: Set<[Int]> = []
    private let lock = NSLock()

    package init() {}

    func contains(_ key: [Int]) -> Bool { lock.withLock { passed.contains(key) } }

    func insert(_ key: [Int]) { lock.withLock { _ = passed.insert(key) } }
}

extension ValidationContext {
    /// ``checkEntity(at:)``, unless `passed` holds it with the same texts around; kept there when it finds
    /// nothing.
    func checkEntity(at index: Int, unlessPassed passed: PassedEntityChecks) {
        guard let key = checkKey(ofEntityAt: index) else { return checkEntity(at: index) }
        guard !passed.contains(key) else { return }
        let found = CollectingDiagnosticCollector(forwardingTo: diagnostics)
        var checking = self
        checking.diagnostics = found
        checking.checkEntity(at: index)
        if found.diagnostics.isEmpty { passed.insert(key) }
    }

    /// The texts the check of the entity at `index` reads, in the order it reaches them: its own, the
    /// first entity of its name's (whose depth it is given), its ancestors', each relationship's
    /// destination with its ancestors and the destination of the inverse, and each fetched property's
    /// entity; -1 for a name no entity has. Each name looked up is read from a text before it, so equal
    /// keys mean equal inputs. Nil when an entity reached has no text number, or the entity has a
    /// composite attribute (which reads the model's composite types).
    func checkKey(ofEntityAt index: Int) -> [Int]? {
        // By position and field: a walk that copied each entity or property it passed cost a third of the
        // check it saves.
        let entities = model.entities
        guard let text = entities[index].anchor.text else { return nil }
        let attributes = entities[index].attributes
        for position in attributes.indices where attributes[position].type == .composite { return nil }
        var key = [text]
        var isNumbered = true
        func reach(_ name: String) -> Int? {
            guard let position = entityIndex.position(of: name) else {
                key.append(-1)
                return nil
            }
            guard let text = entities[position].anchor.text else {
                isNumbered = false
                return nil
            }
            key.append(text)
            return position
        }
        // As far as the depth the checks read up to: a chain that loops repeats itself until then.
        func reachAncestors(ofEntityAt position: Int) {
            var parent = entities[position].parent
            for _ in 0...InheritanceDepths.maximum {
                guard isNumbered, let name = parent, let found = reach(name) else { return }
                parent = entities[found].parent
            }
        }
        /// The destination of the relationship named `name` of the entity at `position` or of its nearest
        /// ancestor declaring one.
        func destination(ofRelationshipNamed name: String, fromEntityAt position: Int) -> String? {
            var current: Int? = position
            for _ in 0...InheritanceDepths.maximum {
                guard let at = current else { return nil }
                let relationships = entities[at].relationships
                for index in relationships.indices where relationships[index].name == name {
                    return relationships[index].destination
                }
                current = entities[at].parent.flatMap(entityIndex.position(of:))
            }
            return nil
        }
        _ = reach(entities[index].name)
        reachAncestors(ofEntityAt: index)
        let relationships = entities[index].relationships
        for position in relationships.indices {
            guard let target = reach(relationships[position].destination) else { continue }
            reachAncestors(ofEntityAt: target)
            if let inverse = relationships[position].inverse,
                let inverseDestination = destination(ofRelationshipNamed: inverse, fromEntityAt: target)
            {
                _ = reach(inverseDestination)
            }
        }
        let fetchedProperties = entities[index].fetchedProperties
        for position in fetchedProperties.indices { _ = reach(fetchedProperties[position].entity) }
        return isNumbered ? key : nil
    }
}
