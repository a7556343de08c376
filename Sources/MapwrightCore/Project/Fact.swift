import MapwrightDiagnostics
import MapwrightModel

/// Where a fact of the project picture comes from (docs/project.md), strongest first: `mapwright.yml`, the
/// build files (Xcode project, `Package.swift`), the app's code, the mapping models' recorded hashes,
/// `.xccurrentversion`, git, the versions' names, a model's only version; or nothing (an assumption, said as such).
package enum FactSource: Hashable, Sendable, CustomStringConvertible {
    /// `mapwright.yml`, at this place when known.
    case configuration(SourceLocation?)
    /// A build file (`App.xcodeproj/project.pbxproj`, `Package.swift`), and the target when one decides.
    case buildFile(String, target: String?)
    /// The app's code, here.
    case code(SourceLocation)
    /// The hashes the mapping models record.
    case mappingModels
    /// The bundle's `.xccurrentversion` (or `current:` of `_manifest.yaml`), where it names the version.
    case currentVersionFile(SourceLocation)
    /// When git first saw each version.
    case git
    /// When git first saw each version it dates; the names place the others (`undated`) among them.
    case gitAndNames(undated: [String])
    /// The versions' names.
    case names
    /// The model has one version, so it is the current one whatever names it.
    case onlyVersion
    /// No source says: what is assumed, and why.
    case assumed(String)

    package var description: String {
        switch self {
        case .configuration(let location): location.map { "mapwright.yml (\($0))" } ?? "mapwright.yml"
        case .buildFile(let file, let target): target.map { "\(file), target `\($0)`" } ?? file
        case .code(let location): "the app's code (\(location))"
        case .mappingModels: "the hashes the mapping models record"
        case .currentVersionFile(let location): location.file
        case .git: "git (when each version was first committed)"
        case .gitAndNames(let undated):
            "git (when each version was first committed), the names placing "
                + undated.map { "`\($0)`" }.joined(separator: ", ") + ", which git does not date"
        case .names: "the versions' names"
        case .onlyVersion: "the model's only version"
        case .assumed(let why): "assumed: \(why)"
        }
    }

    /// A short name of the kind of source, for JSON.
    package var kind: String {
        switch self {
        case .configuration: "configuration"
        case .buildFile: "buildFile"
        case .code: "code"
        case .mappingModels: "mappingModels"
        case .currentVersionFile: "currentVersionFile"
        case .git, .gitAndNames: "git"
        case .names: "names"
        case .onlyVersion: "onlyVersion"
        case .assumed: "assumed"
        }
    }
}

/// A fact of the project picture with the source that decided it.
package struct Fact<Value: Hashable & Sendable>: Hashable, Sendable {
    package var value: Value
    package var source: FactSource

    package init(_ value: Value, from source: FactSource) {
        self.value = value
        self.source = source
    }
}
