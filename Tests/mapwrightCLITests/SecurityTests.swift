import Foundation
import MapwrightTestSupport
import Testing

/// Links out of the model or project folder are refused unread, and hostile names never reach a file.
@Suite struct SecurityTests {
    static let secret = "MAPWRIGHT_FAKE_SECRET=hunter2-do-not-print"

    /// A folder holding `secret.txt` (the "credentials file", outside every model folder) and a
    /// `project` folder for the model.
    static func workspace() throws -> (root: URL, secret: URL, project: URL) {
        let root = try makeTemporaryDirectory()
        let secret = root.appendingPathComponent("secret.txt")
        // Not YAML: a reader that followed the link would quote this line in its syntax error.
        try Data("aws_access_key_id: [\(Self.secret)\n".utf8).write(to: secret)
        let project = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        return (root, secret, project)
    }

    static func expectRefused(_ result: CLIResult, link: String) {
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"), "\(result.stderr)")
        #expect(result.stderr.contains("[MW017]"), "\(result.stderr)")
        #expect(result.stderr.contains(link), "\(result.stderr)")
    }

    @Test func aYAMLVersionLinkedOutOfTheFolderIsRefused() throws {
        let (root, secret, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = project.appendingPathComponent("Todo")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data("entities:\n  Item:\n    attributes:\n      title: String\n".utf8).write(
            to: model.appendingPathComponent("Todo.yaml"))
        try Data("current: Todo 2\n".utf8).write(to: model.appendingPathComponent("_manifest.yaml"))
        try FileManager.default.createSymbolicLink(
            at: model.appendingPathComponent("Todo 2.yaml"), withDestinationURL: secret)
        for command in ["validate", "check", "hash"] {
            Self.expectRefused(try runMapwright([command, "Todo"], in: project), link: "Todo 2.yaml")
        }
        Self.expectRefused(try runMapwright(["validate", "Todo/Todo 2.yaml"], in: project), link: "Todo 2.yaml")
    }

    @Test func aLinkInsideTheFolderIsRead() throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = project.appendingPathComponent("Todo")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data("entities:\n  Item:\n    attributes:\n      title: String\n".utf8).write(
            to: model.appendingPathComponent("Base.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: model.appendingPathComponent("Todo.yaml").path, withDestinationPath: "Base.txt")
        try Data("current: Todo\n".utf8).write(to: model.appendingPathComponent("_manifest.yaml"))
        let result = try runMapwright(["validate", "Todo"], in: project)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func anXcodeContentsFileLinkedOutOfTheBundleIsRefused() throws {
        let (root, secret, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let version = project.appendingPathComponent("Model.xcdatamodeld/Model.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: version.appendingPathComponent("contents"), withDestinationURL: secret)
        Self.expectRefused(try runMapwright(["validate", "Model.xcdatamodeld"], in: project), link: "contents")
    }

    @Test func anXcodeVersionFolderLinkedOutOfTheBundleIsRefused() throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("Elsewhere.xcdatamodel")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("<model>\(Self.secret)".utf8).write(to: outside.appendingPathComponent("contents"))
        let bundle = project.appendingPathComponent("Model.xcdatamodeld")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bundle.appendingPathComponent("Model.xcdatamodel"), withDestinationURL: outside)
        Self.expectRefused(
            try runMapwright(["validate", "Model.xcdatamodeld"], in: project), link: "Model.xcdatamodel")
    }

    @Test func aConfigurationLinkedOutOfTheProjectIsRefused() throws {
        let (root, secret, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            at: project.appendingPathComponent("mapwright.yml"), withDestinationURL: secret)
        Self.expectRefused(try runMapwright(["check"], in: project), link: "mapwright.yml")
    }

    @Test func anInjectingPolicyClassNameIsAnErrorAndNothingIsWritten() throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = project.appendingPathComponent("Todo")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data("entities:\n  Item:\n    attributes:\n      title: String\n".utf8).write(
            to: model.appendingPathComponent("Todo.yaml"))
        let evil = """
            entities:
              Item:
                migrationPolicy:
                  reason: fill in
                  className: 'P {}; let pwned = 1; class Q'
                attributes:
                  title: String

            """
        try Data(evil.utf8).write(to: model.appendingPathComponent("Todo 2.yaml"))
        try Data("current: Todo 2\n".utf8).write(to: model.appendingPathComponent("_manifest.yaml"))
        let result = try runMapwright(["generate", "Todo", "--output", "out"], in: project)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Todo/Todo 2.yaml:3:5: error: migration policy class name 'P {}; let pwned = 1; class Q'"),
            "\(result.stderr)")
        #expect(result.stderr.contains("[MW067]"))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("out").path))
    }

    @Test func aFloodOfErrorsOnOneLineIsBoundedInTimeAndOutput() throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = project.appendingPathComponent("M")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let keys = (0..<5_000).map { "k\($0): 1" }.joined(separator: ", ")
        try Data("entities:\n  Item: {\(keys)}\n".utf8).write(to: model.appendingPathComponent("M.yaml"))
        try Data("current: M\n".utf8).write(to: model.appendingPathComponent("_manifest.yaml"))
        let start = Date()
        let result = try runMapwright(["validate", "M"], in: project)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(result.status == 2)
        #expect(result.stderr.utf8.count < 64_000, "\(result.stderr.utf8.count) bytes")
        #expect(
            result.stderr.contains("M/M.yaml: note: 4900 more diagnostics left out"), "\(result.stderr.suffix(300))")
    }

    @Test func aTemplateLinkedOutOfTheTemplatesFolderIsRefused() throws {
        let (root, secret, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = project.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: templates.appendingPathComponent("policy.swift.stencil"), withDestinationURL: secret)
        let result = try runMapwright(
            [
                "generate", packageRoot.appendingPathComponent("schemas/ToDo").path, "--output", "out", "--templates",
                "templates",
            ], in: project)
        Self.expectRefused(result, link: "policy.swift.stencil")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("out").path))
    }

    @Test func aReasonCannotForgeLogLines() throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = project.appendingPathComponent("Todo")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let version = "entities:\n  Item:\n    attributes:\n      title: String\n"
        try Data(version.utf8).write(to: model.appendingPathComponent("Todo.yaml"))
        let forged =
            version
            + "      note: String?\n    migrationPolicy: \"fill in\\n::error file=x.swift,line=1::forged\\r\\u001B[2K ##[error]legacy\"\n"
        try Data(forged.utf8).write(to: model.appendingPathComponent("Todo 2.yaml"))
        try Data("current: Todo 2\n".utf8).write(to: model.appendingPathComponent("_manifest.yaml"))
        for arguments in [
            ["check", "Todo", "--reporter", "text", "--no-github-annotations"],
            ["diff", "Todo/Todo.yaml", "Todo/Todo 2.yaml"],
        ] {
            let result = try runMapwright(arguments, in: project)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let lines = (result.stdout + result.stderr).split(separator: "\n")
            if arguments[0] == "diff" {
                #expect(lines.contains { $0.contains("fill in\\u{A}::error") }, "\(result.stdout)")
            }
            #expect(
                !lines.contains {
                    $0.hasPrefix("::") || $0.contains("\u{1B}") || $0.contains("\r") || $0.contains("##[")
                },
                "\(arguments): \(result.stdout)")
        }
        // Under GitHub Actions the findings become annotations; the reason still carries no legacy command.
        let github = try runMapwright(["check", "Todo"], in: project, environment: ["GITHUB_ACTIONS": "true"])
        #expect(!(github.stdout + github.stderr).contains("##["), "\(github.stdout)")
    }
}

