import MapwrightModel

extension DiffContext {
    /// Pairs the properties of a matched entity pair by renaming identifier and records their changes.
    ///
    /// docs/core-data/lightweight-rules.md, "The inference algorithm", steps 4–5. Inherited properties
    /// take part in matching (moving a property up or down the hierarchy keeps its data); a change is
    /// reported on the entity that declares the property, so a parent's change is not repeated for each
    /// sub-entity.
    mutating func matchProperties(
        _ pairing: inout EntityPairing, _ from: Entity, _ to: Entity, positions: MatchTable.Pair,
        destinationEntry: DestinationProperties.Entry
    ) {
        let sourcePosition = Int(positions.source), destinationPosition = Int(positions.destination)
        // The source properties are read where they are declared (``PropertySlot``): most pairs report few
        // of them, and a copy of each cost more than the matching.
        let sourceSlots = PropertySlot.slots(ofEntityAt: sourcePosition, in: sourceEntities)
        let destinationSlots = destinationEntry.slots

        // Each source property finds the first destination property with its key in the shared table (no
        // copies of the properties); the first source property with a key takes that destination property,
        // and a source property whose key the destination lacks is removed. Whether a key repeats on either
        // side falls out of the same pass; only then are duplicates looked for. Properties mostly keep their
        // order: the destination property after the last one matched is tried before the table, which
        // gives the same answer when no key repeats in the destination (that property is then the only one
        // with its key).
        var sourceForDestination = [Int32](repeating: MatchTable.Pair.none, count: destinationSlots.count)
        var removedSources: [Int] = []
        var removedKeys: Set<String> = []
        var sourceKeyRepeats = false
        var next = 0
        for index in sourceSlots.indices {
            let key = source.matchingKey(at: sourceSlots[index])
            let match: Int?
            if !destinationEntry.keyRepeats, next < destinationSlots.count,
                destination.matchingKey(at: destinationSlots[next]) == key
            {
                match = next
            } else {
                match = destinationEntry.firstByKey[key]
            }
            if let match {
                next = match + 1
                if sourceForDestination[match] == MatchTable.Pair.none {
                    sourceForDestination[match] = Int32(index)
                } else {
                    sourceKeyRepeats = true
                }
            } else {
                removedSources.append(index)
                if !removedKeys.insert(key).inserted { sourceKeyRepeats = true }
            }
        }
        var result: [MatchTable.Pair] = []
        result.reserveCapacity(destinationSlots.count + removedSources.count)
        for index in destinationSlots.indices {
            let match = sourceForDestination[index]
            result.append(MatchTable.Pair(source: match == MatchTable.Pair.none ? nil : Int(match), destination: index))
        }
        for index in removedSources {
            result.append(MatchTable.Pair(source: index, destination: nil))
        }
        if sourceKeyRepeats {
            reportDuplicatePropertyKeys(sourceEntities.effectiveProperties(of: from), entity: from, side: .source)
        }
        if destinationEntry.keyRepeats {
            reportDuplicatePropertyKeys(destinationEntities.effectiveProperties(of: to), entity: to, side: .destination)
        }
        // An owner's name is unique along an entity's chain of parents (the walk stops at a name it saw), so
        // a property is declared on the entity itself exactly when its owner is the entity's position.
        for pair in result {
            if let old = pair.sourceIndex, let new = pair.destinationIndex {
                let declaredBefore = sourceSlots[old].owner == sourcePosition
                let declaredAfter = destinationSlots[new].owner == destinationPosition
                // Inherited on both sides: reported on the entity that declares it (``report(_:_:from:to:)``).
                // Equal properties declared the same way: nothing to report (every field is compared below).
                if !declaredBefore && !declaredAfter
                    || declaredBefore == declaredAfter
                        && PropertySlot.equal(sourceSlots[old], in: source, destinationSlots[new], in: destination)
                {
                    continue
                }
            }
            report(
                pair.sourceIndex.map { source.ownedProperty(at: sourceSlots[$0]) },
                pair.destinationIndex.map { destination.ownedProperty(at: destinationSlots[$0]) }, from: from, to: to
            )
        }
        pairing.properties = result
    }

    enum Side { case source, destination }

