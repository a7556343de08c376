import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightGenerate
import MapwrightSwiftData

/// `mapwright generate [<model>…] -o DIR`: writes the Xcode mapping model, the readable mapping model and
/// the policy stubs for every step that needs a mapping model (or the steps asked for), and with
/// `--staged` the staged-migration file. Models and output folder default to `models` and `output` of
/// mapwright.yml.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write mapping models and migration-policy stubs for the steps that need them.",
        discussion: """
            A step needs a mapping model when Core Data cannot infer it (heavy) or the destination version \
            requests a custom policy. Stubs you edited are never overwritten. With --check nothing is \
            written: the command exits 1 and lists every file that is missing, stale or no longer needed. \
            Without arguments, the models and the output folder come from mapwright.yml.
            """
    )

    @Argument(help: "YAML model folders or .xcdatamodeld bundles (default: `models` of mapwright.yml).")
    var models: [String] = []

    @Option(name: [.short, .long], help: "The folder to write into (default: `output` of mapwright.yml).")
    var output: String?

    @Option(name: .long, help: "A step to generate, as FROM:TO version names (repeatable).")
    var step: [String] = []

    @Flag(name: .long, help: "Generate every adjacent step, needed or not.")
    var allSteps = false

    @Flag(
        name: .long, help: "Also write <Model>StagedMigration.swift, the NSStagedMigrationManager (iOS 17, macOS 14).")
    var staged = false

    @OptionGroup var templateOptions: TemplateOptions

    @OptionGroup var configurationOptions: ConfigurationOptions

    @Flag(name: .long, help: "Write nothing; exit 1 when a generated file is missing, stale or no longer needed.")
    var check = false

    @Flag(name: .long, help: "Delete generated files no step needs any more, unless they were edited.")
    var prune = false

    @Flag(name: .long, help: "Also generate for steps the project already serves with an .xcmappingmodel of its own.")
    var includeShipped = false

    @Option(
        name: .customLong("deployment-target"),
        help:
            "With --swiftdata: the oldest system the app supports (ios17, macos15, …; repeatable). Default: read from the project's .xcodeproj or Package.swift, else the first systems with SwiftData."
    )
    var deploymentTargets: [String] = []

    @Flag(
        name: .customLong("swiftdata"),
        help:
            "Write SwiftData sources instead: a VersionedSchema enum per version and a SchemaMigrationPlan whose stages follow the verdicts."
    )
    var swiftData = false

    func validate() throws {
        if allSteps && !step.isEmpty { throw ValidationError("--step and --all-steps cannot be combined") }
        if check && prune { throw ValidationError("--check and --prune cannot be combined") }
        if swiftData && (allSteps || !step.isEmpty || templateOptions.templates != nil || staged) {
            throw ValidationError(
                "--swiftdata writes every version and the whole plan: it takes no --step, --all-steps, --templates or --staged"
            )
        }
        if !deploymentTargets.isEmpty && !swiftData { throw ValidationError("--deployment-target is for --swiftdata") }
        for text in deploymentTargets where SwiftDataTarget(parsing: text) == nil {
            throw ValidationError(
                "--deployment-target '\(text)' is not a platform and version (ios17, macos15, tvos18, watchos11, visionos2)"
            )
        }
        for text in step where StepName(parsing: text) == nil {
            throw ValidationError("--step '\(text)' is not FROM:TO (two version names separated by one colon)")
        }
    }

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let flags = ProjectConfiguration(
            baseDirectory: ".", models: models.isEmpty ? nil : models, output: output,
            templates: templateOptions.templates)
        let settings = try configurationOptions.load(workingDirectory: workingDirectory).overriding(with: flags)
        guard let paths = settings.models, !paths.isEmpty else {
            throw ValidationError("no model given: pass a model folder or bundle, or list `models` in mapwright.yml")
        }
        guard let output = settings.output, !output.trimmingCharacters(in: .whitespaces).isEmpty else {
            // An empty folder name would write into the working folder.
            throw ValidationError("no output folder: pass -o DIR (not empty), or set `output` in mapwright.yml")
        }
        var request = GenerateModelsRequest(
            output: output,
            selection: allSteps ? .all : step.isEmpty ? .needed : .named(step.compactMap(StepName.init(parsing:))))
        (request.checkOnly, request.prune, request.staged, request.includeShipped) = (
            check, prune, staged, includeShipped
        )
        request.swiftData = swiftData ? deploymentTargets.compactMap(SwiftDataTarget.init(parsing:)) : nil
        let outcome = GenerateModelsRun.run(
            request, paths: try ModelArgument.all(paths),
            pipeline: Pipeline(configuration: settings, workingDirectory: workingDirectory), loaded: Terminal.print,
            line: { StandardOutput.print($0) }, finished: Terminal.print)
        switch outcome {
        case .passed: return
        case .thresholdReached: throw Terminal.thresholdReached
        case .invalid: throw Terminal.invalidInput
        }
    }
}
