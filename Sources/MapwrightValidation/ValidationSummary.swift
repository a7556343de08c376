import MapwrightModel

/// The one-line-per-version summary `mapwright validate` prints for a valid model.
package enum ValidationSummary {
    /// `ToDo 2: valid, 2 entities, 7 attributes, 2 relationships`, with `(current)` on the current
    /// version, oldest version first.
    package static func lines(for history: ModelHistory) -> [String] {
        history.versions.map { version in
            let attributes = version.entities.reduce(0) { $0 + $1.attributes.count }
            let relationships = version.entities.reduce(0) { $0 + $1.relationships.count }
            let current = version.name == history.currentVersionName ? " (current)" : ""
            return "\(version.name)\(current): valid, \(count(version.entities.count, "entity", "entities")), "
                + "\(count(attributes, "attribute", "attributes")), \(count(relationships, "relationship", "relationships"))"
        }
    }

    private static func count(_ n: Int, _ singular: String, _ plural: String) -> String {
        "\(n) \(n == 1 ? singular : plural)"
    }
}
