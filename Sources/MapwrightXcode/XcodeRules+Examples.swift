import MapwrightDiagnostics
import MapwrightModel

/// The examples of the rules declared in `XcodeRules.swift`: model folders that report each rule, and close
/// ones that do not.
extension RuleExamples {
    static let mw030 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>Item.xcdatamodel</string>
                </dict>
                </plist>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>Item.xcdatamodel</string>
                </dict>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw031 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String">
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw032 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/layout
                layout
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw033 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 3.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>Item 3.xcdatamodel</string>
                </dict>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 3.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw034 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>Item 3.xcdatamodel</string>
                </dict>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>Item 2.xcdatamodel</string>
                </dict>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw035 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                        <gadget/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw036 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String" shiny="YES"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw037 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="maybe" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw038 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="List" representedClassName="List" syncable="YES"/>
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <relationship name="list"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="List" representedClassName="List" syncable="YES">
                        <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="list" inverseEntity="Item"/>
                    </entity>
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="List" inverseName="items" inverseEntity="List"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw039 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="List" representedClassName="List" syncable="YES">
                        <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="list" inverseEntity="List"/>
                    </entity>
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="List" inverseName="items" inverseEntity="List"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="List" representedClassName="List" syncable="YES">
                        <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="list" inverseEntity="Item"/>
                    </entity>
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="List" inverseName="items" inverseEntity="List"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw040 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <database>
                    <table name="Item"/>
                </database>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw041 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                        <attribute name="titleLength" optional="YES" attributeType="Integer 64" derived="YES"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                        <attribute name="titleLength" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="title.length"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw042 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                        <userInfo>
                            <entry key="mapwright.migrationPolicy" value="{&quot;className&quot;:&quot;ItemPolicy&quot;}"/>
                        </userInfo>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                        <userInfo>
                            <entry key="mapwright.migrationPolicy" value="{&quot;className&quot;:&quot;ItemPolicy&quot;,&quot;reason&quot;:&quot;Fill in the new flag&quot;}"/>
                        </userInfo>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw043 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model name="Old" type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model name="" type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw044 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict/>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>Item 2.xcdatamodel</string>
                </dict>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )

    static let mw045 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>item 2.xcdatamodel</string>
                </dict>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: Item.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                	<key>_XCCurrentVersionName</key>
                	<string>Item 3.xcdatamodel</string>
                </dict>
                </plist>
                # file: Item.xcdatamodeld/Item.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                # file: Item.xcdatamodeld/Item 3.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item" syncable="YES">
                        <attribute name="title" optional="YES" attributeType="String"/>
                    </entity>
                </model>
                """#)
        ]
    )
}
