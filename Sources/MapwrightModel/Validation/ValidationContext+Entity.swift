/// Checks of one entity: property names, inherited duplicates, relationships and their inverses,
/// defaults and bounds, constraints and indexes.
extension ValidationContext {
    func checkEntity(at entityIndex: Int) {
        model.entities.withUnsafeBufferPointer {
            checkEntity($0.baseAddress.unsafelyUnwrapped + entityIndex, at: entityIndex)
        }
    }

    /// Reads the entity where it is, field by field: a subscript of the array (or of a buffer pointer) copies
    /// the whole entity.
    private func checkEntity(_ entity: UnsafePointer<Entity>, at entityIndex: Int) {
        var seen = PropertyTable(
            capacity: entity.pointee.attributes.count + entity.pointee.relationships.count
                + entity.pointee.fetchedProperties.count
                + (entity.pointee.parent == nil ? 0 : 16))
        if entity.pointee.parent != nil {
            for ancestor in (ancestors(of: entity.pointee) ?? []).reversed() {
                // The walk looks each ancestor up by name, so it is the first entity of its name.
                forEachProperty(ofEntityAt: self.entityIndex.position(of: ancestor.name)!) {
                    property, name, renamingIdentifier in
                    seen.insert(property, name: name, matchingKey: renamingIdentifier ?? name)
                }
            }
        }
        forEachProperty(ofEntityAt: entityIndex) { property, name, renamingIdentifier in
            if let problem = Self.nameProblem(name) {
                diagnostics.emit(problem.rule, problem.message, at: location(of: property))
            }
            let matchingKey = renamingIdentifier ?? name
            switch seen.clash(name: name, matchingKey: matchingKey) {
            case nil: break
            case .name(let other):
                let owner = ownerName(of: other)
                let whereFrom = owner == entity.pointee.name ? "" : " (inherited from '\(owner)')"
                diagnostics.emit(
                    ModelRules.duplicateName,
                    "entity '\(entity.pointee.name)' has two properties named '\(name)'\(whereFrom)",
                    at: location(of: property))
            case .identifier(let other):
                // Core Data loads the model; inferring a mapping from it fails (134190): the analysis
                // classifies such a step heavy (MW106).
                diagnostics.emit(
                    ModelRules.duplicatePropertyIdentifier,
                    "property '\(name)' of entity '\(entity.pointee.name)' has the renaming identifier '\(renamingIdentifier ?? name)' of '\(self.name(of: other))'",
                    at: location(of: property))
            }
            seen.insert(property, name: name, matchingKey: matchingKey)
        }
        entity.pointee.attributes.withUnsafeBufferPointer { attributes in
            for attribute in attributes.elementPointers where attribute.needsValueCheck {
                checkValues(attribute, owner: entity.pointee.name)
            }
        }
        entity.pointee.relationships.withUnsafeBufferPointer { relationships in
            for relationship in relationships.elementPointers {
                checkRelationship(relationship, of: entityIndex)
            }
        }
        for fetched in entity.pointee.fetchedProperties where self.entityIndex.position(of: fetched.entity) == nil {
            unknownEntity(fetched.entity, usedBy: "fetched property '\(fetched.name)'", at: fetched.anchor.location)
        }
        for constraint in entity.pointee.uniquenessConstraints {
            for name in constraint where !seen.contains(named: name) {
                unknownProperty(
                    name, of: entity.pointee, usedBy: "a uniqueness constraint", at: entity.pointee.anchor.location,
                    known: seen.names)
            }
        }
        for index in entity.pointee.fetchIndexes {
            for element in index.elements {
                if let name = element.property, !seen.contains(named: name) {
                    unknownProperty(
                        name, of: entity.pointee, usedBy: "fetch index '\(index.name)'", at: index.anchor.location,
                        known: seen.names)
                }
            }
        }
    }

    /// What is wrong with a property name, if anything: the rule it breaks and the message.
    static func nameProblem(_ name: String) -> (rule: Rule, message: String)? {
        switch NamingRules.check(propertyName: name) {
        case .valid:
            return nil
        case .capitalized:
            return (
                ModelRules.capitalizedPropertyName,
                "property name '\(name)' starts with an uppercase letter; Core Data loads it, but Xcode's editor would not let it be typed"
            )
        case .invalid:
            return (
                ModelRules.invalidPropertyName,
                "property name '\(name)' must start with a lowercase letter and hold only letters, digits and underscores"
            )
        case .reserved:
            return (
                ModelRules.reservedPropertyName,
                "property name '\(name)' is reserved: NSManagedObject or NSObject already uses it"
            )
        }
    }

