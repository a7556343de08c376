import MapwrightDiagnostics
import MapwrightModel

/// Where one of an entity's effective properties (`DataModel.effectiveProperties(of:)`, in its order) is
/// declared: the owner's position in the version, and the property's position among the owner's
/// attributes, then its relationships. A diff reads the property there instead of copying it.
struct PropertySlot: Hashable, Sendable {
    var owner: Int32
    var index: Int32

    /// The slots of the effective properties of the entity at `position` of `index`'s version: inherited ones
    /// first, root ancestor down, then its own.
    static func slots(ofEntityAt position: Int, in index: EntityNameIndex) -> [PropertySlot] {
        let entities = index.model.entities
        let owners = entities[position].parent == nil ? [position] : index.ancestryPositions(of: position).reversed()
        var slots: [PropertySlot] = []
        slots.reserveCapacity(
            owners.reduce(0) { $0 + entities[$1].attributes.count + entities[$1].relationships.count })
        for owner in owners {
            let count = entities[owner].attributes.count + entities[owner].relationships.count
            for property in 0..<count {
                slots.append(PropertySlot(owner: Int32(owner), index: Int32(property)))
            }
        }
        return slots
    }

    /// True when the property at `slot` of `model` equals the one at `other` of `otherModel`, every field
    /// compared as `ModelProperty`'s `==` compares them, without copying either.
    static func equal(_ slot: PropertySlot, in model: DataModel, _ other: PropertySlot, in otherModel: DataModel)
        -> Bool
    {
        let owner = Int(slot.owner), index = Int(slot.index)
        let otherOwner = Int(other.owner), otherIndex = Int(other.index)
        let attributeCount = model.entities[owner].attributes.count
        let otherAttributeCount = otherModel.entities[otherOwner].attributes.count
        // Through buffer pointers: the array subscripts copied both properties before comparing them.
        switch (index < attributeCount, otherIndex < otherAttributeCount) {
        case (true, true):
            return model.entities[owner].attributes.withUnsafeBufferPointer { attributes in
                otherModel.entities[otherOwner].attributes.withUnsafeBufferPointer { others in
                    attributes[index] == others[otherIndex]
                }
            }
        case (false, false):
            return model.entities[owner].relationships.withUnsafeBufferPointer { relationships in
                otherModel.entities[otherOwner].relationships.withUnsafeBufferPointer { others in
                    relationships[index - attributeCount] == others[otherIndex - otherAttributeCount]
                }
            }
        default:
            return false
        }
    }
}

extension DataModel {
    /// The matching key of the property at `slot`: its renaming identifier, else its name (read field by
    /// field: `matchingKey` copied the whole property first).
    func matchingKey(at slot: PropertySlot) -> String {
        let owner = Int(slot.owner), index = Int(slot.index)
        let attributeCount = entities[owner].attributes.count
        if index < attributeCount {
            return entities[owner].attributes[index].renamingIdentifier ?? entities[owner].attributes[index].name
        }
        let relationship = index - attributeCount
        return entities[owner].relationships[relationship].renamingIdentifier
            ?? entities[owner].relationships[relationship].name
    }

    /// Where the property at `slot` was read from.
    func location(at slot: PropertySlot) -> SourceLocation? {
        let owner = Int(slot.owner), index = Int(slot.index)
        let attributeCount = entities[owner].attributes.count
        return index < attributeCount
            ? entities[owner].attributes[index].anchor.location
            : entities[owner].relationships[index - attributeCount].anchor.location
    }

    /// The property at `slot` with its owner, as `effectiveProperties(of:)` lists it.
    func ownedProperty(at slot: PropertySlot) -> OwnedProperty {
        let owner = Int(slot.owner), index = Int(slot.index)
        let attributeCount = entities[owner].attributes.count
        return OwnedProperty(
            property: index < attributeCount
                ? .attribute(entities[owner].attributes[index])
                : .relationship(entities[owner].relationships[index - attributeCount]),
            owner: entities[owner].name)
    }
}
