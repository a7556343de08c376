import MapwrightDiagnostics

/// A request, made by the destination version, for a custom `NSEntityMigrationPolicy` when migrating
/// into it, even when Core Data could infer the change (e.g. "flag every item whose name starts with A").
///
/// It has no Core Data counterpart: Xcode export keeps it in the entity's userInfo under
/// ``MigrationPolicyRequest/userInfoKey`` so import restores it.
package struct MigrationPolicyRequest: Hashable, Sendable {
    /// The userInfo key that carries the request in an exported `.xcdatamodel`.
    package static let userInfoKey = "mapwright.migrationPolicy"

    /// What the custom code must do, in words; copied into the generated stub.
    package var reason: String
    /// The policy class name to generate; nil means the default `<Source>To<Destination>Policy`.
    package var className: String?
    package var anchor: SourceAnchor

    package init(reason: String, className: String? = nil, anchor: SourceAnchor = SourceAnchor()) {
        self.reason = reason
        self.className = className
        self.anchor = anchor
    }
}
