import MapwrightDiagnostics

/// The examples of the rules declared in `MappingRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw170 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                      notes: String?
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: ItemPolicy
                    attributes:
                      - name: title
                      - name: priority
                      - name: notes
                # file: ItemPolicy.swift
                import CoreData

                final class ItemPolicy: NSEntityMigrationPolicy {}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                      notes: String?
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                      notes: String?
                # file: Item to Item 3.mapping.yaml
                source: Item
                destination: Item 3
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                      - name: notes
                # file: Item 2 to Item 3.mapping.yaml
                source: Item 2
                destination: Item 3
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                      - name: notes
                """#)
        ]
    )

    static let mw171 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 32?
                """#)
        ]
    )

    static let mw172 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                # Written when Item 2 held `title` only: the destination hash is that version's.
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    sourceHash: 7b2ce54c1c581a38b6298be381b592cdb950a17db3a1550bd28b791b75ff80fc
                    destinationHash: 7b2ce54c1c581a38b6298be381b592cdb950a17db3a1550bd28b791b75ff80fc
                    attributes:
                      - name: title
                      - name: notes
                        valueExpression: $source.title
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                # Saved again against the current Item 2: the destination hash is that version's.
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    sourceHash: 7b2ce54c1c581a38b6298be381b592cdb950a17db3a1550bd28b791b75ff80fc
                    destinationHash: 0cc96f8ee432f8b813d2a0896195ab252b16c280ed15abe5cd3ec068961ffe3e
                    attributes:
                      - name: title
                      - name: notes
                        valueExpression: $source.title
                """#)
        ]
    )

    static let mw173 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      notes: String?
                # file: Library to Library 2.mapping.yaml
                source: Library
                destination: Library 2
                entityMappings:
                  - source: Book
                    destination: Book
                    attributes:
                      - name: title
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Library.yaml
                entities:
                  Book:
                    attributes:
                      title: String
                # file: Library 2.yaml
                entities:
                  Book:
                    attributes:
                      title: String
                      notes: String?
                # file: Library to Library 2.mapping.yaml
                source: Library
                destination: Library 2
                entityMappings:
                  - source: Book
                    destination: Book
                    attributes:
                      - name: title
                      - name: notes
                """#)
        ]
    )

    static let mw174 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                      rank: Integer 16
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                      - name: rank
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                      rank: Integer 16 = 0
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                      - name: rank
                """#)
        ]
    )

    static let mw175 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: App.ItemPolicy
                    attributes:
                      - name: priority
                # file: Policies.swift
                import CoreData

                final class PriorityPolicy: NSEntityMigrationPolicy {}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: App.ItemPolicy
                    attributes:
                      - name: priority
                # file: Policies.swift
                import CoreData

                final class ItemPolicy: NSEntityMigrationPolicy {}
                """#)
        ]
    )

    static let mw176 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: ItemPolicy
                    attributes:
                      - name: priority
                # file: ItemPolicy.swift
                import Foundation

                @objc(ItemPolicy)
                final class ItemPolicy: NSObject {}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: ItemPolicy
                    attributes:
                      - name: priority
                # file: ItemPolicy.swift
                import CoreData

                @objc(ItemPolicy)
                final class ItemPolicy: NSEntityMigrationPolicy {}
                """#)
        ]
    )

    static let mw177 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: notes
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      notes: String?
                """#)
        ]
    )

    static let mw178 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                  Tag:
                    attributes:
                      label: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                  Tag:
                    attributes:
                      label: String
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                  Tag:
                    attributes:
                      label: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                  Tag:
                    attributes:
                      label: String
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                  - source: Tag
                    destination: Tag
                    attributes:
                      - name: label
                """#)
        ]
    )

    static let mw179 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                  Folder:
                    attributes:
                      name: String?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      priority: Integer 16?
                  Folder:
                    attributes:
                      name: String?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: FolderPolicy
                    attributes:
                      - name: title
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                # file: FolderPolicy.swift
                import CoreData

                /// Creates a Folder for the items it migrates.
                final class FolderPolicy: NSEntityMigrationPolicy {}
                """#)
        ]
    )

    static let mw180 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                # Written when Item 2 held `title` only: the destination hash is that version's.
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    sourceHash: 7b2ce54c1c581a38b6298be381b592cdb950a17db3a1550bd28b791b75ff80fc
                    destinationHash: 7b2ce54c1c581a38b6298be381b592cdb950a17db3a1550bd28b791b75ff80fc
                    attributes:
                      - name: title
                      - name: notes
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                # Saved again against the current Item 2: the destination hash is that version's.
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    sourceHash: 7b2ce54c1c581a38b6298be381b592cdb950a17db3a1550bd28b791b75ff80fc
                    destinationHash: 0cc96f8ee432f8b813d2a0896195ab252b16c280ed15abe5cd3ec068961ffe3e
                    attributes:
                      - name: title
                      - name: notes
                """#)
        ]
    )

    static let mw181 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      rank: Integer 32?
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      rank: Integer 32?
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                # The policy numbers the items; a store of Item migrating straight to Item 3 never runs it.
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: ItemRankPolicy
                    attributes:
                      - name: title
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      rank: Integer 32?
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                      rank: Integer 32?
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: ItemRankPolicy
                    attributes:
                      - name: title
                # file: Item to Item 3.mapping.yaml
                # The direct pair has a mapping model of its own, whose policy does the work again.
                source: Item
                destination: Item 3
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: ItemRankPolicy
                    attributes:
                      - name: title
                """#)
        ]
    )
}
