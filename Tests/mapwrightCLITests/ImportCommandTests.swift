import Foundation
import MapwrightCore
import MapwrightTestSupport
import MapwrightXcode
import Testing

@Suite struct ImportCommandTests {
    @Test func writesOneYAMLFilePerVersionAndTheManifest() throws {
        let directory = try makeTemporaryDirectory()
        let result = try runMapwright(
            ["import", XcodeFixtures.path("Showcase.xcdatamodeld"), "--output", "schemas/Showcase"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "imported 3 version(s) of Showcase into schemas/Showcase (current: Showcase 10)\n")
        let files = XcodeFixtures.files(in: directory.appendingPathComponent("schemas/Showcase"))
        #expect(files.keys.sorted() == ["Showcase 10.yaml", "Showcase 2.yaml", "Showcase.yaml", "_manifest.yaml"])
        #expect(String(decoding: files["_manifest.yaml"]!, as: UTF8.self) == "current: Showcase 10\n")
    }

    @Test(.needsShared("corpus")) func refusesToOverwriteUnlessForced() throws {
        let directory = try makeTemporaryDirectory()
        let arguments = ["import", XcodeFixtures.realPath("Moody.xcdatamodeld"), "--output", "schemas/Moody"]
        #expect(try runMapwright(arguments, in: directory).status == 0)
        let manifest = directory.appendingPathComponent("schemas/Moody/_manifest.yaml")
        try Data("current: edited\n".utf8).write(to: manifest)
        let refused = try runMapwright(arguments, in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("use --force"))
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "current: edited\n")
        let forced = try runMapwright(arguments + ["--force"], in: directory)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "current: Moody 6\n")
    }

    @Test func malformedXMLExitsTwoWithThePosition() throws {
        let result = try runMapwright(
            ["import", XcodeFixtures.path("Malformed.xcdatamodel"), "--output", "out"], in: try makeTemporaryDirectory()
        )
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Malformed.xcdatamodel/contents:6:1: error: malformed XML: '>' expected (inside <entity> opened at line 3) [MW031]"
            ), "\(result.stderr)")
    }

    @Test func versionsFromBeforeXcode4AreRefusedClearly() throws {
        let result = try runMapwright(
            ["import", XcodeFixtures.path("Legacy.xcdatamodeld"), "--output", "out"], in: try makeTemporaryDirectory())
        #expect(result.status == 2)
        #expect(result.stderr.contains("saved before Xcode 4"))
        #expect(result.stderr.contains("[MW032]"))
    }

    @Test func onlyXcodeModelsCanBeImported() throws {
        let result = try runMapwright(["import", "schemas/ToDo", "--output", "out"], in: try makeTemporaryDirectory())
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not an Xcode model"))
    }

    /// import → export reproduces every semantic attribute of the original `contents`.
    @Test(arguments: XcodeFixtures.bundles)
    func importThenExportKeepsTheOriginalMeaning(_ bundle: XcodeFixtures.Bundle) throws {
        let directory = try makeTemporaryDirectory()
        let (name, original) = (bundle.name, bundle.path)
        #expect(try runMapwright(["import", original, "--output", "schemas/\(name)"], in: directory).status == 0)
        let export = try runMapwright(["export", "schemas/\(name)", "--output", "\(name).xcdatamodeld"], in: directory)
        #expect(export.status == 0, "\(export.stderr)")
        let exported = XcodeFixtures.files(in: directory.appendingPathComponent("\(name).xcdatamodeld"))
        let originals = XcodeFixtures.files(in: URL(fileURLWithPath: original))
        #expect(exported.keys.sorted() == originals.keys.sorted())
        for (path, data) in originals where path.hasSuffix("/contents") {
            let differences = XcodeSemanticComparison.differences(original: data, rewritten: exported[path] ?? Data())
            #expect(differences.isEmpty, "\(path): \(differences.prefix(5))")
        }
    }

    @Test(.needsShared("corpus"), arguments: XcodeFixtures.realBundles)
    func realImportThenExportKeepsTheOriginalMeaning(_ bundle: XcodeFixtures.Bundle) throws {
        try importThenExportKeepsTheOriginalMeaning(bundle)
    }
}

@Suite struct CheckOnXcodeBundlesTests {
    /// `mapwright check` classifies every version chain of the Xcode fixtures without an input error.
    @Test(arguments: XcodeFixtures.bundles)
    func checkClassifiesTheBundle(_ bundle: XcodeFixtures.Bundle) throws {
        let result = try runMapwright(["check", bundle.path])
        #expect(result.status != 2, "\(result.stderr)")
        let steps = result.stdout.split(separator: "\n").filter {
            !$0.hasPrefix(" ") && !$0.contains(" [MW") && $0.contains(" → ") && !$0.contains("(direct)")
        }
        let versions = try FileManager.default.contentsOfDirectory(atPath: bundle.path)
            .filter { $0.hasSuffix(".xcdatamodel") }
        #expect(steps.count == versions.count - 1, "\(result.stdout)")
    }

    @Test(.needsShared("corpus"), arguments: XcodeFixtures.realBundles)
    func checkClassifiesTheRealBundle(_ bundle: XcodeFixtures.Bundle) throws { try checkClassifiesTheBundle(bundle) }
}
