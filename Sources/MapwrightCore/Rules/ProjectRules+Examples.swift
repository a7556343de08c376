import MapwrightDiagnostics

/// The examples of the rules declared in `ProjectRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw420 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String
                # file: Item/_manifest.yaml
                current: Item
                # file: Item.mapwright.lock
                {
                  "format" : 1,
                  "model" : "Item",
                  "versions" : [
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
                              "optional" : true,
                              "type" : "String"
                            }
                          ],
                          "hash" : "281c7835bf56016dccf53c3dee2379a643abb7e55d8b8b9cb324a013abbf0c2f",
                          "name" : "Item",
                          "relationships" : [

                          ]
                        }
                      ],
                      "name" : "Item",
                      "versionChecksum" : "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w="
                    }
                  ]
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
                      title: String = ""
                # file: Item/_manifest.yaml
                current: Item 2
                # file: Item.mapwright.lock
                {
                  "format" : 1,
                  "model" : "Item",
                  "versions" : [
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
                              "optional" : true,
                              "type" : "String"
                            }
                          ],
                          "hash" : "281c7835bf56016dccf53c3dee2379a643abb7e55d8b8b9cb324a013abbf0c2f",
                          "name" : "Item",
                          "relationships" : [

                          ]
                        }
                      ],
                      "name" : "Item",
                      "versionChecksum" : "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w="
                    }
                  ]
                }
                """#)
        ]
    )

    static let mw421 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/Item 2b.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/_manifest.yaml
                current: Item 2b
                # file: Item.mapwright.lock
                {
                  "format" : 1,
                  "model" : "Item",
                  "versions" : [
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
                              "optional" : true,
                              "type" : "String"
                            }
                          ],
                          "hash" : "281c7835bf56016dccf53c3dee2379a643abb7e55d8b8b9cb324a013abbf0c2f",
                          "name" : "Item",
                          "relationships" : [

                          ]
                        }
                      ],
                      "name" : "Item",
                      "versionChecksum" : "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w="
                    },
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
                              "optional" : true,
                              "type" : "String"
                            },
                            {
                              "name" : "notes",
                              "optional" : true,
                              "type" : "String"
                            }
                          ],
                          "hash" : "b7c61cc42350a0e70bcb9c43e77e03a3c7c4b2481dd08aa39ab124bf9b07859e",
                          "name" : "Item",
                          "relationships" : [

                          ]
                        }
                      ],
                      "name" : "Item 2",
                      "versionChecksum" : "MJ1/5MG9WwKktTPXjc2ixcmp/U927jmXSrHMqdAlnzo="
                    }
                  ]
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
                # file: Item/_manifest.yaml
                current: Item 2
                # file: Item.mapwright.lock
                {
                  "format" : 1,
                  "model" : "Item",
                  "versions" : [
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
                              "optional" : true,
                              "type" : "String"
                            }
                          ],
                          "hash" : "281c7835bf56016dccf53c3dee2379a643abb7e55d8b8b9cb324a013abbf0c2f",
                          "name" : "Item",
                          "relationships" : [

                          ]
                        }
                      ],
                      "name" : "Item",
                      "versionChecksum" : "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w="
                    },
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
                              "optional" : true,
                              "type" : "String"
                            },
                            {
                              "name" : "notes",
                              "optional" : true,
                              "type" : "String"
                            }
                          ],
                          "hash" : "b7c61cc42350a0e70bcb9c43e77e03a3c7c4b2481dd08aa39ab124bf9b07859e",
                          "name" : "Item",
                          "relationships" : [

                          ]
                        }
                      ],
                      "name" : "Item 2",
                      "versionChecksum" : "MJ1/5MG9WwKktTPXjc2ixcmp/U927jmXSrHMqdAlnzo="
                    }
                  ]
                }
                """#)
        ]
    )

    static let mw422 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/_manifest.yaml
                current: Item
                # file: Item.mapwright.lock
                {
                  "format" : 1,
                  "model" : "Item",
                  "versions" : [
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
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
                # file: Item/_manifest.yaml
                current: Item
                # file: Item.mapwright.lock
                {
                  "format" : 1,
                  "model" : "Item",
                  "versions" : [
                    {
                      "entities" : [
                        {
                          "attributes" : [
                            {
                              "name" : "title",
                              "optional" : true,
                              "type" : "String"
                            }
                          ],
                          "hash" : "281c7835bf56016dccf53c3dee2379a643abb7e55d8b8b9cb324a013abbf0c2f",
                          "name" : "Item",
                          "relationships" : [

                          ]
                        }
                      ],
                      "name" : "Item",
                      "versionChecksum" : "wQB15yL9lz8+wWvT3qF2WTAIvWo7p1zlzmHXvBT/N7w="
                    }
                  ]
                }
                """#)
        ]
    )

    static let mw430 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/_manifest.yaml
                current: Item
                # file: mapwright.yml
                failon: warning
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
                # file: Item/_manifest.yaml
                current: Item
                # file: mapwright.yml
                failOn: warning
                """#)
        ]
    )

    static let mw431 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/_manifest.yaml
                current: Item
                # file: mapwright.yml
                failOn: sometimes
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
                # file: Item/_manifest.yaml
                current: Item
                # file: mapwright.yml
                failOn: warning
                """#)
        ]
    )

    static let mw440 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?  # mapwright:ignore MW999
                # file: Item 2.yaml
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
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?  # mapwright:ignore MW121 -- notes were never shown to users
                # file: Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                """#)
        ]
    )

    static let mw441 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item/Item.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                      notes: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                suppress:
                  - code: MW121
                    model: Item
                    entity: Item
                    property: note
                    reason: notes were never shown to users
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
                      notes: String?
                # file: Item/Item 2.yaml
                entities:
                  Item:
                    attributes:
                      title: String?
                # file: Item/_manifest.yaml
                current: Item 2
                # file: mapwright.yml
                suppress:
                  - code: MW121
                    model: Item
                    entity: Item
                    property: notes
                    reason: notes were never shown to users
                """#)
        ]
    )
}
