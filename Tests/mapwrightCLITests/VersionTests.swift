import Foundation
import Testing

@Suite struct VersionTests {
    @Test func printsVersion() throws {
        let result = try runMapwright(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }
}
