import MapwrightDiagnostics
import MapwrightModel

/// One model as the project's files show it (docs/project.md): whether a target builds it, the code that
/// loads it, the order of its versions and where that order came from, and what the app turns off.
package struct UnitPicture: Hashable, Sendable {
    /// Whether a target builds the model (or code loads it): a model not built never fails the run.
    package var built: Fact<Bool>
    /// Where the app's code loads the model by name (none for a model not built).
    package var loadedBy: [SourceLocation]
    /// For a model not built: where the code loads a model of its name (another bundle, which a target builds).
    package var namesakeLoads: [SourceLocation] = []
    /// The order of the versions, oldest first: an Xcode bundle's current version last unless `mapwright.yml`
    /// says otherwise.
    package var order: Fact<[String]>
    /// The current version.
    package var current: Fact<String>
    /// What the model's files say is current, when `mapwright.yml` names another version (MW471).
    package var currentInFiles: Fact<String>?
    /// The version the app's code lists last when that is not the current one (MW451).
    package var listedLast: Fact<String>?
    /// Whether the app lets Core Data infer mapping models: `inference:` of `mapwright.yml`, else off where
    /// the app's code turns it off or loads mapping models by name; nil when nothing says.
    package var inference: Fact<Bool>?
    /// The folders `policySources:` of `mapwright.yml` names, where the policy classes are looked for.
    package var policySources: Fact<[String]>?

    /// Where the app turns inference off (the setting's place for `inference: false`).
    package var inferenceOff: SourceLocation? {
        guard let inference, !inference.value else { return nil }
        switch inference.source {
        case .code(let location): return location
        case .configuration(let location): return location ?? SourceLocation(file: "mapwright.yml", line: 1, column: 1)
        default: return nil
        }
    }
    /// When each version was first committed (seconds since 1970), when git knows the model.
    package var addedTimes: [String: Int]?

    package init(
        built: Fact<Bool>, loadedBy: [SourceLocation] = [], order: Fact<[String]>, current: Fact<String>,
        inference: Fact<Bool>? = nil, addedTimes: [String: Int]? = nil
    ) {
        self.built = built
        self.loadedBy = loadedBy
        self.order = order
        self.current = current
        self.inference = inference
        self.addedTimes = addedTimes
    }
}
