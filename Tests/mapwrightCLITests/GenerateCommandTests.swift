import Foundation
import MapwrightTestSupport
import Testing

@Suite struct GenerateCommandTests {
    let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path

    @Test func writesEveryStepThatNeedsAMappingModel() throws {
        let output = try makeTemporaryDirectory()
        let result = try runMapwright(["generate", toDo, "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty } == [
                "wrote ToDo to ToDo 2.xcmappingmodel/xcmapping.xml",
                "wrote ToDo to ToDo 2.mapping.yaml",
                "wrote ToDo1ToToDo2Policy.swift",
                "wrote ToDo 2 to ToDo 3.xcmappingmodel/xcmapping.xml",
                "wrote ToDo 2 to ToDo 3.mapping.yaml",
                "wrote ToDo2ToToDo3Policy.swift",
            ])
    }

    @Test func twoRunsAreByteIdenticalAndCheckPasses() throws {
        let first = try makeTemporaryDirectory(), second = try makeTemporaryDirectory()
        _ = try runMapwright(["generate", toDo, "--output", first.path, "--all-steps"])
        _ = try runMapwright(["generate", toDo, "--output", second.path, "--all-steps"])
        for name in [
            "ToDo 2 to ToDo 3.xcmappingmodel/xcmapping.xml", "ToDo 2 to ToDo 3.mapping.yaml",
            "ToDo2ToToDo3Policy.swift",
        ] {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between runs")
        }
        let check = try runMapwright(["generate", toDo, "--output", first.path, "--all-steps", "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func checkFailsOnAStaleFileAndWritesNothing() throws {
        let output = try makeTemporaryDirectory()
        _ = try runMapwright(["generate", toDo, "--output", output.path])
        let xml = output.appendingPathComponent("ToDo 2 to ToDo 3.xcmappingmodel/xcmapping.xml")
        try Data("<database></database>".utf8).write(to: xml)
        let check = try runMapwright(["generate", toDo, "--output", output.path, "--check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("stale ToDo 2 to ToDo 3.xcmappingmodel/xcmapping.xml"))
        #expect(check.stderr.contains("[MW402]"))
        #expect(try String(contentsOf: xml, encoding: .utf8) == "<database></database>")

        let empty = try makeTemporaryDirectory()
        let missing = try runMapwright(["generate", toDo, "--output", empty.path, "--check"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("[MW401]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
    }

    @Test func anEditedStubSurvivesRegeneration() throws {
        let output = try makeTemporaryDirectory()
        _ = try runMapwright(["generate", toDo, "--output", output.path])
        let stub = output.appendingPathComponent("ToDo1ToToDo2Policy.swift")
        let edited = try String(contentsOf: stub, encoding: .utf8) + "// my code\n"
        try Data(edited.utf8).write(to: stub)
        let again = try runMapwright(["generate", toDo, "--output", output.path])
        #expect(again.status == 0)
        #expect(again.stdout.contains("kept (edited) ToDo1ToToDo2Policy.swift"))
        #expect(again.stderr.contains("[MW210]"))
        #expect(try String(contentsOf: stub, encoding: .utf8) == edited)
    }

    @Test func namedStepAndUnknownStep() throws {
        let output = try makeTemporaryDirectory()
        let named = try runMapwright(["generate", toDo, "--output", output.path, "--step", "ToDo:ToDo 3"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("wrote ToDo to ToDo 3.mapping.yaml"))
        let unknown = try runMapwright(["generate", toDo, "--output", output.path, "--step", "ToDo 2:ToDo 9"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("[MW201]"))
        let malformed = try runMapwright(["generate", toDo, "--output", output.path, "--step", "ToDo 2"])
        #expect(malformed.status != 0)
    }

    @Test func templatesOverride() throws {
        let templates = try makeTemporaryDirectory(), output = try makeTemporaryDirectory()
        try Data("// custom template for {{ policy.className }}\n".utf8)
            .write(to: templates.appendingPathComponent("policy.swift.stencil"))
        let result = try runMapwright(["generate", toDo, "--output", output.path, "--templates", templates.path])
        #expect(result.status == 0, "\(result.stderr)")
        let stub = try String(contentsOf: output.appendingPathComponent("ToDo2ToToDo3Policy.swift"), encoding: .utf8)
        #expect(stub.hasSuffix("// custom template for ToDo2ToToDo3Policy\n"))
        let missing = try runMapwright([
            "generate", toDo, "--output", output.path, "--templates", output.path + "/nope",
        ])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("[MW202]"))
    }
}
