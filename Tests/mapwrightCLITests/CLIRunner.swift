import Foundation

/// What one run of the built `mapwright` executable did.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the `mapwright` executable built next to the test bundle, in `directory` when given.
func runMapwright(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws
    -> CLIResult
{
    try runExecutable(
        productsDirectory.appendingPathComponent("mapwright"), arguments, in: directory, environment: environment)
}

/// Runs `executable`, in `directory` when given, with `GITHUB_ACTIONS` unset and `environment` added.
func runExecutable(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
)
    throws -> CLIResult
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    env["GITHUB_ACTIONS"] = nil
    env.merge(environment) { _, new in new }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self)
    )
}

/// The folder holding the built products (`.build/debug`).
var productsDirectory: URL {
    #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("couldn't find the products directory")
    #else
        return Bundle.main.bundleURL
    #endif
}
