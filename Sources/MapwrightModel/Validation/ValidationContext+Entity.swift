/// Checks of one entity: property names, inherited duplicates, relationships and their inverses,
/// defaults and bounds, constraints and indexes.
extension ValidationContext {
    func checkEntity(_ entity: Entity) {
        let inherited = (ancestors(of: entity) ?? []).reversed().flatMap(properties(declaredBy:))
        var names: [String: PropertyRef] = [:]
        var identifiers: [String: PropertyRef] = [:]
        for property in inherited {
            names[property.name] = property
            identifiers[property.matchingKey] = property
        }
        for property in properties(declaredBy: entity) {
            checkName(property)
            if let other = names[property.name] {
                let whereFrom = other.owner == entity.name ? "" : " (inherited from '\(other.owner)')"
                diagnostics.error(
                    ModelDiagnosticCode.duplicateName,
                    "entity '\(entity.name)' has two properties named '\(property.name)'\(whereFrom)", at: property.location)
            } else if let other = identifiers[property.matchingKey] {
                diagnostics.error(
                    ModelDiagnosticCode.duplicatePropertyIdentifier,
                    "property '\(property.name)' of entity '\(entity.name)' has the renaming identifier '\(property.matchingKey)' of '\(other.name)'",
                    at: property.location)
            }
            names[property.name] = property
            identifiers[property.matchingKey] = property
        }
        for attribute in entity.attributes {
            checkValues(attribute, owner: entity.name)
        }
        for relationship in entity.relationships {
            checkRelationship(relationship, of: entity)
        }
        for fetched in entity.fetchedProperties where entitiesByName[fetched.entity] == nil {
            unknownEntity(fetched.entity, usedBy: "fetched property '\(fetched.name)'", at: fetched.anchor.location)
        }
        let known = Set(names.keys)
        for constraint in entity.uniquenessConstraints {
            for name in constraint where !known.contains(name) {
                unknownProperty(name, of: entity, usedBy: "a uniqueness constraint", at: entity.anchor.location, known: known)
            }
        }
        for index in entity.fetchIndexes {
            for element in index.elements {
                if let name = element.property, !known.contains(name) {
                    unknownProperty(name, of: entity, usedBy: "fetch index '\(index.name)'", at: index.anchor.location, known: known)
                }
            }
        }
    }

    /// A property of any kind, for name and identifier checks.
    struct PropertyRef {
        var name: String
        var matchingKey: String
        var owner: String
        var location: SourceLocation?
    }

    func properties(declaredBy entity: Entity) -> [PropertyRef] {
        entity.attributes.map { PropertyRef(name: $0.name, matchingKey: $0.matchingKey, owner: entity.name, location: $0.anchor.location) }
            + entity.relationships.map {
                PropertyRef(name: $0.name, matchingKey: $0.matchingKey, owner: entity.name, location: $0.anchor.location)
            }
            + entity.fetchedProperties.map {
                PropertyRef(name: $0.name, matchingKey: $0.name, owner: entity.name, location: $0.anchor.location)
            }
    }

    func checkName(_ property: PropertyRef) {
        if !NamingRules.isValidPropertyName(property.name) {
            diagnostics.error(
                ModelDiagnosticCode.invalidPropertyName,
                "property name '\(property.name)' must start with a lowercase letter and hold only letters, digits and underscores",
                at: property.location)
        } else if NamingRules.reservedPropertyNames.contains(property.name) {
            diagnostics.error(
                ModelDiagnosticCode.reservedPropertyName,
                "property name '\(property.name)' is reserved: NSManagedObject or NSObject already uses it", at: property.location)
        }
    }

    /// Default, minimum and maximum parse for the type; composite attributes name a composite type.
    func checkValues(_ attribute: Attribute, owner: String) {
        let at = attribute.anchor.location
        let label = "attribute '\(attribute.name)' of '\(owner)'"
        if let value = attribute.defaultValue, let problem = ValueRules.problem(withDefault: value, for: attribute.type) {
            diagnostics.error(ModelDiagnosticCode.invalidDefault, "default value '\(value)' of \(label) \(problem)", at: at)
        }
        for (bound, value) in [("minimum", attribute.minValue), ("maximum", attribute.maxValue)] {
            if let value, let problem = ValueRules.problem(withBound: value, for: attribute.type) {
                diagnostics.error(ModelDiagnosticCode.invalidBounds, "\(bound) '\(value)' of \(label) \(problem)", at: at)
            }
        }
        if attribute.type == .composite {
            let name = attribute.compositeName ?? ""
            if !model.composites.contains(where: { $0.name == name }) {
                diagnostics.error(
                    ModelDiagnosticCode.invalidComposite, "\(label) names composite type '\(name)', which does not exist", at: at,
                    hint: Suggestion.hint(for: name, among: model.composites.map(\.name)))
            }
        }
    }

