import MapwrightDiagnostics

/// The examples of the rules declared in `PlanLint.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw460 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: Int = 0
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                        var priorityLevel: Int = 0
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [migrateV1toV2]
                    }

                    static let migrateV1toV2 = MigrationStage.custom(
                        fromVersion: SchemaV1.self,
                        toVersion: SchemaV2.self,
                        willMigrate: nil,
                        didMigrate: { context in
                            for item in try context.fetch(FetchDescriptor<SchemaV2.Item>()) {
                                item.priorityLevel = Int(item.priority) ?? 0
                            }
                            try context.save()
                        }
                    )
                }
                """#)
        ]
    )

    static let mw461 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: Int = 0
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        []
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                        var priorityLevel: Int = 0
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [
                            MigrationStage.custom(
                                fromVersion: SchemaV1.self,
                                toVersion: SchemaV2.self,
                                willMigrate: nil,
                                didMigrate: { context in
                                    for item in try context.fetch(FetchDescriptor<SchemaV2.Item>()) {
                                        item.priorityLevel = Int(item.priority) ?? 0
                                    }
                                    try context.save()
                                }
                            )
                        ]
                    }
                }
                """#)
        ]
    )

    static let mw462 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 1, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String? = nil
                    }
                }

                enum SchemaV3: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String? = nil
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self, SchemaV3.self] }
                    static var stages: [MigrationStage] { [migrateV2toV3, migrateV1toV2] }

                    static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)
                    static let migrateV2toV3 = MigrationStage.lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self)
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 1, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String? = nil
                    }
                }

                enum SchemaV3: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String? = nil
                        var notes: String? = nil
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self, SchemaV3.self] }
                    static var stages: [MigrationStage] { [migrateV1toV2, migrateV2toV3] }

                    static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)
                    static let migrateV2toV3 = MigrationStage.lightweight(fromVersion: SchemaV2.self, toVersion: SchemaV3.self)
                }
                """#)
        ]
    )

    static let mw463 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String? = nil
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String? = nil
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]
                    }
                }
                """#)
        ]
    )

    static let mw464 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: Int = 0
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [MigrationStage.custom(fromVersion: SchemaV1.self, toVersion: SchemaV2.self, willMigrate: nil, didMigrate: nil)]
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var priority: String = ""
                        var priorityLevel: Int = 0
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [migrateV1toV2]
                    }

                    static let migrateV1toV2 = MigrationStage.custom(
                        fromVersion: SchemaV1.self,
                        toVersion: SchemaV2.self,
                        willMigrate: nil,
                        didMigrate: { context in
                            for item in try context.fetch(FetchDescriptor<SchemaV2.Item>()) {
                                item.priorityLevel = Int(item.priority) ?? 0
                            }
                            try context.save()
                        }
                    )
                }
                """#)
        ]
    )

    static let mw465 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var summary: String { title }
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                    }
                }

                enum SchemaV2: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var notes: String? = nil
                        var summary: String { title }
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
                    static var stages: [MigrationStage] {
                        [MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)]
                    }
                }
                """#)
        ]
    )

    static let mw466 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
                    static var stages: [MigrationStage] { [] }
                }

                let container = try ModelContainer(for: SchemaV1.Item.self)
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Schemas.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                    }
                }

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
                    static var stages: [MigrationStage] { [] }
                }

                let container = try ModelContainer(
                    for: Schema(versionedSchema: SchemaV1.self), migrationPlan: ItemsMigrationPlan.self)
                """#)
        ]
    )
}
