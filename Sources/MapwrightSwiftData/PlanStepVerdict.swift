/// What the analysis says of one step between consecutive schemas, as the plan lint and the SwiftData
/// writer need it (the application builds it from the step's analysis).
public struct PlanStepVerdict: Hashable, Sendable {
    /// The source schema's name.
    public var from: String
    /// The destination schema's name.
    public var to: String
    /// False when Core Data cannot infer the mapping: a `.lightweight` stage fails at launch.
    public var isInferable: Bool
    /// The changes that need custom code, each as `` `Entity.property`: what changed `` (the list the
    /// policy stubs use), or what the destination version requests.
    public var customChanges: [String]
    /// True when every entity version hash is equal: the two schemas have one version checksum.
    public var isUnchanged: Bool

    public init(from: String, to: String, isInferable: Bool, customChanges: [String], isUnchanged: Bool = false) {
        self.from = from
        self.to = to
        self.isInferable = isInferable
        self.customChanges = customChanges
        self.isUnchanged = isUnchanged
    }

    /// True when the stage must be `.custom`: inference fails, or custom code is requested.
    public var needsCustomStage: Bool { !isInferable || !customChanges.isEmpty }
}
