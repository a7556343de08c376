/// Checks of one entity: property names, inherited duplicates, relationships and their inverses,
/// defaults and bounds, constraints and indexes.
extension ValidationContext {
    func checkEntity(at entityIndex: Int) {
        model.entities.withUnsafeBufferPointer { checkEntity($0[entityIndex], at: entityIndex) }
    }

    private func checkEntity(_ entity: borrowing Entity, at entityIndex: Int) {
        var seen = PropertyTable(
            capacity: entity.attributes.count + entity.relationships.count + entity.fetchedProperties.count
                + (entity.parent == nil ? 0 : 16))
        if entity.parent != nil {
            for ancestor in (ancestors(of: copy entity) ?? []).reversed() {
                forEachProperty(of: ancestor) { seen.insert($0) }
            }
        }
        forEachProperty(of: entity) { property in
            checkName(property)
            switch seen.clash(with: property) {
            case nil: break
            case .name(let other):
                let whereFrom = other.owner == entity.name ? "" : " (inherited from '\(other.owner)')"
                diagnostics.emit(ModelRules.duplicateName,
                    "entity '\(entity.name)' has two properties named '\(property.name)'\(whereFrom)", at: property.location)
            case .identifier(let other):
                // Core Data loads the model; inferring a mapping from it fails (134190): the analysis
                // classifies such a step heavy (MW106).
                diagnostics.emit(ModelRules.duplicatePropertyIdentifier,
                    "property '\(property.name)' of entity '\(entity.name)' has the renaming identifier '\(property.matchingKey)' of '\(other.name)'",
                    at: property.location)
            }
            seen.insert(property)
        }
        entity.attributes.withUnsafeBufferPointer { attributes in
            for attribute in attributes.elementPointers where attribute.needsValueCheck {
                checkValues(attribute, owner: entity.name)
            }
        }
        entity.relationships.withUnsafeBufferPointer { relationships in
            for relationship in relationships.elementPointers {
                checkRelationship(relationship, of: entityIndex)
            }
        }
        for fetched in entity.fetchedProperties where self.entityIndex[fetched.entity] == nil {
            unknownEntity(fetched.entity, usedBy: "fetched property '\(fetched.name)'", at: fetched.anchor.location)
        }
        for constraint in entity.uniquenessConstraints {
            for name in constraint where !seen.contains(named: name) {
                unknownProperty(name, of: entity, usedBy: "a uniqueness constraint", at: entity.anchor.location, known: seen.names)
            }
        }
        for index in entity.fetchIndexes {
            for element in index.elements {
                if let name = element.property, !seen.contains(named: name) {
                    unknownProperty(name, of: entity, usedBy: "fetch index '\(index.name)'", at: index.anchor.location, known: seen.names)
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

    /// Calls `body` with every property `entity` declares: attributes, relationships, fetched properties.
    func forEachProperty(of entity: borrowing Entity, _ body: (PropertyRef) -> Void) {
        // Buffer pointers rather than `for a in` or the arrays' subscripts, and the matching key spelled out
        // rather than through the protocol's `matchingKey`: each of those copied (retained and released
        // every field of) each element.
        entity.attributes.withUnsafeBufferPointer { attributes in
            for i in attributes.indices {
                body(PropertyRef(
                    name: attributes[i].name, matchingKey: attributes[i].renamingIdentifier ?? attributes[i].name, owner: entity.name,
                    location: attributes[i].anchor.location))
            }
        }
        entity.relationships.withUnsafeBufferPointer { relationships in
            for i in relationships.indices {
                body(PropertyRef(
                    name: relationships[i].name, matchingKey: relationships[i].renamingIdentifier ?? relationships[i].name, owner: entity.name,
                    location: relationships[i].anchor.location))
            }
        }
        for i in entity.fetchedProperties.indices {
            let f = entity.fetchedProperties[i].name
            body(PropertyRef(name: f, matchingKey: f, owner: entity.name, location: entity.fetchedProperties[i].anchor.location))
        }
    }

    /// The properties of one entity seen so far. Entities have a handful of properties, so a linear
    /// search beats hashing every name.
    struct PropertyTable {
        private var properties: [PropertyRef]

        init(capacity: Int) {
            properties = []
            properties.reserveCapacity(capacity)
        }

        mutating func insert(_ property: PropertyRef) { properties.append(property) }

        /// True when a property of this name has been seen.
        func contains(named name: String) -> Bool { properties.indices.contains { properties[$0].name == name } }

        /// How a property clashes with those seen so far.
        enum Clash {
            /// The first property of the same name.
            case name(PropertyRef)
            /// No name clash, but the first property of the same matching key (renaming identifier).
            case identifier(PropertyRef)
        }

        /// A name clash wins over an identifier clash; one pass over the table finds either.
        func clash(with property: PropertyRef) -> Clash? {
            var sameKey: Int?
            for index in properties.indices {
                if properties[index].name == property.name { return .name(properties[index]) }
                if sameKey == nil, properties[index].matchingKey == property.matchingKey { sameKey = index }
            }
            return sameKey.map { .identifier(properties[$0]) }
        }

        var names: [String] { properties.map(\.name).sorted() }
    }

    func checkName(_ property: PropertyRef) {
        if NamingRules.isCapitalizedPropertyName(property.name) {
            diagnostics.emit(ModelRules.capitalizedPropertyName,
                "property name '\(property.name)' starts with an uppercase letter; Core Data loads it, but Xcode's editor would not let it be typed",
                at: property.location)
        } else if !NamingRules.isValidPropertyName(property.name) {
            diagnostics.emit(ModelRules.invalidPropertyName,
                "property name '\(property.name)' must start with a lowercase letter and hold only letters, digits and underscores",
                at: property.location)
        } else if NamingRules.isReservedPropertyName(property.name) {
            diagnostics.emit(ModelRules.reservedPropertyName,
                "property name '\(property.name)' is reserved: NSManagedObject or NSObject already uses it", at: property.location)
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
            diagnostics.emit(ModelRules.defaultOfAnotherType,
                "\(what) '\(value)' of \(label()) is written as \(Double(value) == nil ? "a Boolean" : "a decimal number"), "
                    + "not as \(attribute.pointee.type == .boolean ? "a" : "an") \(attribute.pointee.type.xcodeName); Xcode compiles it and Core Data converts it",
                at: at, hint: attribute.pointee.type == .boolean ? "write YES or NO" : "write a whole number, e.g. '0'")
        }
        if let value = attribute.pointee.defaultValue, let problem = ValueRules.problem(withDefault: value, for: attribute.pointee.type) {
            report("default value", value, problem, rule: ModelRules.invalidDefault)
        }
        if let value = attribute.pointee.minValue, let problem = ValueRules.problem(withBound: value, for: attribute.pointee.type) {
            report("minimum", value, problem, rule: ModelRules.invalidBounds)
        }
        if let value = attribute.pointee.maxValue, let problem = ValueRules.problem(withBound: value, for: attribute.pointee.type) {
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
                diagnostics.emit(ModelRules.invalidComposite, "\(label()) names composite type '\(name)', which does not exist", at: at,
                    hint: Suggestion.hint(for: name, among: model.composites.map(\.name)))
            }
        }
    }

    /// Bounds, destination and inverse. Reads the relationship where it is, as `checkValues` does.
    func checkRelationship(_ relationship: UnsafePointer<Relationship>, of entityIndex: Int) {
        let entityName = model.entities[entityIndex].name
        let at = relationship.pointee.anchor.location
        func label() -> String { "relationship '\(relationship.pointee.name)' of '\(entityName)'" }
        if relationship.pointee.minCount < 0 || relationship.pointee.maxCount < 0 {
            diagnostics.emit(
                ModelRules.invalidBounds,
                "\(label()) has a negative \(relationship.pointee.minCount < 0 ? "minCount \(relationship.pointee.minCount)" : "maxCount \(relationship.pointee.maxCount)")",
                at: at, hint: "counts are 0 or more (maxCount 0: no limit)")
        } else if relationship.pointee.isToMany, relationship.pointee.maxCount != 0, relationship.pointee.minCount > relationship.pointee.maxCount {
            diagnostics.emit(
                ModelRules.invalidBounds,
                "\(label()) has minCount \(relationship.pointee.minCount) above maxCount \(relationship.pointee.maxCount)", at: at)
        }
        guard let destinationIndex = self.entityIndex[relationship.pointee.destination] else {
            diagnostics.emit(ModelRules.unknownDestination,
                "\(label()) points to entity '\(relationship.pointee.destination)', which does not exist", at: at,
                hint: Suggestion.hint(for: relationship.pointee.destination, among: entityNames))
            return
        }
        guard let inverseName = relationship.pointee.inverse else { return }
        let destinationName = model.entities[destinationIndex].name
        guard let inverse = self.relationship(named: inverseName, ofEntityAt: destinationIndex) else {
            diagnostics.emit(ModelRules.unknownInverse,
                "\(label()) has inverse '\(inverseName)', but '\(destinationName)' has no relationship of that name", at: at,
                hint: Suggestion.hint(for: inverseName, among: model.entities[destinationIndex].relationships.map(\.name)))
            return
        }
        // A missing destination on the inverse is reported on the inverse itself.
        guard self.entityIndex[inverse.destination] != nil else { return }
        if !self.entity(at: entityIndex, isOrInheritsFrom: inverse.destination) {
            // Core Data loads such a model; only the graph of this pair is inconsistent.
            diagnostics.emit(ModelRules.inverseMismatch,
                "\(label()) has inverse '\(destinationName).\(inverseName)', which points to '\(inverse.destination)', not back to '\(entityName)'",
                at: at)
        } else if let back = inverse.inverse, back != relationship.pointee.name {
            diagnostics.emit(ModelRules.inverseNotMutual,
                "\(label()) has inverse '\(destinationName).\(inverseName)', whose inverse is '\(back)', not '\(relationship.pointee.name)'",
                at: at)
        }
    }

    /// The relationship with this name declared by the entity at `index` or inherited by it.
    func relationship(named name: String, ofEntityAt index: Int) -> Relationship? {
        if let found = model.entities[index].relationship(named: name) { return found }
        guard model.entities[index].parent != nil else { return nil }
        for ancestor in ancestors(of: model.entities[index]) ?? [] {
            if let found = ancestor.relationship(named: name) { return found }
        }
        return nil
    }

    func unknownEntity(_ name: String, usedBy user: String, at location: SourceLocation?) {
        diagnostics.emit(ModelRules.unknownEntity, "\(user) names entity '\(name)', which does not exist", at: location,
            hint: Suggestion.hint(for: name, among: entityNames))
    }

    func unknownProperty(_ name: String, of entity: Entity, usedBy user: String, at location: SourceLocation?, known: [String]) {
        diagnostics.emit(ModelRules.unknownProperty, "\(user) of '\(entity.name)' names property '\(name)', which it does not have",
            at: location, hint: Suggestion.hint(for: name, among: known))
    }

    /// Composite types, fetch request templates and configurations.
    func checkModelExtras() {
        for composite in model.composites {
            if !NamingRules.isValidEntityName(composite.name) {
                diagnostics.emit(ModelRules.invalidComposite,
                    "composite type name '\(composite.name)' must start with an uppercase letter and hold only letters, digits and underscores",
                    at: composite.anchor.location)
            }
            composite.attributes.withUnsafeBufferPointer { attributes in
                for attribute in attributes.elementPointers {
                    checkName(PropertyRef(
                        name: attribute.pointee.name, matchingKey: attribute.pointee.matchingKey, owner: composite.name,
                        location: attribute.pointee.anchor.location))
                    checkValues(attribute, owner: composite.name)
                }
            }
        }
        for request in model.fetchRequests where entityIndex[request.entity] == nil {
            unknownEntity(request.entity, usedBy: "fetch request '\(request.name)'", at: request.anchor.location)
        }
        for configuration in model.configurations {
            for name in configuration.entities where entityIndex[name] == nil {
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
