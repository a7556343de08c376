import MapwrightDiagnostics

/// The examples of the rules declared in `GenerationRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw200 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                  Tag:
                    attributes:
                      name: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    migrationPolicy:
                      reason: Fill sortKey from title, lowercased.
                      className: SortKeyPolicy
                    attributes:
                      title: String?
                      sortKey: String?
                  Tag:
                    migrationPolicy:
                      reason: Fill sortKey from name, lowercased.
                      className: SortKeyPolicy
                    attributes:
                      name: String?
                      sortKey: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                  Tag:
                    attributes:
                      name: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    migrationPolicy:
                      reason: Fill sortKey from title, lowercased.
                      className: ItemSortKeyPolicy
                    attributes:
                      title: String?
                      sortKey: String?
                  Tag:
                    migrationPolicy:
                      reason: Fill sortKey from name, lowercased.
                      className: TagSortKeyPolicy
                    attributes:
                      name: String?
                      sortKey: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                """#)
        ]
    )

    static let mw202 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                templates: Templates/Mapwright
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                """#)
        ]
    )

    static let mw204 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      estimateHours: Double?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      estimateMinutes: Double?
                # file: Item/Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: estimateMinutes
                        valueExpression: $source.estimateHours * 60
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      estimateHours: Double?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      estimateMinutes: Double?
                # file: Item/Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: EstimatePolicy
                    attributes:
                      - name: title
                      - name: estimateMinutes
                        valueExpression: FUNCTION($entityPolicy, "minutesFromHours:", $source.estimateHours)
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                """#)
        ]
    )

    static let mw401 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                staged: true
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                staged: true
                # file: Migrations/ItemStagedMigration.swift
                // mapwright-stub sha256=2f146cfb76098ceaa7c463b8229473b9a421fcab85ce69550dd54b210490f339 — generated by mapwright; once you edit this file it is never overwritten
                // Staged migration for Item: every store version to Item 2 (iOS 17, macOS 14 and later).
                // Generated by mapwright from the model versions and their versionChecksum (`mapwright hash`). Core Data calls
                // the handlers off the main actor: every member is `nonisolated`, so the file compiles with either default isolation.
                import CoreData

                /// The stages that migrate a `Item` store from any earlier version to Item 2.
                ///
                /// Pass the manager with the store description before loading the stores:
                ///
                ///     description.setOption(ItemStagedMigration.manager(), forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
                enum ItemStagedMigration {
                    /// The manager for `NSPersistentStoreStagedMigrationManagerOptionKey`; `bundle` holds the compiled
                    /// model (`Item.momd`), nil for the main bundle.
                    nonisolated static func manager(bundle: Bundle? = nil) -> NSStagedMigrationManager {
                        NSStagedMigrationManager(stages(bundle: bundle))
                    }

                    /// The stages, oldest version first.
                    nonisolated static func stages(bundle: Bundle?) -> [NSMigrationStage] {
                        // Item → Item 2: Core Data infers every step.
                        let stage1 = NSLightweightMigrationStage([
                            "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w=", // Item
                        ])
                        stage1.label = "Item → Item 2"

                        _ = bundle
                        return [stage1]
                    }
                }
                """#)
        ]
    )

    static let mw402 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/Item 3.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                      dueDate: Date?
                # file: Item/_manifest.yaml
                current: Item 3
                # file: mapwright.yml
                output: Migrations
                staged: true
                # file: Migrations/ItemStagedMigration.swift
                // mapwright-stub sha256=2f146cfb76098ceaa7c463b8229473b9a421fcab85ce69550dd54b210490f339 — generated by mapwright; once you edit this file it is never overwritten
                // Staged migration for Item: every store version to Item 2 (iOS 17, macOS 14 and later).
                // Generated by mapwright from the model versions and their versionChecksum (`mapwright hash`). Core Data calls
                // the handlers off the main actor: every member is `nonisolated`, so the file compiles with either default isolation.
                import CoreData

                /// The stages that migrate a `Item` store from any earlier version to Item 2.
                ///
                /// Pass the manager with the store description before loading the stores:
                ///
                ///     description.setOption(ItemStagedMigration.manager(), forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
                enum ItemStagedMigration {
                    /// The manager for `NSPersistentStoreStagedMigrationManagerOptionKey`; `bundle` holds the compiled
                    /// model (`Item.momd`), nil for the main bundle.
                    nonisolated static func manager(bundle: Bundle? = nil) -> NSStagedMigrationManager {
                        NSStagedMigrationManager(stages(bundle: bundle))
                    }

                    /// The stages, oldest version first.
                    nonisolated static func stages(bundle: Bundle?) -> [NSMigrationStage] {
                        // Item → Item 2: Core Data infers every step.
                        let stage1 = NSLightweightMigrationStage([
                            "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w=", // Item
                        ])
                        stage1.label = "Item → Item 2"

                        _ = bundle
                        return [stage1]
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/Item 3.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                      dueDate: Date?
                # file: Item/_manifest.yaml
                current: Item 3
                # file: mapwright.yml
                output: Migrations
                staged: true
                # file: Migrations/ItemStagedMigration.swift
                // mapwright-stub sha256=140668f1d6b311ec74d2555db13b440d0c814618871090f2acd3cf596188f454 — generated by mapwright; once you edit this file it is never overwritten
                // Staged migration for Item: every store version to Item 3 (iOS 17, macOS 14 and later).
                // Generated by mapwright from the model versions and their versionChecksum (`mapwright hash`). Core Data calls
                // the handlers off the main actor: every member is `nonisolated`, so the file compiles with either default isolation.
                import CoreData

                /// The stages that migrate a `Item` store from any earlier version to Item 3.
                ///
                /// Pass the manager with the store description before loading the stores:
                ///
                ///     description.setOption(ItemStagedMigration.manager(), forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
                enum ItemStagedMigration {
                    /// The manager for `NSPersistentStoreStagedMigrationManagerOptionKey`; `bundle` holds the compiled
                    /// model (`Item.momd`), nil for the main bundle.
                    nonisolated static func manager(bundle: Bundle? = nil) -> NSStagedMigrationManager {
                        NSStagedMigrationManager(stages(bundle: bundle))
                    }

                    /// The stages, oldest version first.
                    nonisolated static func stages(bundle: Bundle?) -> [NSMigrationStage] {
                        // Item → Item 3: Core Data infers every step.
                        let stage1 = NSLightweightMigrationStage([
                            "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w=", // Item
                            "MJ1/5MG9WwKktTPXjc2ixcmp/U927jmXSrHMqdAlnzo=", // Item 2
                        ])
                        stage1.label = "Item → Item 3"

                        _ = bundle
                        return [stage1]
                    }
                }
                """#)
        ]
    )

    static let mw403 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      summary: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                # file: Migrations/Item1ToItem2Policy.swift
                // mapwright-stub sha256=4a854f4fc0fa845decd793df28605bf2d81798aaaa074309e68dd7998acc4ce3 — generated by mapwright; once you edit this file it is never overwritten
                // Migration policy for Item: Item → Item 2, entity mapping `ItemToItem`.
                // The mapping model names this class `Item1ToItem2Policy`; the fixed Objective-C name below makes that
                // name resolve whatever module the file is compiled into. Core Data calls the policy off the main actor:
                // every member is `nonisolated`, so the file compiles with either default isolation.
                import CoreData

                /// Migrates `Item` (Item) to `Item` (Item 2).
                ///
                /// What changed, and what this policy must do (each has a TODO where its code goes):
                /// - requested: Fill summary from the first line of title.
                @objc(Item1ToItem2Policy)
                final class Item1ToItem2Policy: NSEntityMigrationPolicy {
                    nonisolated override init() {
                        super.init()
                    }

                    /// Creates the destination object with the mapping's value expressions (the methods below compute the
                    /// values that need code), then does what an expression cannot.
                    nonisolated override func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
                        try super.createDestinationInstances(forSource: sInstance, in: mapping, manager: manager)
                        // TODO: Requested: Fill summary from the first line of title.
                        // Read `sInstance` (`Item`); the new `Item` objects are
                        // `manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [sInstance])`.
                    }
                }
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      summary: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                output: Migrations
                """#)
        ]
    )
}
