import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightSupport
import MapwrightSwiftData

/// What a rule is configured to do: stay off, or report at another severity.
package enum RuleSetting: Hashable, Sendable {
    case off
    case severity(Severity)

    /// `off`, `error`, `warning` or `note`.
    package init?(spelling: String) {
        if spelling == "off" {
            self = .off
        } else if let severity = Severity(rawValue: spelling) {
            self = .severity(severity)
        } else {
            return nil
        }
    }

    /// Every spelling, for messages.
    package static let spellings = ["off"] + Severity.allCases.map(\.rawValue)
}

/// The settings of `mapwright.yml` (docs/configuration.md). Every field is optional: nil means "not
/// set here", so flags can override a file and a file can override the defaults (``overriding(with:)``).
/// Paths are as written, relative to ``baseDirectory``.
public struct ProjectConfiguration: Hashable, Sendable {
    /// No settings: every default, paths relative to the working directory.
    public static let empty = ProjectConfiguration(baseDirectory: ".")

    /// The folder relative paths are resolved against: the configuration file's folder.
    package var baseDirectory: String
    /// The configuration file, when one was read.
    package var file: String?
    /// Model folders, version files or `.xcdatamodeld` bundles to check when none are given.
    package var models: [String]?
    /// Where `mapwright generate` writes mapping models and policy stubs (and `check` looks for stale ones).
    package var output: String?
    /// A folder of Stencil templates that replace the built-in ones.
    package var templates: String?
    /// The folder, relative to the project root, of the `.xcdatamodeld` the mapping models name
    /// (`sourcemodelpath`, `destinationmodelpath`); see ``recordedModelFolder(forModelAt:workingDirectory:)``.
    package var modelFolder: String?
    /// Whether `generate` also writes the staged-migration file (`--staged`), so that `check` reports it
    /// missing or stale like the mapping models.
    package var staged: Bool?
    /// What makes `check` fail.
    package var failOn: FailureThreshold?
    /// The reporter's identifier (``Reporters``).
    package var reporter: String?
    /// Whether the human reporter turns into GitHub annotations under `GITHUB_ACTIONS=true`.
    package var githubAnnotations: Bool?
    /// Per code: off, or another severity.
    package var rules: [String: RuleSetting]
    /// Glob patterns (relative to ``baseDirectory``) of files and folders whose findings are not reported.
    package var ignore: [String]?
    /// Where the rule pages are published, for links in SARIF and Markdown.
    package var rulesDocumentationURL: String?
    /// Per model path (relative to ``baseDirectory``), its versions oldest first, for a model whose
    /// version names do not sort in the order they were made (an Xcode bundle has no manifest).
    package var versionOrders: [String: [String]]
    /// Where each of ``versionOrders`` is written in `mapwright.yml`, by the same keys.
    package var versionOrderLocations: [String: SourceLocation] = [:]
    /// Mapping models (`.xcmappingmodel` folders, `.mapping.yaml` files, or folders holding them) to use
    /// besides those found next to each model; each serves the model whose versions it matches.
    package var mappings: [String]?
    /// Per model path, whether a target builds the model, when the build files do not show it or show it
    /// wrongly (docs/project.md).
    package var built: [String: Bool] = [:]
    /// Where each of ``built`` is written in `mapwright.yml`, by the same keys.
    package var builtLocations: [String: SourceLocation] = [:]
    /// Per model path, its current version, over `.xccurrentversion` (docs/project.md).
    package var currentVersions: [String: String] = [:]
    /// Where each of ``currentVersions`` is written in `mapwright.yml`, by the same keys.
    package var currentVersionLocations: [String: SourceLocation] = [:]
    /// Whether the app lets Core Data infer mapping models, over what its code shows.
    package var inference: Bool?
    /// Where ``inference`` is set.
    package var inferenceLocation: SourceLocation?
    /// The folders whose sources declare the mapping models' policy classes, instead of every target's.
    package var policySources: [String]?
    /// Where ``policySources`` is set.
    package var policySourcesLocation: SourceLocation?
    /// How the app migrates its stores, when the project's sources do not show it or show it wrongly.
    package var migration: MigrationStyle?
    /// Where ``migration`` is set.
    package var migrationLocation: SourceLocation?
    /// How SwiftData sources' Codable values are read (`swiftData:`), where no store settles it.
    package var swiftData: CodableReading?
    /// The baseline file whose findings `check` leaves out (``Baseline``).
    package var baseline: String?
    /// Stores (files, or folders searched for SQLite files) `check` identifies and checks along the app's path.
    package var stores: [String]?
    /// Findings accepted in `mapwright.yml`, each with its reason.
    package var suppressions: [ConfiguredSuppression] = []

