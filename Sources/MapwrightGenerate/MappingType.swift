/// The kind of an entity mapping (`NSEntityMappingType`), spelled as Xcode spells it in
/// `mappingtypename`.
///
/// docs/core-data/xcmappingmodel-format.md, "What a mapping model holds": undefined 0, custom 1,
/// add 2, remove 3, copy 4, transform 5.
package enum MappingType: String, Sendable, Hashable, CaseIterable, Codable {
    case undefined
    /// The entity mapping needs a custom `NSEntityMigrationPolicy`.
    case custom
    /// A destination entity with no source: instances are created by the policy, none are copied.
    case add
    /// A source entity with no destination: its instances are dropped.
    case remove
    /// Source and destination entities have equal version hashes.
    case copy
    /// Source and destination entities differ and the default expressions carry the data over.
    case transform

    /// The spelling Xcode writes in `mappingtypename`, e.g. `Custom`.
    package var xcodeName: String {
        switch self {
        case .undefined: "Undefined"
        case .custom: "Custom"
        case .add: "Add"
        case .remove: "Remove"
        case .copy: "Copy"
        case .transform: "Transform"
        }
    }

    /// The `NSEntityMappingType` raw value.
    package var coreDataRawValue: Int {
        switch self {
        case .undefined: 0
        case .custom: 1
        case .add: 2
        case .remove: 3
        case .copy: 4
        case .transform: 5
        }
    }

    /// Looks a type up by Xcode's spelling (`Custom`), case-insensitively.
    package init?(xcodeName: String) {
        guard let match = MappingType.allCases.first(where: { $0.xcodeName.lowercased() == xcodeName.lowercased() })
        else { return nil }
        self = match
    }
}
