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
    /// The version the app's code lists last when that is not the current one (MW451).
    package var listedLast: Fact<String>?
    /// Where the app turns Core Data's inference of mapping models off, or loads mapping models by name.
    package var inferenceOff: SourceLocation?
    /// When each version was first committed (seconds since 1970), when git knows the model.
    package var addedTimes: [String: Int]?

    package init(
        built: Fact<Bool>, loadedBy: [SourceLocation] = [], order: Fact<[String]>, current: Fact<String>,
        inferenceOff: SourceLocation? = nil, addedTimes: [String: Int]? = nil
    ) {
        self.built = built
        self.loadedBy = loadedBy
        self.order = order
        self.current = current
        self.inferenceOff = inferenceOff
        self.addedTimes = addedTimes
    }
}
