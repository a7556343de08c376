import MapwrightModel

/// Applies the mapping models an app ships to an analysis already made: which steps they serve, the
/// findings they make moot, and what is wrong with them (docs/mappings.md, "In the verdict").
///
/// Runs after classification and never re-analyses a step:
/// - a step a mapping model matches completely is *covered* (``StepAnalysis/coveredBy``): the findings of
///   the heavy changes it handles (``MappingModelRemedy/handlesHeavyChange``) give way to one MW171 note (a
///   direct step's MW160/MW161 is made afterwards, only when uncovered);
/// - a heavy adjacent step no mapping model covers is MW170 (an error), when the model has any mapping model;
/// - a data-loss or missing-value finding (``MappingModelRemedy/fillsLostValue``) is dropped when a mapping
///   model matching the step (completely or partially) fills the property: a value expression for it, an
///   expression reading the lost source property, or a custom policy on its entity mapping;
/// - a skipped-policy finding (``MappingModelRemedy/runsCustomPolicy``) is dropped when a mapping model
///   serving the step sets a custom policy on an entity mapping of its entity;
/// - each mapping model is linted (``MappingLinter``): stale, orphan, incomplete, policy classes, unneeded.
package enum MappingCoverage {
    /// `analysis` with `mappings` applied. `policyClasses` is what the project's sources declare; nil
    /// when no source was found, and the policy classes are then not checked.
    package static func apply(
        _ mappings: [ShippedMappingModel], to analysis: HistoryAnalysis, history: ModelHistory,
        policyClasses: PolicyClassIndex? = nil
    ) -> HistoryAnalysis {
        guard !mappings.isEmpty else { return analysis }
        var analysis = analysis
        let matches = mappings.map { MappingModelMatcher.match($0, in: history, hashes: analysis.hashes) }
        var filledAny = Array(repeating: false, count: mappings.count)
        func update(_ step: inout StepAnalysis, isDirect: Bool) {
            let key = MappingStep(source: step.from, destination: step.to)
            var complete: [Int] = []
            var serving: [Int] = []
            for (index, match) in matches.enumerated() {
                guard case .matched(let full, let partial) = match else { continue }
                if full.contains(key) { complete.append(index) }
                if full.contains(key) || partial.contains(key) { serving.append(index) }
            }
            step.coveredBy = complete.map { mappings[$0].displayName }
            var findings: [Finding] = []
            var handled: [Finding] = []
            for finding in step.findings {
                switch finding.rule.mappingModelRemedy {
                case .fillsLostValue:
                    if let filler = serving.first(where: { fills(mappings[$0], finding) }) {
                        filledAny[filler] = true
                        continue
                    }
                case .handlesHeavyChange:
                    if !complete.isEmpty {
                        handled.append(finding)
                        continue
                    }
                case .runsCustomPolicy:
                    if serving.contains(where: { runsCustomPolicy(mappings[$0], on: finding.entity) }) { continue }
                case .none: break
                }
                findings.append(finding)
            }
            if step.migration == .heavy, let first = complete.first {
                let changes = handled.map { finding in
                    "`" + [finding.entity, finding.property].compactMap { $0 }.joined(separator: ".") + "`"
                }
                findings.insert(
                    Finding(
                        AnalysisRules.heavyStepCovered,
                        "\(step.from) → \(step.to) is heavy and covered by \(mappings[first].displayName)"
                            + (changes.isEmpty
                                ? "" : ", which handles \(Array(Set(changes)).sorted().joined(separator: ", "))"),
                        entity: step.changes.first { $0.migration == .heavy }?.change.entity ?? history.name,
                        location: mappings[first].anchor.location), at: 0)
            } else if step.migration == .heavy, !isDirect {
                let change = step.changes.first { $0.migration == .heavy }?.change
                findings.insert(
                    Finding(
                        AnalysisRules.heavyStepUncovered,
                        "\(step.from) → \(step.to) is heavy and none of the model's \(mappings.count) mapping model\(mappings.count == 1 ? "" : "s") matches it: "
                            + mappings.indices.map { whyNotServing(mappings[$0], matches[$0], step: key, in: history) }
                            .joined(separator: "; "),
                        entity: change?.entity ?? history.name, location: change?.location), at: 0)
            }
            step.findings = findings
        }
        for index in analysis.adjacentSteps.indices { update(&analysis.adjacentSteps[index], isDirect: false) }
        for index in analysis.toCurrentSteps.indices { update(&analysis.toCurrentSteps[index], isDirect: true) }

        for (index, mapping) in mappings.enumerated() {
            var linter = MappingLinter(mapping: mapping, history: history, policyClasses: policyClasses)
            var target: MappingStep?
            var findings: [Finding]
            switch matches[index] {
            case .matched(let complete, let partial):
                let served = complete.first ?? partial[0]
                target = served
                linter.passes = mappings.indices.filter { $0 != index && matches[$0].matchedSteps.contains(served) }.map
                { mappings[$0] }
                findings = linter.lint(step: served)
                if let step = analysis.step(from: served.source, to: served.destination), !complete.isEmpty,
                    step.migration < .heavy, step.mappingModelReason == .none, !filledAny[index], linter.infersAlike
                {
                    findings.append(linter.unneeded(step: served))
                }
            case .stale(let step, let entities):
                target = step
                findings = [linter.stale(step: step, entities: entities)] + linter.policyFindings()
            case .orphan(let reason):
                findings = [linter.orphan(reason: reason)] + linter.policyFindings()
            }
            if let target,
                let position = analysis.adjacentSteps.firstIndex(where: {
                    $0.from == target.source && $0.to == target.destination
                })
            {
                analysis.adjacentSteps[position].findings += findings
            } else if let target,
                let position = analysis.toCurrentSteps.firstIndex(where: {
                    $0.from == target.source && $0.to == target.destination
                })
            {
                analysis.toCurrentSteps[position].findings += findings
            } else {
                analysis.lint += findings
            }
        }
        return analysis
    }

    /// Why `mapping` does not serve `step`, as MW170 says it.
    static func whyNotServing(
        _ mapping: ShippedMappingModel, _ match: MappingModelMatch, step: MappingStep, in history: ModelHistory
    ) -> String {
        switch match {
        case .matched(let complete, let partial):
            if partial.contains(step), let source = history.version(named: step.source),
                let destination = history.version(named: step.destination)
            {
                let mapped = Set(mapping.entityMappings.compactMap(\.destinationEntity))
                let missing = MappingModelMatcher.carriedOverEntities(from: source, to: destination)
                    .filter { !mapped.contains($0) && destination.entity(named: $0)?.isAbstract == false }
                return "\(mapping.displayName) matches the step's hashes but has no entity mapping for "
                    + missing.sorted().map { "`\($0)`" }.joined(separator: ", ")
                    + ", which \(step.destination) keeps from \(step.source)"
            }
            return "\(mapping.displayName) serves " + (complete + partial).map(\.description).joined(separator: ", ")
        case .stale(let made, let entities):
            return "\(mapping.displayName) was made for \(made) and its hashes differ for "
                + entities.map { "`\($0)`" }.joined(separator: ", ")
        case .orphan(let reason):
            return "\(mapping.displayName): \(reason)"
        }
    }

    /// True when `mapping` fills what `finding` says is lost: its entity mapping has a custom policy,
    /// gives the property a value expression, or reads the lost source property in an expression; for a
    /// removed entity, an entity mapping carries its instances into another entity.
    /// True when `mapping` sets a custom policy on an entity mapping from or to `entity`.
    static func runsCustomPolicy(_ mapping: ShippedMappingModel, on entity: String) -> Bool {
        mapping.entityMappings.contains {
            ($0.sourceEntity == entity || $0.destinationEntity == entity) && $0.policyClassName != nil
        }
    }

    static func fills(_ mapping: ShippedMappingModel, _ finding: Finding) -> Bool {
        let entity = finding.entity
        let related = mapping.entityMappings.filter { $0.sourceEntity == entity || $0.destinationEntity == entity }
        if related.contains(where: { $0.policyClassName != nil }) { return true }
        guard let property = finding.property else {
            // A removed entity carried into another, or an added one filled from another (a rename the
            // mapping model performs).
            return related.contains { mapping in
                guard let source = mapping.sourceEntity, let destination = mapping.destinationEntity else {
                    return false
                }
                return source == entity || source != destination
            }
        }
        for entityMapping in related {
            let properties = entityMapping.attributeMappings + entityMapping.relationshipMappings
            if properties.contains(where: { $0.name == property && $0.valueExpression != nil }) { return true }
            let expressions = properties.compactMap { $0.valueExpression ?? $0.sourceKeyPath }
            if expressions.contains(where: { MappingLinter.sourceProperties(in: $0).contains(property) }) {
                return true
            }
        }
        return false
    }
}
