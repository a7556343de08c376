/// A model-level fetch request template (`<fetchRequest>` under `<model>`). Never hashed.
public struct FetchRequestTemplate: Hashable, Sendable {
    public var name: String
    public var entity: String
    public var predicate: String?
    public var fetchLimit: Int?
    public var fetchBatchSize: Int?
    public var includesSubentities: Bool?
    public var includesPropertyValues: Bool?
    public var includesPendingChanges: Bool?
    public var returnsObjectsAsFaults: Bool?
    public var returnsDistinctResults: Bool?
    /// Attributes of the element this model has no field for, kept verbatim for round trips.
    public var otherOptions: [UserInfoEntry]
    public var anchor: SourceAnchor

    public init(
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
public struct Configuration: Hashable, Sendable {
    public var name: String
    public var entities: [String]
    public var isUsedWithCloudKit: Bool
    public var anchor: SourceAnchor

    public init(
        name: String, entities: [String], isUsedWithCloudKit: Bool = false, anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.entities = entities
        self.isUsedWithCloudKit = isUsedWithCloudKit
        self.anchor = anchor
    }
}

/// A composite attribute type (`<composite>`): a named group of attributes stored together.
public struct CompositeType: Hashable, Sendable {
    public var name: String
    public var attributes: [Attribute]
    public var anchor: SourceAnchor

    public init(name: String, attributes: [Attribute], anchor: SourceAnchor = SourceAnchor()) {
        self.name = name
        self.attributes = attributes
        self.anchor = anchor
    }
}
