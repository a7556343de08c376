import MapwrightDiagnostics

/// One entity mapping of a shipped mapping model (`NSEntityMapping`), as its file records it.
package struct ShippedEntityMapping: Hashable, Sendable {
    /// `<Source>To<Destination>`, the name mapc gives it and relationship mappings refer to
    /// (`sourcemappingname`); the destination's name alone for an add mapping, the source's alone for a
    /// remove mapping.
    package var name: String
    /// The type as written (`mappingtypename`); Xcode writes `Undefined` and its compiler derives the type.
    package var declaredType: ShippedMappingType
    /// The source entity; nil for an add mapping.
    package var sourceEntity: String?
    /// The destination entity; nil for a remove mapping.
    package var destinationEntity: String?
    /// The source entity's version hash the mapping records, when the file records one
    /// (`xcmapping.xml` does not; see docs/mapping-models.md).
    package var sourceEntityVersionHash: [UInt8]?
    /// The destination entity's version hash the mapping records, when the file records one.
    package var destinationEntityVersionHash: [UInt8]?
    /// The position in the migration order (`mappingnumber`).
    package var mappingNumber: Int
    /// `entityMigrationPolicyClassName`; nil when none is set (an empty value counts as none).
    package var policyClassName: String?
    /// The predicate string that filters the source instances (`sourcefilterpredicatestring`), if any.
    package var sourceFilterPredicate: String?
    /// The entity mapping's userInfo, values as text.
    package var userInfo: [String: String]
    /// The attribute mappings, sorted by name.
    package var attributeMappings: [ShippedPropertyMapping]
    /// The relationship mappings, sorted by name.
    package var relationshipMappings: [ShippedPropertyMapping]
    /// Where the entity mapping object starts.
    package var anchor: SourceAnchor

    package init(
        name: String, declaredType: ShippedMappingType = .undefined, sourceEntity: String?,
        destinationEntity: String?, sourceEntityVersionHash: [UInt8]? = nil,
        destinationEntityVersionHash: [UInt8]? = nil, mappingNumber: Int, policyClassName: String? = nil,
        sourceFilterPredicate: String? = nil, userInfo: [String: String] = [:],
        attributeMappings: [ShippedPropertyMapping] = [], relationshipMappings: [ShippedPropertyMapping] = [],
        anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.declaredType = declaredType
        self.sourceEntity = sourceEntity
        self.destinationEntity = destinationEntity
        self.sourceEntityVersionHash = sourceEntityVersionHash
        self.destinationEntityVersionHash = destinationEntityVersionHash
        self.mappingNumber = mappingNumber
        self.policyClassName = policyClassName
        self.sourceFilterPredicate = sourceFilterPredicate
        self.userInfo = userInfo
        self.attributeMappings = attributeMappings
        self.relationshipMappings = relationshipMappings
        self.anchor = anchor
    }

    /// Xcode's naming convention: `<Source>To<Destination>`, `<Destination>` for an add mapping,
    /// `<Source>` for a remove mapping.
    package static func conventionalName(source: String?, destination: String?) -> String {
        switch (source, destination) {
        case let (source?, destination?): "\(source)To\(destination)"
        case let (nil, destination?): destination
        case let (source?, nil): source
        case (nil, nil): ""
        }
    }

    /// The type the mapping works as: the declared one, or, when `Undefined`, add (no source), remove
    /// (no destination), custom (a policy class is named) or transform.
    package var effectiveType: ShippedMappingType {
        guard declaredType == .undefined else { return declaredType }
        if sourceEntity == nil { return .add }
        if destinationEntity == nil { return .remove }
        return policyClassName == nil ? .transform : .custom
    }

    /// The entity's source expression as Xcode's compiler generates it: every instance of the source
    /// entity, filtered by `sourceFilterPredicate` when one is set; nil for an add mapping.
    package var sourceExpression: String? {
        sourceEntity.map {
            var predicate = ""
            for character in sourceFilterPredicate ?? "TRUEPREDICATE" {
                if character == "\\" || character == "\"" { predicate.append("\\") }
                predicate.append(character)
            }
            return
                "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\" , \"\($0)\", \"\(predicate)\"), $manager.sourceContext, NO)"
        }
    }
}

/// `NSEntityMappingType`, spelled as Xcode writes it in `mappingtypename`.
package enum ShippedMappingType: String, Hashable, Sendable, CaseIterable {
    case undefined = "Undefined"
    case custom = "Custom"
    case add = "Add"
    case remove = "Remove"
    case copy = "Copy"
    case transform = "Transform"
}