    /// Default, minimum and maximum parse for the type; composite attributes name a composite type.
    /// Reads the attribute where it is, field by field: a copy of the whole attribute cost as much as the checks.
    func checkValues(_ attribute: UnsafePointer<Attribute>, owner: String) {
        let at = attribute.pointee.anchor.location
        func label() -> String { "attribute '\(attribute.pointee.name)' of '\(owner)'" }
        /// MW075 (a warning) for a value Xcode compiles and Core Data converts, else `rule` (an error).
        func report(_ what: String, _ value: String, _ problem: String, rule: Rule) {
            guard ValueRules.isConvertibleDefault(value, for: attribute.pointee.type) else {
                diagnostics.emit(rule, "\(what) '\(value)' of \(label()) \(problem)", at: at)
                return
            }
            diagnostics.emit(
                ModelRules.defaultOfAnotherType,
                "\(what) '\(value)' of \(label()) is written as \(NumberText.double(value) == nil ? "a Boolean" : "a decimal number"), "
                    + "not as \(attribute.pointee.type == .boolean ? "a" : "an") \(attribute.pointee.type.xcodeName); Xcode compiles it and Core Data converts it",
                at: at, hint: attribute.pointee.type == .boolean ? "write YES or NO" : "write a whole number, e.g. '0'")
        }
        if let value = attribute.pointee.defaultValue,
            let problem = ValueRules.problem(withDefault: value, for: attribute.pointee.type)
        {
            report("default value", value, problem, rule: ModelRules.invalidDefault)
        }
        if let value = attribute.pointee.minValue,
            let problem = ValueRules.problem(withBound: value, for: attribute.pointee.type)
        {
            report("minimum", value, problem, rule: ModelRules.invalidBounds)
        }
        if let value = attribute.pointee.maxValue,
            let problem = ValueRules.problem(withBound: value, for: attribute.pointee.type)
        {
            report("maximum", value, problem, rule: ModelRules.invalidBounds)
        }
        if let low = attribute.pointee.minValue, let high = attribute.pointee.maxValue, ValueRules.isAbove(low, high) {
            diagnostics.emit(
                ModelRules.invalidBounds, "minimum '\(low)' of \(label()) is above its maximum '\(high)'", at: at,
                hint: "swap them, or correct the one that is wrong")
        }
        if attribute.pointee.type == .composite {
            let name = attribute.pointee.compositeName ?? ""
            if !model.composites.contains(where: { $0.name == name }) {
                diagnostics.emit(
                    ModelRules.invalidComposite, "\(label()) names composite type '\(name)', which does not exist",
                    at: at,
                    hint: Suggestion.hint(for: name, among: model.composites.map(\.name)))
            }
        }
    }

    /// Bounds, destination and inverse. Reads the relationship where it is, as `checkValues` does.
    func checkRelationship(_ relationship: UnsafePointer<Relationship>, of entityIndex: Int) {
        // Names and the location are read only for a message: each read retains a string.
        func entityName() -> String { self.entityName(at: entityIndex) }
        func at() -> SourceLocation? { relationship.pointee.anchor.location }
        func label() -> String { "relationship '\(relationship.pointee.name)' of '\(entityName())'" }
        if relationship.pointee.minCount < 0 || relationship.pointee.maxCount < 0 {
            diagnostics.emit(
                ModelRules.invalidBounds,
                "\(label()) has a negative \(relationship.pointee.minCount < 0 ? "minCount \(relationship.pointee.minCount)" : "maxCount \(relationship.pointee.maxCount)")",
                at: at(), hint: "counts are 0 or more (maxCount 0: no limit)")
        } else if relationship.pointee.isToMany, relationship.pointee.maxCount != 0,
            relationship.pointee.minCount > relationship.pointee.maxCount
        {
            diagnostics.emit(
                ModelRules.invalidBounds,
                "\(label()) has minCount \(relationship.pointee.minCount) above maxCount \(relationship.pointee.maxCount)",
                at: at())
        }
        guard let destinationIndex = self.entityIndex.position(of: relationship.pointee.destination) else {
            diagnostics.emit(
                ModelRules.unknownDestination,
                "\(label()) points to entity '\(relationship.pointee.destination)', which does not exist", at: at(),
                hint: Suggestion.hint(for: relationship.pointee.destination, among: entityNames))
            return
        }
        guard let inverseName = relationship.pointee.inverse else { return }
        func destinationName() -> String { self.entityName(at: destinationIndex) }
        guard let inverse = self.relationshipEnds(named: inverseName, ofEntityAt: destinationIndex) else {
            diagnostics.emit(
                ModelRules.unknownInverse,
                "\(label()) has inverse '\(inverseName)', but '\(destinationName())' has no relationship of that name",
                at: at(),
                hint: Suggestion.hint(
                    for: inverseName, among: model.entities[destinationIndex].relationships.map(\.name)))
            return
        }
        // A missing destination on the inverse is reported on the inverse itself.
        guard self.entityIndex.position(of: inverse.destination) != nil else { return }
        if !self.entity(at: entityIndex, isOrInheritsFrom: inverse.destination) {
            // Core Data loads such a model; only the graph of this pair is inconsistent.
            diagnostics.emit(
                ModelRules.inverseMismatch,
                "\(label()) has inverse '\(destinationName()).\(inverseName)', which points to '\(inverse.destination)', not back to '\(entityName())'",
                at: at())
        } else if let back = inverse.inverse, back != relationship.pointee.name {
            diagnostics.emit(
                ModelRules.inverseNotMutual,
                "\(label()) has inverse '\(destinationName()).\(inverseName)', whose inverse is '\(back)', not '\(relationship.pointee.name)'",
                at: at())
        }
    }

