import MapwrightDiagnostics

/// The examples of the rules declared in `ModelRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw050 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  item: {}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                """#)
        ]
    )

    static let mw051 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      due-date: Date
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      dueDate: Date
                """#)
        ]
    )

    static let mw052 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      description: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      details: String
                """#)
        ]
    )

    static let mw053 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Base:
                    attributes:
                      title: String
                  Item:
                    parent: Base
                    attributes:
                      title: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Base:
                    attributes:
                      title: String
                  Item:
                    parent: Base
                    attributes:
                      subtitle: String
                """#)
        ]
    )

    static let mw054 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    relationships:
                      owner: Persn?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Person:
                    relationships:
                      items: [Item.owner]
                  Item:
                    relationships:
                      owner: Person.items?
                """#)
        ]
    )

    static let mw055 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    parent: Bse
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Base: {}
                  Item:
                    parent: Base
                """#)
        ]
    )

    static let mw056 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.lst]
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
                      items: [Item.list]
                  Item:
                    relationships:
                      list: List.items?
                """#)
        ]
    )

    static let mw057 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.owner]
                  Item:
                    relationships:
                      owner: User.lists?
                  User:
                    relationships:
                      lists: [Item.owner]
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
                      owner: User.items?
                  User:
                    relationships:
                      items: [Item.owner]
                """#)
        ]
    )

    static let mw058 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  A:
                    parent: B
                  B:
                    parent: A
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  A: {}
                  B:
                    parent: A
                """#)
        ]
    )

    static let mw059 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title:
                        type: String
                        renamingIdentifier: name
                      label:
                        type: String
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
                      title:
                        type: String
                        renamingIdentifier: name
                      label:
                        type: String
                        renamingIdentifier: caption
                """#)
        ]
    )

    static let mw060 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Note:
                    renamingIdentifier: Entry
                  Memo:
                    renamingIdentifier: Entry
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Note:
                    renamingIdentifier: Entry
                  Memo:
                    renamingIdentifier: Reminder
                """#)
        ]
    )

    static let mw061 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      done: Boolean = maybe
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      done: Boolean = NO
                """#)
        ]
    )

    static let mw062 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                configurations:
                  Cloud: [Itme]
                entities:
                  Item: {}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                configurations:
                  Cloud: [Item]
                entities:
                  Item: {}
                """#)
        ]
    )

    static let mw063 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    uniquenessConstraints:
                      - [titel]
                    attributes:
                      title: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    uniquenessConstraints:
                      - [title]
                    attributes:
                      title: String
                """#)
        ]
    )

    static let mw064 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Shop:
                    attributes:
                      address: Composite
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                composites:
                  Address:
                    street: String
                    city: String
                entities:
                  Shop:
                    attributes:
                      address: Address
                """#)
        ]
    )

    static let mw065 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items:
                        destination: Item
                        toMany: true
                        minCount: 3
                        maxCount: 2
                  Item: {}
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
                        minCount: 2
                        maxCount: 3
                  Item:
                    relationships:
                      list: List.items?
                """#)
        ]
    )

    static let mw066 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List:
                    relationships:
                      items: [Item.list]
                      archived: [Item.list]
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
                      items: [Item.list]
                      archived: [Item.archivedList]
                  Item:
                    relationships:
                      list: List.items?
                      archivedList: List.archived?
                """#)
        ]
    )

    static let mw067 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    migrationPolicy:
                      reason: Fill in the new flag
                      className: 'P {}; let pwned = 1; class Q'
                    attributes:
                      title: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    migrationPolicy:
                      reason: Fill in the new flag
                      className: ItemPolicy
                    attributes:
                      title: String
                """#)
        ]
    )

    static let mw068 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item\2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                """#)
        ]
    )

    static let mw069 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  E0: {}
                  E1: {parent: E0}
                  E2: {parent: E1}
                  E3: {parent: E2}
                  E4: {parent: E3}
                  E5: {parent: E4}
                  E6: {parent: E5}
                  E7: {parent: E6}
                  E8: {parent: E7}
                  E9: {parent: E8}
                  E10: {parent: E9}
                  E11: {parent: E10}
                  E12: {parent: E11}
                  E13: {parent: E12}
                  E14: {parent: E13}
                  E15: {parent: E14}
                  E16: {parent: E15}
                  E17: {parent: E16}
                  E18: {parent: E17}
                  E19: {parent: E18}
                  E20: {parent: E19}
                  E21: {parent: E20}
                  E22: {parent: E21}
                  E23: {parent: E22}
                  E24: {parent: E23}
                  E25: {parent: E24}
                  E26: {parent: E25}
                  E27: {parent: E26}
                  E28: {parent: E27}
                  E29: {parent: E28}
                  E30: {parent: E29}
                  E31: {parent: E30}
                  E32: {parent: E31}
                  E33: {parent: E32}
                  E34: {parent: E33}
                  E35: {parent: E34}
                  E36: {parent: E35}
                  E37: {parent: E36}
                  E38: {parent: E37}
                  E39: {parent: E38}
                  E40: {parent: E39}
                  E41: {parent: E40}
                  E42: {parent: E41}
                  E43: {parent: E42}
                  E44: {parent: E43}
                  E45: {parent: E44}
                  E46: {parent: E45}
                  E47: {parent: E46}
                  E48: {parent: E47}
                  E49: {parent: E48}
                  E50: {parent: E49}
                  E51: {parent: E50}
                  E52: {parent: E51}
                  E53: {parent: E52}
                  E54: {parent: E53}
                  E55: {parent: E54}
                  E56: {parent: E55}
                  E57: {parent: E56}
                  E58: {parent: E57}
                  E59: {parent: E58}
                  E60: {parent: E59}
                  E61: {parent: E60}
                  E62: {parent: E61}
                  E63: {parent: E62}
                  E64: {parent: E63}
                  E65: {parent: E64}
                  E66: {parent: E65}
                  E67: {parent: E66}
                  E68: {parent: E67}
                  E69: {parent: E68}
                  E70: {parent: E69}
                  E71: {parent: E70}
                  E72: {parent: E71}
                  E73: {parent: E72}
                  E74: {parent: E73}
                  E75: {parent: E74}
                  E76: {parent: E75}
                  E77: {parent: E76}
                  E78: {parent: E77}
                  E79: {parent: E78}
                  E80: {parent: E79}
                  E81: {parent: E80}
                  E82: {parent: E81}
                  E83: {parent: E82}
                  E84: {parent: E83}
                  E85: {parent: E84}
                  E86: {parent: E85}
                  E87: {parent: E86}
                  E88: {parent: E87}
                  E89: {parent: E88}
                  E90: {parent: E89}
                  E91: {parent: E90}
                  E92: {parent: E91}
                  E93: {parent: E92}
                  E94: {parent: E93}
                  E95: {parent: E94}
                  E96: {parent: E95}
                  E97: {parent: E96}
                  E98: {parent: E97}
                  E99: {parent: E98}
                  E100: {parent: E99}
                  E101: {parent: E100}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Named:
                    attributes:
                      title: String
                  Item:
                    parent: Named
                  Task:
                    parent: Item
                """#)
        ]
    )

    static let mw075 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      count: Integer 16 = 0.0
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
                """#)
        ]
    )

    static let mw076 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    relationships:
                      Box: Box.items?
                  Box:
                    relationships:
                      items: [Item.Box]
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    relationships:
                      box: Box.items?
                  Box:
                    relationships:
                      items: [Item.box]
                """#)
        ]
    )

    static let mw077 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      id: UUID = empy
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      id: UUID = 2B5CD2C4-5A1E-4F0B-9B7E-3C3D3F0A1B2C
                """#)
        ]
    )
}
