/// What the analysis says of one step between consecutive schemas, as the plan lint and the SwiftData
/// writer need it (the application builds it from the step's analysis).
package struct PlanStepVerdict: Hashable, Sendable {
    /// The source schema's name.
    package var from: String
    /// The destination schema's name.
    package var to: String
    /// False when Core Data cannot infer the mapping: a `.lightweight` stage fails at launch.
    package var isInferable: Bool
    /// The changes that need custom code, each as `` `Entity.property`: what changed `` (the list the
    /// policy stubs use), or what the destination version requests.
    package var customChanges: [String]
    /// True when every entity version hash is equal: the two schemas have one version checksum.
    package var isUnchanged: Bool

    package init(from: String, to: String, isInferable: Bool, customChanges: [String], isUnchanged: Bool = false) {
        self.from = from
        self.to = to
        self.isInferable = isInferable
        self.customChanges = customChanges
        self.isUnchanged = isUnchanged
    }

    /// True when the stage must be `.custom`: inference fails, or custom code is requested.
    package var needsCustomStage: Bool { !isInferable || !customChanges.isEmpty }
}
