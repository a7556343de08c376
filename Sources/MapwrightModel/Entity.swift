/// How Xcode generates the entity's class (`codeGenerationType`).
public enum CodeGeneration: String, Sendable, Hashable, CaseIterable, Codable {
    /// Nothing generated: the developer writes the class (no attribute in the XML).
    case manual
    /// "Class Definition": Xcode generates the whole class.
    case `class`
    /// "Category/Extension": Xcode generates the properties only.
    case category
}

/// A Core Data entity (`<entity>`, `NSEntityDescription`).
public struct Entity: Hashable, Sendable {
    public var name: String
    /// The parent entity's name, if any.
    public var parent: String?
    public var isAbstract: Bool
    /// `representedClassName`: `Foo`, `.Foo` (current module) or `Module.Foo`; nil means
    /// `NSManagedObject`.
    public var className: String?
    /// nil when the file does not say (older files); `.manual` is written as no attribute.
    public var codeGeneration: CodeGeneration?
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    public var renamingIdentifier: String?
    public var versionHashModifier: String?
    public var userInfo: [UserInfoEntry]
    /// Each constraint is the list of property names that must be unique together.
    public var uniquenessConstraints: [[String]]
    public var fetchIndexes: [FetchIndex]
    /// Attributes in file order (Xcode writes them by name).
    public var attributes: [Attribute]
    /// Relationships in file order (Xcode writes them by name).
    public var relationships: [Relationship]
    public var fetchedProperties: [FetchedProperty]
    /// A request for a custom migration policy when migrating into this version.
    public var migrationPolicy: MigrationPolicyRequest?
    public var isSyncable: Bool
    public var anchor: SourceAnchor

    @inlinable
    public init(
        name: String,
        parent: String? = nil,
        isAbstract: Bool = false,
        className: String? = nil,
        codeGeneration: CodeGeneration? = nil,
        renamingIdentifier: String? = nil,
        versionHashModifier: String? = nil,
        userInfo: [UserInfoEntry] = [],
        uniquenessConstraints: [[String]] = [],
        fetchIndexes: [FetchIndex] = [],
        attributes: [Attribute] = [],
        relationships: [Relationship] = [],
        fetchedProperties: [FetchedProperty] = [],
        migrationPolicy: MigrationPolicyRequest? = nil,
        isSyncable: Bool = false,
        anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.parent = parent
        self.isAbstract = isAbstract
        self.className = className
        self.codeGeneration = codeGeneration
        self.renamingIdentifier = renamingIdentifier
        self.versionHashModifier = versionHashModifier
        self.userInfo = userInfo
        self.uniquenessConstraints = uniquenessConstraints
        self.fetchIndexes = fetchIndexes
        self.attributes = attributes
        self.relationships = relationships
        self.fetchedProperties = fetchedProperties
        self.migrationPolicy = migrationPolicy
        self.isSyncable = isSyncable
        self.anchor = anchor
    }

    /// The key Core Data matches this entity by across versions: the renaming identifier, else the name.
    public var matchingKey: String { renamingIdentifier ?? name }

    /// The attribute with this name, declared on this entity (not inherited).
    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }

    /// The relationship with this name, declared on this entity (not inherited).
    public func relationship(named name: String) -> Relationship? { relationships.first { $0.name == name } }
}
