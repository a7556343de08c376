import Foundation
import MapwrightTestSupport
import Testing

/// `--format json` writes one JSON document to standard output whatever the exit status: on exit 2, the
/// errors (each with its code and message) and the status (docs/json-output.md, "When the run cannot
/// report").
@Suite struct JSONErrorDocumentTests {
    /// A folder with a model version that cannot be read (`Broken`) and an empty store file.
    static func project() throws -> URL {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Broken"), withIntermediateDirectories: true)
        try Data("current: Broken\n".utf8).write(to: root.appendingPathComponent("Broken/_manifest.yaml"))
        try Data("entities: [\n".utf8).write(to: root.appendingPathComponent("Broken/Broken.yaml"))
        return root
    }

    /// (the arguments, the code of the first error).
    static let cases: [([String], String)] = [
        (["check", "--format", "json", "--bogus"], "usage"),
        (["check", "Empty", "--format", "json"], "usage"),
        (["check", "Broken", "--format=json"], "MW004"),
        (["hash", "--format", "json"], "usage"),
        (["hash", "Broken", "--format", "json"], "MW004"),
        (["hash", "Empty", "--format", "json"], "invalid"),
        (["diff", "Broken/Broken.yaml", "--format", "json"], "usage"),
        (["diff", "Broken/Broken.yaml", "Broken/Broken.yaml", "--format", "json"], "MW004"),
        (["store", "--format", "json"], "usage"),
        (["store", "missing.sqlite", "--format", "json"], "invalid"),
        (["project", "Broken", "--format", "json"], "MW004"),
        (["project", "Empty", "--format", "json"], "invalid"),
    ]

    @Test(arguments: cases.indices)
    func exitTwoWritesTheErrorsAsJSON(index: Int) throws {
        let (arguments, code) = Self.cases[index]
        let root = try Self.project()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let result = try runMapwright(arguments, in: root)
        #expect(result.status == 2, "\(result.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(document["exitStatus"] as? Int == 2)
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.first?["code"] as? String == code, "\(errors)")
        #expect(
            errors.allSatisfy { ($0["message"] as? String)?.isEmpty == false && $0["severity"] as? String == "error" })
        // The errors still reach standard error, as without JSON.
        #expect(!result.stderr.isEmpty)
    }

    /// Text output on exit 2 writes nothing to standard output, as before.
    @Test func textWritesNothingToStandardOutput() throws {
        let result = try runMapwright(["hash", "Broken"], in: try Self.project())
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }
}
