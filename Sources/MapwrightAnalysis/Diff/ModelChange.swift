import MapwrightDiagnostics

/// One difference between a source and a destination model version.
package struct ModelChange: Hashable, Sendable {
    /// What changed.
    package var kind: ChangeKind
    /// The entity it concerns: the destination's name when the entity exists there, else the source's. For
    /// model-wide changes (version identifier, fetch request templates, configurations, settings) the
    /// destination version's name; for composite-type changes the composite's name.
    package var entity: String
    /// The property it concerns, when it is a property change (destination name, else source name).
    package var property: String?
    /// The change in words, e.g. `String → Integer 16`.
    package var detail: String
    /// The entity's name in the source version, when it exists there.
    package var sourceEntity: String?
    /// The entity's name in the destination version, when it exists there.
    package var destinationEntity: String?
    /// The source property, for property changes.
    package var sourceProperty: ModelProperty?
    /// The destination property, for property changes.
    package var destinationProperty: ModelProperty?
    /// Where the element is in the source version.
    package var sourceLocation: SourceLocation?
    /// Where the element is in the destination version.
    package var destinationLocation: SourceLocation?

    package init(
        kind: ChangeKind,
        entity: String,
        property: String? = nil,
        detail: String,
        sourceEntity: String? = nil,
        destinationEntity: String? = nil,
        sourceProperty: ModelProperty? = nil,
        destinationProperty: ModelProperty? = nil,
        sourceLocation: SourceLocation? = nil,
        destinationLocation: SourceLocation? = nil
    ) {
        self.kind = kind
        self.entity = entity
        self.property = property
        self.detail = detail
        self.sourceEntity = sourceEntity
        self.destinationEntity = destinationEntity
        self.sourceProperty = sourceProperty
        self.destinationProperty = destinationProperty
        self.sourceLocation = sourceLocation
        self.destinationLocation = destinationLocation
    }

    /// `Entity.property` or `Entity`.
    package var elementName: String { property.map { "\(entity).\($0)" } ?? entity }

    /// True when the detail only repeats the kind's title (`attribute removed`), so that it is not
    /// written twice.
    package var detailRepeatsTitle: Bool { detail.isEmpty || detail == kind.title }

    /// `attribute type changed (String → Date)`, or the title alone when the detail only repeats it.
    package var summary: String { detailRepeatsTitle ? kind.title : "\(kind.title) (\(detail))" }

    /// The destination location when there is one, else the source location.
    package var location: SourceLocation? { destinationLocation ?? sourceLocation }
}
