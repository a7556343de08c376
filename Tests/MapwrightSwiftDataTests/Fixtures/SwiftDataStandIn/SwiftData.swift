// A stand-in for Apple's SwiftData module, so that generated schemas and plans type-check on Linux
// (docs/swiftdata.md, "Type-checking on Linux"). It declares the API Mapwright writes, with the
// signatures of Apple's documentation and empty bodies.
//
// The macros point at a plugin that does not exist: `swiftc` still checks every macro argument against
// these signatures, then reports that the plugin is missing, and the test ignores exactly that message.
// Because `@Model` is not expanded, nothing adds its `PersistentModel` conformance: `PersistentModel` is
// therefore `AnyObject` here, which every class satisfies.

public typealias PersistentModel = AnyObject

public final class Schema {
    public struct Version: Sendable, Hashable {
        public init(_ major: Int, _ minor: Int, _ patch: Int) {}
    }

    public final class Attribute {
        public struct Option: Sendable {
            public static var unique: Option { Option() }
            public static var externalStorage: Option { Option() }
            public static var spotlight: Option { Option() }
            public static var allowsCloudEncryption: Option { Option() }
            public static var preserveValueOnDeletion: Option { Option() }
            public static var ephemeral: Option { Option() }
            public static func transformable(by transformerName: String) -> Option { Option() }
        }
    }

    public final class Relationship {
        public struct Option: Sendable {
            public static var unique: Option { Option() }
        }

        public enum DeleteRule: Sendable {
            case noAction, nullify, cascade, deny
        }
    }
}

@attached(member, names: arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "PersistentModelMacro")

@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "PersistentPropertyMacro")

@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "RelationshipPropertyMacro")

@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "TransientMacro")

@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "UniqueMacro")

@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "IndexMacro")

public protocol Observable {}

public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

public final class ModelContext {
    public func save() throws {}
    public func insert<T: PersistentModel>(_ model: T) {}
    public func delete<T: PersistentModel>(_ model: T) {}
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] { [] }
}

public struct FetchDescriptor<T: PersistentModel> {
    public init() {}
}

public enum MigrationStage: Sendable {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}
