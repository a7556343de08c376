import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// Checks of one entity: property names, inherited duplicates, relationships and their inverses,
/// defaults and bounds, constraints and indexes.
extension ValidationContext {
    func checkEntity(at entityIndex: Int) {
        let entity = model.entities[entityIndex]
        var seen = PropertyTable(
            capacity: entity.attributes.count + entity.relationships.count
                + entity.fetchedProperties.count
                + (entity.parent == nil ? 0 : 16))
        if entity.parent != nil {
            for ancestor in (ancestors(of: entity) ?? []).reversed() {
                // The walk looks each ancestor up by name, so it is the first entity of its name.
                forEachProperty(ofEntityAt: self.entityIndex.position(of: ancestor.name)!) {
                    property, name, renamingIdentifier in
                    seen.insert(property, name: name, matchingKey: renamingIdentifier ?? name)
                }
            }
        }
        forEachProperty(ofEntityAt: entityIndex) { property, name, renamingIdentifier in
            if let problem = Self.nameProblem(name, swiftData: model.settings.isUsedWithSwiftData) {
                diagnostics.emit(problem.rule, problem.message, at: location(of: property))
            }
            switch seen.insert(property, name: name, matchingKey: renamingIdentifier ?? name) {
            case nil: break
            case .name(let other):
                let owner = ownerName(of: other)
                let whereFrom = owner == entity.name ? "" : " (inherited from '\(owner)')"
                diagnostics.emit(
                    ModelRules.duplicateName,
                    "entity '\(entity.name)' has two properties named '\(name)'\(whereFrom)",
                    at: location(of: property))
            case .identifier(let other):
                // Core Data loads the model; inferring a mapping from it fails (134190): the analysis
                // classifies such a step heavy (MW106).
                diagnostics.emit(
                    ModelRules.duplicatePropertyIdentifier,
                    "property '\(name)' of entity '\(entity.name)' has the renaming identifier '\(renamingIdentifier ?? name)' of '\(self.name(of: other))'",
                    at: location(of: property))
            }
        }
        // By index: `for a in` copies every attribute, and most have no value to check.
        for index in entity.attributes.indices where entity.attributes[index].needsValueCheck {
            checkValues(entity.attributes[index], owner: entity.name)
        }
        for relationship in entity.relationships {
            checkRelationship(relationship, of: entityIndex)
        }
        for fetched in entity.fetchedProperties where self.entityIndex.position(of: fetched.entity) == nil {
            unknownEntity(fetched.entity, usedBy: "fetched property '\(fetched.name)'", at: fetched.anchor.location)
        }
        for constraint in entity.uniquenessConstraints {
            for name in constraint where !seen.contains(named: name) {
                unknownProperty(
                    name, of: entity, usedBy: "a uniqueness constraint", at: entity.anchor.location,
                    known: seen.names)
            }
        }
        for index in entity.fetchIndexes {
            for element in index.elements {
                if let name = element.property, !seen.contains(named: name) {
                    unknownProperty(
                        name, of: entity, usedBy: "fetch index '\(index.name)'", at: index.anchor.location,
                        known: seen.names)
                }
            }
        }
    }