    /// The destination and the inverse of the relationship with this name declared by the entity at `index`
    /// or inherited by it. Reads the entity's own relationships where they are: a copy of the relationship
    /// (or of the entity) cost more than the search.
    func relationshipEnds(named name: String, ofEntityAt index: Int) -> (destination: String, inverse: String?)? {
        model.entities.withUnsafeBufferPointer { entities in
            let entity = entities.baseAddress.unsafelyUnwrapped + index
            let own = entity.pointee.relationships.withUnsafeBufferPointer { relationships in
                relationships.elementPointers.first { $0.pointee.name == name }.map {
                    ($0.pointee.destination, $0.pointee.inverse)
                }
            }
            if let own { return own }
            guard entity.pointee.parent != nil else { return nil }
            for ancestor in ancestors(of: entity.pointee) ?? [] {
                if let found = ancestor.relationship(named: name) { return (found.destination, found.inverse) }
            }
            return nil
        }
    }

    func unknownEntity(_ name: String, usedBy user: String, at location: SourceLocation?) {
        diagnostics.emit(
            ModelRules.unknownEntity, "\(user) names entity '\(name)', which does not exist", at: location,
            hint: Suggestion.hint(for: name, among: entityNames))
    }

    func unknownProperty(
        _ name: String, of entity: Entity, usedBy user: String, at location: SourceLocation?, known: [String]
    ) {
        diagnostics.emit(
            ModelRules.unknownProperty, "\(user) of '\(entity.name)' names property '\(name)', which it does not have",
            at: location, hint: Suggestion.hint(for: name, among: known))
    }

    /// Composite types, fetch request templates and configurations.
    func checkModelExtras() {
        for composite in model.composites {
            if !NamingRules.isValidEntityName(composite.name) {
                diagnostics.emit(
                    ModelRules.invalidComposite,
                    "composite type name '\(composite.name)' must start with an uppercase letter and hold only letters, digits and underscores",
                    at: composite.anchor.location)
            }
            composite.attributes.withUnsafeBufferPointer { attributes in
                for attribute in attributes.elementPointers {
                    if let problem = Self.nameProblem(attribute.pointee.name) {
                        diagnostics.emit(problem.rule, problem.message, at: attribute.pointee.anchor.location)
                    }
                    checkValues(attribute, owner: composite.name)
                }
            }
        }
        for request in model.fetchRequests where entityIndex.position(of: request.entity) == nil {
            unknownEntity(request.entity, usedBy: "fetch request '\(request.name)'", at: request.anchor.location)
        }
        for configuration in model.configurations {
            for name in configuration.entities where entityIndex.position(of: name) == nil {
                unknownEntity(name, usedBy: "configuration '\(configuration.name)'", at: configuration.anchor.location)
            }
        }
    }
}

extension UnsafePointer<Attribute> {
    /// True when the attribute has a value to check: a default, a bound or a composite type. Reads the
    /// four fields where they are (a property of `pointee` would load, and so copy, the whole attribute).
    var needsValueCheck: Bool {
        pointee.defaultValue != nil || pointee.minValue != nil || pointee.maxValue != nil || pointee.type == .composite
    }
}
