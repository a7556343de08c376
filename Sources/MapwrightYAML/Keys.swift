/// Every key of the format, grouped by where it may appear, in the order the writer emits them.
/// docs/model-format.md documents each one.
enum Keys {
    enum Manifest {
        static let current = Key.current.rawValue
        static let versions = Key.versions.rawValue
        static let all = [current, versions]
    }

    enum Model {
        static let versionIdentifier = Key.versionIdentifier.rawValue
        static let settings = Key.settings.rawValue
        static let entities = Key.entities.rawValue
        static let composites = Key.composites.rawValue
        static let fetchRequests = Key.fetchRequests.rawValue
        static let configurations = Key.configurations.rawValue
        static let all = [versionIdentifier, settings, entities, composites, fetchRequests, configurations]
    }

    enum Settings {
        static let sourceLanguage = Key.sourceLanguage.rawValue
        static let minimumToolsVersion = Key.minimumToolsVersion.rawValue
        static let usedWithCloudKit = Key.usedWithCloudKit.rawValue
        static let usedWithSwiftData = Key.usedWithSwiftData.rawValue
        static let macOSVersion = Key.macOSVersion.rawValue
        static let iOSVersion = Key.iOSVersion.rawValue
        static let all = [
            sourceLanguage, minimumToolsVersion, usedWithCloudKit, usedWithSwiftData, macOSVersion, iOSVersion,
        ]
    }

    enum Entity {
        static let parent = Key.parent.rawValue
        static let abstract = Key.abstract.rawValue
        static let className = Key.className.rawValue
        static let codeGeneration = Key.codeGeneration.rawValue
        static let renamingIdentifier = Key.renamingIdentifier.rawValue
        static let versionHashModifier = Key.versionHashModifier.rawValue
        static let syncable = Key.syncable.rawValue
        static let userInfo = Key.userInfo.rawValue
        static let uniquenessConstraints = Key.uniquenessConstraints.rawValue
        static let fetchIndexes = Key.fetchIndexes.rawValue
        static let migrationPolicy = Key.migrationPolicy.rawValue
        static let attributes = Key.attributes.rawValue
        static let relationships = Key.relationships.rawValue
        static let fetchedProperties = Key.fetchedProperties.rawValue
        static let all = [
            parent, abstract, className, codeGeneration, renamingIdentifier, versionHashModifier, syncable, userInfo,
            uniquenessConstraints, fetchIndexes, migrationPolicy, attributes, relationships, fetchedProperties,
        ]
    }

    /// Keys attributes and relationships share.
    enum Property {
        static let optional = Key.optional.rawValue
        static let transient = Key.transient.rawValue
        static let indexed = Key.indexed.rawValue
        static let spotlightIndexingEnabled = Key.spotlightIndexingEnabled.rawValue
        static let storedInTruthFile = Key.storedInTruthFile.rawValue
        static let renamingIdentifier = Key.renamingIdentifier.rawValue
        static let versionHashModifier = Key.versionHashModifier.rawValue
        static let syncable = Key.syncable.rawValue
        static let userInfo = Key.userInfo.rawValue
        /// The shared keys a full-form property may hold after its own (`optional` is each kind's own: a
        /// relationship's default depends on its cardinality).
        static let trailing = [
            transient, indexed, spotlightIndexingEnabled, storedInTruthFile, renamingIdentifier, versionHashModifier,
            syncable, userInfo,
        ]
    }

    enum Attribute {
        static let type = Key.type.rawValue
        static let defaultValue = Key.defaultValue.rawValue
        static let minValue = Key.minValue.rawValue
        static let maxValue = Key.maxValue.rawValue
        static let regularExpression = Key.regularExpression.rawValue
        static let allowsExternalBinaryDataStorage = Key.allowsExternalBinaryDataStorage.rawValue
        static let allowsCloudEncryption = Key.allowsCloudEncryption.rawValue
        static let preserveAfterDeletion = Key.preserveAfterDeletion.rawValue
        static let valueTransformerName = Key.valueTransformerName.rawValue
        static let customClassName = Key.customClassName.rawValue
        static let swiftType = Key.swiftType.rawValue
        static let defaultExpression = Key.defaultExpression.rawValue
        static let usesScalarValueType = Key.usesScalarValueType.rawValue
        static let derivationExpression = Key.derivationExpression.rawValue
        static let composite = Key.composite.rawValue
        static let all =
            [
                type, Property.optional, defaultValue, minValue, maxValue, regularExpression,
                allowsExternalBinaryDataStorage, allowsCloudEncryption, preserveAfterDeletion, valueTransformerName,
                customClassName, swiftType, defaultExpression, usesScalarValueType, derivationExpression, composite,
            ] + Property.trailing
    }

