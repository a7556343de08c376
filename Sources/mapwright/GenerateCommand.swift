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

    @Option(name: .long, help: "A folder of Stencil templates replacing the built-in ones.")
    var templates: String?

    @Flag(name: .long, help: "Write nothing; exit 1 when a generated file is missing or stale.")
    var check = false

    func validate() throws {
        if allSteps && !step.isEmpty { throw ValidationError("--step and --all-steps cannot be combined") }
        for text in step where StepName(parsing: text) == nil {
            throw ValidationError("--step '\(text)' is not FROM:TO (two version names separated by one colon)")
        }
    }

    func run() throws {
        let history = try ModelInput.history(at: model)
        let selection: StepSelection =
            allSteps ? .all : step.isEmpty ? .needed : .named(step.compactMap(StepName.init(parsing:)))
        let request = GenerateRequest(output: output, selection: selection, templatesDirectory: templates, checkOnly: check)
        let diagnostics = DiagnosticsCollector()
        let result = GenerateRun.run(history, request: request, diagnostics: diagnostics)
        for diagnostic in diagnostics.diagnostics {
            FileHandle.standardError.write(Data((PrintableText.escaped(diagnostic.summaryLine) + "\n").utf8))
        }
        guard let result else { throw ExitCode(2) }
        if result.mappingModels.isEmpty {
            print("no step of \(history.name) needs a mapping model")
        }
        for outcome in result.outcomes {
            print("\(Self.verb(outcome.action)) \(outcome.relativePath)")
        }
        if diagnostics.hasErrors { throw ExitCode(1) }
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
