import MapwrightDiagnostics

/// The examples of the rules declared in `VersionListRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw450 = RuleExamples(
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
                      title: String?
                      notes: [String?
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
                      title: String?
                      notes: String?
                      dueDate: Date?
                """#)
        ]
    )

    static let mw451 = RuleExamples(
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
                      title: String?
                      notes: String?
                # file: _manifest.yaml
                current: Item
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
                      title: String?
                      notes: String?
                # file: _manifest.yaml
                current: Item 2
                """#)
        ]
    )
}
