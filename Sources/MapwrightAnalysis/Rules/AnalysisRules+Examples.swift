import MapwrightDiagnostics

/// The examples of the rules declared in `AnalysisRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw101 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16 = 0
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      priority: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      priority: String
                      priorityLevel: Integer 16 = 0
                """#)
        ]
    )

    static let mw102 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    relationships:
                      items: Item.list?
                  Item:
                    relationships:
                      list: List.items?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: Item.list?
                  Item:
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items?
                """#)
        ]
    )

    static let mw103 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Photo:
                    attributes:
                      data:
                        type: Binary
                        optional: true
                        allowsExternalBinaryDataStorage: true
                # file: Item 2.yaml
                entities:
                  Photo:
                    attributes:
                      data: Binary?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Photo:
                    attributes:
                      data:
                        type: Binary
                        optional: true
                        allowsExternalBinaryDataStorage: true
                # file: Item 2.yaml
                entities:
                  Photo:
                    attributes:
                      data:
                        type: Binary
                        optional: true
                        allowsExternalBinaryDataStorage: true
                      caption: String?
                """#)
        ]
    )

    static let mw104 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Note:
                    attributes:
                      text: String?
                  Task:
                    attributes:
                      text: String?
                # file: Item 2.yaml
                entities:
                  Entry:
                    abstract: true
                  Note:
                    parent: Entry
                    attributes:
                      text: String?
                  Task:
                    parent: Entry
                    attributes:
                      text: String?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Note:
                    attributes:
                      text: String?
                  Task:
                    attributes:
                      text: String?
                # file: Item 2.yaml
                entities:
                  Entry:
                    abstract: true
                    attributes:
                      text: String?
                  Note:
                    parent: Entry
                  Task:
                    attributes:
                      text: String?
                """#)
        ]
    )

    static let mw105 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Person: {}
                  Team: {}
                  Item:
                    relationships:
                      owner: Person?
                # file: Item 2.yaml
                entities:
                  Person: {}
                  Team: {}
                  Item:
                    relationships:
                      owner: Team?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Party:
                    abstract: true
                  Person:
                    parent: Party
                    relationships:
                      items: [Item.owner]
                  Team:
                    parent: Party
                  Item:
                    relationships:
                      owner: Person.items?
                # file: Item 2.yaml
                entities:
                  Party:
                    abstract: true
                    relationships:
                      items: [Item.owner]
                  Person:
                    parent: Party
                  Team:
                    parent: Party
                  Item:
                    relationships:
                      owner: Party.items?
                """#)
        ]
    )

    static let mw106 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String?
                      title: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String?
                      heading:
                        type: String
                        optional: true
                        renamingIdentifier: name
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String?
                      title: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String?
                      heading:
                        type: String
                        optional: true
                        renamingIdentifier: title
                """#)
        ]
    )

    static let mw107 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    migrationPolicy: Flag every item whose name starts with "A".
                    attributes:
                      name: String
                      flagged: Boolean = NO
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      flagged: Boolean = NO
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: FlagItemsPolicy
                    attributes:
                      - name: name
                      - name: flagged
                # file: FlagItemsPolicy.swift
                import CoreData

                final class FlagItemsPolicy: NSEntityMigrationPolicy {}
                """#)
        ]
    )

    static let mw108 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    className: Item
                    migrationPolicy: Trim every name.
                    attributes:
                      name: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    className: Item
                    versionHashModifier: trimmedNames
                    migrationPolicy: Trim every name.
                    attributes:
                      name: String
                """#)
        ]
    )

    static let mw109 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    migrationPolicy: Flag every item whose name starts with "A".
                    attributes:
                      name: String
                      flagged: Boolean = NO
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      flagged: Boolean = NO
                      notes: String?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    migrationPolicy: Flag every item whose name starts with "A".
                    attributes:
                      name: String
                      flagged: Boolean = NO
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      flagged: Boolean = NO
                      notes: String?
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: FlagItemsPolicy
                    attributes:
                      - name: name
                      - name: flagged
                # file: Item to Item 3.mapping.yaml
                source: Item
                destination: Item 3
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: FlagItemsPolicy
                    attributes:
                      - name: name
                      - name: flagged
                      - name: notes
                # file: FlagItemsPolicy.swift
                import CoreData

                final class FlagItemsPolicy: NSEntityMigrationPolicy {}
                """#)
        ]
    )

    static let mw110 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      createdAt: Date
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      createdAt: Date = 0
                """#)
        ]
    )

    static let mw111 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      notes: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      notes: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String = Untitled
                """#)
        ]
    )

    static let mw112 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: List
                    destination: List
                    relationships:
                      - name: items
                  - source: Item
                    destination: Item
                    policy: ItemPolicy
                    relationships:
                      - name: list
                # file: ItemPolicy.swift
                import CoreData

                final class ItemPolicy: NSEntityMigrationPolicy {}
                """#)
        ]
    )

    static let mw113 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    relationships:
                      items:
                        destination: Item
                        inverse: list
                        toMany: true
                        minCount: 1
                  Item:
                    relationships:
                      list: List.items?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items:
                        destination: Item
                        inverse: list
                        toMany: true
                        minCount: 1
                  Item:
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items?
                """#)
        ]
    )

    static let mw114 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Tag:
                    attributes:
                      name: String
                # file: Item 2.yaml
                entities:
                  Tag:
                    uniquenessConstraints:
                      - [name]
                    attributes:
                      name: String
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
                  Tag:
                    uniquenessConstraints:
                      - [name]
                    attributes:
                      name: String
                """#)
        ]
    )

    static let mw115 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      count: Integer 64 = 0
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      count: Integer 16 = 0
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      count: Integer 16 = 0
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      count: Integer 64 = 0
                """#)
        ]
    )

    static let mw120 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                  Note:
                    attributes:
                      text: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                  Note:
                    attributes:
                      text: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                  Memo:
                    renamingIdentifier: Note
                    attributes:
                      text: String?
                """#)
        ]
    )

    static let mw121 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      notes: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      notes: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      name: String
                      comment:
                        type: String
                        optional: true
                        renamingIdentifier: notes
                """#)
        ]
    )

    static let mw122 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Tag: {}
                  Item:
                    relationships:
                      tags: [Tag]
                # file: Item 2.yaml
                entities:
                  Tag: {}
                  Item: {}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Tag:
                    relationships:
                      items: [Item.tags]
                  Item:
                    relationships:
                      tags: [Tag.items]
                # file: Item 2.yaml
                entities:
                  Tag:
                    relationships:
                      items: [Item.labels]
                  Item:
                    relationships:
                      labels:
                        destination: Tag
                        inverse: items
                        toMany: true
                        renamingIdentifier: tags
                """#),
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Note:
                    relationships:
                      item: Item.notes
                  Item:
                    relationships:
                      notes: [Note.item]
                # file: Item 2.yaml
                # Each note's link is in its `item` foreign key, which stays.
                entities:
                  Note:
                    relationships:
                      item: Item
                  Item: {}
                """#),
        ]
    )

    static let mw123 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      cachedTitle: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      cachedTitle:
                        type: String
                        optional: true
                        transient: true
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      cachedTitle: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      cachedTitle: String?
                      displayTitle:
                        type: String
                        optional: true
                        transient: true
                """#)
        ]
    )

    static let mw124 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  RevisionDiff: {}
                  Revision:
                    relationships:
                      diff: RevisionDiff?
                # file: Item 2.yaml
                entities:
                  Diff: {}
                  Revision:
                    relationships:
                      diff: Diff?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  RevisionDiff:
                    relationships:
                      revision: Revision.diff?
                  Revision:
                    relationships:
                      diff: RevisionDiff.revision?
                # file: Item 2.yaml
                entities:
                  Diff:
                    renamingIdentifier: RevisionDiff
                    relationships:
                      revision: Revision.diff?
                  Revision:
                    relationships:
                      diff: Diff.revision?
                """#)
        ]
    )

    static let mw125 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Person: {}
                  Item:
                    attributes:
                      owner: String?
                # file: Item 2.yaml
                entities:
                  Person: {}
                  Item:
                    relationships:
                      owner: Person?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Person: {}
                  Item:
                    attributes:
                      owner: String?
                # file: Item 2.yaml
                entities:
                  Person:
                    relationships:
                      items: [Item.person]
                  Item:
                    attributes:
                      owner: String?
                    relationships:
                      person: Person.items?
                """#)
        ]
    )

    static let mw126 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      itemTitle: String?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      itemTitle:
                        type: String
                        optional: true
                        renamingIdentifier: title
                """#),
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item 2.yaml
                # Alike names, but no attribute of the same name and type: other data.
                entities:
                  Items:
                    attributes:
                      count: Integer 32
                """#),
        ]
    )

    static let mw127 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name:
                        type: String
                        optional: true
                        renamingIdentifier: label
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title:
                        type: String
                        optional: true
                        renamingIdentifier: name
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      name:
                        type: String
                        optional: true
                        renamingIdentifier: label
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title:
                        type: String
                        optional: true
                        renamingIdentifier: label
                """#)
        ]
    )

    static let mw128 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      notes: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      comment: String?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      notes: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      comment:
                        type: String
                        optional: true
                        renamingIdentifier: notes
                """#)
        ]
    )

    static let mw130 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      payload: Binary?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      payload:
                        type: Transformable
                        optional: true
                        valueTransformerName: NSSecureUnarchiveFromData
                        userInfo: {NSMigrationAllowTypeTransformation: "YES"}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      payload: Binary?
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      payload:
                        type: Transformable
                        optional: true
                        valueTransformerName: NSSecureUnarchiveFromData
                # file: Item to Item 2.mapping.yaml
                source: Item
                destination: Item 2
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: payload
                """#)
        ]
    )

    static let mw131 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    attributes:
                      itemCount:
                        type: Integer 64
                        optional: true
                        derivationExpression: items.@count
                    relationships:
                      items: [Item.list]
                  Item:
                    attributes:
                      quantity: Integer 64 = 0
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    attributes:
                      itemCount:
                        type: Integer 64
                        optional: true
                        derivationExpression: items.@sum.quantity
                    relationships:
                      items: [Item.list]
                  Item:
                    attributes:
                      quantity: Integer 64 = 0
                    relationships:
                      list: List.items?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    attributes:
                      itemCount:
                        type: Integer 64
                        optional: true
                        derivationExpression: items.@count
                    relationships:
                      items: [Item.list]
                  Item:
                    attributes:
                      quantity: Integer 64 = 0
                    relationships:
                      list: List.items?
                # file: Item 2.yaml
                entities:
                  List:
                    attributes:
                      itemCount:
                        type: Integer 64
                        optional: true
                        derivationExpression: items.@count
                      totalQuantity:
                        type: Integer 64
                        optional: true
                        derivationExpression: items.@sum.quantity
                    relationships:
                      items: [Item.list]
                  Item:
                    attributes:
                      quantity: Integer 64 = 0
                    relationships:
                      list: List.items?
                """#)
        ]
    )

    static let mw132 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                composites:
                  Address:
                    street: String?
                entities:
                  Shop:
                    attributes:
                      address: Address?
                # file: Item 2.yaml
                composites:
                  Address:
                    street: String?
                    zip: String?
                entities:
                  Shop:
                    attributes:
                      address: Address?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                composites:
                  Address:
                    street: String?
                entities:
                  Shop:
                    attributes:
                      address: Address?
                # file: Item 2.yaml
                composites:
                  Address:
                    street: String?
                entities:
                  Shop:
                    attributes:
                      address: Address?
                      zip: String?
                """#)
        ]
    )

    static let mw133 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Note:
                    attributes:
                      body: String?
                # file: Item 2.yaml
                entities:
                  Note:
                    attributes:
                      body:
                        type: String
                        optional: true
                        allowsCloudEncryption: true
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Note:
                    attributes:
                      body: String?
                # file: Item 2.yaml
                entities:
                  Note:
                    attributes:
                      body: String?
                      secretBody:
                        type: String
                        optional: true
                        allowsCloudEncryption: true
                """#)
        ]
    )

    static let mw140 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    fetchIndexes:
                      byTitle: [title]
                    attributes:
                      title: String?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item 2.yaml
                entities:
                  Item:
                    versionHashModifier: byTitle
                    fetchIndexes:
                      byTitle: [title]
                    attributes:
                      title: String?
                """#),
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: {type: String, optional: true, indexed: true}
                    relationships:
                      list: {destination: List, indexed: true}
                  List: {}
                # file: Item 2.yaml
                # Xcode's upgrade writes the flags as fetch indexes; Core Data indexes a foreign key anyway.
                entities:
                  Item:
                    fetchIndexes:
                      byTitleIndex: [title]
                      byListIndex: [list]
                    attributes:
                      title: String?
                    relationships:
                      list: List
                  List: {}
                """#),
        ]
    )

    static let mw160 = RuleExamples(
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
                # file: Item 3.yaml
                entities:
                  Item:
                    migrationPolicy: {reason: "fill `summary` from the notes"}
                    attributes:
                      title: String
                      notes: String?
                      summary: String?
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
                # file: Item 3.yaml
                entities:
                  Item:
                    migrationPolicy: {reason: "fill `summary` from the notes", className: SummaryPolicy}
                    attributes:
                      title: String
                      notes: String?
                      summary: String?
                # file: Item to Item 3.mapping.yaml
                source: Item
                destination: Item 3
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: SummaryPolicy
                    attributes:
                      - name: title
                      - name: notes
                      - name: summary
                # file: Item 2 to Item 3.mapping.yaml
                source: Item 2
                destination: Item 3
                entityMappings:
                  - source: Item
                    destination: Item
                    policy: SummaryPolicy
                    attributes:
                      - name: title
                      - name: notes
                      - name: summary
                # file: SummaryPolicy.swift
                import CoreData

                final class SummaryPolicy: NSEntityMigrationPolicy {}
                """#)
        ]
    )

    static let mw161 = RuleExamples(
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
                      priority: Integer 16 = 0
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16 = 0
                      notes: String?
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
                      priority: Integer 16 = 0
                # file: Item 3.yaml
                entities:
                  Item:
                    attributes:
                      priority: Integer 16 = 0
                      notes: String?
                # file: Item to Item 3.mapping.yaml
                source: Item
                destination: Item 3
                entityMappings:
                  - source: Item
                    destination: Item
                    attributes:
                      - name: priority
                        valueExpression: FUNCTION($source.priority, "integerValue")
                      - name: notes
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
        ]
    )
}
