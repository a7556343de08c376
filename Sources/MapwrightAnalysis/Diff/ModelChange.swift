import MapwrightModel

/// One difference between a source and a destination model version.
public struct ModelChange: Hashable, Sendable {
    /// What changed.
    public var kind: ChangeKind
    /// The entity it concerns: the destination's name when the entity exists there, else the source's. For
    /// model-wide changes (version identifier, fetch request templates, configurations, settings) the
    /// destination version's name; for composite-type changes the composite's name.
    public var entity: String
    /// The property it concerns, when it is a property change (destination name, else source name).
    public var property: String?
    /// The change in words, e.g. `String → Integer 16`.
    public var detail: String
    /// The entity's name in the source version, when it exists there.
    public var sourceEntity: String?
    /// The entity's name in the destination version, when it exists there.
    public var destinationEntity: String?
    /// The source property, for property changes.
    public var sourceProperty: ModelProperty?
    /// The destination property, for property changes.
    public var destinationProperty: ModelProperty?
    /// Where the element is in the source version.
    public var sourceLocation: SourceLocation?
    /// Where the element is in the destination version.
    public var destinationLocation: SourceLocation?

    public init(
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
    public var elementName: String { property.map { "\(entity).\($0)" } ?? entity }

    /// True when the detail only repeats the kind's title (`attribute removed`), so that it is not
    /// written twice.
    public var detailRepeatsTitle: Bool { detail.isEmpty || detail == kind.title }

    /// `attribute type changed (String → Date)`, or the title alone when the detail only repeats it.
    public var summary: String { detailRepeatsTitle ? kind.title : "\(kind.title) (\(detail))" }

    /// The destination location when there is one, else the source location.
    public var location: SourceLocation? { destinationLocation ?? sourceLocation }
}
