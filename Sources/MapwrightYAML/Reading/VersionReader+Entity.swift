import MapwrightModel

/// Entities, their indexes, constraints, fetched properties and migration-policy requests.
extension VersionReader {
    func readEntity(_ pair: YAMLPair) -> Entity {
        var entity = Entity(name: pair.key, anchor: anchor(pair))
        func context() -> String { "entity '\(pair.key)'" }
        // Fields by index: a `for` loop over the pairs copied each one (key and value retained, then released).
        let fields = mapping(pair.value, what: context()) ?? []
        for index in fields.indices {
            let key = fields[index].key, value = fields[index].value
            switch fields[index].knownKey {
            case .parent?: entity.parent = optionalText(value, key: key)
            case .abstract?: entity.isAbstract = bool(value, key: key)
            case .className?: entity.className = optionalText(value, key: key)
            case .codeGeneration?:
                entity.codeGeneration = choice(value, key: key, of: CodeGeneration.self)
            case .renamingIdentifier?: entity.renamingIdentifier = optionalText(value, key: key)
            case .versionHashModifier?: entity.versionHashModifier = optionalText(value, key: key)
            case .syncable?: entity.isSyncable = bool(value, key: key)
            case .userInfo?: entity.userInfo = readUserInfo(value, key: key)
            case .uniquenessConstraints?: entity.uniquenessConstraints = readConstraints(value)
            case .fetchIndexes?:
                entity.fetchIndexes = (mapping(value, what: "`fetchIndexes`") ?? []).map(readFetchIndex)
            case .migrationPolicy?: entity.migrationPolicy = readMigrationPolicy(fields[index])
            case .attributes?: entity.attributes = (mapping(value, what: "`attributes`") ?? []).map(readAttribute)
            case .relationships?:
                entity.relationships = (mapping(value, what: "`relationships`") ?? []).map(readRelationship)
            case .fetchedProperties?:
                entity.fetchedProperties = (mapping(value, what: "`fetchedProperties`") ?? []).map(readFetchedProperty)
            default: unknownKey(fields[index], allowed: Keys.Entity.all, in: context())
            }
        }
        return entity
    }

    /// A list of constraints, each a list of property names; a lone name is a one-property constraint.
    private func readConstraints(_ node: YAMLNode) -> [[String]] {
        guard case .sequence(let items) = node.content else {
            if !node.isNull {
                wrongType(node, expected: "a list of lists of property names", for: "`uniquenessConstraints`")
            }
            return []
        }
        return items.map { item in
            if case .scalar(let scalar) = item.content { return [scalar.text] }
            return textList(item, key: Keys.Entity.uniquenessConstraints)
        }
    }

    /// `byName: [name]` (binary, ascending) or elements in full form.
    private func readFetchIndex(_ pair: YAMLPair) -> FetchIndex {
        var index = FetchIndex(name: pair.key, elements: [], anchor: anchor(pair))
        guard case .sequence(let items) = pair.value.content else {
            wrongType(pair.value, expected: "a list of properties", for: "fetch index '\(pair.key)'")
            return index
        }
        for item in items {
            if case .scalar(let scalar) = item.content {
                index.elements.append(FetchIndexElement(property: scalar.text))
                continue
            }
            var element = FetchIndexElement()
            for field in mapping(item, what: "an element of fetch index '\(pair.key)'") ?? [] {
                let key = field.key, value = field.value
                switch field.knownKey {
                case .property?: element.property = optionalText(value, key: key)
                case .expression?: element.expression = optionalText(value, key: key)
                case .expressionType?: element.expressionType = optionalText(value, key: key)
                case .type?:
                    element.kind = choice(value, key: key, of: FetchIndexElement.Kind.self) ?? .binary
                case .order?:
                    element.order = choice(value, key: key, of: FetchIndexElement.Order.self) ?? .ascending
                default: unknownKey(field, allowed: Keys.FetchIndexElement.all, in: "fetch index '\(pair.key)'")
                }
            }
            if element.property == nil, element.expression == nil, case .mapping = item.content {
                diagnostics.emit(
                    YAMLRules.missingKey, "an element of fetch index '\(pair.key)' needs `property` or `expression`",
                    at: location(item))
            }
            index.elements.append(element)
        }
        return index
    }

    /// `migrationPolicy: <reason>` or `{reason, className}`.
    private func readMigrationPolicy(_ pair: YAMLPair) -> MigrationPolicyRequest? {
        if case .scalar = pair.value.content {
            return optionalText(pair.value, key: pair.key).map {
                MigrationPolicyRequest(reason: $0, anchor: anchor(pair))
            }
        }
        var request = MigrationPolicyRequest(reason: "", anchor: anchor(pair))
        var hasReason = false
        for field in mapping(pair.value, what: "`migrationPolicy`") ?? [] {
            switch field.knownKey {
            case .reason?:
                hasReason = true
                request.reason = text(field.value, key: field.key) ?? ""
            case .className?: request.className = optionalText(field.value, key: field.key)
            default: unknownKey(field, allowed: Keys.MigrationPolicy.all, in: "`migrationPolicy`")
            }
        }
        if !hasReason, case .mapping = pair.value.content {
            missingKey(Keys.MigrationPolicy.reason, in: "`migrationPolicy`", at: pair)
        }
        return request
    }

    private func readFetchedProperty(_ pair: YAMLPair) -> FetchedProperty {
        var property = FetchedProperty(name: pair.key, entity: "", anchor: anchor(pair))
        var hasEntity = false
        func context() -> String { "fetched property '\(pair.key)'" }
        for field in mapping(pair.value, what: context()) ?? [] {
            let key = field.key, value = field.value
            switch field.knownKey {
            case .entity?:
                hasEntity = true
                property.entity = text(value, key: key) ?? ""
            case .predicate?: property.predicate = optionalText(value, key: key)
            case .optional?: property.isOptional = bool(value, key: key)
            case .syncable?: property.isSyncable = bool(value, key: key)
            case .userInfo?: property.userInfo = readUserInfo(value, key: key)
            default: unknownKey(field, allowed: Keys.FetchedProperty.all, in: context())
            }
        }
        if !hasEntity, case .mapping = pair.value.content {
            missingKey(Keys.FetchedProperty.entity, in: context(), at: pair)
        }
        return property
    }
}