    func checkRelationship(_ relationship: Relationship, of entity: Entity) {
        let at = relationship.anchor.location
        let label = "relationship '\(relationship.name)' of '\(entity.name)'"
        if relationship.isToMany, relationship.maxCount != 0, relationship.minCount > relationship.maxCount {
            diagnostics.error(
                ModelDiagnosticCode.invalidBounds,
                "\(label) has minCount \(relationship.minCount) above maxCount \(relationship.maxCount)", at: at)
        }
        guard let destination = entitiesByName[relationship.destination] else {
            diagnostics.error(
                ModelDiagnosticCode.unknownDestination,
                "\(label) points to entity '\(relationship.destination)', which does not exist", at: at,
                hint: Suggestion.hint(for: relationship.destination, among: entitiesByName.keys.sorted()))
            return
        }
        guard let inverseName = relationship.inverse else { return }
        let candidates = [destination] + (ancestors(of: destination) ?? [])
        guard let inverse = candidates.lazy.compactMap({ $0.relationship(named: inverseName) }).first else {
            diagnostics.error(
                ModelDiagnosticCode.unknownInverse,
                "\(label) has inverse '\(inverseName)', but '\(destination.name)' has no relationship of that name", at: at,
                hint: Suggestion.hint(for: inverseName, among: destination.relationships.map(\.name)))
            return
        }
        // A missing destination on the inverse is reported on the inverse itself.
        guard entitiesByName[inverse.destination] != nil else { return }
        if !self.entity(entity, isOrInheritsFrom: inverse.destination) {
            diagnostics.error(
                ModelDiagnosticCode.inverseMismatch,
                "\(label) has inverse '\(destination.name).\(inverseName)', which points to '\(inverse.destination)', not back to '\(entity.name)'",
                at: at)
        } else if let back = inverse.inverse, back != relationship.name {
            diagnostics.error(
                ModelDiagnosticCode.inverseMismatch,
                "\(label) has inverse '\(destination.name).\(inverseName)', whose inverse is '\(back)', not '\(relationship.name)'",
                at: at)
        }
    }

    func unknownEntity(_ name: String, usedBy user: String, at location: SourceLocation?) {
        diagnostics.error(
            ModelDiagnosticCode.unknownEntity, "\(user) names entity '\(name)', which does not exist", at: location,
            hint: Suggestion.hint(for: name, among: entitiesByName.keys.sorted()))
    }

    func unknownProperty(_ name: String, of entity: Entity, usedBy user: String, at location: SourceLocation?, known: Set<String>) {
        diagnostics.error(
            ModelDiagnosticCode.unknownProperty, "\(user) of '\(entity.name)' names property '\(name)', which it does not have",
            at: location, hint: Suggestion.hint(for: name, among: known.sorted()))
    }

    /// Composite types, fetch request templates and configurations.
    func checkModelExtras() {
        for composite in model.composites {
            if !NamingRules.isValidEntityName(composite.name) {
                diagnostics.error(
                    ModelDiagnosticCode.invalidComposite,
                    "composite type name '\(composite.name)' must start with an uppercase letter and hold only letters, digits and underscores",
                    at: composite.anchor.location)
            }
            for attribute in composite.attributes {
                checkName(PropertyRef(name: attribute.name, matchingKey: attribute.matchingKey, owner: composite.name, location: attribute.anchor.location))
                checkValues(attribute, owner: composite.name)
            }
        }
        for request in model.fetchRequests where entitiesByName[request.entity] == nil {
            unknownEntity(request.entity, usedBy: "fetch request '\(request.name)'", at: request.anchor.location)
        }
        for configuration in model.configurations {
            for name in configuration.entities where entitiesByName[name] == nil {
                unknownEntity(name, usedBy: "configuration '\(configuration.name)'", at: configuration.anchor.location)
            }
        }
    }
}
