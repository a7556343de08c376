import Foundation

// Tests of the command plugins' logic (Plugins/*/ReadOnlyCommands.swift, ModelArguments.swift), compiled
// with them by scripts/test-plugins.sh: plugin targets cannot be imported by a test target.

var passed = 0
var failed = 0

@MainActor func expect(_ condition: Bool, _ name: String) {
    if condition {
        passed += 1
        print("ok   \(name)")
    } else {
        failed += 1
        print("FAIL \(name)")
    }
}

// The read-only plugin refuses every command that writes.
for arguments in [
    ["import", "App/Model.xcdatamodeld", "--output", "schemas/Model"],
    ["export", "schemas/ToDo", "--output", "ToDo.xcdatamodeld"],
    ["lock", "schemas/ToDo"],
    ["lock", "schemas/ToDo", "--up-to", "ToDo 2"],
    ["config", "init"],
    ["generate", "schemas/ToDo", "--output", "Migrations"],
    ["check", "schemas/ToDo", "--write-baseline", "baseline.json"],
    ["report", "schemas/ToDo", "--output", "report.html"],
    ["report", "schemas/ToDo", "-o", "report.html"],
] {
    expect(ReadOnlyCommands.refusal(arguments) != nil, "refuses \(arguments.joined(separator: " "))")
}
for arguments in [
    ["check"], ["check", "schemas/ToDo", "--reporter", "sarif"], ["validate", "schemas/ToDo"],
    ["diff", "schemas/ToDo/ToDo.yaml", "schemas/ToDo/ToDo 2.yaml"], ["hash", "schemas/ToDo"],
    ["generate", "schemas/ToDo", "--output", "Migrations", "--check"], ["config"], ["lock", "--help"],
    ["--version"], [], ["check", "--baseline", "baseline.json"], ["report", "schemas/ToDo"],
] {
    expect(ReadOnlyCommands.refusal(arguments) == nil, "runs \(arguments.joined(separator: " "))")
}
expect(
    ReadOnlyCommands.refusal(["generate", "x", "--output", "y"])?.contains("mapwright-generate") == true,
    "the generate refusal names the plugin that writes")

// Finding the .xcdatamodeld bundles among an Xcode project's files.
let project = URL(fileURLWithPath: "/Users/dev/App")
let files = [
    "/Users/dev/App/App/AppDelegate.swift",
    "/Users/dev/App/App/Model.xcdatamodeld",
    "/Users/dev/App/App/Model.xcdatamodeld/Model 2.xcdatamodel/contents",
    "/Users/dev/App/App/Model.xcdatamodeld/Model.xcdatamodel",
    "/Users/dev/App/Shared/Cache.XCDATAMODELD/Cache.xcdatamodel/contents",
    "/Users/dev/App/Shared/Loose.xcdatamodel/contents",
    "/Users/dev/App/App/../App/Model.xcdatamodeld",
].map { URL(fileURLWithPath: $0) }
let bundles = ModelArguments.bundles(among: files).map(\.path)
expect(
    bundles == ["/Users/dev/App/App/Model.xcdatamodeld", "/Users/dev/App/Shared/Cache.XCDATAMODELD"],
    "bundles: each .xcdatamodeld once, from the bundle or a file inside it, sorted (got \(bundles))")

// Filling in the models when the arguments name none.
let models = ["/p/A.xcdatamodeld", "/p/B.xcdatamodeld"]
let directory = FileManager.default.temporaryDirectory
expect(
    ModelArguments.invocations(["check"], models: models, directory: directory)
        == [["check", "/p/A.xcdatamodeld", "/p/B.xcdatamodeld"]], "check gets every model")
expect(
    ModelArguments.invocations(["check", "--reporter", "xcode"], models: models, directory: directory)
        == [["check", "--reporter", "xcode", "/p/A.xcdatamodeld", "/p/B.xcdatamodeld"]],
    "check keeps its options and gets every model")
expect(
    ModelArguments.invocations(["check", "--output", "."], models: models, directory: directory)
        == [["check", "--output", ".", "/p/A.xcdatamodeld", "/p/B.xcdatamodeld"]],
    "an option's value (an existing folder) is not taken for a model")
expect(
    ModelArguments.invocations(["check", "Other.xcdatamodeld"], models: models, directory: directory)
        == [["check", "Other.xcdatamodeld"]], "a model given is kept alone")
expect(
    ModelArguments.invocations(["check", "."], models: models, directory: directory)
        == [["check", "."]], "an existing folder given is taken for a YAML model")
expect(
    ModelArguments.invocations(["validate"], models: models, directory: directory)
        == [["validate", "/p/A.xcdatamodeld"], ["validate", "/p/B.xcdatamodeld"]], "validate runs once per model")
expect(
    ModelArguments.invocations(["generate", "--output", "Migrations"], models: models, directory: directory)
        == [
            ["generate", "/p/A.xcdatamodeld", "--output", "Migrations"],
            ["generate", "/p/B.xcdatamodeld", "--output", "Migrations"],
        ], "generate runs once per model")
expect(
    ModelArguments.invocations(["diff", "a", "b"], models: models, directory: directory) == [["diff", "a", "b"]],
    "diff is left alone")
expect(
    ModelArguments.invocations(["check"], models: [], directory: directory) == [["check"]],
    "no model found: mapwright.yml decides")

print("plugin logic: \(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
