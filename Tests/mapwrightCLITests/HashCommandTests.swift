import Foundation
import MapwrightTestSupport
import Testing

@Suite struct HashCommandTests {
    @Test func textListsEveryVersionAndEntity() throws {
        let result = try runMapwright(["hash", "schemas/Lists"], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.contains("Lists"))
        #expect(lines.contains("Lists 2 (current)"))
        #expect(lines.filter { $0.hasPrefix("  versionChecksum ") }.count == 2)
        // Item is unchanged between the versions: the same hash twice.
        let itemHashes = lines.filter { $0.hasPrefix("  Item ") }
        #expect(itemHashes.count == 2 && itemHashes[0] == itemHashes[1])
    }

    @Test func jsonHasHexHashesAndBase64Checksums() throws {
        let result = try runMapwright(["hash", "schemas/Lists", "--format", "json"], in: packageRoot)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let versions = try #require(document["versions"] as? [[String: Any]])
        #expect(versions.map { $0["name"] as? String } == ["Lists", "Lists 2"])
        for version in versions {
            let checksum = try #require(version["versionChecksum"] as? String)
            #expect(checksum.count == 44 && Data(base64Encoded: checksum)?.count == 32)
            let entities = try #require(version["entities"] as? [String: String])
            for hash in entities.values {
                #expect(hash.count == 64 && hash.allSatisfy(\.isHexDigit))
            }
        }
        #expect((versions[1]["entities"] as? [String: String])?.keys.sorted() == ["Item", "List", "User"])
    }

    @Test func invalidModelExitsTwo() throws {
        let result = try runMapwright(["hash", "schemas/Nothing"], in: packageRoot)
        #expect(result.status == 2)
    }
}
