import Foundation
import MapwrightTestSupport
import Testing

/// The README's example shows real output: the `check` block is what `check schemas/ToDo` prints, and the
/// stub excerpt is part of what `generate schemas/ToDo` writes.
@Suite struct ReadmeExampleTests {
    /// The lines of the README's fenced block that starts with `fence` after the heading `## An example`.
    static func block(_ fence: String) throws -> [Substring] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try #require(readme.range(of: "## An example")).upperBound
        let start = try #require(readme.range(of: fence + "\n", range: example..<readme.endIndex)).upperBound
        let end = try #require(readme.range(of: "\n```\n", range: start..<readme.endIndex)).lowerBound
        return readme[start..<end].split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func checkOutputIsWhatCheckPrints() throws {
        let check = try runMapwright(["check", "schemas/ToDo"], in: packageRoot)
        #expect(check.status == 0, "\(check.stderr)")
        let printed = check.stdout.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(try Self.block("```text") == printed)
    }

    @Test func stubExcerptIsPartOfTheGeneratedStub() throws {
        let output = try makeTemporaryDirectory()
        let generate = try runMapwright(["generate", "schemas/ToDo", "-o", output.path], in: packageRoot)
        #expect(generate.status == 0, "\(generate.stderr)")
        let stub = try String(
            contentsOf: output.appendingPathComponent("ToDo2ToToDo3Policy.swift"), encoding: .utf8)
        let stubLines = Set(stub.split(separator: "\n", omittingEmptySubsequences: true))
        let missing = try Self.block("```swift").filter { !$0.isEmpty && !stubLines.contains($0) }
        #expect(missing.isEmpty, "README lines not in the generated stub: \(missing)")
    }
}
