import MapwrightModel

/// A mapping model between two versions of one model (`NSMappingModel`, an Xcode `.xcmappingmodel`).
public struct MappingModel: Hashable, Sendable {
    /// The model's name, e.g. `ToDo`.
    public var modelName: String
    /// The source version's name, e.g. `ToDo 2`.
    public var sourceVersion: String
    /// The destination version's name, e.g. `ToDo 3`.
    public var destinationVersion: String
    /// Path of the source `.xcdatamodel`, as Xcode records it (`ToDo.xcdatamodeld/ToDo 2.xcdatamodel`).
    public var sourceModelPath: String
    /// Path of the destination `.xcdatamodel`.
    public var destinationModelPath: String
    /// The entity mappings in migration order (`mappingNumber` 1, 2, …).
    public var entityMappings: [EntityMapping]

    public init(
        modelName: String,
        sourceVersion: String,
        destinationVersion: String,
        sourceModelPath: String,
        destinationModelPath: String,
        entityMappings: [EntityMapping]
    ) {
        self.modelName = modelName
        self.sourceVersion = sourceVersion
        self.destinationVersion = destinationVersion
        self.sourceModelPath = sourceModelPath
        self.destinationModelPath = destinationModelPath
        self.entityMappings = entityMappings
    }

    /// The name of the app's own mapping model this one was read from (`Mapping_12_13`), when it is not
    /// `<From> to <To>`: apps that load a mapping model by name (`NSMappingModel(contentsOf:)`) need it kept.
    public var fileName: String?

    /// The base name of every file written for this step: ``fileName``, else `<From> to <To>`.
    public var fileBaseName: String { fileName ?? "\(sourceVersion) to \(destinationVersion)" }

    /// The entity mappings that name a policy class: one stub each.
    public var customMappings: [EntityMapping] { entityMappings.filter { $0.policyClassName != nil } }

    /// The entity mapping with this name.
    public func entityMapping(named name: String) -> EntityMapping? { entityMappings.first { $0.name == name } }
}

/// One entity mapping (`NSEntityMapping`).
public struct EntityMapping: Hashable, Sendable {
    /// `<Source>To<Destination>` (Xcode's convention); `<Destination>` for an add mapping and
    /// `<Source>` for a remove mapping.
    public var name: String
    public var type: MappingType
    /// The source entity; nil for an add mapping.
    public var sourceEntity: String?
    /// The destination entity; nil for a remove mapping.
    public var destinationEntity: String?
    /// The position in the migration order, from 1.
    public var mappingNumber: Int
    /// `entityMigrationPolicyClassName`; nil uses `NSEntityMigrationPolicy`.
    public var policyClassName: String?
    /// The expression that fetches the source instances; nil for an add mapping.
    public var sourceExpression: String?
    /// The predicate an app's mapping model filters the source instances with (Xcode's "Filter
    /// Predicate"); nil for all of them.
    public var sourceFilterPredicate: String?
    /// One mapping per destination attribute, in the destination entity's order (inherited first).
    public var attributeMappings: [PropertyMapping]
    /// One mapping per destination relationship, in the destination entity's order (inherited first).
    public var relationshipMappings: [PropertyMapping]
    /// What the custom policy must do, one item per change; empty unless `type` is `.custom`.
    public var customChanges: [CustomChange]
    /// The entity mapping's user info (`userinfodata` in Xcode's file), values as text.
    public var userInfo: [String: String] = [:]

    public init(
        name: String,
        type: MappingType,
        sourceEntity: String?,
        destinationEntity: String?,
        mappingNumber: Int,
        policyClassName: String? = nil,
        sourceExpression: String? = nil,
        sourceFilterPredicate: String? = nil,
        attributeMappings: [PropertyMapping] = [],
        relationshipMappings: [PropertyMapping] = [],
        customChanges: [CustomChange] = []
    ) {
        self.name = name
        self.type = type
        self.sourceEntity = sourceEntity
        self.destinationEntity = destinationEntity
        self.mappingNumber = mappingNumber
        self.policyClassName = policyClassName
        self.sourceExpression = sourceExpression
        self.sourceFilterPredicate = sourceFilterPredicate
        self.attributeMappings = attributeMappings
        self.relationshipMappings = relationshipMappings
        self.customChanges = customChanges
    }
}

/// One attribute or relationship mapping (`NSPropertyMapping`).
public struct PropertyMapping: Hashable, Sendable {
    /// The destination property's name.
    public var name: String
    /// The matched source property's name (differs from `name` for a renamed property); nil when the
    /// property is new.
    public var sourceName: String?
    /// The value expression; nil leaves the destination value at its default (a new property, or one
    /// the policy fills in).
    public var valueExpression: String?
    /// For a relationship: the entity mapping that produced the objects it points to.
    public var sourceMappingName: String?
    /// For a relationship read from an app's mapping model: the key path of the source objects whose
    /// migrated objects it points to (`$source.country.continent`); nil for Xcode's default.
    public var sourceKeyPath: String?
    /// False when the policy sets the value instead of Xcode's generated expression.
    public var autogeneratesExpression: Bool
    /// A custom value expression as Xcode stores it (`valueexpressiondata`); nil for Xcode's default
    /// expression, which the file does not store.
    public var archivedExpression: ArchivedExpression?

    public init(
        name: String,
        sourceName: String? = nil,
        valueExpression: String? = nil,
        sourceMappingName: String? = nil,
        sourceKeyPath: String? = nil,
        autogeneratesExpression: Bool = true,
        archivedExpression: ArchivedExpression? = nil
    ) {
        self.name = name
        self.sourceName = sourceName
        self.valueExpression = valueExpression
        self.sourceMappingName = sourceMappingName
        self.sourceKeyPath = sourceKeyPath
        self.autogeneratesExpression = autogeneratesExpression
        self.archivedExpression = archivedExpression
    }
}
