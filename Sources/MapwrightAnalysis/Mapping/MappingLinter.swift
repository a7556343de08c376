import MapwrightModel

/// What is wrong with one shipped mapping model, given the step it serves (docs/mappings.md,
/// "Lint"): MW172 stale, MW173 orphan, MW174 incomplete, MW175/MW176 policy classes, MW177 unneeded,
/// MW178/MW179 entities it drops or leaves empty.
struct MappingLinter {
    var mapping: ShippedMappingModel
    var history: ModelHistory
    var policyClasses: PolicyClassIndex?
    /// The other mapping models that match the same step: passes of one multi-pass migration, whose
    /// entity mappings together carry the entities.
    var passes: [ShippedMappingModel] = []

    var name: String { mapping.displayName }

    /// MW174 and the policy-class findings for the step the mapping model serves.
    func lint(step: MappingStep) -> [Finding] {
        guard let source = history.version(named: step.source),
            let destination = history.version(named: step.destination)
        else {
            return policyFindings()
        }
        let names = Set(mapping.entityMappings.map(\.name))
        var findings: [Finding] = []
        for entityMapping in mapping.entityMappings {
            let sourceEntity = entityMapping.sourceEntity.flatMap(source.entity(named:))
            let sourceProperties = sourceEntity.map { Self.properties(of: $0, in: source) } ?? []
            let properties = entityMapping.attributeMappings + entityMapping.relationshipMappings
            for property in properties {
                guard let sourceName = sourceEntity?.name else { break }
                let used =
                    (property.valueExpression.map(Self.sourceProperties) ?? [])
                    + (property.sourceKeyPath.map(Self.sourceProperties) ?? [])
                for name in Set(used).sorted() where !sourceProperties.contains(name) {
                    findings.append(
                        incomplete(
                            "\(entityMapping.name).\(property.name) reads `$source.\(name)`, which `\(sourceName)` does not have in \(step.source)",
                            entityMapping, property: property))
                }
            }
            for property in entityMapping.relationshipMappings {
                if let target = property.sourceMappingName, !names.contains(target) {
                    findings.append(
                        incomplete(
                            "\(entityMapping.name).\(property.name) takes its objects from the entity mapping `\(target)`, which the mapping model does not have",
                            entityMapping, property: property))
                }
            }
            guard entityMapping.policyClassName == nil, let name = entityMapping.destinationEntity,
                let entity = destination.entity(named: name)
            else { continue }
            let chain = destination.ancestry(of: entity)
            let mapped = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for attribute in chain.flatMap(\.attributes)
            where !attribute.isTransient && attribute.derivationExpression == nil {
                let property = mapped[attribute.name]
                if property == nil, sourceProperties.contains(attribute.name) {
                    findings.append(
                        incomplete(
                            "\(entityMapping.name): `\(name).\(attribute.name)` has no attribute mapping, so its values in \(step.source) are dropped",
                            entityMapping, property: nil))
                    continue
                }
                let expression =
                    property?.valueExpression
                    ?? (sourceProperties.contains(attribute.name) ? "$source.\(attribute.name)" : nil)
                // An add mapping has no source instances: it creates no object that could lack the value.
                if expression == nil, entityMapping.sourceEntity != nil, !attribute.isOptional, !attribute.hasDefault {
                    findings.append(
                        incomplete(
                            "\(entityMapping.name): `\(name).\(attribute.name)` is required, has no default value and no value expression",
                            entityMapping, property: property))
                }
            }
            for relationship in chain.flatMap(\.relationships)
            where !relationship.isTransient && mapped[relationship.name] == nil {
                guard
                    sourceProperties.contains(relationship.name)
                        || (!relationship.isOptional && entityMapping.sourceEntity != nil)
                else { continue }
                findings.append(
                    incomplete(
                        "\(entityMapping.name): `\(name).\(relationship.name)` has no relationship mapping, so "
                            + (sourceProperties.contains(relationship.name)
                                ? "its links in \(step.source) are dropped" : "the required relationship stays empty"),
                        entityMapping, property: nil))
            }
        }
        return entityFindings(source: source, destination: destination, step: step) + findings + policyFindings()
    }

