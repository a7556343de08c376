import MapwrightDiagnostics
import MapwrightModel

/// The examples of the rules declared in `MappingReadingRules.swift`: model folders that report each rule, and close
/// ones that do not. All four share one bundle whose step is heavy (`Item.priority`: String → Integer 16) and
/// differ in the mapping model that serves it.
extension RuleExamples {
    /// The bundle: `Item` → `Item 2`, current `Item 2`.
    private static let heavyStep = #"""
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
                <attribute name="priority" optional="YES" attributeType="String"/>
            </entity>
        </model>
        # file: Item.xcdatamodeld/Item 2.xcdatamodel/contents
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="priority" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            </entity>
        </model>
        """#

    /// A mapping model for the step that reads whole: the non-triggering example of MW046, MW048 and MW049.
    private static let readableMapping = #"""
        # file: ItemToItem2.xcmappingmodel/xcmapping.xml
        <?xml version="1.0" standalone="no"?>
        <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

        <database>
            <object type="XDDEVMAPPINGMODEL" id="z101">
                <attribute name="sourcemodelpath" type="string">Item.xcdatamodeld/Item.xcdatamodel</attribute>
                <attribute name="destinationmodelpath" type="string">Item.xcdatamodeld/Item 2.xcdatamodel</attribute>
                <relationship name="entitymappings" type="0/0" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
            </object>
            <object type="XDDEVENTITYMAPPING" id="z102">
                <attribute name="sourcename" type="string">Item</attribute>
                <attribute name="destinationname" type="string">Item</attribute>
                <attribute name="mappingtypename" type="string">Undefined</attribute>
                <attribute name="mappingnumber" type="int16">1</attribute>
                <attribute name="autogenerateexpression" type="bool">1</attribute>
                <relationship name="mappingmodel" type="1/1" destination="XDDEVMAPPINGMODEL" idrefs="z101"></relationship>
                <relationship name="attributemappings" type="0/0" destination="XDDEVATTRIBUTEMAPPING" idrefs="z103 z104"></relationship>
            </object>
            <object type="XDDEVATTRIBUTEMAPPING" id="z103">
                <attribute name="name" type="string">title</attribute>
                <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
            </object>
            <object type="XDDEVATTRIBUTEMAPPING" id="z104">
                <attribute name="name" type="string">priority</attribute>
                <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
            </object>
        </database>
        """#

    static let mw046 = RuleExamples(
        triggering: [
            RuleExample(
                heavyStep,
                #"""
                # file: ItemToItem2.xcmappingmodel/xcmapping.xml
                <?xml version="1.0" standalone="no"?>
                <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

                <database>
                    <object type="XDDEVMAPPINGMODEL" id="z101">
                        <attribute name="sourcemodelpath" type="string">Item.xcdatamodeld/Item.xcdatamodel</attribute>
                        <attribute name="destinationmodelpath" type="string">Item.xcdatamodeld/Item 2.xcdatamodel</attribute>
                        <relationship name="entitymappings" type="0/0" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVENTITYMAPPING" id="z102">
                        <attribute name="sourcename" type="string">Item</attribute>
                        <attribute name="destinationname" type="string">Item</attribute>
                        <attribute name="mappingtypename" type="string">Undefined</attribute>
                        <attribute name="mappingnumber" type="int16">1</attribute>
                        <attribute name="autogenerateexpression" type="bool">1</attribute>
                        <relationship name="mappingmodel" type="1/1" destination="XDDEVMAPPINGMODEL" idrefs="z101"></relationship>
                        <relationship name="attributemappings" type="0/0" destination="XDDEVATTRIBUTEMAPPING" idrefs="z103 z104"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z103">
                        <attribute name="name" type="string">title</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z104">
                        <attribute name="name" type="string">prio
                """#)
        ],
        nonTriggering: [
            RuleExample(heavyStep, readableMapping)
        ]
    )

    static let mw047 = RuleExamples(
        triggering: [
            RuleExample(
                heavyStep,
                #"""
                # file: ItemToItem2.xcmappingmodel/xcmapping.xml
                <?xml version="1.0" standalone="no"?>
                <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