extension SecurityTests {
    /// A configuration naming files outside the project is refused, and
    /// nothing of them is printed.
    @Test(arguments: ["../secret.txt", "/etc/passwd", "/proc/self/environ"])
    func aConfigurationPathOutOfTheProjectIsRefused(path: String) throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try runGit(["init", "-q"], in: project)
        try Data("models: [\(path)]\n".utf8).write(to: project.appendingPathComponent("mapwright.yml"))
        let check = try runMapwright(["check"], in: project)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("leads out of the project"), "\(check.stderr)")
        #expect(
            !check.stdout.contains("hunter2") && !check.stderr.contains("hunter2") && !check.stderr.contains("root:"))
    }

    /// A file inside the project that is no model is read, refused, and never quoted.
    @Test func aFileThatIsNoModelIsNeverQuoted() throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("API_TOKEN: [\(Self.secret)\n".utf8).write(to: project.appendingPathComponent(".env"))
        try Data("models: [.env]\n".utf8).write(to: project.appendingPathComponent("mapwright.yml"))
        let check = try runMapwright(["check"], in: project)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("hunter2") && !check.stderr.contains("hunter2"), "\(check.stderr)")
    }
}

extension SecurityTests {
    /// A link in the project pointing out of it cannot carry a configured path out, even to a file that
    /// does not exist yet; `..` after a name is refused.
    @Test(arguments: ["link/gen", "link/b.json", "Models/../../x"])
    func aConfiguredPathCannotLeaveThroughALink(path: String) throws {
        let (root, _, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try runGit(["init", "-q"], in: project)
        try FileManager.default.createSymbolicLink(
            at: project.appendingPathComponent("link"), withDestinationURL: root.appendingPathComponent("elsewhere"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try Data("output: \(path)\n".utf8).write(to: project.appendingPathComponent("mapwright.yml"))
        let check = try runMapwright(["check"], in: project)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("`output`"), "\(check.stderr)")
    }
}

extension SecurityTests {
    /// The manifest of a YAML model folder and the `.xccurrentversion` of a bundle, linked out of their
    /// folder, are refused unread like the versions.
    @Test func aManifestOrCurrentVersionLinkedOutOfTheFolderIsRefused() throws {
        let (root, secret, project) = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let model = project.appendingPathComponent("Todo")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data("entities:\n  Item:\n    attributes:\n      title: String\n".utf8).write(
            to: model.appendingPathComponent("Todo.yaml"))
        try FileManager.default.createSymbolicLink(
            at: model.appendingPathComponent("_manifest.yaml"), withDestinationURL: secret)
        Self.expectRefused(try runMapwright(["check", "Todo"], in: project), link: "_manifest.yaml")

        let bundle = project.appendingPathComponent("Model.xcdatamodeld")
        let version = bundle.appendingPathComponent("Model.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Item" representedClassName="Item" syncable="YES">
                    <attribute name="title" optional="YES" attributeType="String"/>
                </entity>
            </model>

            """.utf8
        ).write(to: version.appendingPathComponent("contents"))
        try FileManager.default.createSymbolicLink(
            at: bundle.appendingPathComponent(".xccurrentversion"), withDestinationURL: secret)
        Self.expectRefused(
            try runMapwright(["check", "Model.xcdatamodeld"], in: project), link: ".xccurrentversion")
    }
}
