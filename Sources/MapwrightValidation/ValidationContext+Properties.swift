import MapwrightDiagnostics

/// The properties of one entity, as the name and identifier checks see them: by position in the model.
extension ValidationContext {
    /// Where a property is: its entity (by index in the model), its kind and its index in that kind's list.
    struct PropertyRef {
        enum Kind {
            case attribute, relationship, fetched
        }

        var entity: Int
        var kind: Kind
        var index: Int
    }

    /// Calls `body` with every property the entity at `entityIndex` declares, attributes, relationships,
    /// then fetched properties: its position, its name and its renaming identifier.
    func forEachProperty(
        ofEntityAt entityIndex: Int, _ body: (PropertyRef, _ name: String, _ renamingIdentifier: String?) -> Void
    ) {
        // By index, reading two fields of each property: `for a in` copies every property.
        let entity = model.entities[entityIndex]
        for i in entity.attributes.indices {
            body(
                PropertyRef(entity: entityIndex, kind: .attribute, index: i), entity.attributes[i].name,
                entity.attributes[i].renamingIdentifier)
        }
        for i in entity.relationships.indices {
            body(
                PropertyRef(entity: entityIndex, kind: .relationship, index: i), entity.relationships[i].name,
                entity.relationships[i].renamingIdentifier)
        }
        for i in entity.fetchedProperties.indices {
            body(PropertyRef(entity: entityIndex, kind: .fetched, index: i), entity.fetchedProperties[i].name, nil)
        }
    }

    /// The name, renaming identifier and position of the property at `property`.
    private func read(_ property: PropertyRef) -> (name: String, renamingIdentifier: String?, anchor: SourceAnchor) {
        let entity = model.entities[property.entity]
        switch property.kind {
        case .attribute:
            let attribute = entity.attributes[property.index]
            return (attribute.name, attribute.renamingIdentifier, attribute.anchor)
        case .relationship:
            let relationship = entity.relationships[property.index]
            return (relationship.name, relationship.renamingIdentifier, relationship.anchor)
        case .fetched:
            let fetched = entity.fetchedProperties[property.index]
            return (fetched.name, nil, fetched.anchor)
        }
    }

    func name(of property: PropertyRef) -> String { read(property).name }

    func matchingKey(of property: PropertyRef) -> String {
        let read = read(property)
        return read.renamingIdentifier ?? read.name
    }

    func location(of property: PropertyRef) -> SourceLocation? { read(property).anchor.location }

    /// The name of the entity that declares `property`.
    func ownerName(of property: PropertyRef) -> String { entityName(at: property.entity) }

    /// The properties of one entity seen so far: the first of each name and of each matching key
    /// (renaming identifier, else name).
    struct PropertyTable {
        private var byName: [String: PropertyRef] = [:]
        /// Nil while every matching key seen is a name (most entities have no renaming identifier): the
        /// table of names then answers for the keys too, and each property costs one table, not two.
        private var byMatchingKey: [String: PropertyRef]?

        init(capacity: Int) {
            byName.reserveCapacity(capacity)
        }

        /// Records `property` where no property of its name (or matching key) was recorded before, the first
        /// one staying, and says how it clashes with those. One table write per property: a clash, rare,
        /// puts the first one back.
        @discardableResult
        mutating func insert(_ property: PropertyRef, name: String, matchingKey: String) -> Clash? {
            if matchingKey != name, byMatchingKey == nil { byMatchingKey = byName }
            var clash: Clash?
            if let first = byName.updateValue(property, forKey: name) {
                byName[name] = first
                clash = .name(first)
            }
            if byMatchingKey != nil, let first = byMatchingKey?.updateValue(property, forKey: matchingKey) {
                byMatchingKey?[matchingKey] = first
                clash = clash ?? .identifier(first)
            }
            return clash
        }

        /// True when a property of this name has been seen.
        func contains(named name: String) -> Bool { byName[name] != nil }

        /// The names seen, sorted, for suggestions.
        var names: [String] { byName.keys.sorted() }

        /// How a property clashes with those seen before it; a name clash wins over an identifier clash.
        enum Clash {
            /// The first property of the same name.
            case name(PropertyRef)
            /// No name clash, but the first property of the same matching key (renaming identifier).
            case identifier(PropertyRef)
        }
    }
}
