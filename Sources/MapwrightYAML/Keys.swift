/// Every key of the format, grouped by where it may appear, in the order the writer emits them.
/// docs/model-format.md documents each one.
enum Keys {
    enum Manifest {
        static let current = "current"
        static let versions = "versions"
        static let all = [current, versions]
    }

    enum Model {
        static let versionIdentifier = "versionIdentifier"
        static let settings = "settings"
        static let entities = "entities"
        static let composites = "composites"
        static let fetchRequests = "fetchRequests"
        static let configurations = "configurations"
        static let all = [versionIdentifier, settings, entities, composites, fetchRequests, configurations]
    }

    enum Settings {
        static let sourceLanguage = "sourceLanguage"
        static let minimumToolsVersion = "minimumToolsVersion"
        static let usedWithCloudKit = "usedWithCloudKit"
        static let usedWithSwiftData = "usedWithSwiftData"
        static let macOSVersion = "macOSVersion"
        static let iOSVersion = "iOSVersion"
        static let all = [sourceLanguage, minimumToolsVersion, usedWithCloudKit, usedWithSwiftData, macOSVersion, iOSVersion]
    }

    enum Entity {
        static let parent = "parent"
        static let abstract = "abstract"
        static let className = "className"
        static let codeGeneration = "codeGeneration"
        static let renamingIdentifier = "renamingIdentifier"
        static let versionHashModifier = "versionHashModifier"
        static let syncable = "syncable"
        static let userInfo = "userInfo"
        static let uniquenessConstraints = "uniquenessConstraints"
        static let fetchIndexes = "fetchIndexes"
        static let migrationPolicy = "migrationPolicy"
        static let attributes = "attributes"
        static let relationships = "relationships"
        static let fetchedProperties = "fetchedProperties"
        static let all = [
            parent, abstract, className, codeGeneration, renamingIdentifier, versionHashModifier, syncable, userInfo,
            uniquenessConstraints, fetchIndexes, migrationPolicy, attributes, relationships, fetchedProperties,
        ]
    }

    /// Keys attributes and relationships share.
    enum Property {
        static let optional = "optional"
        static let transient = "transient"
        static let indexed = "indexed"
        static let spotlightIndexingEnabled = "spotlightIndexingEnabled"
        static let storedInTruthFile = "storedInTruthFile"
        static let renamingIdentifier = "renamingIdentifier"
        static let versionHashModifier = "versionHashModifier"
        static let syncable = "syncable"
        static let userInfo = "userInfo"
        /// The shared keys a full-form property may hold after its own (`optional` is each kind's own: a
        /// relationship's default depends on its cardinality).
        static let trailing = [transient, indexed, spotlightIndexingEnabled, storedInTruthFile, renamingIdentifier, versionHashModifier, syncable, userInfo]
    }

    enum Attribute {
        static let type = "type"
        static let defaultValue = "defaultValue"
        static let minValue = "minValue"
        static let maxValue = "maxValue"
        static let regularExpression = "regularExpression"
        static let allowsExternalBinaryDataStorage = "allowsExternalBinaryDataStorage"
        static let allowsCloudEncryption = "allowsCloudEncryption"
        static let preserveAfterDeletion = "preserveAfterDeletion"
        static let valueTransformerName = "valueTransformerName"
        static let customClassName = "customClassName"
        static let usesScalarValueType = "usesScalarValueType"
        static let derivationExpression = "derivationExpression"
        static let composite = "composite"
        static let all = [
            type, Property.optional, defaultValue, minValue, maxValue, regularExpression,
            allowsExternalBinaryDataStorage, allowsCloudEncryption, preserveAfterDeletion, valueTransformerName,
            customClassName, usesScalarValueType, derivationExpression, composite,
        ] + Property.trailing
    }

    enum Relationship {
        static let destination = "destination"
        static let inverse = "inverse"
        static let toMany = "toMany"
        static let ordered = "ordered"
        static let minCount = "minCount"
        static let maxCount = "maxCount"
        static let deleteRule = "deleteRule"
        static let all = [destination, inverse, toMany, ordered, Property.optional, minCount, maxCount, deleteRule] + Property.trailing
    }

    enum FetchedProperty {
        static let entity = "entity"
        static let predicate = "predicate"
        static let optional = "optional"
        static let syncable = "syncable"
        static let userInfo = "userInfo"
        static let all = [entity, predicate, optional, syncable, userInfo]
    }

    enum FetchIndexElement {
        static let property = "property"
        static let expression = "expression"
        static let expressionType = "expressionType"
        static let type = "type"
        static let order = "order"
        static let all = [property, expression, expressionType, type, order]
    }

    enum MigrationPolicy {
        static let reason = "reason"
        static let className = "className"
        static let all = [reason, className]
    }

    enum FetchRequest {
        static let entity = "entity"
        static let predicate = "predicate"
        static let fetchLimit = "fetchLimit"
        static let fetchBatchSize = "fetchBatchSize"
        static let includeSubentities = "includeSubentities"
        static let includePropertyValues = "includePropertyValues"
        static let includePendingChanges = "includePendingChanges"
        static let returnObjectsAsFaults = "returnObjectsAsFaults"
        static let returnDistinctResults = "returnDistinctResults"
        static let otherOptions = "otherOptions"
        static let all = [
            entity, predicate, fetchLimit, fetchBatchSize, includeSubentities, includePropertyValues,
            includePendingChanges, returnObjectsAsFaults, returnDistinctResults, otherOptions,
        ]
    }

    enum Configuration {
        static let entities = "entities"
        static let usedWithCloudKit = "usedWithCloudKit"
        static let all = [entities, usedWithCloudKit]
    }
}