    enum Relationship {
        static let destination = Key.destination.rawValue
        static let inverse = Key.inverse.rawValue
        static let toMany = Key.toMany.rawValue
        static let ordered = Key.ordered.rawValue
        static let minCount = Key.minCount.rawValue
        static let maxCount = Key.maxCount.rawValue
        static let deleteRule = Key.deleteRule.rawValue
        static let all =
            [destination, inverse, toMany, ordered, Property.optional, minCount, maxCount, deleteRule]
            + Property.trailing
    }

    enum FetchedProperty {
        static let entity = Key.entity.rawValue
        static let predicate = Key.predicate.rawValue
        static let optional = Key.optional.rawValue
        static let syncable = Key.syncable.rawValue
        static let userInfo = Key.userInfo.rawValue
        static let all = [entity, predicate, optional, syncable, userInfo]
    }

    enum FetchIndexElement {
        static let property = Key.property.rawValue
        static let expression = Key.expression.rawValue
        static let expressionType = Key.expressionType.rawValue
        static let type = Key.type.rawValue
        static let order = Key.order.rawValue
        static let all = [property, expression, expressionType, type, order]
    }

    enum MigrationPolicy {
        static let reason = Key.reason.rawValue
        static let className = Key.className.rawValue
        static let all = [reason, className]
    }

    enum FetchRequest {
        static let entity = Key.entity.rawValue
        static let predicate = Key.predicate.rawValue
        static let fetchLimit = Key.fetchLimit.rawValue
        static let fetchBatchSize = Key.fetchBatchSize.rawValue
        static let includeSubentities = Key.includeSubentities.rawValue
        static let includePropertyValues = Key.includePropertyValues.rawValue
        static let includePendingChanges = Key.includePendingChanges.rawValue
        static let returnObjectsAsFaults = Key.returnObjectsAsFaults.rawValue
        static let returnDistinctResults = Key.returnDistinctResults.rawValue
        static let otherOptions = Key.otherOptions.rawValue
        static let all = [
            entity, predicate, fetchLimit, fetchBatchSize, includeSubentities, includePropertyValues,
            includePendingChanges, returnObjectsAsFaults, returnDistinctResults, otherOptions,
        ]
    }

    enum Configuration {
        static let entities = Key.entities.rawValue
        static let usedWithCloudKit = Key.usedWithCloudKit.rawValue
        static let all = [entities, usedWithCloudKit]
    }
}

/// Every key of the format, once each, spelled as its case is named. The parser recognises these in a
/// mapping key's bytes (``SpellingTable``) and the reader switches on them, so no key is compared as a `String`.
enum Key: String, CaseIterable {
    case current, versions, versionIdentifier, settings, entities, composites, fetchRequests, configurations
    case sourceLanguage, minimumToolsVersion, usedWithCloudKit, usedWithSwiftData, macOSVersion, iOSVersion, parent
    case abstract, className, codeGeneration, renamingIdentifier, versionHashModifier, syncable, userInfo
    case uniquenessConstraints, fetchIndexes, migrationPolicy, attributes, relationships, fetchedProperties
    case optional, transient, indexed, spotlightIndexingEnabled, storedInTruthFile, type, defaultValue, minValue
    case maxValue, regularExpression, allowsExternalBinaryDataStorage, allowsCloudEncryption, preserveAfterDeletion
    case valueTransformerName, customClassName, swiftType, defaultExpression, usesScalarValueType, derivationExpression
    case composite, destination
    case inverse, toMany, ordered, minCount, maxCount, deleteRule, entity, predicate, property, expression
    case expressionType, order, reason, fetchLimit, fetchBatchSize, includeSubentities, includePropertyValues
    case includePendingChanges, returnObjectsAsFaults, returnDistinctResults, otherOptions
}