    mutating func reportDuplicatePropertyKeys(_ properties: [OwnedProperty], entity: Entity, side: Side) {
        // Almost every entity has no duplicate: one set of keys tells it without copying or grouping.
        var keys = Set<String>(minimumCapacity: properties.count)
        guard properties.contains(where: { !$0.property.isTransient && !keys.insert($0.property.matchingKey).inserted })
        else { return }
        let persistent = properties.filter { !$0.property.isTransient }
        let groups = Dictionary(grouping: persistent, by: \.property.matchingKey)
        for key in groups.keys.sorted() {
            guard let group = groups[key], group.count > 1, group.contains(where: { $0.owner == entity.name }) else {
                continue
            }
            let first = group[0].property
            let sideName = side == .source ? "source" : "destination"
            changes.append(
                ModelChange(
                    kind: .entity(.duplicateRenamingIdentifier), entity: entity.name, property: first.name,
                    detail:
                        "\(sideName) properties \(group.map(\.property.name).joined(separator: ", ")) share the renaming identifier `\(key)`",
                    sourceEntity: side == .source ? entity.name : nil,
                    destinationEntity: side == .destination ? entity.name : nil,
                    sourceProperty: side == .source ? first : nil,
                    destinationProperty: side == .destination ? first : nil,
                    sourceLocation: side == .source ? first.location : nil,
                    destinationLocation: side == .destination ? first.location : nil
                ))
        }
    }

    /// True when an inherited destination property is new to `to`: its owner is a new entity, or `to` did not
    /// inherit from the owner's source entity before.
    private func isNewlyInherited(_ property: OwnedProperty, from: Entity, to: Entity) -> Bool {
        guard let ownerSource = sourceNameByDestination[property.owner] else { return true }
        return !sourceEntities.entity(from.name, isOrDescendsFrom: ownerSource)
    }

    /// True when an inherited source property is lost by `to`: its owner is gone, or `to` no longer inherits
    /// from the owner's destination entity.
    private func isNoLongerInherited(_ property: OwnedProperty, from: Entity, to: Entity) -> Bool {
        guard let ownerDestination = destinationNameBySource[property.owner] else { return true }
        return !destinationEntities.entity(to.name, isOrDescendsFrom: ownerDestination)
    }

    mutating func report(
        _ sourceProperty: OwnedProperty?, _ destinationProperty: OwnedProperty?, from: Entity, to: Entity
    ) {
        switch (sourceProperty, destinationProperty) {
        case (nil, let added?):
            guard added.owner == to.name || isNewlyInherited(added, from: from, to: to) else { return }
            append(
                property: .property(.added, added.property.kind), from: from, to: to,
                detail: "new \(added.property.kindName)", source: nil, destination: added.property)
        case (let removed?, nil):
            guard removed.owner == from.name || isNoLongerInherited(removed, from: from, to: to) else { return }
            append(
                property: .property(.removed, removed.property.kind), from: from, to: to,
                detail: "\(removed.property.kindName) removed", source: removed.property, destination: nil)
        case (let old?, let new?):
            let declaredBefore = old.owner == from.name, declaredAfter = new.owner == to.name
            guard declaredBefore || declaredAfter else { return }
            if declaredBefore != declaredAfter {
                append(
                    property: .match(.movedInHierarchy), from: from, to: to,
                    detail: "declared on `\(old.owner)` → `\(new.owner)`", source: old.property,
                    destination: new.property)
            }
            let changes: PropertyChanges
            switch (old.property, new.property) {
            case (.attribute(let a), .attribute(let b)): changes = attributeChanges(a, b)
            case (.relationship(let a), .relationship(let b)): changes = relationshipChanges(a, b)
            default:
                append(
                    property: .match(.kindChanged), from: from, to: to,
                    detail:
                        "\(old.property.kindName) `\(old.property.name)` → \(new.property.kindName) `\(new.property.name)`",
                    source: old.property, destination: new.property
                )
                return
            }
            for (kind, detail) in changes.found {
                append(
                    property: kind, from: from, to: to, detail: detail, source: old.property, destination: new.property)
            }
        case (nil, nil):
            return
        }
    }

    /// Records a property-level change of the matched entity pair `from` → `to`.
    mutating func append(
        property kind: ChangeKind, from: Entity, to: Entity, detail: String, source: ModelProperty?,
        destination: ModelProperty?
    ) {
        changes.append(
            ModelChange(
                kind: kind, entity: to.name, property: destination?.name ?? source?.name, detail: detail,
                sourceEntity: from.name, destinationEntity: to.name,
                sourceProperty: source, destinationProperty: destination,
                sourceLocation: source?.location, destinationLocation: destination?.location
            ))
    }
}
