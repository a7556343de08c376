import Foundation
import MapwrightTestSupport
import Testing

@Suite struct ValidateCommandTests {
    @Test func validatesTheToDoExample() throws {
        let result = try runMapwright(["validate", "schemas/ToDo"], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ToDo: valid, 2 entities, 4 attributes, 2 relationships
                ToDo 2: valid, 2 entities, 7 attributes, 2 relationships
                ToDo 3 (current): valid, 2 entities, 7 attributes, 2 relationships

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func validatesTheListsExample() throws {
        let result = try runMapwright(["validate", "schemas/Lists"], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Lists: valid, 2 entities, 3 attributes, 2 relationships
                Lists 2 (current): valid, 3 entities, 5 attributes, 4 relationships

                """)
    }

    @Test func validatesOneVersionFile() throws {
        let result = try runMapwright(["validate", "schemas/ToDo/ToDo 2.yaml"], in: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "ToDo 2 (current): valid, 2 entities, 7 attributes, 2 relationships\n")
    }

    @Test func brokenModelExitsTwoWithEveryErrorAndItsPosition() throws {
        let result = try runMapwright(["validate", "Tests/mapwrightCLITests/Fixtures/Broken"], in: packageRoot)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Tests/mapwrightCLITests/Fixtures/Broken/Broken.yaml:3:5: error: unknown key 'atributes' in entity 'ToDo' [MW006]
                    atributes:
                    ^
                  hint: did you mean 'attributes'?
                Tests/mapwrightCLITests/Fixtures/Broken/Broken.yaml:6:7: error: relationship 'category' of 'ToDo' points to entity 'Categroy', which does not exist [MW054]
                      category: Categroy?
                      ^
                  hint: did you mean 'Category'?

                """)
    }

    @Test func semanticErrorsAreReportedWhenTheStructureIsFine() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "entities:\n  ToDo:\n    relationships:\n      category: Categroy?\n  Category: {}\n"
        try Data(source.utf8).write(to: folder.appendingPathComponent("M.yaml"))
        let result = try runMapwright(["validate", "M.yaml"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                M.yaml:4:7: error: relationship 'category' of 'ToDo' points to entity 'Categroy', which does not exist [MW054]
                      category: Categroy?
                      ^
                  hint: did you mean 'Category'?

                """)
    }

    @Test func missingPathExitsTwo() throws {
        let result = try runMapwright(["validate", "no/such/model"], in: packageRoot)
        #expect(result.status == 2)
        #expect(result.stderr == "error: no such file or folder: no/such/model [MW001]\n")
    }
}
