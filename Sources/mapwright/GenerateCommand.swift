import ArgumentParser
import Foundation
import MapwrightCore

/// `mapwright generate <model> --output DIR`: writes the Xcode mapping model, the readable mapping model
/// and the policy stubs for every step that needs a mapping model (or the steps asked for).
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write mapping models and migration-policy stubs for the steps that need them.",
        discussion: """
            A step needs a mapping model when Core Data cannot infer it (heavy) or the destination version \
            requests a custom policy. Stubs you edited are never overwritten. With --check nothing is \
            written: the command exits 1 and lists every file that is missing or stale.
            """
    )

    @Argument(help: "A YAML model folder, or an .xcdatamodeld bundle.")
    var model: String

    @Option(name: .long, help: "The folder to write into.")
    var output: String

    @Option(name: .long, help: "A step to generate, as FROM:TO version names (repeatable).")
    var step: [String] = []

    @Flag(name: .long, help: "Generate every adjacent step, needed or not.")
    var allSteps = false

    @OptionGroup var templateOptions: TemplateOptions

    @Flag(name: .long, help: "Write nothing; exit 1 when a generated file is missing or stale.")
    var check = false

    @Flag(
        name: .customLong("swiftdata"),
        help: "Write SwiftData sources instead: a VersionedSchema enum per version and a SchemaMigrationPlan whose stages follow the verdicts.")
    var swiftData = false

    func validate() throws {
        if allSteps && !step.isEmpty { throw ValidationError("--step and --all-steps cannot be combined") }
        if swiftData && (allSteps || !step.isEmpty || templateOptions.templates != nil) {
            throw ValidationError("--swiftdata writes every version and the whole plan: it takes no --step, --all-steps or --templates")
        }
        for text in step where StepName(parsing: text) == nil {
            throw ValidationError("--step '\(text)' is not FROM:TO (two version names separated by one colon)")
        }
    }

    func run() throws {
        let pipeline = Pipeline()
        let model = pipeline.analyze(try Terminal.load(model, in: pipeline))
        if swiftData { return try runSwiftData(model, pipeline: pipeline) }
        let selection: StepSelection =
            allSteps ? .all : step.isEmpty ? .needed : .named(step.compactMap(StepName.init(parsing:)))
        let request = GenerateRequest(
            output: output, selection: selection, templatesDirectory: templateOptions.templates, checkOnly: check)
        let result = pipeline.artifacts(model, request: request)
        Terminal.print(pipeline.diagnostics.diagnostics)
        guard let result else { throw Terminal.invalidInput }
        if result.mappingModels.isEmpty {
            print("no step of \(model.history.name) needs a mapping model")
        }
        for outcome in result.outcomes {
            print("\(Self.verb(outcome.action)) \(outcome.relativePath)")
        }
        guard pipeline.diagnostics.hasErrors else { return }
        // Missing or stale files under --check reach the threshold; a failed write is invalid input.
        throw check ? Terminal.thresholdReached : Terminal.invalidInput
    }

    /// `--swiftdata`: the SwiftData sources, written or checked like the other generated files.
    private func runSwiftData(_ model: AnalyzedModel, pipeline: Pipeline) throws {
        let outcomes = pipeline.swiftDataArtifacts(model, output: output, checkOnly: check)
        Terminal.print(pipeline.diagnostics.diagnostics)
        guard let outcomes else { throw Terminal.invalidInput }
        for outcome in outcomes { print("\(Self.verb(outcome.action)) \(outcome.relativePath)") }
        guard pipeline.diagnostics.hasErrors else { return }
        throw check ? Terminal.thresholdReached : Terminal.invalidInput
    }

    static func verb(_ action: FileOutcome.Action) -> String {
        switch action {
        case .wrote: "wrote"
        case .unchanged: "unchanged"
        case .keptEdited: "kept (edited)"
        case .missing: "missing"
        case .stale: "stale"
        }
    }
}
