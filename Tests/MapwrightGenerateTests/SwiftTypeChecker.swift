import Foundation
import MapwrightTestSupport

/// Type-checks generated Swift against the stand-in `CoreData` module in `Fixtures/CoreDataStandIn`
/// (docs/core-data/migration-api.md, "Type-checking generated Swift on Linux").
enum SwiftTypeChecker {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder holding the compiled stand-in module, built once per test run.
    static let moduleDirectory: Result<URL, Failure> = {
        do {
            let directory = try makeTemporaryDirectory()
            let source = fixturesDirectory.appendingPathComponent("CoreDataStandIn/CoreData.swift")
            let result = try runProcess(
                [
                    "swiftc", "-emit-module", "-module-name", "CoreData", "-parse-as-library", source.path,
                    "-emit-module-path", directory.appendingPathComponent("CoreData.swiftmodule").path,
                ], in: directory)
            if result.status != 0 { return .failure(Failure(description: "stand-in module: \(result.output)")) }
            return .success(directory)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// The two default isolations an app target compiles with: `nonisolated` (Swift 6 packages and
    /// older Xcode projects) and `MainActor` (new Xcode 26 app targets).
    enum Isolation: String, CaseIterable, Sendable {
        case nonisolated
        case mainActor

        var flags: [String] { self == .mainActor ? ["-default-isolation", "MainActor"] : [] }
    }

    /// Errors and warnings from `swiftc -typecheck` on `stub` with `@objc` / `@objc(Name)` stripped
    /// (Linux has no Objective-C interop), in Swift 6 language mode with complete strict concurrency
    /// checking and warnings as errors; nil when it type-checks cleanly.
    static func errors(in stub: String, fileName: String, isolation: Isolation = .nonisolated) throws -> String? {
        let module = try moduleDirectory.get()
        let directory = try makeTemporaryDirectory()
        let stripped = stub.replacingOccurrences(
            of: #"@objc(\([A-Za-z0-9_:]+\))?\s?"#, with: "", options: .regularExpression)
        let file = directory.appendingPathComponent(fileName)
        try Data(stripped.utf8).write(to: file)
        let result = try runProcess(
            ["swiftc", "-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]
                + isolation.flags
                + ["-I", module.path, file.path], in: directory)
        return result.status == 0 ? nil : result.output
    }
}
