import MapwrightAnalysis
import MapwrightModel

/// Which version of a model wrote a store: the metadata's entity hashes against every version's.
package struct StoreIdentification: Hashable, Sendable {
    /// How an entity of the store differs from the closest version.
    package struct EntityDifference: Hashable, Sendable {
        package enum Kind: String, Hashable, Sendable {
            /// The store has the entity, the version does not.
            case onlyInStore = "only in the store"
            /// The version has the entity, the store does not.
            case onlyInVersion = "only in the version"
            /// Both have it, with different hashes.
            case hashDiffers = "hash differs"
        }
        package var entity: String
        package var kind: Kind
        /// What the store's cached model says of it, when the store has one (`attribute x: String, optional`).
        package var details: [String]
    }

    /// Every version whose entity hashes equal the store's, oldest first (several when versions repeat).
    package var versions: [String]
    /// Without an exact match: the version sharing the most entity hashes with the store.
    package var closest: String?
    /// Without an exact match: how the store's entities differ from the closest version's.
    package var differences: [EntityDifference]

    /// The store's version among `history`'s versions.
    package static func identify(
        _ metadata: StoreMetadata, in history: ModelHistory, hashes: HistoryHashes, cachedModel: DataModel?
    ) -> StoreIdentification {
        let stored = metadata.entityHashes
        var best: (version: DataModel, shared: Int)?
        var exact: [String] = []
        for version in history.versions {
            let own = hashes.entityHashes(of: version)
            if own == stored {
                exact.append(version.name)
                continue
            }
            let shared = own.filter { stored[$0.key] == $0.value }.count
            if best == nil || shared > best!.shared { best = (version, shared) }
        }
        guard exact.isEmpty, let closest = best?.version else {
            return StoreIdentification(versions: exact, closest: nil, differences: [])
        }
        let own = hashes.entityHashes(of: closest)
        var differences: [EntityDifference] = []
        for entity in Set(own.keys).union(stored.keys).sorted() {
            let kind: EntityDifference.Kind
            switch (stored[entity], own[entity]) {
            case (.some(let a), .some(let b)) where a == b: continue
            case (.some, .some): kind = .hashDiffers
            case (.some, .none): kind = .onlyInStore
            default: kind = .onlyInVersion
            }
            differences.append(
                EntityDifference(
                    entity: entity, kind: kind,
                    details: describe(entity, store: cachedModel, version: closest)))
        }
        return StoreIdentification(versions: [], closest: closest.name, differences: differences)
    }

    /// How the store's entity (from its cached model) differs from the version's, property by property.
    private static func describe(_ name: String, store: DataModel?, version: DataModel) -> [String] {
        guard let store else { return [] }
        let stored = store.entity(named: name), own = version.entity(named: name)
        guard let stored, let own else {
            guard let stored else { return [] }
            let properties = properties(of: stored).sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
            return [
                "the store's model has it: " + (properties.isEmpty ? "no property" : properties.joined(separator: ", "))
            ]
        }
        var details: [String] = []
        if stored.parent != own.parent {
            details.append("parent: the store's \(stored.parent ?? "none"), the version's \(own.parent ?? "none")")
        }
        let storedProperties = properties(of: stored), ownProperties = properties(of: own)
        for property in Set(storedProperties.keys).union(ownProperties.keys).sorted() {
            switch (storedProperties[property], ownProperties[property]) {
            case (.some(let a), .some(let b)) where a != b:
                details.append("\(property): the store's \(a), the version's \(b)")
            case (.some(let a), .none): details.append("\(property) (\(a)): only in the store")
            case (.none, .some(let b)): details.append("\(property) (\(b)): only in the version")
            default: continue
            }
        }
        return details
    }

    private static func properties(of entity: Entity) -> [String: String] {
        var found: [String: String] = [:]
        for attribute in entity.attributes where !attribute.isTransient { found[attribute.name] = describe(attribute) }
        for relationship in entity.relationships where !relationship.isTransient {
            found[relationship.name] =
                "\(relationship.isToMany ? "to-many" : "to-one") \(relationship.destination)"
                + (relationship.isOptional ? ", optional" : "") + (relationship.isOrdered ? ", ordered" : "")
        }
        return found
    }

    private static func describe(_ attribute: Attribute) -> String {
        attribute.type.rawValue + (attribute.isOptional ? ", optional" : "")
    }
}
