import Foundation
import MapwrightTestSupport
import Testing

/// `generate --staged`, orphans (`--check`, `--prune`) and the settings `generate` takes from mapwright.yml.
@Suite struct GenerateProjectTests {
    let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path

    /// A copy of `schemas/ToDo` without the policy request of `ToDo 2`: the step ToDo → ToDo 2 no longer
    /// needs a mapping model.
    func toDoWithoutRequest() throws -> URL {
        let copy = try makeTemporaryDirectory().appendingPathComponent("ToDo")
        try FileManager.default.copyItem(atPath: toDo, toPath: copy.path)
        let version = copy.appendingPathComponent("ToDo 2.yaml")
        let text = try String(contentsOf: version, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .filter { !$0.contains("migrationPolicy:") && !$0.contains("the request asks for a custom policy") }.joined(
            separator: "\n")
        try Data(text.utf8).write(to: version)
        return copy
    }

    @Test func stagedChecksumsAreTheOnesHashPrints() throws {
        let output = try makeTemporaryDirectory()
        let result = try runMapwright(["generate", toDo, "-o", output.path, "--staged"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote ToDoStagedMigration.swift"))
        let staged = try String(contentsOf: output.appendingPathComponent("ToDoStagedMigration.swift"), encoding: .utf8)

        let hash = try runMapwright(["hash", toDo, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(hash.stdout.utf8)) as? [String: Any])
        let versions = try #require(json["versions"] as? [[String: Any]])
        let checksums = Dictionary(
            uniqueKeysWithValues: versions.compactMap { version in
                (version["name"] as? String).flatMap { name in
                    (version["versionChecksum"] as? String).map { (name, $0) }
                }
            })
        #expect(checksums.count == 3)
        let lines = staged.split(separator: "\n").map(String.init)
        // The lightweight stage lists ToDo; the custom stage goes from ToDo 2 to ToDo 3.
        #expect(lines.contains("            \"\(try #require(checksums["ToDo"]))\", // ToDo"))
        #expect(lines.contains { $0.hasSuffix("versionChecksum: \"\(checksums["ToDo 2"] ?? "")\"), // ToDo 2") })
        #expect(lines.contains { $0.hasSuffix("versionChecksum: \"\(checksums["ToDo 3"] ?? "")\")) // ToDo 3") })

        let check = try runMapwright(["generate", toDo, "-o", output.path, "--staged", "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func checkNamesOrphansAndPruneDeletesTheUneditedOnes() throws {
        let output = try makeTemporaryDirectory()
        _ = try runMapwright(["generate", toDo, "-o", output.path])
        let model = try toDoWithoutRequest()

        let check = try runMapwright(["generate", model.path, "-o", output.path, "--check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("orphan ToDo to ToDo 2.xcmappingmodel"))
        #expect(check.stdout.contains("orphan ToDo1ToToDo2Policy.swift"))
        #expect(
            check.stderr.contains(
                "ToDo to ToDo 2.xcmappingmodel is no longer generated: no step of the models needs it [MW403]"))
        #expect(!check.stdout.contains("orphan ToDo 2 to ToDo 3"))

        // An edited stub is listed and kept; the mapping model and its readable copy are deleted.
        let stub = output.appendingPathComponent("ToDo1ToToDo2Policy.swift")
        let edited = try String(contentsOf: stub, encoding: .utf8) + "// my code\n"
        try Data(edited.utf8).write(to: stub)
        let prune = try runMapwright(["generate", model.path, "-o", output.path, "--prune"])
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout.contains("deleted (orphan) ToDo to ToDo 2.xcmappingmodel"))
        #expect(prune.stdout.contains("kept orphan (edited) ToDo1ToToDo2Policy.swift"))
        let left = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            left == [
                "ToDo 2 to ToDo 3.mapping.yaml", "ToDo 2 to ToDo 3.xcmappingmodel", "ToDo1ToToDo2Policy.swift",
                "ToDo2ToToDo3Policy.swift",
            ])
        #expect(try String(contentsOf: stub, encoding: .utf8) == edited)

        // Once the edited orphan is gone too, nothing is left to report.
        try FileManager.default.removeItem(at: stub)
        let clean = try runMapwright(["generate", model.path, "-o", output.path, "--check"])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    }

    @Test func unchangedStubOrphanIsPruned() throws {
        let output = try makeTemporaryDirectory()
        _ = try runMapwright(["generate", toDo, "-o", output.path])
        let prune = try runMapwright(["generate", try toDoWithoutRequest().path, "-o", output.path, "--prune"])
        #expect(prune.stdout.contains("deleted (orphan) ToDo1ToToDo2Policy.swift"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("ToDo1ToToDo2Policy.swift").path))
    }

    @Test func modelsOutputAndModelFolderComeFromTheConfiguration() throws {
        let project = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: toDo, toPath: project.appendingPathComponent("schemas/ToDo").path)
        try Data("models: [schemas/ToDo]\noutput: Generated\nmodelFolder: App/Model\n".utf8)
            .write(to: project.appendingPathComponent("mapwright.yml"))
        let result = try runMapwright(["generate"], in: project)
        #expect(result.status == 0, "\(result.stderr)")
        let xml = try String(
            contentsOf: project.appendingPathComponent("Generated/ToDo 2 to ToDo 3.xcmappingmodel/xcmapping.xml"),
            encoding: .utf8)
        #expect(
            xml.contains(
                "<attribute name=\"sourcemodelpath\" type=\"string\">App/Model/ToDo.xcdatamodeld/ToDo 2.xcdatamodel</attribute>"
            ))
        #expect(xml.contains("<attribute name=\"valueexpressiondata\" type=\"binary\">"))
        // `check` compares with the same settings: nothing stale.
        let check = try runMapwright(["check"], in: project)
        #expect(!check.stdout.contains("MW402"), "\(check.stdout)")
        // Without a configuration and without arguments, generate says what is missing.
        let bare = try runMapwright(["generate"], in: try makeTemporaryDirectory())
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("no model given"))
    }

    @Test func stagedInTheConfigurationIsWrittenAndCheckedLikeTheMappingModels() throws {
        let project = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: toDo, toPath: project.appendingPathComponent("schemas/ToDo").path)
        try Data("models: [schemas/ToDo]\noutput: Generated\nstaged: true\n".utf8).write(
            to: project.appendingPathComponent("mapwright.yml"))
        let generated = try runMapwright(["generate"], in: project)
        #expect(generated.status == 0, "\(generated.stderr)")
        let staged = project.appendingPathComponent("Generated/ToDoStagedMigration.swift")
        #expect(FileManager.default.fileExists(atPath: staged.path))
        #expect(try runMapwright(["check"], in: project).status == 0)
        // Deleted, it is missing for `check`, which names the command that writes it.
        try FileManager.default.removeItem(at: staged)
        let check = try runMapwright(["check"], in: project)
        #expect(check.status == 1)
        #expect(check.stdout.contains("MW401") && check.stdout.contains("ToDoStagedMigration.swift"), "\(check.stdout)")
        #expect(check.stdout.contains("--staged"), "\(check.stdout)")
    }

    /// An `.xcdatamodeld` bundle is recorded at its path below the project root, as Xcode records it.
    @Test func anXcodeBundleIsRecordedWhereItIs() throws {
        let project = try makeTemporaryDirectory()
        let bundle = project.appendingPathComponent("App/Model/ToDo.xcdatamodeld")
        let export = try runMapwright(["export", toDo, "--output", bundle.path])
        #expect(export.status == 0, "\(export.stderr)")
        try Data("output: Generated\n".utf8).write(to: project.appendingPathComponent("mapwright.yml"))
        let result = try runMapwright(["generate", "App/Model/ToDo.xcdatamodeld"], in: project)
        #expect(result.status == 0, "\(result.stderr)")
        let xml = try String(
            contentsOf: project.appendingPathComponent("Generated/ToDo 2 to ToDo 3.xcmappingmodel/xcmapping.xml"),
            encoding: .utf8)
        #expect(
            xml.contains(
                "<attribute name=\"destinationmodelpath\" type=\"string\">App/Model/ToDo.xcdatamodeld/ToDo 3.xcdatamodel</attribute>"
            ))
    }
}