    /// MW178 for each source entity the destination keeps but no entity mapping (of this mapping model or
    /// another pass of the step) carries, MW179 for each new destination entity none fills; neither when a
    /// custom policy could create the rows.
    func entityFindings(source: DataModel, destination: DataModel, step: MappingStep) -> [Finding] {
        let entityMappings = ([mapping] + passes).flatMap(\.entityMappings)
        guard !entityMappings.contains(where: { $0.policyClassName != nil }) else { return [] }
        let sources = Set(entityMappings.compactMap(\.sourceEntity))
        let destinations = Set(entityMappings.compactMap(\.destinationEntity))
        let carried = Set(MappingModelMatcher.carriedOverEntities(from: source, to: destination))
        let kept = destination.entities.filter { carried.contains($0.name) && !$0.isAbstract }
        var findings: [Finding] = []
        for entity in kept {
            let sourceName = source.entities.first { $0.matchingKey == entity.matchingKey }?.name ?? entity.name
            guard source.entity(named: sourceName)?.isAbstract == false, !sources.contains(sourceName) else { continue }
            findings.append(
                Finding(
                    AnalysisRules.entityRowsDropped,
                    "\(name) serves \(step) but has no entity mapping from `\(sourceName)`, which \(step.destination) keeps: its rows are not carried over",
                    entity: entity.name, location: mapping.anchor.location))
        }
        for entity in destination.entities
        where !carried.contains(entity.name) && !entity.isAbstract && !destinations.contains(entity.name) {
            findings.append(
                Finding(
                    AnalysisRules.newEntityLeftEmpty,
                    "\(name) serves \(step) and has no entity mapping for `\(entity.name)`, new in \(step.destination): it starts empty",
                    entity: entity.name, location: mapping.anchor.location))
        }
        return findings
    }

    /// True when the mapping model does what inference would: no custom policy, no source filter, no
    /// entity carried into one of another name, and every attribute mapping copies the same-named source
    /// attribute (or keeps its default).
    var infersAlike: Bool {
        mapping.entityMappings.allSatisfy { entityMapping in
            entityMapping.policyClassName == nil && entityMapping.sourceFilterPredicate == nil
                && (entityMapping.sourceEntity == nil || entityMapping.destinationEntity == nil
                    || entityMapping.sourceEntity == entityMapping.destinationEntity)
                && entityMapping.attributeMappings.allSatisfy {
                    $0.valueExpression == nil || $0.valueExpression == $0.defaultExpression
                }
        }
    }

    /// MW175 / MW176 for every policy class the mapping names, when the project's sources are known.
    func policyFindings() -> [Finding] {
        guard let policyClasses else { return [] }
        return mapping.entityMappings.compactMap { entityMapping in
            guard let className = entityMapping.policyClassName else { return nil }
            let entity = entityMapping.destinationEntity ?? entityMapping.sourceEntity ?? history.name
            switch policyClasses.lookup(className) {
            case .policy:
                return nil
            case .notFound:
                return Finding(
                    AnalysisRules.policyClassNotFound,
                    "\(name): \(entityMapping.name) names the policy class `\(className)`, which no Swift or Objective-C source of the project declares",
                    entity: entity, location: entityMapping.anchor.location)
            case .notAPolicy(let endsAt):
                return Finding(
                    AnalysisRules.policyClassNotAPolicy,
                    "\(name): \(entityMapping.name) names the policy class `\(className)`, which "
                        + (endsAt == className ? "subclasses nothing" : "descends from `\(endsAt)`")
                        + ", not \(PolicyClassIndex.basePolicyClass)",
                    entity: entity, location: entityMapping.anchor.location)
            }
        }
    }

