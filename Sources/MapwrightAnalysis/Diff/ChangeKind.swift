/// Every kind of difference the diff reports between two model versions: everything the model holds.
///
/// A change attributes and relationships share (added, removed, renamed, made optional, …) is one
/// ``PropertyChange`` with the ``PropertyKind`` it happened to, so each is compared and classified once.
/// The raw value is the stable spelling used in JSON output (`attributeAdded`, `relationshipAdded`,
/// `entityRenamed`, …).
package enum ChangeKind: Hashable, Sendable, CaseIterable, Codable, RawRepresentable {
    /// A change to the model as a whole.
    case model(ModelLevelChange)
    /// A change to an entity itself (its properties are compared separately).
    case entity(EntityChange)
    /// A change to a matched property pair, whatever their kinds.
    case match(PropertyMatchChange)
    /// A change both attributes and relationships can have.
    case property(PropertyChange, PropertyKind)
    /// A change only attributes can have.
    case attribute(AttributeChange)
    /// A change only relationships can have.
    case relationship(RelationshipChange)

    package static let allCases: [ChangeKind] =
        ModelLevelChange.allCases.map(ChangeKind.model)
        + EntityChange.allCases.map(ChangeKind.entity)
        + PropertyMatchChange.allCases.map(ChangeKind.match)
        + PropertyKind.allCases.flatMap { kind in PropertyChange.allCases.map { ChangeKind.property($0, kind) } }
        + AttributeChange.allCases.map(ChangeKind.attribute)
        + RelationshipChange.allCases.map(ChangeKind.relationship)

    private static let byRawValue = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    package init?(rawValue: String) {
        guard let kind = Self.byRawValue[rawValue] else { return nil }
        self = kind
    }

    package var rawValue: String {
        switch self {
        case .model(let change): change.rawValue
        case .entity(let change): change.rawValue
        case .match(let change): change.rawValue
        case .property(let change, let kind):
            (kind == .attribute ? Self.attributeRawValues : Self.relationshipRawValues)[
                Self.propertyChanges.firstIndex(of: change)!]
        case .attribute(let change): change.rawValue
        case .relationship(let change): change.rawValue
        }
    }

    /// The raw values of the property changes of each kind, in the order of ``propertyChanges``: spelled once,
    /// as a report spells a kind for every change.
    private static let propertyChanges = PropertyChange.allCases
    private static let attributeRawValues = propertyChanges.map { joined(PropertyKind.attribute.rawValue, $0.rawValue) }
    private static let relationshipRawValues = propertyChanges.map {
        joined(PropertyKind.relationship.rawValue, $0.rawValue)
    }

    /// `attribute` and `optionalityChanged` → `attributeOptionalityChanged`: ASCII raw values, joined byte by
    /// byte.
    private static func joined(_ kind: String, _ change: String) -> String {
        var bytes = Array(kind.utf8)
        let start = bytes.count
        bytes += change.utf8
        let lowercase: ClosedRange<UInt8> = 97...122  // a...z
        if start < bytes.count, lowercase.contains(bytes[start]) { bytes[start] -= 32 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Compares the cases and their payloads. Written out because a `RawRepresentable` type would
    /// otherwise compare and hash by ``rawValue``, building a string for every comparison.
    package static func == (lhs: ChangeKind, rhs: ChangeKind) -> Bool {
        switch (lhs, rhs) {
        case (.model(let a), .model(let b)): a == b
        case (.entity(let a), .entity(let b)): a == b
        case (.match(let a), .match(let b)): a == b
        case (.property(let a, let kindA), .property(let b, let kindB)): a == b && kindA == kindB
        case (.attribute(let a), .attribute(let b)): a == b
        case (.relationship(let a), .relationship(let b)): a == b
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .model(let change): hasher.combine(0); hasher.combine(change)
        case .entity(let change): hasher.combine(1); hasher.combine(change)
        case .match(let change): hasher.combine(2); hasher.combine(change)
        case .property(let change, let kind): hasher.combine(3); hasher.combine(change); hasher.combine(kind)
        case .attribute(let change): hasher.combine(4); hasher.combine(change)
        case .relationship(let change): hasher.combine(5); hasher.combine(change)
        }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let rawValue = try container.decode(String.self)
        guard let kind = ChangeKind(rawValue: rawValue) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown change kind `\(rawValue)`")
        }
        self = kind
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The shared property change, whatever kind of property it happened to.
    package var propertyChange: PropertyChange? {
        if case .property(let change, _) = self { change } else { nil }
    }

    /// A short phrase for human output, e.g. `attribute type changed`.
    package var title: String {
        // The raw values are ASCII camel case: split and lower-cased byte by byte.
        let capitals: ClosedRange<UInt8> = 65...90  // A...Z
        let space: UInt8 = 32, toLowercase: UInt8 = 32
        var title: [UInt8] = []
        for byte in rawValue.utf8 {
            if capitals.contains(byte) {
                if !title.isEmpty { title.append(space) }
                title.append(byte + toLowercase)
            } else {
                title.append(byte)
            }
        }
        return String(decoding: title, as: UTF8.self)
    }
}

/// A change to the model as a whole.
package enum ModelLevelChange: String, Hashable, Sendable, CaseIterable {
    case versionIdentifierChanged
    case fetchRequestTemplatesChanged
    case configurationsChanged
    case compositeTypeChanged
    case modelSettingsChanged
}

/// A change to an entity itself.
package enum EntityChange: String, Hashable, Sendable, CaseIterable {
    case added = "entityAdded"
    case removed = "entityRemoved"
    case renamed = "entityRenamed"
    case renamingIdentifierChanged = "entityRenamingIdentifierChanged"
    case parentChanged = "entityParentChanged"
    case hierarchiesMerged
    case abstractChanged = "entityAbstractChanged"
    case hashModifierChanged = "entityHashModifierChanged"
    case uniquenessConstraintAdded
    case uniquenessConstraintRemoved
    case fetchIndexesChanged
    case classNameChanged = "entityClassNameChanged"
    case codeGenerationChanged = "entityCodeGenerationChanged"
    case userInfoChanged = "entityUserInfoChanged"
    case syncableChanged = "entitySyncableChanged"
    case fetchedPropertiesChanged
    case migrationPolicyRequested
    case duplicateRenamingIdentifier
}

/// A change to a matched pair of properties that does not depend on their kinds.
package enum PropertyMatchChange: String, Hashable, Sendable, CaseIterable {
    case movedInHierarchy = "propertyMovedInHierarchy"
    case kindChanged = "propertyKindChanged"
}

/// Attribute or relationship.
package enum PropertyKind: String, Hashable, Sendable, CaseIterable {
    case attribute
    case relationship
}

/// A change attributes and relationships share: the fields of ``PropertyDescription``.
package enum PropertyChange: String, Hashable, Sendable, CaseIterable {
    case added
    case removed
    case renamed
    case renamingIdentifierChanged
    case optionalityChanged
    case transientChanged
    case hashModifierChanged
    case indexedChanged
    case spotlightChanged
    case truthFileChanged
    case userInfoChanged
    case syncableChanged
}

/// A change only attributes can have.
package enum AttributeChange: String, Hashable, Sendable, CaseIterable {
    case typeChanged = "attributeTypeChanged"
    case defaultValueChanged = "attributeDefaultValueChanged"
    case externalStorageChanged = "attributeExternalStorageChanged"
    case preserveAfterDeletionChanged = "attributePreserveAfterDeletionChanged"
    case validationChanged = "attributeValidationChanged"
    case valueTransformerChanged = "attributeValueTransformerChanged"
    case customClassChanged = "attributeCustomClassChanged"
    case scalarTypeChanged = "attributeScalarTypeChanged"
    case derivationChanged = "attributeDerivationChanged"
    case compositeChanged = "attributeCompositeChanged"
    case cloudEncryptionChanged = "attributeCloudEncryptionChanged"
}

/// A change only relationships can have.
package enum RelationshipChange: String, Hashable, Sendable, CaseIterable {
    case destinationChanged = "relationshipDestinationChanged"
    case inverseChanged = "relationshipInverseChanged"
    case cardinalityChanged = "relationshipCardinalityChanged"
    case orderedChanged = "relationshipOrderedChanged"
    case countChanged = "relationshipCountChanged"
    case deleteRuleChanged = "relationshipDeleteRuleChanged"
}