    package init(
        baseDirectory: String, file: String? = nil, models: [String]? = nil, output: String? = nil,
        templates: String? = nil,
        failOn: FailureThreshold? = nil, reporter: String? = nil, githubAnnotations: Bool? = nil,
        rules: [String: RuleSetting] = [:],
        ignore: [String]? = nil, rulesDocumentationURL: String? = nil, versionOrders: [String: [String]] = [:],
        mappings: [String]? = nil,
        baseline: String? = nil
    ) {
        self.baseDirectory = baseDirectory
        self.file = file
        self.models = models
        self.output = output
        self.templates = templates
        self.failOn = failOn
        self.reporter = reporter
        self.githubAnnotations = githubAnnotations
        self.rules = rules
        self.ignore = ignore
        self.rulesDocumentationURL = rulesDocumentationURL
        self.versionOrders = versionOrders
        self.mappings = mappings
        self.baseline = baseline
    }

    /// This configuration with every setting `flags` gives replacing this one's. Paths given as flags are
    /// taken as they are (relative to the working directory); this configuration's paths are resolved against
    /// its ``baseDirectory`` first. Rule settings are merged by code, the flags' winning.
    package func overriding(with flags: ProjectConfiguration) -> ProjectConfiguration {
        var merged = self
        merged.baseDirectory = flags.baseDirectory
        merged.models = flags.models ?? models.map { $0.map(resolve) }
        merged.output = flags.output ?? output.map(resolve)
        merged.templates = flags.templates ?? templates.map(resolve)
        merged.modelFolder = flags.modelFolder ?? modelFolder
        merged.staged = flags.staged ?? staged
        merged.mappings = flags.mappings ?? mappings.map { $0.map(resolve) }
        merged.stores = flags.stores ?? stores.map { $0.map(resolve) }
        merged.ignore = (ignore.map { $0.map(resolve) } ?? []) + (flags.ignore ?? [])
        merged.failOn = flags.failOn ?? failOn
        merged.reporter = flags.reporter ?? reporter
        merged.githubAnnotations = flags.githubAnnotations ?? githubAnnotations
        merged.rules.merge(flags.rules) { _, flag in flag }
        merged.rulesDocumentationURL = flags.rulesDocumentationURL ?? rulesDocumentationURL
        merged.baseline = flags.baseline ?? baseline.map(resolve)
        merged.migration = flags.migration ?? migration
        merged.swiftData = flags.swiftData ?? swiftData
        merged.migrationLocation = flags.migration == nil ? migrationLocation : flags.migrationLocation
        merged.inference = flags.inference ?? inference
        merged.inferenceLocation = flags.inference == nil ? inferenceLocation : flags.inferenceLocation
        merged.policySources = flags.policySources ?? policySources.map { $0.map(resolve) }
        merged.policySourcesLocation = flags.policySources == nil ? policySourcesLocation : flags.policySourcesLocation
        merged.currentVersions = Dictionary(
            currentVersions.map { (resolve($0.key), $0.value) }, uniquingKeysWith: { first, _ in first }
        )
        .merging(flags.currentVersions) { _, flag in flag }
        merged.currentVersionLocations = Dictionary(
            currentVersionLocations.map { (resolve($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        merged.suppressions = suppressions + flags.suppressions
        merged.versionOrders = Dictionary(
            versionOrders.map { (resolve($0.key), $0.value) }, uniquingKeysWith: { first, _ in first }
        )
        .merging(flags.versionOrders) { _, flag in flag }
        merged.versionOrderLocations = Dictionary(
            versionOrderLocations.map { (resolve($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        merged.built = Dictionary(built.map { (resolve($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
            .merging(flags.built) { _, flag in flag }
        merged.builtLocations = Dictionary(
            builtLocations.map { (resolve($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        return merged
    }

    /// Whether `built:` says the model at `modelPath` is built, and where it says so.
    package func built(forModelAt modelPath: String, workingDirectory: String) -> Fact<Bool>? {
        let target = PathText.absolute(modelPath, from: workingDirectory)
        guard let entry = built.first(where: { PathText.absolute($0.key, from: workingDirectory) == target }) else {
            return nil
        }
        return Fact(entry.value, from: .configuration(builtLocations[entry.key]))
    }

    /// The current version `current:` gives for the model at `modelPath`, and where it says so.
    package func currentVersion(forModelAt modelPath: String, workingDirectory: String) -> Fact<String>? {
        let target = PathText.absolute(modelPath, from: workingDirectory)
        guard
            let entry = currentVersions.first(where: { PathText.absolute($0.key, from: workingDirectory) == target })
        else { return nil }
        return Fact(entry.value, from: .configuration(currentVersionLocations[entry.key]))
    }

    /// Where the current version for the model at `modelPath` is written, when `current:` gives it.
    package func currentVersionLocation(forModelAt modelPath: String, workingDirectory: String) -> SourceLocation? {
        let target = PathText.absolute(modelPath, from: workingDirectory)
        return currentVersionLocations.first { PathText.absolute($0.key, from: workingDirectory) == target }?.value
    }

    /// The version order `versions:` gives for the model at `modelPath`, matched by standardized path
    /// (paths are taken from `workingDirectory`).
    package func versionOrder(forModelAt modelPath: String, workingDirectory: String) -> [String]? {
        let target = PathText.absolute(modelPath, from: workingDirectory)
        return versionOrders.first { PathText.absolute($0.key, from: workingDirectory) == target }?.value
    }

    /// Where the version order for the model at `modelPath` is written, when it comes from `mapwright.yml`.
    package func versionOrderLocation(forModelAt modelPath: String, workingDirectory: String) -> SourceLocation? {
        let target = PathText.absolute(modelPath, from: workingDirectory)
        return versionOrderLocations.first { PathText.absolute($0.key, from: workingDirectory) == target }?.value
    }

    /// The folder the mapping models record for the model at `modelPath`, relative to the project root
    /// (the configuration file's folder, else the working directory) as Xcode records it
    /// (`App/Model` in `App/Model/ToDo.xcdatamodeld/ToDo 2.xcdatamodel`): ``modelFolder`` when set; for
    /// an `.xcdatamodeld` bundle inside the project, the bundle's folder; else the project root (empty).
    package func recordedModelFolder(forModelAt modelPath: String, workingDirectory: String) -> String {
        if let modelFolder { return modelFolder == "." ? "" : modelFolder }
        let bundle = PathText.absolute(modelPath, from: workingDirectory)
        guard bundle.hasSuffix(".xcdatamodeld") else { return "" }
        let root = PathText.absolute(
            file.map { PathName.folder(of: $0) } ?? ".", from: workingDirectory)
        let folder = PathText.relative(PathName.folder(of: bundle), to: root)
        return folder == "." || folder.hasPrefix("..") ? "" : folder
    }

    /// `path` resolved against ``baseDirectory`` (absolute paths are kept).
    package func resolve(_ path: String) -> String {
        PathText.join(baseDirectory, path)
    }
}