    /// MW172 when the stale mapping model carries work inference cannot do (it no longer runs), MW180
    /// otherwise; either names the versions edited since it was saved, whose stores Core Data can open only
    /// from the model cached in the store (docs/core-data/migration-paths.md, uncertain).
    func stale(step: MappingStep, entities: [String]) -> Finding {
        let work = customWork
        var message =
            "\(name) was made for \(step) but its entity version hashes no longer match for "
            + entities.map { "`\($0)`" }.joined(separator: ", ")
        if !work.isEmpty {
            message += ": Core Data never uses it, so its custom work no longer runs (\(work.joined(separator: "; ")))"
        }
        let edited = editedSinceSaved(step)
        if !edited.isEmpty {
            let versions = edited.map { "`\($0)`" }.joined(separator: " and ")
            message +=
                "; stores written by \(versions) as it was then match no version the app ships: whether Core Data migrates them from the model cached in the store is uncertain, else they cannot be opened (134130)"
        }
        return Finding(
            work.isEmpty ? AnalysisRules.staleMappingModelWithoutCustomWork : AnalysisRules.staleMappingModel,
            message, entity: entities.first ?? history.name, location: mapping.anchor.location)
    }

    /// What the mapping model does that inference would not: its custom policies and its value expressions
    /// other than a plain copy of the same-named source attribute.
    var customWork: [String] {
        mapping.entityMappings.flatMap { entityMapping in
            entityMapping.policyClassName.map { ["policy `\($0)`"] } ?? []
                + entityMapping.attributeMappings.compactMap { property in
                    guard let expression = property.valueExpression, expression != property.defaultExpression else {
                        return nil
                    }
                    return
                        "`\(entityMapping.destinationEntity ?? entityMapping.name).\(property.name)` = `\(expression)`"
                }
        }
    }

    /// The versions of `step` whose entities the mapping model's own record (its hashes or model snapshots)
    /// holds otherwise than the version holds them now: edited in place after the mapping model was saved.
    func editedSinceSaved(_ step: MappingStep) -> [String] {
        guard let recorded = RecordedMappingHashes.recorded(by: mapping) else { return [] }
        return [(step.source, recorded.source), (step.destination, recorded.destination)].compactMap { name, hashes in
            guard let version = history.version(named: name) else { return nil }
            let now = VersionHasher.entityHashes(version)
            return hashes.contains { now[$0.key] != $0.value } ? name : nil
        }
    }

    func orphan(reason: String) -> Finding {
        Finding(
            AnalysisRules.orphanMappingModel, "\(name) matches no pair of versions of \(history.name): \(reason)",
            entity: history.name, location: mapping.anchor.location)
    }

    func unneeded(step: MappingStep) -> Finding {
        Finding(
            AnalysisRules.unneededMappingModel,
            "\(name) serves \(step), which Core Data could infer, and does what inference would: no custom policy, no filter, every attribute copied as is",
            entity: mapping.entityMappings.first?.destinationEntity ?? history.name, location: mapping.anchor.location)
    }

    func incomplete(_ message: String, _ entityMapping: ShippedEntityMapping, property: ShippedPropertyMapping?)
        -> Finding
    {
        Finding(
            AnalysisRules.incompleteMappingModel, "\(name): \(message)",
            entity: entityMapping.destinationEntity ?? entityMapping.sourceEntity ?? history.name,
            property: property?.name,
            location: property?.anchor.location ?? entityMapping.anchor.location)
    }

    /// Every property name of `entity`, inherited ones included.
    static func properties(of entity: Entity, in model: DataModel) -> Set<String> {
        let chain = model.ancestry(of: entity)
        return Set(
            chain.flatMap {
                $0.attributes.map(\.name) + $0.relationships.map(\.name) + $0.fetchedProperties.map(\.name)
            })
    }

    /// The first key of every `$source.<key>` in an expression.
    static func sourceProperties(in expression: String) -> [String] {
        var result: [String] = []
        var rest = Substring(expression)
        while let range = rest.range(of: "$source.") {
            let key = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !key.isEmpty { result.append(String(key)) }
            rest = rest[range.upperBound...]
        }
        return result
    }
}
