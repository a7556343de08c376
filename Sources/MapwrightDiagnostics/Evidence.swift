/// What proves a finding: every rule declares it, and the default severity follows it (docs/evidence.md).
///
/// Only proven problems are errors by default; a finding resting on an ``assumption`` is at most a warning
/// until the project's code or configuration backs the assumption, and a ``guess`` is at most a warning.
package enum Evidence: String, Sendable, Hashable, Codable, CaseIterable {
    /// Core Data's entity version hashes of the versions involved.
    case hash
    /// A fact of the model files: what the versions declare.
    case modelFiles = "model-files"
    /// The contents of a mapping model the project ships.
    case mappingModel = "mapping-model"
    /// The project's sources or configuration.
    case projectCode = "project-code"
    /// How the app migrates, assumed when the project does not say (Core Data's automatic migration).
    case assumption
    /// A heuristic: names that look alike, a lone candidate.
    case guess
}
