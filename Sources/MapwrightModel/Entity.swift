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

    /// Every field compared, positions aside (``SourceAnchor`` values are all equal), as the derived
    /// comparison does, through ``fieldsEqual(_:_:)``.
    public static func == (lhs: Entity, rhs: Entity) -> Bool {
        withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { rhs in fieldsEqual(lhs, rhs) } }
    }

    /// `==` of the entities `lhs` and `rhs` point at, read field by field where they lie, their attributes
    /// and relationships too. The derived comparison copied each attribute and relationship out of its
    /// array, and a comparison of values read through pointers copies each value first (a retain and a
    /// release of each of its fields): telling an unchanged entity from its namesake in the version before
    /// cost as much as hashing it. `EntityEqualityTests` fails when a field is added here or there and not
    /// compared.
    public static func fieldsEqual(_ lhs: UnsafePointer<Entity>, _ rhs: UnsafePointer<Entity>) -> Bool {
        lhs.pointee.name == rhs.pointee.name && lhs.pointee.parent == rhs.pointee.parent
            && lhs.pointee.isAbstract == rhs.pointee.isAbstract && lhs.pointee.className == rhs.pointee.className
            && lhs.pointee.codeGeneration == rhs.pointee.codeGeneration
            && lhs.pointee.renamingIdentifier == rhs.pointee.renamingIdentifier
            && lhs.pointee.versionHashModifier == rhs.pointee.versionHashModifier
            && lhs.pointee.isSyncable == rhs.pointee.isSyncable && lhs.pointee.migrationPolicy == rhs.pointee.migrationPolicy
            && elementsEqual(lhs.pointee.attributes, rhs.pointee.attributes, by: Attribute.fieldsEqual)
            && elementsEqual(lhs.pointee.relationships, rhs.pointee.relationships, by: Relationship.fieldsEqual)
            && lhs.pointee.userInfo == rhs.pointee.userInfo
            && lhs.pointee.uniquenessConstraints == rhs.pointee.uniquenessConstraints
            && lhs.pointee.fetchIndexes == rhs.pointee.fetchIndexes
            && lhs.pointee.fetchedProperties == rhs.pointee.fetchedProperties
    }

    /// Whether `lhs` and `rhs` hold equal elements, as `equal` compares two of them where they lie.
    private static func elementsEqual<Element>(
        _ lhs: [Element], _ rhs: [Element], by equal: (UnsafePointer<Element>, UnsafePointer<Element>) -> Bool
    ) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
                for index in left.indices where !equal(leftBase + index, rightBase + index) { return false }
                return true
            }
        }
    }

    /// The key Core Data matches this entity by across versions: the renaming identifier, else the name.
    public var matchingKey: String { renamingIdentifier ?? name }

    /// The attribute with this name, declared on this entity (not inherited).
    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }

    /// The relationship with this name, declared on this entity (not inherited).
    public func relationship(named name: String) -> Relationship? { relationships.first { $0.name == name } }
}