    /// What is wrong with a property name, if anything: the rule it breaks and the message.
    /// `swiftData`: the model is a SwiftData app's, whose property names are Swift's (`_cache`, `isDeleted`:
    /// SwiftData builds the entity from the class, no Xcode editor is involved): only a name that is not an
    /// ASCII identifier is a problem, as the SwiftData reader has it.
    static func nameProblem(_ name: String, swiftData: Bool = false) -> (rule: Rule, message: String)? {
        let check = NamingRules.check(propertyName: name)
        if swiftData, check != .valid, NamingRules.isSwiftIdentifier(name) { return nil }
        switch check {
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
    func checkValues(_ attribute: Attribute, owner: String) {
        let at = attribute.anchor.location
        func label() -> String { "attribute '\(attribute.name)' of '\(owner)'" }
        /// MW075 (a warning) for a value Xcode compiles and Core Data converts, else `rule` (an error).
        func report(_ what: String, _ value: String, _ problem: String, rule: Rule) {
            guard ValueRules.isConvertibleDefault(value, for: attribute.type) else {
                diagnostics.emit(rule, "\(what) '\(value)' of \(label()) \(problem)", at: at)
                return
            }
            diagnostics.emit(
                ModelRules.defaultOfAnotherType,
                "\(what) '\(value)' of \(label()) is written as \(NumberText.double(value) == nil ? "a Boolean" : "a decimal number"), "
                    + "not as \(attribute.type == .boolean ? "a" : "an") \(attribute.type.xcodeName); Xcode compiles it and Core Data converts it",
                at: at, hint: attribute.type == .boolean ? "write YES or NO" : "write a whole number, e.g. '0'")
        }
        if let value = attribute.defaultValue,
            let problem = ValueRules.problem(withDefault: value, for: attribute.type)
        {
            if attribute.type == .uuid {
                diagnostics.emit(
                    ModelRules.defaultNotAUUID,
                    "default value '\(value)' of \(label()) is not a UUID; Xcode compiles it, but new rows cannot get it",
                    at: at, hint: "give a UUID (8-4-4-4-12 hexadecimal digits) or remove the default")
            } else {
                report("default value", value, problem, rule: ModelRules.invalidDefault)
            }
        }
        if let value = attribute.minValue,
            let problem = ValueRules.problem(withBound: value, for: attribute.type)
        {
            report("minimum", value, problem, rule: ModelRules.invalidBounds)
        }
        if let value = attribute.maxValue,
            let problem = ValueRules.problem(withBound: value, for: attribute.type)
        {
            report("maximum", value, problem, rule: ModelRules.invalidBounds)
        }
        if let low = attribute.minValue, let high = attribute.maxValue, ValueRules.isAbove(low, high) {
            diagnostics.emit(
                ModelRules.invalidBounds, "minimum '\(low)' of \(label()) is above its maximum '\(high)'", at: at,
                hint: "swap them, or correct the one that is wrong")
        }
        if attribute.type == .composite {
            let name = attribute.compositeName ?? ""
            if !model.composites.contains(where: { $0.name == name }) {
                diagnostics.emit(
                    ModelRules.invalidComposite, "\(label()) names composite type '\(name)', which does not exist",
                    at: at,
                    hint: Suggestion.hint(for: name, among: model.composites.map(\.name)))
            }
        }
    }

    /// Bounds, destination and inverse.
    func checkRelationship(_ relationship: Relationship, of entityIndex: Int) {
        func entityName() -> String { self.entityName(at: entityIndex) }
        func at() -> SourceLocation? { relationship.anchor.location }
        func label() -> String { "relationship '\(relationship.name)' of '\(entityName())'" }
        if relationship.minCount < 0 || relationship.maxCount < 0 {
            diagnostics.emit(
                ModelRules.invalidBounds,
                "\(label()) has a negative \(relationship.minCount < 0 ? "minCount \(relationship.minCount)" : "maxCount \(relationship.maxCount)")",
                at: at(), hint: "counts are 0 or more (maxCount 0: no limit)")
        } else if relationship.isToMany, relationship.maxCount != 0,
            relationship.minCount > relationship.maxCount
        {
            diagnostics.emit(
                ModelRules.invalidBounds,
                "\(label()) has minCount \(relationship.minCount) above maxCount \(relationship.maxCount)",
                at: at())
        }
        guard let destinationIndex = self.entityIndex.position(of: relationship.destination) else {
            diagnostics.emit(
                ModelRules.unknownDestination,
                "\(label()) points to entity '\(relationship.destination)', which does not exist", at: at(),
                hint: Suggestion.hint(for: relationship.destination, among: entityNames))
            return
        }
        guard let inverseName = relationship.inverse else { return }
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
        } else if let back = inverse.inverse, back != relationship.name {
            diagnostics.emit(
                ModelRules.inverseNotMutual,
                "\(label()) has inverse '\(destinationName()).\(inverseName)', whose inverse is '\(back)', not '\(relationship.name)'",
                at: at())
        }
    }

    /// The destination and the inverse of the relationship with this name declared by the entity at `index`
    /// or inherited by it.
    func relationshipEnds(named name: String, ofEntityAt index: Int) -> (destination: String, inverse: String?)? {
        // The entity's own relationships read where they are: copying the entity, or the relationship found,
        // cost more than the search.
        let relationships = model.entities[index].relationships
        if let own = relationships.firstIndex(where: { $0.name == name }) {
            return (relationships[own].destination, relationships[own].inverse)
        }
        guard model.entities[index].parent != nil else { return nil }
        for ancestor in ancestors(of: model.entities[index]) ?? [] {
            if let found = ancestor.relationship(named: name) { return (found.destination, found.inverse) }
        }
        return nil
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
            for attribute in composite.attributes {
                if let problem = Self.nameProblem(attribute.name, swiftData: model.settings.isUsedWithSwiftData) {
                    diagnostics.emit(problem.rule, problem.message, at: attribute.anchor.location)
                }
                checkValues(attribute, owner: composite.name)
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

extension Attribute {
    /// True when the attribute has a value to check: a default, a bound or a composite type.
    var needsValueCheck: Bool {
        defaultValue != nil || minValue != nil || maxValue != nil || type == .composite
    }
}
