import MapwrightDiagnostics

/// A model-level fetch request template (`<fetchRequest>` under `<model>`). Never hashed.
package struct FetchRequestTemplate: Hashable, Sendable {
    package var name: String
    package var entity: String
    package var predicate: String?
    package var fetchLimit: Int?
    package var fetchBatchSize: Int?
    package var includesSubentities: Bool?
    package var includesPropertyValues: Bool?
    package var includesPendingChanges: Bool?
    package var returnsObjectsAsFaults: Bool?
    package var returnsDistinctResults: Bool?
    /// Attributes of the element this model has no field for, kept verbatim for round trips.
    package var otherOptions: [UserInfoEntry]
    package var anchor: SourceAnchor

    package init(
        name: String,
        entity: String,
        predicate: String? = nil,
        fetchLimit: Int? = nil,
        fetchBatchSize: Int? = nil,
        includesSubentities: Bool? = nil,
        includesPropertyValues: Bool? = nil,
        includesPendingChanges: Bool? = nil,
        returnsObjectsAsFaults: Bool? = nil,
        returnsDistinctResults: Bool? = nil,
        otherOptions: [UserInfoEntry] = [],
        anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.entity = entity
        self.predicate = predicate
        self.fetchLimit = fetchLimit
        self.fetchBatchSize = fetchBatchSize
        self.includesSubentities = includesSubentities
        self.includesPropertyValues = includesPropertyValues
        self.includesPendingChanges = includesPendingChanges
        self.returnsObjectsAsFaults = returnsObjectsAsFaults
        self.returnsDistinctResults = returnsDistinctResults
        self.otherOptions = otherOptions
        self.anchor = anchor
    }
}

/// A named configuration (`<configuration>`): a subset of entities, optionally synced with CloudKit.
package struct Configuration: Hashable, Sendable {
    package var name: String
    package var entities: [String]
    package var isUsedWithCloudKit: Bool
    package var anchor: SourceAnchor

    package init(
        name: String, entities: [String], isUsedWithCloudKit: Bool = false, anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.entities = entities
        self.isUsedWithCloudKit = isUsedWithCloudKit
        self.anchor = anchor
    }
}

/// A composite attribute type (`<composite>`): a named group of attributes stored together.
package struct CompositeType: Hashable, Sendable {
    package var name: String
    package var attributes: [Attribute]
    package var anchor: SourceAnchor

    package init(name: String, attributes: [Attribute], anchor: SourceAnchor = SourceAnchor()) {
        self.name = name
        self.attributes = attributes
        self.anchor = anchor
    }
}
