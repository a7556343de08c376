import MapwrightDiagnostics

/// The examples of the rules declared in `ModelFolderRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw018 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item: {}
                # file: Item.yml
                entities:
                  Item: {}
                # file: _manifest.yaml
                current: Item
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
                # file: _manifest.yaml
                current: Item 2
                """#)
        ]
    )
}
