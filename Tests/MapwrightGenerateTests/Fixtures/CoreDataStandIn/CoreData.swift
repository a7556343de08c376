// A stand-in for Apple's CoreData module, so generated policy stubs type-check on Linux.
// It declares the classes and exact signatures of docs/core-data/migration-api.md with empty bodies; the key-value
// coding methods NSObject has on Apple platforms are declared on NSManagedObject. Properties typed
// NSExpression are left out: swift-corelibs-foundation has no NSExpression.
@_exported import Foundation

open class NSManagedObjectModel: NSObject {}

public protocol NSFetchRequestResult: NSObjectProtocol {}

open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSObject {
    public init(entityName: String) {}
}

open class NSManagedObjectContext: NSObject {
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    open func delete(_ object: NSManagedObject) {}
    open func save() throws {}
}

open class NSEntityDescription: NSObject {
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject()
    }
}

open class NSManagedObject: NSObject, NSFetchRequestResult {
    open func value(forKey key: String) -> Any? { nil }
    open func setValue(_ value: Any?, forKey key: String) {}
    open func primitiveValue(forKey key: String) -> Any? { nil }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {}
}

open class NSPropertyMapping: NSObject {
    open var name: String?
    open var userInfo: [AnyHashable: Any]?
}

open class NSEntityMapping: NSObject {
    open var name: String!
    open var mappingType: UInt = 0
    open var sourceEntityName: String?
    open var sourceEntityVersionHash: Data?
    open var destinationEntityName: String?
    open var destinationEntityVersionHash: Data?
    open var attributeMappings: [NSPropertyMapping]?
    open var relationshipMappings: [NSPropertyMapping]?
    open var entityMigrationPolicyClassName: String?
    open var userInfo: [AnyHashable: Any]?
}

open class NSMappingModel: NSObject {
    open var entityMappings: [NSEntityMapping]!
}

open class NSMigrationManager: NSObject {
    public init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel) {
        self.sourceModel = sourceModel
        self.destinationModel = destinationModel
    }
    open func destinationInstances(forEntityMappingName mappingName: String, sourceInstances: [NSManagedObject]?) -> [NSManagedObject] { [] }
    open func sourceInstances(forEntityMappingName mappingName: String, destinationInstances: [NSManagedObject]?) -> [NSManagedObject] { [] }
    open func associate(sourceInstance: NSManagedObject, withDestinationInstance destinationInstance: NSManagedObject, for entityMapping: NSEntityMapping) {}
    open var sourceContext: NSManagedObjectContext { NSManagedObjectContext() }
    open var destinationContext: NSManagedObjectContext { NSManagedObjectContext() }
    open var sourceModel: NSManagedObjectModel
    open var destinationModel: NSManagedObjectModel
    open var mappingModel: NSMappingModel { NSMappingModel() }
}

open class NSEntityMigrationPolicy: NSObject {
    open func begin(_ mapping: NSEntityMapping, with manager: NSMigrationManager) throws {}
    open func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func endInstanceCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func createRelationships(forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func endRelationshipCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func performCustomValidation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func end(_ mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
}

// Staged migration (iOS 17, macOS 14).

open class NSMigrationStage: NSObject {
    open var label: String?
}

open class NSLightweightMigrationStage: NSMigrationStage {
    public init(_ versionChecksums: [String]) {}
    open var versionChecksums: [String] { [] }
}

open class NSManagedObjectModelReference: NSObject {
    public init(model: NSManagedObjectModel, versionChecksum: String) {}
    public init(fileURL: URL, versionChecksum: String) {}
    public init(name modelName: String, in bundle: Bundle?, versionChecksum: String) {}
    open var resolvedModel: NSManagedObjectModel { NSManagedObjectModel() }
    open var versionChecksum: String { "" }
}

open class NSCustomMigrationStage: NSMigrationStage {
    public init(migratingFrom currentModel: NSManagedObjectModelReference, to nextModel: NSManagedObjectModelReference) {}
    open var currentModel: NSManagedObjectModelReference { fatalError() }
    open var nextModel: NSManagedObjectModelReference { fatalError() }
    open var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)?
    open var didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)?
}

open class NSPersistentContainer: NSObject {
    open var viewContext: NSManagedObjectContext { NSManagedObjectContext() }
    open func newBackgroundContext() -> NSManagedObjectContext { NSManagedObjectContext() }
}

open class NSStagedMigrationManager: NSObject {
    public init(_ stages: [NSMigrationStage]) {}
    open var stages: [NSMigrationStage] { [] }
    open var container: NSPersistentContainer? { nil }
}

public let NSPersistentStoreStagedMigrationManagerOptionKey = "NSPersistentStoreStagedMigrationManagerOptionKey"
