import MapwrightDiagnostics

/// The examples of the rules declared in `YAMLRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw001 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                # file: Item 2.yaml/notes.md
                A folder named like a version file.
                # file: _manifest.yaml
                current: Item 2
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: _manifest.yaml
                current: Item 2
                """#)
        ]
    )

    static let mw002 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                # nothing but a comment
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                # nothing but a comment, and an empty model
                entities: {}
                """#)
        ]
    )

    static let mw003 = RuleExamples(
        triggering: [
            RuleExample(
                """
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String\u{1B}[0m
                """)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                # Liste de courses : un élément par ligne
                entities:
                  Item:
                    attributes:
                      title: String
                """#)
        ]
    )

    static let mw004 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: [String
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
                """#)
        ]
    )

    static let mw005 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
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
                      title: String
                      subtitle: String?
                """#)
        ]
    )

    static let mw006 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    atributes:
                      title: String
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
                """#)
        ]
    )

    static let mw007 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title:
                        type: String
                        optional: maybe
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
                        optional: true
                """#)
        ]
    )

    static let mw008 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      count: Int8
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

    static let mw009 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    userInfo:
                      a: &a [x, x, x, x, x, x, x, x, x, x]
                      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                      d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      createdAt: &timestamp
                        type: Date
                        optional: true
                      updatedAt: *timestamp
                """#)
        ]
    )

    static let mw010 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    userInfo:
                      note: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    userInfo:
                      note: flat
                """#)
        ]
    )

    static let mw011 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                # file: _manifest.yaml
                current: Item 4
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                # file: _manifest.yaml
                current: Item
                """#)
        ]
    )

    static let mw012 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List: {}
                  Item:
                    relationships:
                      list: List..items
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

    static let mw013 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    relationships:
                      list:
                        toMany: true
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
                      list:
                        destination: List
                        inverse: items
                        optional: true
                """#)
        ]
    )

    static let mw014 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List: {}
                  Item:
                    relationships:
                      list:
                        destination: List
                        deleteRule: Remove
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
                      list:
                        destination: List
                        inverse: items
                        optional: true
                        deleteRule: Nullify
                """#)
        ]
    )

    static let mw015 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                ---
                entities:
                  Other: {}
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                # file: Item 2.yaml
                entities:
                  Item: {}
                  Other: {}
                """#)
        ]
    )

    static let mw016 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: *stringType
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: &stringType String
                      subtitle: *stringType
                """#)
        ]
    )
}