                <database>
                    <object type="XDDEVMAPPINGMODEL" id="z101">
                        <attribute name="sourcemodelpath" type="string">Item.xcdatamodeld/Item.xcdatamodel</attribute>
                        <attribute name="destinationmodelpath" type="string">Item.xcdatamodeld/Item 2.xcdatamodel</attribute>
                        <relationship name="entitymappings" type="0/0" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVENTITYMAPPING" id="z102">
                        <attribute name="sourcename" type="string">Item</attribute>
                        <attribute name="destinationname" type="string">Item</attribute>
                        <attribute name="mappingtypename" type="string">Undefined</attribute>
                        <attribute name="mappingnumber" type="int16">1</attribute>
                        <attribute name="autogenerateexpression" type="bool">1</attribute>
                        <relationship name="mappingmodel" type="1/1" destination="XDDEVMAPPINGMODEL" idrefs="z101"></relationship>
                        <relationship name="attributemappings" type="0/0" destination="XDDEVATTRIBUTEMAPPING" idrefs="z103 z104"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z103">
                        <attribute name="name" type="string">title</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z104">
                        <attribute name="name" type="string">priority</attribute>
                        <attribute name="valueexpressiondata" type="binary">YnBsaXN0MDDUAQIDBAUGFxpZJGFyY2hpdmVyWCRvYmplY3RzVCR0b3BYJHZlcnNpb25fEA9OU0tl
                eWVkQXJjaGl2ZXKkBwgPFlUkbnVsbNMJCgsMDQ5WJGNsYXNzXxAQTlNFeHByZXNzaW9uVHlwZVpO
                U1ZhcmlhYmxlgAIQDYAD0hAREhNYJGNsYXNzZXNaJGNsYXNzbmFtZaMTFBVfEBROU1N1YnF1ZXJ5
                RXhwcmVzc2lvblxOU0V4cHJlc3Npb25YTlNPYmplY3RReNEYGVRyb290gAESAAGGoAgRGyQpMkRJ
                T1ZdcHt9f4GGj5qetcLLzdDV1wAAAAAAAAEBAAAAAAAAABsAAAAAAAAAAAAAAAAAAADc</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                </database>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                heavyStep,
                #"""
                # file: ItemToItem2.xcmappingmodel/xcmapping.xml
                <?xml version="1.0" standalone="no"?>
                <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

                <database>
                    <object type="XDDEVMAPPINGMODEL" id="z101">
                        <attribute name="sourcemodelpath" type="string">Item.xcdatamodeld/Item.xcdatamodel</attribute>
                        <attribute name="destinationmodelpath" type="string">Item.xcdatamodeld/Item 2.xcdatamodel</attribute>
                        <relationship name="entitymappings" type="0/0" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVENTITYMAPPING" id="z102">
                        <attribute name="sourcename" type="string">Item</attribute>
                        <attribute name="destinationname" type="string">Item</attribute>
                        <attribute name="mappingtypename" type="string">Undefined</attribute>
                        <attribute name="mappingnumber" type="int16">1</attribute>
                        <attribute name="autogenerateexpression" type="bool">1</attribute>
                        <relationship name="mappingmodel" type="1/1" destination="XDDEVMAPPINGMODEL" idrefs="z101"></relationship>
                        <relationship name="attributemappings" type="0/0" destination="XDDEVATTRIBUTEMAPPING" idrefs="z103 z104"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z103">
                        <attribute name="name" type="string">title</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z104">
                        <attribute name="name" type="string">priority</attribute>
                        <attribute name="valueexpressiondata" type="binary">YnBsaXN0MDDUAQIDBAUGPkFZJGFyY2hpdmVyWCRvYmplY3RzVCR0b3BYJHZlcnNpb25fEA9OU0tl
                eWVkQXJjaGl2ZXKvEA8HCBMaGyAhJikqLTI1Oj1VJG51bGzVCQoLDA0ODxARElYkY2xhc3NbTlNB
                cmd1bWVudHNfEBBOU0V4cHJlc3Npb25UeXBlWU5TT3BlcmFuZF5OU1NlbGVjdG9yTmFtZYACgAkQ
                BIAEgAPSFBUWF1gkY2xhc3Nlc1okY2xhc3NuYW1loxcYGV8QFE5TRnVuY3Rpb25FeHByZXNzaW9u
                XE5TRXhwcmVzc2lvblhOU09iamVjdFxpbnRlZ2VyVmFsdWXVCQoLDA0cHRAeH4ACgAaADIAFXxAQ
                dmFsdWVGb3JLZXlQYXRoOtIJIiMkWk5TLm9iamVjdHOAB6ElgArSFBUnKKIoGVdOU0FycmF5VnNv
                dXJjZdIJIissgAeg0wkLLi8wMVlOU0tleVBhdGiACxAKgA7SFBUzNKM0GBlfEBxOU0tleVBhdGhT
                cGVjaWZpZXJFeHByZXNzaW9u0wkLNjc4OVpOU1ZhcmlhYmxlgA0QAoAI0hQVOzyjPBgZXxAUTlNW
                YXJpYWJsZUV4cHJlc3Npb25YcHJpb3JpdHnRP0BUcm9vdIABEgABhqAACAARABsAJAApADIARABW
                AFwAZwBuAHoAjQCXAKYAqACqAKwArgCwALUAvgDJAM0A5ADxAPoBBwESARQBFgEYARoBLQEyAT0B
                PwFBAUMBSAFLAVMBWgFfAWEBYgFpAXMBdQF3AXkBfgGCAaEBqAGzAbUBtwG5Ab4BwgHZAeIB5QHq
                AewAAAAAAAACAQAAAAAAAABCAAAAAAAAAAAAAAAAAAAB8Q==</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                </database>
                """#)
        ]
    )

    static let mw048 = RuleExamples(
        triggering: [
            RuleExample(
                heavyStep,
                #"""
                # file: ItemToItem2.xcmappingmodel/xcmapping.xml
                <?xml version="1.0" standalone="no"?>
                <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

