import MapwrightDiagnostics

/// How Xcode generates the entity's class (`codeGenerationType`).
package enum CodeGeneration: String, Sendable, Hashable, CaseIterable, Codable {
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
    package var parent: String?
    package var isAbstract: Bool
    /// `representedClassName`: `Foo`, `.Foo` (current module) or `Module.Foo`; nil means
    /// `NSManagedObject`.
    package var className: String?
    /// nil when the file does not say (older files); `.manual` is written as no attribute.
    package var codeGeneration: CodeGeneration?
    /// The renaming identifier (`elementID` in the XML); nil means "same as the name".
    @usableFromInline package var renamingIdentifier: String?
    package var versionHashModifier: String?
    package var userInfo: [UserInfoEntry]
    /// Each constraint is the list of property names that must be unique together.
    package var uniquenessConstraints: [[String]]
    package var fetchIndexes: [FetchIndex]
    /// Attributes in file order (Xcode writes them by name).
    public var attributes: [Attribute]
    /// Relationships in file order (Xcode writes them by name).
    public var relationships: [Relationship]
    package var fetchedProperties: [FetchedProperty]
    /// A request for a custom migration policy when migrating into this version.
    package var migrationPolicy: MigrationPolicyRequest?
    package var isSyncable: Bool
    package var anchor: SourceAnchor

    package init(
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
    @inlinable package var matchingKey: String { renamingIdentifier ?? name }

    /// The attribute with this name, declared on this entity (not inherited).
    package func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }

    /// The relationship with this name, declared on this entity (not inherited).
    package func relationship(named name: String) -> Relationship? { relationships.first { $0.name == name } }
}
