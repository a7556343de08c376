import Foundation
import MapwrightTestSupport
import Testing

/// The cases where `check` guessed the project from folders and names while the project's own files said
/// what it is (docs/project.md), each from its minimal files: build files, the app's code, git.
@Suite struct ProjectPictureCaseTests {
    static let note = TrustCaseTests.note
    static let noteAsNumber =
        #"<entity name="Note" representedClassName="Note"><attribute name="text" attributeType="Integer 16"/></entity>"#

    /// An Xcode project with two targets: `App` builds `App/Store.swift` and `App/Model.xcdatamodeld`,
    /// `Widget` builds `Widget/Widget.swift`.
    static let twoTargets = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                A1 /* Store.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
                A2 /* Model.xcdatamodeld in Sources */ = {isa = PBXBuildFile; fileRef = V1; };
                A3 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = Store.swift; sourceTree = "<group>"; };
                V1 = {isa = XCVersionGroup; children = (M1, ); currentVersion = M1; path = Model.xcdatamodeld; sourceTree = "<group>"; };
                M1 = {isa = PBXFileReference; path = Model.xcdatamodel; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
                G1 /* App */ = {isa = PBXGroup; children = (F1, V1, ); path = App; sourceTree = "<group>"; };
                G2 /* Widget */ = {isa = PBXGroup; children = (F2, ); path = Widget; sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (A1, A2, ); };
                S2 = {isa = PBXSourcesBuildPhase; files = (A3, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; };
                T2 = {isa = PBXNativeTarget; buildPhases = (S2, ); name = Widget; };
                P1 /* Project object */ = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
            };
            rootObject = P1;
        }

        """

    /// A bundle no target builds (an old copy with a heavy step) never fails the run; the live model is
    /// checked, and `project` lists the copy once as not built.
    @Test func aBundleNoTargetBuildsNeverFailsTheRun() throws {
        let root = try makeTemporaryDirectory()
        try write(Self.twoTargets, to: "App.xcodeproj/project.pbxproj", in: root)
        try write(
            "import CoreData\n\nlet container = NSPersistentContainer(name: \"Model\")\n", to: "App/Store.swift",
            in: root)
        try write("struct Widget {}\n", to: "Widget/Widget.swift", in: root)
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note)], current: "Model", in: root.appendingPathComponent("App"))
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", Self.noteAsNumber)], current: "Model 2",
            in: root.appendingPathComponent("Old"))

        let check = try runMapwright(["check", "--fail-on", "heavy"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.components(separatedBy: "[MW470]").count == 2, "\(check.stdout)")
        #expect(check.stdout.contains("Old/Model.xcdatamodeld: note: Model: not built"), "\(check.stdout)")

        let project = try runMapwright(["project"], in: root)
        #expect(project.status == 0, "\(project.stderr)")
        #expect(project.stdout.contains("builds: App.xcodeproj/project.pbxproj: App, Widget"), "\(project.stdout)")
        #expect(
            project.stdout.contains("built: yes — App.xcodeproj/project.pbxproj, target `App`"), "\(project.stdout)")
        #expect(project.stdout.contains("Old/Model.xcdatamodeld: not built"), "\(project.stdout)")
        #expect(
            project.stdout.contains("migration: automatic — the app's code (App/Store.swift:3:17)"), "\(project.stdout)"
        )

        // `built:` of mapwright.yml is stronger than the build files.
        try write("built:\n  Old/Model.xcdatamodeld: true\n", to: "mapwright.yml", in: root)
        let configured = try runMapwright(["check", "--fail-on", "heavy"], in: root)
        #expect(configured.status == 1, "\(configured.stdout)")
        #expect(!configured.stdout.contains("[MW470]"), "\(configured.stdout)")
        try FileManager.default.removeItem(at: root.appendingPathComponent("mapwright.yml"))

        let json = try runMapwright(["project", "--format", "json"], in: root)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let units = try #require(decoded?["units"] as? [[String: Any]])
        #expect(units.count == 2)
        #expect(units.compactMap { ($0["built"] as? [String: Any])?["value"] as? Bool } == [true, false])
    }

    /// objcio/issue-4-core-data-migration's Model bundle and its mapping models, from `../shared/corpus`.
    static func issue4() throws -> URL? {
        try SharedFiles.stageCorpus([
            ("Model.xcdatamodeld", "objcio__issue-4-core-data-migration/Model"),
            ("mappings", "objcio__issue-4-core-data-migration/Model/mappings"),
        ])
    }

    /// Mapping models in a subfolder of an old, unused copy that stops a version early: they serve the live
    /// model (in a Swift package inside the repository) by the hashes they record, and the policy class
    /// they name is found in the app's target outside the package (`@objc(Name)`).
    @Test(.enabled(if: gitIsAvailable), .needsShared("corpus"))
    func mappingModelsArePairedByTheirHashesWhereverTheySit() throws {
        let root = try makeTemporaryDirectory()
        let fixture = try #require(try Self.issue4())
        let live = root.appendingPathComponent("Package/Sources/Store")
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Copy"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("Model.xcdatamodeld"),
            to: live.appendingPathComponent("Model.xcdatamodeld"))
        let copy = root.appendingPathComponent("Copy/Model.xcdatamodeld")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Model.xcdatamodeld"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Model3.xcdatamodel"))
        try write(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Model2.xcdatamodel</string></dict></plist>"#,
            to: "Copy/Model.xcdatamodeld/.xccurrentversion", in: root)
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("mappings"), to: root.appendingPathComponent("Copy/mappings"))
        try write(
            "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Store\", targets: [.target(name: \"Store\")])\n",
            to: "Package/Package.swift", in: root)
        try write(
            "import CoreData\n\n@objc(MHWBookToBookPolicy) class BookToBookPolicy: NSEntityMigrationPolicy {}\n",
            to: "App/BookToBookPolicy.swift", in: root)
        try runGit(["init", "-q"], in: root)

        let check = try runMapwright(["check", "Package/Sources/Store/Model.xcdatamodeld"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("MW172") && !check.stdout.contains("MW175"), "\(check.stdout)")
        let project = try runMapwright(["project", "Package/Sources/Store/Model.xcdatamodeld"], in: root)
        #expect(
            project.stdout.contains(
                "mapping model Copy/mappings/Model2_to_Model3.xcmappingmodel: Model2 → Model3"),
            "\(project.stdout)")
        #expect(
            project.stdout.contains("policy MHWBookToBookPolicy: declared in App/BookToBookPolicy.swift"),
            "\(project.stdout)")

        let all = try runMapwright(["check"], in: root)
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
        #expect(all.stdout.contains("Copy/Model.xcdatamodeld: note: Model: not built"), "\(all.stdout)")
        #expect(!all.stdout.contains("MW172"), "\(all.stdout)")
    }

    /// Versions named by words: git adds them in another order than the alphabet's, and the app's migrator
    /// lists them in that order; the list decides, the current version last.
    @Test(.enabled(if: gitIsAvailable)) func wordNamedVersionsFollowTheMigratorsList() throws {
        let root = try makeTemporaryDirectory()
        let names = ["Model", "Model Tags", "Model Folders", "Model Archive"]
        _ = try TrustCaseTests.bundle(
            "Model", names.map { ($0, Self.note) }, current: "Model Archive", in: root.appendingPathComponent("App"))
        try runGit(["init", "-q"], in: root)
        for (index, name) in names.enumerated() {
            try runGit(["add", "App/Model.xcdatamodeld/\(name).xcdatamodel"], in: root)
            try runGit(["commit", "-q", "-m", name], in: root, date: "202\(index)-01-01T00:00:00Z")
        }
        let byGit = try runMapwright(["project"], in: root)
        #expect(
            byGit.stdout.contains(
                "versions: Model → Model Tags → Model Folders → Model Archive — git (when each version was first committed)"
            ),
            "\(byGit.stdout)")

        try write(
            """
            import CoreData

            enum Migrator {
                // The store's versions, oldest first.
                static let versions = [
                    "Model",
                    "Model Tags",
                    "Model Folders",
                    "Model Archive",
                ]
            }

            """, to: "App/Migrator.swift", in: root)
        let byCode = try runMapwright(["project"], in: root)
        #expect(
            byCode.stdout.contains(
                "versions: Model → Model Tags → Model Folders → Model Archive — the app's code (App/Migrator.swift:5:27)"
            ),
            "\(byCode.stdout)")
        let check = try runMapwright(["check"], in: root)
        #expect(check.stdout.contains("Model Tags → Model Folders: none"), "\(check.stdout)")
        #expect(!check.stdout.contains("MW451") && !check.stdout.contains("MW452"), "\(check.stdout)")

        // `versions:` of mapwright.yml wins; the contradiction is said once, with both places.
        try write(
            "versions:\n  App/Model.xcdatamodeld: [Model, Model Folders, Model Tags, Model Archive]\n",
            to: "mapwright.yml", in: root)
        let configured = try runMapwright(["project"], in: root)
        #expect(
            configured.stdout.contains("versions: Model → Model Folders → Model Tags → Model Archive — mapwright.yml"),
            "\(configured.stdout)")
        #expect(
            configured.stdout.contains(
                "used over the app's code (App/Migrator.swift:5:27), which lists Model → Model Tags → Model Folders → Model Archive"
            ), "\(configured.stdout)")
    }

    /// Without a list in the code or a git history, the steps the mapping models' recorded hashes name give
    /// the order: versions renamed so that their names sort otherwise follow the chain (no MW451).
    @Test(.needsShared("corpus")) func theMappingModelsChainOrdersVersionsTheirNamesMisorder() throws {
        let root = try makeTemporaryDirectory()
        let fixture = try #require(try Self.issue4())
        let bundle = root.appendingPathComponent("Model.xcdatamodeld")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Model.xcdatamodeld"), to: bundle)
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("mappings"), to: root.appendingPathComponent("mappings"))
        for (old, new) in [("Model1", "Model C"), ("Model2", "Model A"), ("Model3", "Model B")] {
            try FileManager.default.moveItem(
                at: bundle.appendingPathComponent("\(old).xcdatamodel"),
                to: bundle.appendingPathComponent("\(new).xcdatamodel"))
        }
        try write(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Model B.xcdatamodel</string></dict></plist>"#,
            to: "Model.xcdatamodeld/.xccurrentversion", in: root)
        try write("# project\n", to: "mapwright.yml", in: root)

        let project = try runMapwright(["project", "Model.xcdatamodeld"], in: root)
        #expect(
            project.stdout.contains("versions: Model C → Model A → Model B — the hashes the mapping models record"),
            "\(project.stdout)")
        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!check.stdout.contains("MW451"), "\(check.stdout)")
        #expect(check.stdout.contains("Model C → Model A: lightweight (covered by Model1_to_Model2.xcmappingmodel)"))
    }

    /// A mapping model from the current version to another says that one is newer, whatever the current
    /// version names: the current version was not moved on (MW451), the step is history, and no step back
    /// from the newer version is made up (it was MW170, an error, for a step no store takes).
    @Test func aMappingModelFromTheCurrentVersionPutsTheOtherAfterIt() throws {
        let root = try makeTemporaryDirectory()
        try write("# project\n", to: "mapwright.yml", in: root)
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", Self.noteAsNumber)], current: "Model 2", in: root)
        let generate = try runMapwright(["generate", "Model.xcdatamodeld", "--output", "Migrations"], in: root)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        try write(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Model.xcdatamodel</string></dict></plist>"#,
            to: "Model.xcdatamodeld/.xccurrentversion", in: root)

        let project = try runMapwright(["project", "Model.xcdatamodeld"], in: root)
        #expect(
            project.stdout.contains("versions: Model → Model 2 — the hashes the mapping models record"),
            "\(project.stdout)")
        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.contains("[MW451]"), "\(check.stdout)")
        #expect(!check.stdout.contains("MW170") && !check.stdout.contains("Model 2 → Model:"), "\(check.stdout)")
        #expect(check.stdout.contains("Model → Model 2: heavy (covered by"), "\(check.stdout)")
    }

    /// The current version is an unnumbered name edited in place while a numbered snapshot was frozen beside
    /// it: git shows it changed after the snapshot was added, so it is the newest (no MW451).
    @Test(.enabled(if: gitIsAvailable)) func aCurrentVersionEditedInPlaceIsTheNewest() throws {
        let root = try makeTemporaryDirectory()
        _ = try TrustCaseTests.bundle("Model", [("Model", Self.note)], current: "Model", in: root)
        try runGit(["init", "-q"], in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "first"], in: root, date: "2020-01-01T00:00:00Z")
        _ = try TrustCaseTests.bundle("Model", [("Model 1", Self.note)], current: "Model", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "snapshot"], in: root, date: "2020-06-01T00:00:00Z")
        _ = try TrustCaseTests.bundle("Model", [("Model", Self.noteAsNumber)], current: "Model", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "edited in place"], in: root, date: "2021-01-01T00:00:00Z")

        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!check.stdout.contains("MW451"), "\(check.stdout)")
        #expect(check.stdout.contains("Model 1 → Model: heavy"), "\(check.stdout)")
    }

    /// The current version's source is the file that names it; where none does, a model of one version has
    /// that one (a bundle without `.xccurrentversion`, a lone YAML file) and a bundle of several its last,
    /// which is assumed, as Xcode takes it.
    @Test(
        arguments: [
            (
                recorded: "<dict><key>_XCCurrentVersionName</key><string>Model.xcdatamodel</string></dict>",
                versions: 2,
                expected: "current: Model — Model.xcdatamodeld/.xccurrentversion"
            ),
            (recorded: nil, versions: 1, expected: "current: Model — the model's only version"),
            (recorded: "<dict/>", versions: 1, expected: "current: Model — the model's only version"),
            (
                recorded: "<dict/>", versions: 2,
                expected: "current: Model 2 — assumed: the bundle records no current version, so Xcode takes its last"
            ),
        ] as [(recorded: String?, versions: Int, expected: String)])
    func theCurrentVersionsSourceIsTheFileThatNamesIt(recorded: String?, versions: Int, expected: String) throws {
        let root = try makeTemporaryDirectory()
        try write("# project\n", to: "mapwright.yml", in: root)
        for name in ["Model", "Model 2"].prefix(versions) {
            try write(
                "<model type=\"com.apple.IDECoreDataModeler.DataModel\" documentVersion=\"1.0\">\(Self.note)</model>\n",
                to: "Model.xcdatamodeld/\(name).xcdatamodel/contents", in: root)
        }
        if let recorded {
            try write(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\(recorded)</plist>\n",
                to: "Model.xcdatamodeld/.xccurrentversion", in: root)
        }
        let project = try runMapwright(["project"], in: root)
        #expect(project.status == 0, "\(project.stderr)")
        #expect(project.stdout.contains(expected), "\(project.stdout)")
        #expect(!project.stdout.contains("— .xccurrentversion"), "\(project.stdout)")
    }

    /// A lone YAML version file is its model's only version.
    @Test func aLoneYAMLFileIsItsModelsOnlyVersion() throws {
        let root = try makeTemporaryDirectory()
        try write("entities:\n  Item:\n    attributes:\n      title: String\n", to: "Item.yaml", in: root)
        let project = try runMapwright(["project", "Item.yaml"], in: root)
        #expect(project.status == 0, "\(project.stderr)")
        #expect(project.stdout.contains("current: Item — the model's only version"), "\(project.stdout)")
    }

    /// How the app migrates comes from code that speaks for the model: an option set off for a read-only
    /// backup store is not automatic migration; a container subclass is a container; a tool's staged
    /// migration of another model does not decide for this one.
    @Test func theMigrationStyleComesFromTheModelsOwnCode() throws {
        let root = try makeTemporaryDirectory()
        try write("# project\n", to: "mapwright.yml", in: root)
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", Self.noteAsNumber)], current: "Model 2", in: root)
        try write(
            "let backup = [NSMigratePersistentStoresAutomaticallyOption: false, NSReadOnlyPersistentStoreOption: true]\n",
            to: "App/Backup.swift", in: root)
        try write(
            "import CoreData\n\nlet manager = NSStagedMigrationManager([])\nlet other = NSPersistentContainer(name: \"Other\")\n",
            to: "tools/Migrate.swift", in: root)
        let check = try runMapwright(["check"], in: root)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("staged"), "\(check.stdout)")
        let assumed = try runMapwright(["project"], in: root)
        #expect(assumed.stdout.contains("migration: automatic — assumed: Core Data's default"), "\(assumed.stdout)")

        try write(
            "import CoreData\n\nfinal class AppContainer: NSPersistentContainer {}\n\nlet container = AppContainer(name: \"Model\")\n",
            to: "App/Store.swift", in: root)
        let subclass = try runMapwright(["project"], in: root)
        #expect(
            subclass.stdout.contains("migration: automatic — the app's code (App/Store.swift:5:17)"),
            "\(subclass.stdout)")
        #expect(subclass.stdout.contains("loaded by: App/Store.swift:5:17"), "\(subclass.stdout)")
    }

    /// A library's container (its own target, as a vendored project or a submodule is) that walks the steps
    /// itself decides for the model the app loads through it; a container of the library the app does not
    /// use decides nothing.
    @Test func aLibrarysContainerDecidesForTheModelsLoadedThroughIt() throws {
        let root = try makeTemporaryDirectory()
        let project = Self.twoTargets
            .replacingOccurrences(
                of: "A3 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };",
                with: """
                    A3 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
                            A4 = {isa = PBXBuildFile; fileRef = F3; };
                            A5 = {isa = PBXBuildFile; fileRef = F4; };
                            F3 = {isa = PBXFileReference; path = LibContainer.m; sourceTree = "<group>"; };
                            F4 = {isa = PBXFileReference; path = OtherContainer.m; sourceTree = "<group>"; };
                    """
            )
            .replacingOccurrences(
                of: "children = (F2, ); path = Widget;", with: "children = (F2, F3, F4, ); path = Widget;"
            )
            .replacingOccurrences(
                of: "S2 = {isa = PBXSourcesBuildPhase; files = (A3, ); };",
                with: "S2 = {isa = PBXSourcesBuildPhase; files = (A3, A4, A5, ); };")
        try write(project, to: "App.xcodeproj/project.pbxproj", in: root)
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", Self.noteAsNumber)], current: "Model 2",
            in: root.appendingPathComponent("App"))
        try write("struct Widget {}\n", to: "Widget/Widget.swift", in: root)
        try write(
            """
            @interface LibContainer : NSPersistentContainer
            @end
            @implementation LibContainer
            - (void)step {
                [manager migrateStoreFromURL:url type:type options:nil withMappingModel:mapping toDestinationURL:to destinationType:type destinationOptions:nil error:&error];
            }
            @end

            """, to: "Widget/LibContainer.m", in: root)
        try write(
            """
            @interface OtherContainer : NSPersistentContainer
            @end
            @implementation OtherContainer
            - (void)stage { NSStagedMigrationManager *manager = nil; }
            @end

            """, to: "Widget/OtherContainer.m", in: root)
        try write(
            "import CoreData\n\nfinal class AppContainer: LibContainer {}\n\nlet container = AppContainer(name: \"Model\")\n",
            to: "App/Store.swift", in: root)

        let picture = try runMapwright(["project"], in: root)
        #expect(picture.status == 0, "\(picture.stderr)")
        #expect(
            picture.stdout.contains("migration: step-by-step — the app's code (Widget/LibContainer.m:5:14)"),
            "\(picture.stdout)")
        #expect(picture.stdout.contains("loaded by: App/Store.swift:5:17"), "\(picture.stdout)")

        // The app's own container instead: the library's file no longer speaks for the model.
        try write(
            "import CoreData\n\nlet container = NSPersistentContainer(name: \"Model\")\n", to: "App/Store.swift",
            in: root)
        let own = try runMapwright(["project"], in: root)
        #expect(
            own.stdout.contains("migration: automatic — the app's code (App/Store.swift:3:17)"), "\(own.stdout)")
    }

    /// A framework the model's target links runs in the app: its migrator decides how the app migrates. A
    /// target the model's target does not depend on decides nothing for it.
    @Test func aLinkedFrameworksMigratorDecidesForTheModelsOfTheTargetsLinkingIt() throws {
        let root = try makeTemporaryDirectory()
        let unlinked = "T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; };"
        let linked =
            "D1 = {isa = PBXTargetDependency; target = T2; };\n"
            + "T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); dependencies = (D1, ); name = App; };"
        try write(
            Self.twoTargets.replacingOccurrences(of: unlinked, with: linked), to: "App.xcodeproj/project.pbxproj",
            in: root)
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", Self.noteAsNumber)], current: "Model 2",
            in: root.appendingPathComponent("App"))
        try write("import CoreData\n\nlet stack = Stack(modelName: \"Model\")\n", to: "App/Store.swift", in: root)
        try write(
            """
            import CoreData

            final class Stack {
                func migrate() throws {
                    let manager = NSMigrationManager(sourceModel: source, destinationModel: destination)
                }
            }

            """, to: "Widget/Widget.swift", in: root)

        let framework = try runMapwright(["project"], in: root)
        #expect(framework.status == 0, "\(framework.stderr)")
        #expect(
            framework.stdout.contains("migration: step-by-step — the app's code (Widget/Widget.swift:5:23)"),
            "\(framework.stdout)")

        try write(Self.twoTargets, to: "App.xcodeproj/project.pbxproj", in: root)
        let unrelated = try runMapwright(["project"], in: root)
        #expect(unrelated.stdout.contains("migration: automatic — assumed"), "\(unrelated.stdout)")
    }

    /// A container given its model (`managedObjectModel:`) names its store, not a model: its file speaks for
    /// the models of its target, as Mastodon's `NSPersistentContainer(name: "CoreDataStack", managedObjectModel:)`
    /// does for its `CoreData` model. A file loading another model by name does not speak for this one.
    @Test func aContainerGivenItsModelNamesOnlyItsStore() throws {
        let root = try makeTemporaryDirectory()
        try write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Kit", targets: [.target(name: "Kit")])

            """, to: "Package.swift", in: root)
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", Self.noteAsNumber)], current: "Model 2",
            in: root.appendingPathComponent("Sources/Kit"))
        _ = try TrustCaseTests.bundle(
            "Other", [("Other", Self.note)], current: "Other", in: root.appendingPathComponent("Sources/Kit"))
        try write(
            "import CoreData\n\nlet other = NSPersistentCloudKitContainer(name: \"Other\")\n",
            to: "Sources/Kit/Other.swift", in: root)
        try write(
            """
            import CoreData

            let model = NSManagedObjectModel.mergedModel(from: [Bundle.module])!
            let container = NSPersistentContainer(name: "Stack", managedObjectModel: model)

            """, to: "Sources/Kit/Stack.swift", in: root)

        let picture = try runMapwright(["project"], in: root)
        #expect(picture.status == 0, "\(picture.stderr)")
        #expect(
            picture.stdout.contains("migration: automatic — the app's code (Sources/Kit/Stack.swift:4:17)"),
            "\(picture.stdout)")
        #expect(
            picture.stdout.contains("migration: automatic — the app's code (Sources/Kit/Other.swift:3:13)"),
            "\(picture.stdout)")
    }

    /// `generate` writes the pairs the findings ask for: for an app whose code migrates automatically, the
    /// direct pairs a store takes (each older version → the current one), not the adjacent ones.
    @Test func generateWritesTheDirectPairsOfAnAutomaticApp() throws {
        let root = try makeTemporaryDirectory()
        try write("# project\n", to: "mapwright.yml", in: root)
        let titled = TrustCaseTests.noteWithTitle
        let numbered = titled.replacingOccurrences(
            of: #"name="text" attributeType="String""#, with: #"name="text" attributeType="Integer 16""#)
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", titled), ("Model 3", numbered)], current: "Model 3", in: root)
        let adjacent = try runMapwright(["generate", "Model.xcdatamodeld", "-o", "Adjacent"], in: root)
        #expect(adjacent.status == 0, "\(adjacent.stdout)\(adjacent.stderr)")
        let written = { (folder: String) in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".xcmappingmodel") }.sorted()
        }
        #expect(try written("Adjacent") == ["Model 2 to Model 3.xcmappingmodel"])
        // Mapping models in the project serve their steps: the app would ship these.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Adjacent"))

        try write(
            "import CoreData\n\nlet container = NSPersistentContainer(name: \"Model\")\n", to: "App/Store.swift",
            in: root)
        let direct = try runMapwright(["generate", "Model.xcdatamodeld", "-o", "Direct"], in: root)
        #expect(direct.status == 0, "\(direct.stdout)\(direct.stderr)")
        #expect(try written("Direct") == ["Model 2 to Model 3.xcmappingmodel", "Model to Model 3.xcmappingmodel"])
    }

    /// An abstract entity holds no rows of its own: no rename is guessed onto it, the removal is said as such.
    @Test func noRenameIsGuessedOntoAnAbstractEntity() throws {
        let root = try makeTemporaryDirectory()
        let abstract =
            #"<entity name="Notes" representedClassName="Notes" isAbstract="YES"><attribute name="text" attributeType="String"/></entity>"#
        _ = try TrustCaseTests.bundle(
            "Model", [("Model", Self.note), ("Model 2", abstract)], current: "Model 2", in: root)
        let check = try runMapwright(["check", "Model.xcdatamodeld"], in: root)
        #expect(!check.stdout.contains("[MW126]"), "\(check.stdout)")
        #expect(check.stdout.contains("entity `Note` removed: its rows are deleted [MW120]"), "\(check.stdout)")
    }

    /// A new entity the step's mapping-model policies make from two old ones is no rename: following that
    /// advice would break the migration the app ships.
    @Test func noRenameIsGuessedBetweenEntitiesAStepsPoliciesRestructure() throws {
        let root = try makeTemporaryDirectory()
        try write("# project\n", to: "mapwright.yml", in: root)
        try write(
            "entities:\n  Note:\n    attributes:\n      text: String\n      date: Date?\n  Tag:\n    attributes:\n      label: String\n",
            to: "Item/Item.yaml", in: root)
        try write(
            "entities:\n  Entry:\n    attributes:\n      text: String\n      date: Date?\n      label: String?\n",
            to: "Item/Item 2.yaml", in: root)
        try write("current: Item 2\n", to: "Item/_manifest.yaml", in: root)
        let guessed = try runMapwright(["check", "Item"], in: root)
        #expect(guessed.stdout.contains("[MW126]"), "\(guessed.stdout)")

        try write(
            "source: Item\ndestination: Item 2\nentityMappings:\n  - source: Note\n    destination: Entry\n    policy: MergePolicy\n"
                + "  - source: Tag\n    destination: Entry\n    policy: MergePolicy\n",
            to: "Item/Item to Item 2.mapping.yaml", in: root)
        let restructured = try runMapwright(["check", "Item"], in: root)
        #expect(
            !restructured.stdout.contains("[MW126]") && !restructured.stdout.contains("[MW120]"),
            "\(restructured.stdout)")
    }

    /// An app that turns inference off needs the mapping models it ships: MW177 never advises deleting one.
    @Test func noAdviceToDeleteAMappingModelTheAppNeeds() throws {
        let root = try makeTemporaryDirectory()
        try write("# project\n", to: "mapwright.yml", in: root)
        try write("entities:\n  Item:\n    attributes:\n      title: String\n", to: "Item/Item.yaml", in: root)
        try write(
            "entities:\n  Item:\n    attributes:\n      title: String\n      notes: String?\n", to: "Item/Item 2.yaml",
            in: root)
        try write("current: Item 2\n", to: "Item/_manifest.yaml", in: root)
        try write(
            "source: Item\ndestination: Item 2\nentityMappings:\n  - source: Item\n    destination: Item\n    attributes:\n      - name: title\n      - name: notes\n",
            to: "Item/Item to Item 2.mapping.yaml", in: root)
        let before = try runMapwright(["check", "Item"], in: root)
        #expect(before.stdout.contains("[MW177]") && before.stdout.contains("Delete it"), "\(before.stdout)")

        try write(
            "let options = [NSInferMappingModelAutomaticallyOption: false, NSMigratePersistentStoresAutomaticallyOption: true]\n",
            to: "App/Store.swift", in: root)
        let after = try runMapwright(["check", "Item"], in: root)
        #expect(after.stdout.contains("[MW177]"), "\(after.stdout)")
        #expect(!after.stdout.contains("Delete it"), "\(after.stdout)")
        #expect(
            after.stdout.contains(
                "Keep it: the app does not let Core Data infer mapping models (App/Store.swift:1:16)"),
            "\(after.stdout)")
    }
}
