import MapwrightDiagnostics

/// The examples of the rules declared in `SwiftDataRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw020 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String
                        init(title: String) { self.title = title }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String
                        init(title: String) { self.title = title }
                    }
                }
                """#)
        ]
    )

    static let mw021 = RuleExamples(
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

                enum LegacyMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
                    static var stages: [MigrationStage] { [] }
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

                enum ItemsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
                    static var stages: [MigrationStage] { [] }
                }
                """#)
        ]
    )

    static let mw022 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }

                    @Model final class Item {
                        var title: String = ""
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }

                    @Model final class Item {
                        var title: String = ""
                    }

                    @Model final class Tag {
                        var name: String = ""
                    }
                }
                """#)
        ]
    )

    static let mw023 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import Foundation
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(major, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import Foundation
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static let versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                    }
                }
                """#)
        ]
    )

    static let mw024 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import CoreLocation
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Place.self] }

                    @Model final class Place {
                        var name: String = ""
                        var coordinate: CLLocationCoordinate2D?
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import SwiftData

                struct Address: Codable {
                    var street: String
                    var city: String
                }

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Customer.self] }

                    @Model final class Customer {
                        var name: String = ""
                        var address: Address?
                    }
                }
                """#)
        ]
    )

    static let mw025 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import Foundation
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        #if os(iOS)
                        var tint: String?
                        #endif
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import Foundation
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var tint: String?
                    }
                }
                """#)
        ]
    )

    static let mw026 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import Foundation
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var score = computeInitialScore()
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import Foundation
                import SwiftData

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Item.self] }

                    @Model final class Item {
                        var title: String = ""
                        var score: Int = computeInitialScore()
                    }
                }
                """#)
        ]
    )

    static let mw027 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import SwiftData

                enum Shape: Codable {
                    case circle(radius: Double)
                    case square(side: Double)
                }

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Drawing.self] }

                    @Model final class Drawing {
                        var shape: Shape
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: SchemaV1.swift
                import SwiftData

                enum Shape: Codable {
                    case circle
                    case square
                }

                enum SchemaV1: VersionedSchema {
                    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    static var models: [any PersistentModel.Type] { [Drawing.self] }

                    @Model final class Drawing {
                        var shape: Shape
                        var side: Double = 1
                    }
                }
                """#)
        ]
    )
}
