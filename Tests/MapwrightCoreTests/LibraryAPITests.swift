import Foundation
import MapwrightTestSupport
import Testing

/// The example of docs/library.md, type-checked against the built modules as a client outside the package
/// sees them (public declarations only): a declaration it uses cannot lose its `public`.
@Suite struct LibraryAPITests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding the package's built `.swiftmodule`s: `Modules` beside the test bundle.
    static func modulesDirectory() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.path != "/" {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("MapwrightCore.swiftmodule").path)
            {
                return modules
            }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// The module maps of the C modules the package's modules import (its own and its dependencies').
    static func moduleMaps() -> [String] {
        ["Sources", ".build/checkouts"].flatMap { folder in
            let root = packageRoot.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix("module.modulemap") }.map { root.appendingPathComponent($0).path }
        }.sorted()
    }

    /// `swiftc -typecheck` of `source` as a client's `main.swift`, with the package's modules and the
    /// headers of libxml2 (`pkg-config`) in reach.
    static func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        let headers = try runProcess(["pkg-config", "--cflags", "libxml-2.0"], in: directory).output
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let flags = moduleMaps().map { "-fmodule-map-file=\($0)" } + headers
        return try runProcess(
            ["swiftc", "-typecheck", "-I", try modulesDirectory().path] + flags.flatMap { ["-Xcc", $0] } + [file.path],
            in: directory)
    }

    static func example() throws -> String {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        return try #require(blocks.first { $0.contains("import MapwrightCore") })
    }

    @Test func theDocumentedExampleTypeChecksAgainstThePublicAPI() throws {
        let result = try Self.typeCheck(try Self.example())
        #expect(result.status == 0, "\(result.output)")
    }

    /// A `package` declaration is out of a client's reach, so the check above can fail.
    @Test func aPackageDeclarationDoesNotTypeCheck() throws {
        let result = try Self.typeCheck(
            "import MapwrightCore\nfunc root(of model: LoadedModel) -> String { model.projectRoot }\n")
        #expect(result.status != 0)
        #expect(result.output.contains("'projectRoot' is inaccessible due to 'package' protection level"))
    }
}
