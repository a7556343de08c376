import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightTestSupport
import MapwrightXcode
import MapwrightYAML
import Testing

@Suite struct XcodeModelWriterTests {
    @Test func writesXcodesOwnStyle() throws {
        let (history, _) = try Fixtures.history("Showcase")
        let model = try #require(history.version(named: "Showcase 2"))
        try expectGolden(XcodeModelWriter.contents(of: model), named: "Showcase 2.contents")
    }

    /// The hand-written Showcase 2 is in Xcode 14+ style: rewriting it changes nothing but the stamps.
    @Test func rewritingAnXcodeStyleFileOnlyDropsToolStamps() throws {
        let path = Fixtures.bundle("Showcase") + "/Showcase 2.xcdatamodel/contents"
        let original = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        let (history, _) = try Fixtures.history("Showcase")
        let written = XcodeModelWriter.contents(of: try #require(history.version(named: "Showcase 2")))
        let stamps = original.replacingOccurrences(
            of: " lastSavedToolsVersion=\"22758\" systemVersion=\"23F79\"", with: "")
        #expect(written == stamps)
    }

    @Test func sortsEntitiesAndPropertiesLikeXcode() {
        let model = DataModel(
            name: "V",
            entities: [
                Entity(
                    name: "beta",
                    attributes: [Attribute(name: "zeta", type: .string), Attribute(name: "Alpha", type: .string)]),
                Entity(
                    name: "Alpha",
                    relationships: [
                        Relationship(name: "b", destination: "beta"),
                        Relationship(name: "A", destination: "beta", isToMany: true),
                    ]),
            ])
        let written = XcodeModelWriter.contents(of: model)
        let names = written.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "name=\"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(names == ["Alpha", "A", "b", "beta", "Alpha", "zeta"])
        #expect(
            written.contains(
                "<relationship name=\"A\" optional=\"YES\" toMany=\"YES\" deletionRule=\"Nullify\" destinationEntity=\"beta\"/>"
            ))
        #expect(
            written.contains(
                "<relationship name=\"b\" optional=\"YES\" maxCount=\"1\" deletionRule=\"Nullify\" destinationEntity=\"beta\"/>"
            ))
    }

    @Test func writesTheCurrentVersionPlist() {
        #expect(
            XcodeModelWriter.currentVersionFile(naming: "Moody 6") == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>_XCCurrentVersionName</key>
                \t<string>Moody 6.xcdatamodel</string>
                </dict>
                </plist>

                """)
    }

    @Test func migrationPolicyRequestsRoundTripThroughEntityUserInfo() throws {
        var entity = Entity(name: "Item", userInfo: [UserInfoEntry(key: "team", value: "core")])
        entity.migrationPolicy = MigrationPolicyRequest(reason: "flag every item whose name starts with \"A\"")
        let model = DataModel(name: "Items", entities: [entity])
        let written = XcodeModelWriter.contents(of: model)
        #expect(
            written.contains(
                "<entry key=\"mapwright.migrationPolicy\" value=\"{&quot;reason&quot;:&quot;flag every item whose name starts with \\&quot;A\\&quot;&quot;}\"/>"
            ))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try XcodeModelWriter.writeBundle(
            ModelHistory(name: "Items", versions: [model], currentVersionName: "Items", origin: ""),
            to: folder + "/Items.xcdatamodeld", overwrite: false)
        let diagnostics = CollectingDiagnosticCollector()
        let reread = try #require(
            XcodeModelReader.readHistory(at: folder + "/Items.xcdatamodeld", diagnostics: diagnostics))
        #expect(reread.versions == [model])
    }

    @Test(.needsShared("corpus")) func writingIsDeterministicAndRefusesToOverwrite() throws {
        let (history, _) = try Fixtures.history("Moody")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bundle = folder + "/Moody.xcdatamodeld"
        try XcodeModelWriter.writeBundle(history, to: bundle, overwrite: false)
        let first = try snapshot(bundle)
        #expect(throws: FolderWriteError.destinationExists(bundle)) {
            try XcodeModelWriter.writeBundle(history, to: bundle, overwrite: false)
        }
        try XcodeModelWriter.writeBundle(history, to: bundle, overwrite: true)
        #expect(try snapshot(bundle) == first)
        #expect(
            first.keys.sorted() == [".xccurrentversion"]
                + history.versions.map { "\($0.name).xcdatamodel/contents" }.sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Moody.xcdatamodeld"])
    }

    func temporaryFolder() throws -> String {
        try makeTemporaryDirectory().path
    }

    func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder)
        while let relative = walker?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder + "/" + relative),
                !relative.hasSuffix(".xcdatamodel")
            {
                files[relative] = data
            }
        }
        return files
    }
}
