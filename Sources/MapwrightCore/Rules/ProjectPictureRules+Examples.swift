import MapwrightDiagnostics

/// The examples of the rules declared in `ProjectPictureRules.swift`: project folders that report each rule,
/// and close ones that do not.
extension RuleExamples {
    static let mw470 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: App.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	archiveVersion = 1;
                	objectVersion = 56;
                	objects = {
                		B1 = {isa = PBXBuildFile; fileRef = F1; };
                		F1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                		G1 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                		S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                		T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1, ); };
                		P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                	};
                	rootObject = P1;
                }
                # file: App.swift
                final class App {}
                # file: Old.xcdatamodeld/Old.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item"><attribute name="title" optional="YES" attributeType="String"/></entity>
                </model>
                # file: Old.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Old.xcdatamodel</string></dict></plist>
                """#)
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: App.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	archiveVersion = 1;
                	objectVersion = 56;
                	objects = {
                		B1 = {isa = PBXBuildFile; fileRef = V1; };
                		V1 = {isa = XCVersionGroup; children = (M1, ); currentVersion = M1; path = Old.xcdatamodeld; sourceTree = "<group>"; };
                		M1 = {isa = PBXFileReference; path = Old.xcdatamodel; sourceTree = "<group>"; };
                		G1 = {isa = PBXGroup; children = (V1, ); sourceTree = "<group>"; };
                		S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                		T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1, ); };
                		P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, ); };
                	};
                	rootObject = P1;
                }
                # file: Old.xcdatamodeld/Old.xcdatamodel/contents
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                    <entity name="Item" representedClassName="Item"><attribute name="title" optional="YES" attributeType="String"/></entity>
                </model>
                # file: Old.xcdatamodeld/.xccurrentversion
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Old.xcdatamodel</string></dict></plist>
                """#)
        ]
    )

    static let mw471 = RuleExamples(
        triggering: [
            RuleExample(
                #"""
                # file: mapwright.yml
                migration: step-by-step
                # file: App/Store.swift
                import CoreData

                let container = NSPersistentContainer(name: "Item")
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
        ],
        nonTriggering: [
            RuleExample(
                #"""
                # file: mapwright.yml
                migration: automatic
                # file: App/Store.swift
                import CoreData

                let container = NSPersistentContainer(name: "Item")
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
}
