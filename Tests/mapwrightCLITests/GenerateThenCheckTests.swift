import Foundation
import MapwrightTestSupport
import Testing

/// `generate` then `check` agree: the files `generate` just wrote are never reported by `check` as
/// missing, stale or no longer generated, whatever the configuration the docs show.
@Suite struct GenerateThenCheckTests {
    let toDo = packageRoot.appendingPathComponent("schemas/ToDo").path
    let handWritten = packageRoot.appendingPathComponent(
        "Tests/MapwrightGenerateTests/Fixtures/golden/ToDo/ToDo 2 to ToDo 3.mapping.yaml"
    ).path

    /// A project with `schemas/ToDo` as `Model/`, a `mapwright.yml` with `configuration`, and, when
    /// asked, a hand-written `.mapping.yaml` for ToDo 2 → ToDo 3 beside the versions.
    func project(configuration: String, withHandWrittenMapping: Bool) throws -> URL {
        let root = try makeTemporaryDirectory()
        let model = root.appendingPathComponent("Model")
        try FileManager.default.copyItem(atPath: toDo, toPath: model.path)
        if withHandWrittenMapping {
            try FileManager.default.copyItem(
                atPath: handWritten, toPath: model.appendingPathComponent("ToDo 2 to ToDo 3.mapping.yaml").path)
        }
        try Data(("models: [Model]\n" + configuration).utf8).write(to: root.appendingPathComponent("mapwright.yml"))
        return root
    }

    @Test(arguments: [
        ("output: Generated\n", false), ("output: Generated\n", true),
        ("output: Generated\nstaged: true\n", false), ("output: Generated\nstaged: true\n", true),
    ])
    func checkAfterGenerateFindsNothingToRegenerate(configuration: String, handWritten: Bool) throws {
        let root = try project(configuration: configuration, withHandWrittenMapping: handWritten)
        let generate = try runMapwright(["generate"], in: root)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        let check = try runMapwright(["check"], in: root)
        for code in ["MW401", "MW402", "MW403"] {
            #expect(!check.stdout.contains(code) && !check.stderr.contains(code), "\(check.stdout)\(check.stderr)")
        }
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}
