import MapwrightDiagnostics

/// The examples of the rules declared in `LintRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw301 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      colors: Transformable?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      colors:
                        type: Transformable
                        optional: true
                        valueTransformerName: NSSecureUnarchiveFromData
                """#)
        ]
    )

    static let mw302 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      colors:
                        type: Transformable
                        optional: true
                        valueTransformerName: NSKeyedUnarchiveFromData
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      colors:
                        type: Transformable
                        optional: true
                        valueTransformerName: NSSecureUnarchiveFromData
                """#)
        ]
    )

    static let mw310 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  List: {}
                  Item:
                    relationships:
                      list: List?
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

    static let mw320 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Tag:
                    uniquenessConstraints:
                      - [name]
                    attributes:
                      name: String = ""
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Tag:
                    attributes:
                      name: String = ""
                """#)
        ]
    )

    static let mw321 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
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
                settings:
                  usedWithCloudKit: true
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

    static let mw322 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  List:
                    relationships:
                      items:
                        destination: Item
                        inverse: list
                        toMany: true
                        ordered: true
                  Item:
                    relationships:
                      list: List.items?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  List:
                    relationships:
                      items:
                        destination: Item
                        inverse: list
                        toMany: true
                  Item:
                    attributes:
                      position: Int64 = 0
                    relationships:
                      list: List.items?
                """#)
        ]
    )

    static let mw323 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Item:
                    attributes:
                      title: String
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Item:
                    attributes:
                      title: String = ""
                """#)
        ]
    )

    static let mw324 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  List: {}
                  Item:
                    relationships:
                      list: List?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
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

    static let mw325 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item 2.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Item:
                    attributes:
                      title: String?
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item 2.yaml
                settings:
                  usedWithCloudKit: true
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                      summary: String?
                """#)
        ]
    )
}
