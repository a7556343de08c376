import Foundation
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightCore

/// The readers of the project picture: an Xcode project's targets (a real property-list parse), a
/// `Package.swift`'s targets (parsed, not run), and what the app's code says.
@Suite struct ProjectPictureTests {

    @Test func anXcodeProjectsTargetsResolveThroughTheirGroups() throws {
        let root = try makeTemporaryDirectory()
        try write(
            """
            // !$*UTF8*$!
            {
                objects = {
                    B1 /* Model.xcdatamodeld in Sources */ = {isa = PBXBuildFile; fileRef = V1; };
                    B2 = {isa = PBXBuildFile; fileRef = F1; };
                    B3 = {isa = PBXBuildFile; fileRef = F2; };
                    V1 = {isa = XCVersionGroup; children = (M1, ); path = "Data Model.xcdatamodeld"; sourceTree = "<group>"; };
                    M1 = {isa = PBXFileReference; path = "Data Model.xcdatamodel"; sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Shared/Policy.swift; sourceTree = SOURCE_ROOT; };
                    F2 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                    G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (V1, ); path = "App Folder"; sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
                    W1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                    D1 = {isa = PBXTargetDependency; target = T2; };
                    T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); dependencies = (D1, ); name = App; };
                    T2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (W1, ); name = Widget; };
                    P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
                };
                rootObject = P1;
            }
            """, to: "App.xcodeproj/project.pbxproj", in: root)
        let targets = try #require(XcodeProjectFile.targets(at: root.path + "/App.xcodeproj/project.pbxproj"))
        let base = PathText.absolute(root.path, from: "/")
        #expect(targets.map(\.name) == ["App", "Widget"])
        #expect(targets.map(\.dependencies) == [["Widget"], []])
        #expect(
            targets[0].members == [base + "/App Folder/Data Model.xcdatamodeld", base + "/Shared/Policy.swift"])
        #expect(targets[1].builds(base + "/Widget/Deep/Model.xcdatamodeld"))
        #expect(!targets[0].builds(base + "/Old/Data Model.xcdatamodeld"))
    }

    @Test func aFileThatIsNoProjectSaysNothing() throws {
        let root = try makeTemporaryDirectory()
        try write("// project\n", to: "App.xcodeproj/project.pbxproj", in: root)
        #expect(XcodeProjectFile.targets(at: root.path + "/App.xcodeproj/project.pbxproj") == nil)
    }

    /// Each target once, with the targets it depends on: a dependency's `.target(name:)`, a plugin used by a
    /// target and a plugin product are no targets of their own.
    @Test func aPackagesTargetsBuildTheirFolders() throws {
        let root = try makeTemporaryDirectory()
        try write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Store",
                products: [.plugin(name: "Lint", targets: ["Lint"])],
                targets: [
                    .target(
                        name: "Store", resources: [.process("Model.xcdatamodeld")],
                        plugins: [.plugin(name: "Lint", package: "lint")]),
                    .executableTarget(
                        name: "Tool", dependencies: [.target(name: "Store"), .product(name: "Parser", package: "p")],
                        path: "Tools/Tool"),
                    .testTarget(name: "StoreTests", dependencies: ["Store", .byName(name: "Tool")]),
                    .plugin(name: "Lint", capability: .buildTool()),
                ]
            )
            """, to: "Package.swift", in: root)
        let targets = try #require(PackageManifest.targets(at: root.path + "/Package.swift"))
        let base = PathText.absolute(root.path, from: "/")
        #expect(targets.map(\.name) == ["Store", "Tool", "StoreTests", "Lint"])
        #expect(targets.map(\.dependencies) == [[], ["Store"], ["Store", "Tool"], []])
        #expect(
            targets.map(\.folders) == [
                [base + "/Sources/Store"], [base + "/Tools/Tool"], [base + "/Tests/StoreTests"],
                [base + "/Plugins/Lint"],
            ])
    }

    @Test func theCodeSaysWhichModelEachContainerLoadsAndWhatItTurnsOff() {
        let swift = """
            import CoreData
            // let old = NSPersistentContainer(name: "Commented")
            class BaseContainer: NSPersistentCloudKitContainer {}
            final class AppContainer: BaseContainer {}
            let container = AppContainer(name: "Model")
            let url = Bundle.main.url(forResource: "Legacy", withExtension: "momd")!
            let mapping = Bundle.main.url(forResource: "Model_v1_v2", withExtension: "cdm")
            let options = [NSInferMappingModelAutomaticallyOption: false]
            let backup = [NSMigratePersistentStoresAutomaticallyOption: false]
            let names = ["Model", "Model 2.xcdatamodel"]
            """
        let objectiveC = """
            NSPersistentContainer *c = [[NSPersistentContainer alloc] initWithName:@"Notes"];
            NSDictionary *o = @{NSInferMappingModelAutomaticallyOption: @NO};
            """
        // Given its model, a container's name is a model's only when the project has that model.
        let given = """
            let store = NSPersistentContainer(name: "Store", managedObjectModel: model)
            let shared = NSPersistentContainer(name: "Shared", managedObjectModel: model)
            """
        let code = ProjectCode(
            sources: [
                ("App/Store.swift", Array(swift.utf8)), ("App/Notes.m", Array(objectiveC.utf8)),
                ("App/Given.swift", Array(given.utf8)),
            ],
            displayRoot: ".", modelNames: ["Model", "Notes", "Shared"])
        #expect(code.loads.map(\.model) == ["Model", "Legacy", "Notes", "Shared"])
        #expect(
            code.loads.map(\.location.description) == [
                "App/Store.swift:5:17", "App/Store.swift:6:27", "App/Notes.m:1:28", "App/Given.swift:2:14",
            ])
        #expect(
            code.inferenceOff.map(\.description) == [
                "App/Store.swift:7:31", "App/Store.swift:8:16", "App/Notes.m:2:21",
            ])
        let lists = ProjectCode.nameLists(
            holding: "Model", in: [("App/Store.swift", Array(swift.utf8))], displayRoot: ".")
        #expect(lists.map(\.names) == [["Model", "Model 2"]])
    }

    /// A container class a library declares in Objective-C is a container; the files that declare,
    /// implement or extend the classes a model is loaded through speak for that model, and no other file.
    @Test func theFilesOfALibrarysContainerSpeakForTheModelsLoadedThroughIt() {
        let header = "@interface LibContainer : NSPersistentContainer\n@end\n"
        let implementation = "@implementation LibContainer\n- (void)migrate { [m migrateStoreFromURL:u]; }\n@end\n"
        let unused = "@interface OtherContainer : NSPersistentContainer\n@end\n@implementation OtherContainer\n@end\n"
        let swift = """
            final class AppContainer: LibContainer {}
            let container = AppContainer(name: "Model")
            """
        let direct = "let notes = LibContainer(name: \"Notes\")\n"
        let resource = """
            final class Store: AppContainer {}
            let url = Bundle.main.url(forResource: "Legacy", withExtension: "momd")!
            """
        let code = ProjectCode(
            sources: [
                ("Lib/LibContainer.h", Array(header.utf8)), ("Lib/LibContainer.m", Array(implementation.utf8)),
                ("Lib/OtherContainer.m", Array(unused.utf8)), ("App/Store.swift", Array(swift.utf8)),
                ("App/Notes.swift", Array(direct.utf8)), ("App/Legacy.swift", Array(resource.utf8)),
            ],
            displayRoot: ".")
        #expect(code.loads.map(\.model) == ["Model", "Notes", "Legacy"])
        #expect(code.containerSources["Lib/LibContainer.h"] == ["Model", "Notes", "Legacy"])
        #expect(code.containerSources["Lib/LibContainer.m"] == ["Model", "Notes", "Legacy"])
        #expect(code.containerSources["App/Store.swift"] == ["Legacy"])
        #expect(code.containerSources["Lib/OtherContainer.m"] == nil)
        #expect(code.containerSources["App/Notes.swift"] == nil)
    }

    @Test(arguments: [
        (": false]", true), (" = NO;", true), (": @NO}", true), (": true]", false), (": @YES", false), ("]", false),
    ])
    func anOptionSetOffIsNoSignOfAutomaticMigration(rest: String, off: Bool) {
        #expect(MigrationStyleDetector.isTurnedOff(rest[...]) == off)
    }

    /// A store opened in code that compiles only in debug builds (Threema's in-memory SwiftUI preview stack)
    /// is no sign of how the shipped app migrates: the release store's options are.
    @Test(
        arguments: [
            ("#if DEBUG\nlet c = NSPersistentContainer(name: \"M\")\n#endif\n", nil),
            (
                "    #if DEBUG\n    #if os(iOS)\nlet c = NSPersistentContainer(name: \"M\")\n    #endif\n    #endif\n",
                nil
            ),
            (
                "#ifdef DEBUG\nid c = [NSPersistentContainer alloc];\n#else\nid c = [[NSPersistentContainer alloc] init];\n#endif\n",
                4
            ),
            ("#if DEBUG\nlet a = 1\n#elseif TESTING\nlet c = NSPersistentContainer(name: \"M\")\n#endif\n", 4),
            ("#if os(iOS)\nlet c = NSPersistentContainer(name: \"M\")\n#endif\n", 2),
            ("#if DEBUG\n#endif\nlet c = NSPersistentContainer(name: \"M\")\n", 3),
        ] as [(String, Int?)])
    func aStoreOpenedOnlyInDebugBuildsIsNoSign(text: String, line: Int?) {
        let found = MigrationStyleDetector.firstLine(
            in: text,
            containing: ["NSPersistentContainer(", "[NSPersistentContainer", "[[NSPersistentContainer alloc]"])
        #expect(found?.line == line)
    }
}
