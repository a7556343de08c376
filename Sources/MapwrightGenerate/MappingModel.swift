/// A mapping model between two versions of one model (`NSMappingModel`, an Xcode `.xcmappingmodel`).
package struct MappingModel: Hashable, Sendable {
    /// The model's name, e.g. `ToDo`.
    package var modelName: String
    /// The source version's name, e.g. `ToDo 2`.
    package var sourceVersion: String
    /// The destination version's name, e.g. `ToDo 3`.
    package var destinationVersion: String
    /// Path of the source `.xcdatamodel`, as Xcode records it (`ToDo.xcdatamodeld/ToDo 2.xcdatamodel`).
    package var sourceModelPath: String
    /// Path of the destination `.xcdatamodel`.
    package var destinationModelPath: String
    /// The entity mappings in migration order (`mappingNumber` 1, 2, …).
    package var entityMappings: [EntityMapping]

    package init(
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
    package var fileName: String?

    /// The base name of every file written for this step: ``fileName``, else `<From> to <To>`.
    package var fileBaseName: String { fileName ?? "\(sourceVersion) to \(destinationVersion)" }

    /// The entity mappings that name a policy class: one stub each.
    package var customMappings: [EntityMapping] { entityMappings.filter { $0.policyClassName != nil } }

    /// The entity mapping with this name.
    package func entityMapping(named name: String) -> EntityMapping? { entityMappings.first { $0.name == name } }
}

/// One entity mapping (`NSEntityMapping`).
package struct EntityMapping: Hashable, Sendable {
    /// `<Source>To<Destination>` (Xcode's convention); `<Destination>` for an add mapping and
    /// `<Source>` for a remove mapping.
    package var name: String
    package var type: MappingType
    /// The source entity; nil for an add mapping.
    package var sourceEntity: String?
    /// The destination entity; nil for a remove mapping.
    package var destinationEntity: String?
    /// The position in the migration order, from 1.
    package var mappingNumber: Int
    /// `entityMigrationPolicyClassName`; nil uses `NSEntityMigrationPolicy`.
    package var policyClassName: String?
    /// The expression that fetches the source instances; nil for an add mapping.
    package var sourceExpression: String?
    /// The predicate an app's mapping model filters the source instances with (Xcode's "Filter
    /// Predicate"); nil for all of them.
    package var sourceFilterPredicate: String?
    /// One mapping per destination attribute, in the destination entity's order (inherited first).
    package var attributeMappings: [PropertyMapping]
    /// One mapping per destination relationship, in the destination entity's order (inherited first).
    package var relationshipMappings: [PropertyMapping]
    /// What the custom policy must do, one item per change; empty unless `type` is `.custom`.
    package var customChanges: [CustomChange]
    /// The entity mapping's user info (`userinfodata` in Xcode's file), values as text.
    package var userInfo: [String: String] = [:]

    package init(
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
package struct PropertyMapping: Hashable, Sendable {
    /// The destination property's name.
    package var name: String
    /// The matched source property's name (differs from `name` for a renamed property); nil when the
    /// property is new.
    package var sourceName: String?
    /// The value expression; nil leaves the destination value at its default (a new property, or one
    /// the policy fills in).
    package var valueExpression: String?
    /// For a relationship: the entity mapping that produced the objects it points to.
    package var sourceMappingName: String?
    /// For a relationship read from an app's mapping model: the key path of the source objects whose
    /// migrated objects it points to (`$source.country.continent`); nil for Xcode's default.
    package var sourceKeyPath: String?
    /// False when the policy sets the value instead of Xcode's generated expression.
    package var autogeneratesExpression: Bool
    /// A custom value expression as Xcode stores it (`valueexpressiondata`); nil for Xcode's default
    /// expression, which the file does not store.
    package var archivedExpression: ArchivedExpression?

    package init(
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
