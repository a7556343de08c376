/// The properties of one entity, as the name and identifier checks see them: by position in the model,
/// with a fingerprint of each name, so that checking a property retains none of its strings and compares
/// it with those before it as integers.
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
        model.entities.withUnsafeBufferPointer { entities in
            forEachProperty(of: entities.baseAddress.unsafelyUnwrapped + entityIndex, at: entityIndex, body)
        }
    }

    private func forEachProperty(
        of entity: UnsafePointer<Entity>, at entityIndex: Int,
        _ body: (PropertyRef, _ name: String, _ renamingIdentifier: String?) -> Void
    ) {
        // Buffer pointers rather than `for a in` or the arrays' subscripts: each of those copied (retained and
        // released every field of) each element.
        entity.pointee.attributes.withUnsafeBufferPointer { attributes in
            for i in attributes.indices {
                let attribute = attributes.baseAddress.unsafelyUnwrapped + i
                body(
                    PropertyRef(entity: entityIndex, kind: .attribute, index: i), attribute.pointee.name,
                    attribute.pointee.renamingIdentifier)
            }
        }
        entity.pointee.relationships.withUnsafeBufferPointer { relationships in
            for i in relationships.indices {
                let relationship = relationships.baseAddress.unsafelyUnwrapped + i
                body(
                    PropertyRef(entity: entityIndex, kind: .relationship, index: i), relationship.pointee.name,
                    relationship.pointee.renamingIdentifier)
            }
        }
        entity.pointee.fetchedProperties.withUnsafeBufferPointer { fetchedProperties in
            for i in fetchedProperties.indices {
                body(
                    PropertyRef(entity: entityIndex, kind: .fetched, index: i),
                    (fetchedProperties.baseAddress.unsafelyUnwrapped + i).pointee.name, nil)
            }
        }
    }

    /// The name and the location of the property at `property`, read where it is.
    private func read<Result>(
        _ property: PropertyRef,
        _ body: (_ name: String, _ renamingIdentifier: String?, _ anchor: SourceAnchor) -> Result
    ) -> Result {
        model.entities.withUnsafeBufferPointer { entities in
            let entity = entities.baseAddress.unsafelyUnwrapped + property.entity
            switch property.kind {
            case .attribute:
                return entity.pointee.attributes.withUnsafeBufferPointer { attributes in
                    let attribute = attributes.baseAddress.unsafelyUnwrapped + property.index
                    return body(attribute.pointee.name, attribute.pointee.renamingIdentifier, attribute.pointee.anchor)
                }
            case .relationship:
                return entity.pointee.relationships.withUnsafeBufferPointer { relationships in
                    let relationship = relationships.baseAddress.unsafelyUnwrapped + property.index
                    return body(
                        relationship.pointee.name, relationship.pointee.renamingIdentifier, relationship.pointee.anchor)
                }
            case .fetched:
                return entity.pointee.fetchedProperties.withUnsafeBufferPointer { fetchedProperties in
                    let fetched = fetchedProperties.baseAddress.unsafelyUnwrapped + property.index
                    return body(fetched.pointee.name, nil, fetched.pointee.anchor)
                }
            }
        }
    }

    func name(of property: PropertyRef) -> String { read(property) { name, _, _ in name } }

    func matchingKey(of property: PropertyRef) -> String {
        read(property) { name, renamingIdentifier, _ in renamingIdentifier ?? name }
    }

    func location(of property: PropertyRef) -> SourceLocation? { read(property) { _, _, anchor in anchor.location } }

    /// The name of the entity that declares `property`.
    func ownerName(of property: PropertyRef) -> String { entityName(at: property.entity) }

    /// The properties of one entity seen so far: the first of each name and of each matching key
    /// (renaming identifier, else name).
    struct PropertyTable {
        private var byName: [String: PropertyRef] = [:]
        private var byMatchingKey: [String: PropertyRef] = [:]

        init(capacity: Int) {
            byName.reserveCapacity(capacity)
            byMatchingKey.reserveCapacity(capacity)
        }

        mutating func insert(_ property: PropertyRef, name: String, matchingKey: String) {
            if byName[name] == nil { byName[name] = property }
            if byMatchingKey[matchingKey] == nil { byMatchingKey[matchingKey] = property }
        }

        /// True when a property of this name has been seen.
        func contains(named name: String) -> Bool { byName[name] != nil }

        /// The names seen, sorted, for suggestions.
        var names: [String] { byName.keys.sorted() }

        /// How a property clashes with those seen so far.
        enum Clash {
            /// The first property of the same name.
            case name(PropertyRef)
            /// No name clash, but the first property of the same matching key (renaming identifier).
            case identifier(PropertyRef)
        }

        /// A name clash wins over an identifier clash.
        func clash(name: String, matchingKey: String) -> Clash? {
            if let other = byName[name] { return .name(other) }
            return byMatchingKey[matchingKey].map(Clash.identifier)
        }
    }
}
