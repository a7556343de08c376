import MapwrightModel

/// A to-many relationship dropped while its inverse, a to-one, stays: the store keeps each link in the
/// to-one's foreign-key column, so no link is lost (docs/core-data/lightweight-rules.md, "Relationships").
enum KeptInverse {
    /// True when `relationship` (of `source`) is a to-many whose inverse is a persistent to-one that
    /// `destination` keeps: the same entity and property by renaming identifier, still a persistent to-one to
    /// the same entity (a to-one pointed elsewhere keeps no link of the old one).
    static func keepsLinks(of relationship: Relationship, from source: DataModel, to destination: DataModel) -> Bool {
        guard relationship.isToMany, !relationship.isTransient, let inverseName = relationship.inverse,
            let holder = source.entity(named: relationship.destination),
            let inverse = holder.relationships.first(where: { $0.name == inverseName }),
            !inverse.isToMany, !inverse.isTransient,
            let target = source.entity(named: inverse.destination)?.matchingKey,
            let kept = destination.entities.first(where: { $0.matchingKey == holder.matchingKey })
        else { return false }
        return kept.relationships.contains {
            $0.matchingKey == inverse.matchingKey && !$0.isToMany && !$0.isTransient
                && destination.entity(named: $0.destination)?.matchingKey == target
        }
    }
}