                <database>
                    <object type="XDDEVMAPPINGMODEL" id="z101">
                        <attribute name="sourcemodelpath" type="string">Item.xcdatamodeld/Item.xcdatamodel</attribute>
                        <attribute name="destinationmodelpath" type="string">Item.xcdatamodeld/Item 2.xcdatamodel</attribute>
                        <relationship name="entitymappings" type="0/0" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVENTITYMAPPING" id="z102">
                        <attribute name="sourcename" type="string">Item</attribute>
                        <attribute name="destinationname" type="string">Item</attribute>
                        <attribute name="mappingtypename" type="string">Undefined</attribute>
                        <attribute name="mappingnumber" type="int16">1</attribute>
                        <attribute name="autogenerateexpression" type="bool">1</attribute>
                        <attribute name="futuremappingflag" type="bool">1</attribute>
                        <relationship name="mappingmodel" type="1/1" destination="XDDEVMAPPINGMODEL" idrefs="z101"></relationship>
                        <relationship name="attributemappings" type="0/0" destination="XDDEVATTRIBUTEMAPPING" idrefs="z103 z104"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z103">
                        <attribute name="name" type="string">title</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z104">
                        <attribute name="name" type="string">priority</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                </database>
                """#)
        ],
        nonTriggering: [
            RuleExample(heavyStep, readableMapping)
        ]
    )

    static let mw049 = RuleExamples(
        triggering: [
            RuleExample(
                heavyStep,
                #"""
                # file: ItemToItem2.xcmappingmodel/xcmapping.xml
                <?xml version="1.0" standalone="no"?>
                <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">

                <database>
                    <object type="XDDEVMAPPINGMODEL" id="z101">
                        <attribute name="sourcemodelpath" type="string">Item.xcdatamodeld/Item.xcdatamodel</attribute>
                        <attribute name="destinationmodelpath" type="string">Item.xcdatamodeld/Item 2.xcdatamodel</attribute>
                        <relationship name="entitymappings" type="0/0" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVENTITYMAPPING" id="z102">
                        <attribute name="sourcename" type="string">Item</attribute>
                        <attribute name="destinationname" type="string">Item</attribute>
                        <attribute name="mappingtypename" type="string">Undefined</attribute>
                        <attribute name="mappingnumber" type="int16">1</attribute>
                        <attribute name="autogenerateexpression" type="bool">1</attribute>
                        <relationship name="mappingmodel" type="1/1" destination="XDDEVMAPPINGMODEL" idrefs="z101"></relationship>
                        <relationship name="attributemappings" type="0/0" destination="XDDEVATTRIBUTEMAPPING" idrefs="z103 z131"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z103">
                        <attribute name="name" type="string">title</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                    <object type="XDDEVATTRIBUTEMAPPING" id="z104">
                        <attribute name="name" type="string">priority</attribute>
                        <relationship name="entitymapping" type="1/1" destination="XDDEVENTITYMAPPING" idrefs="z102"></relationship>
                    </object>
                </database>
                """#)
        ],
        nonTriggering: [
            RuleExample(heavyStep, readableMapping)
        ]
    )
}
