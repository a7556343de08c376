import Foundation
import MapwrightTestSupport

/// Type-checks generated SwiftData sources against the stand-in `SwiftData` module in
/// `Fixtures/SwiftDataStandIn`, in Swift 6 mode with warnings as errors (docs/swiftdata.md,
/// "Type-checking on Linux").
enum SwiftDataTypeChecker {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The one message the stand-in's macros always give: their plugin does not exist. Every argument
    /// of every macro is checked before it.
    static let missingPlugin = "external macro implementation type 'SwiftDataMacros."

    /// The folder holding the compiled stand-in module, built once per test run.
    static let moduleDirectory: Result<URL, Failure> = {
        do {
            let directory = try makeTemporaryDirectory()
            let source = fixturesDirectory.appendingPathComponent("SwiftDataStandIn/SwiftData.swift")
            let result = try swiftc(
                [
                    "-emit-module", "-module-name", "SwiftData", "-parse-as-library", source.path,
                    "-emit-module-path", directory.appendingPathComponent("SwiftData.swiftmodule").path,
                ], in: directory)
            if result.status != 0 { return .failure(Failure(description: "stand-in module: \(result.output)")) }
            return .success(directory)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// Every error and warning `swiftc -typecheck` gives for `files` (name → text) together, but the
    /// missing macro plugin's; nil when there is none.
    static func problems(in files: [(name: String, text: String)]) throws -> String? {
        let module = try moduleDirectory.get()
        let directory = try makeTemporaryDirectory()
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", module.path] + paths, in: directory)
        let diagnosticLine = try Regex(#"^\S+:\d+:\d+: (error|warning):"#)
        let problems = result.output.split(separator: "\n").filter { line in
            line.contains(diagnosticLine) && !line.contains(missingPlugin)
        }
        if problems.isEmpty && result.status != 0 && !result.output.contains(missingPlugin) { return result.output }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    private static func swiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try runProcess(["swiftc"] + arguments, in: directory)
    }
}
