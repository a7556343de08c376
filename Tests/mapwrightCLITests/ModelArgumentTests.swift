import Foundation
import MapwrightTestSupport
import Testing

/// A command that takes a model, given the project's folder (`mapwright report .` from an app's root): the
/// one model under it, found as `check` finds models; exit 2, naming what it found, when that is not one.
@Suite struct ModelArgumentTests {
    @Test(arguments: [["report"], ["hash"], ["validate"], ["lock"], ["generate", "--output", "Generated"]])
    func aFolderHoldingOneModelStandsForIt(command: [String]) throws {
        let byModel = try runMapwright(command + ["ToDo"], in: try CheckProjectTests.project())
        let root = try CheckProjectTests.project()
        let byFolder = try runMapwright(command + ["."], in: root)
        #expect(byModel.status == 0, "\(byModel.stderr)")
        #expect(byFolder.status == byModel.status, "\(byFolder.stderr)")
        #expect(byFolder.stdout == byModel.stdout)
        #expect(byFolder.stderr == byModel.stderr)
        if command == ["lock"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("ToDo.mapwright.lock").path))
        }
    }

    @Test(arguments: ["report", "hash", "validate", "lock"])
    func aFolderHoldingSeveralModelsNamesThem(command: String) throws {
        let root = try CheckProjectTests.project()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("schemas/Lists"), to: root.appendingPathComponent("Lists"))
        let arguments = command == "report" ? [command, ".", "--output", "report.html"] : [command, "."]
        let result = try runMapwright(arguments, in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "error: . holds 2 models, and this command takes one: pass one of Lists, ToDo\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("report.html").path))
    }

    @Test(arguments: [["report"], ["hash"], ["validate"], ["lock"], ["generate", "--output", "Generated"]])
    func aFolderHoldingNoModelSaysSo(command: [String]) throws {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let result = try runMapwright(command + ["."], in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: no .xcdatamodeld bundle, YAML model folder or SwiftData schema found under .: pass a model\n"
        )
    }
}
