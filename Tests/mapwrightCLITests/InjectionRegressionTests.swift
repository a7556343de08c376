import Foundation
import MapwrightTestSupport
import Testing

/// A value checked with `Double(text)` (which stops at a NUL) and pasted into
/// generated code injected it. Numbers are read whole, and what is written is rendered from the value.
@Suite struct InjectionRegressionTests {
    static let payload = "1\u{0}\") }; print(\"pwned\"); do { _ = (\""

    /// A YAML model whose second version adds `price` of `type` with the hostile default.
    static func model(type: String, in root: URL) throws {
        let folder = root.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: Shop 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  Item:\n    attributes:\n      price: String\n".utf8).write(
            to: folder.appendingPathComponent("Shop.yaml"))
        let escaped = payload.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\u{0}", with: "\\0")
        let version =
            "entities:\n  Item:\n    attributes:\n      price: {type: \(type), defaultValue: \"\(escaped)\"}\n"
        try Data(version.utf8).write(to: folder.appendingPathComponent("Shop 2.yaml"))
    }

    @Test(arguments: ["Decimal", "Double", "Float", "Date"])
    func aNumberWithANulIsRefusedAtLoadAndNeverWritten(type: String) throws {
        let root = try makeTemporaryDirectory()
        try Self.model(type: type, in: root)
        let check = try runMapwright(["validate", "Shop"], in: root)
        #expect(check.status != 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("is not a number") || check.stderr.contains("is not a date"), "\(check.stderr)")
        let generate = try runMapwright(["generate", "Shop", "-o", "Out"], in: root)
        #expect(generate.status == 2, "\(generate.stdout)\(generate.stderr)")
        let out = root.appendingPathComponent("Out")
        let written = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? []
        for file in written where file.hasSuffix(".swift") {
            let text = try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("pwned"), "\(file)")
        }
    }
}

extension InjectionRegressionTests {
    /// A `.mapping.yaml` policy name that is no class name is refused, and
    /// nothing is written.
    @Test(arguments: ["A}; import Foundation; func evil(){}; class B{", "../../../tmp/evil", "class"])
    func aPolicyNameThatIsNoClassNameIsRefused(policy: String) throws {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("current: Shop 2\n".utf8).write(to: folder.appendingPathComponent("_manifest.yaml"))
        try Data("entities:\n  Item:\n    attributes:\n      price: String\n".utf8).write(
            to: folder.appendingPathComponent("Shop.yaml"))
        try Data("entities:\n  Item:\n    attributes:\n      price: Integer 32\n".utf8).write(
            to: folder.appendingPathComponent("Shop 2.yaml"))
        let quoted = policy.replacingOccurrences(of: "'", with: "''")
        let mapping =
            "source: Shop\ndestination: Shop 2\nentityMappings:\n  - source: Item\n    destination: Item\n    policy: '\(quoted)'\n"
        try Data(mapping.utf8).write(to: folder.appendingPathComponent("Shop to Shop 2.mapping.yaml"))
        let generate = try runMapwright(["generate", "Shop", "-o", "Out"], in: root)
        #expect(generate.status == 2, "\(generate.stdout)\(generate.stderr)")
        #expect(generate.stderr.contains("[MW067]"), "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Out").path))
    }
}

extension InjectionRegressionTests {
    /// An empty output folder is refused, not taken as the working folder.
    @Test func anEmptyOutputFolderIsRefused() throws {
        let root = try CheckProjectTests.project()
        let generate = try runMapwright(["generate", "ToDo", "-o", ""], in: root)
        #expect(generate.status == 2, "\(generate.stdout)\(generate.stderr)")
        #expect(generate.stderr.contains("no output folder"), "\(generate.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["ToDo"])
    }
}
