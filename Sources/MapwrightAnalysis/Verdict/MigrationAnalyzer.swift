import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// Classifies migration steps: none / lightweight / heavy, whether a mapping model is needed, and findings.
package enum MigrationAnalyzer {
    /// The verdict for migrating a store of `source` to `destination`.
    ///
    /// docs/core-data/lightweight-rules.md: the step is `none` exactly when every entity version hash
    /// is equal (docs/core-data/version-hash.md); otherwise the strongest change verdict, at least `lightweight`.
    package static func analyze(from source: DataModel, to destination: DataModel) -> StepAnalysis {
        analyze(
            from: source, to: destination, sourceHashes: VersionHasher.entityHashes(source),
            destinationHashes: VersionHasher.entityHashes(destination),
            destinationProperties: DestinationProperties(destination))
    }

    /// The verdict for one step between two versions of one history, taking both versions' entity hashes
    /// from `hashes` (computed once per run).
    package static func analyze(from source: DataModel, to destination: DataModel, hashes: HistoryHashes)
        -> StepAnalysis
    {
        analyze(
            from: source, to: destination, hashes: hashes, destinationProperties: DestinationProperties(destination))
    }

    /// The verdict for one step of a history, with `destination`'s properties taken from
    /// `destinationProperties` (shared by every step into `destination`) and the entities' revisions
    /// from `revisions`.
    static func analyze(
        from source: DataModel, to destination: DataModel, hashes: HistoryHashes,
        destinationProperties: DestinationProperties, revisions: EntityRevisions? = nil
    ) -> StepAnalysis {
        analyze(
            from: source, to: destination, sourceHashes: hashes.entityHashes(of: source),
            destinationHashes: hashes.entityHashes(of: destination), destinationProperties: destinationProperties,
            revisions: revisions)
    }

    static func analyze(
        from source: DataModel, to destination: DataModel, sourceHashes: [String: VersionHash],
        destinationHashes: [String: VersionHash], destinationProperties: DestinationProperties,
        revisions: EntityRevisions? = nil
    ) -> StepAnalysis {
        let diff = ModelDiffer.diff(
            from: source, to: destination, destinationProperties: destinationProperties, revisions: revisions)
        // Each entity is changed (its hash differs from its source entity's, or it is new) or unchanged.
        var changedEntities: [String] = []
        var unchanged = Set<String>(minimumCapacity: destination.entities.count)
        for name in destination.entities.lazy.map(\.name) {
            if let sourceName = diff.sourceEntityName(matching: name),
                sourceHashes[sourceName] == destinationHashes[name]
            {
                unchanged.insert(name)
            } else {
                changedEntities.append(name)
            }
        }
        let classifier = ChangeClassifier(diff: diff, unchangedEntities: unchanged)
        let classified = diff.changes.map(classifier.classify)

        var (migration, findings) =
            sourceHashes == destinationHashes
            ? verdictWithEqualHashes(classified)
            : verdictWithChangedHashes(classified, diff: diff, unchanged: unchanged)
        if migration > .none {
            let swiftData = diff.to.settings.isUsedWithSwiftData
            findings += diff.renameSuggestions.map { suggestion in
                renameFinding(
                    suggestion, swiftData: swiftData, typeChange: swiftData ? typeChange(suggestion, diff) : nil)
            }
        }

        let policies = diff.changes.filter { $0.kind == .entity(.migrationPolicyRequested) }
        var reason: MappingModelReason = .none
        if migration == .heavy {
            reason = .inferenceFails
        } else if !policies.isEmpty, migration != .none {
            reason = .customPolicyRequested
        }
        findings += policies.map {
            policyFinding($0, migration: migration, step: "\(source.name) → \(destination.name)")
        }
        findings += ModelLinter.cloudKitAdditiveFindings(diff.changes, source: source, destination: destination)
        return StepAnalysis(
            from: source.name, to: destination.name, migration: migration, mappingModelReason: reason, diff: diff,
            changes: classified, findings: findings, changedEntities: changedEntities
        )
    }

    /// Every entity hash is equal: `none`, unless a change's hash effect is **UNCERTAIN** (then lightweight).
    /// Findings that presume a migration are dropped; a change the table says migrates is reported (MW151).
    static func verdictWithEqualHashes(_ classified: [ClassifiedChange]) -> (MigrationKind, [Finding]) {
        let migration: MigrationKind =
            classified.contains { $0.migration > .none && isHashEffectUncertain($0) } ? .lightweight : .none
        var findings = classified.flatMap(\.findings)
        if migration == .none {
            // No migration runs: findings that presume one (data loss, inference failures) do not apply.
            findings = classified.filter {
                $0.migration == .none || $0.change.kind == .entity(.duplicateRenamingIdentifier)
            }.flatMap(\.findings)
        }
        // Duplicate identifiers break matching; the changes they cause are not real and not worth a finding.
        let matchingBroken = classified.contains { $0.change.kind == .entity(.duplicateRenamingIdentifier) }
        let unexplained = matchingBroken ? [] : classified.filter { $0.migration > .none && !isHashEffectUncertain($0) }
        findings += unexplained.map { change in
            Finding(
                AnalysisRules.hashUnchangedByChange,
                "\(change.change.elementName): \(change.change.kind.title) is classified \(change.migration.rawValue) but every version hash is equal",
                entity: change.change.entity, property: change.change.property, location: change.change.location
            )
        }
        return (migration, findings)
    }

    /// Some entity hash differs: the strongest change verdict, at least lightweight; a finding (MW150) when no
    /// change explains the difference.
    static func verdictWithChangedHashes(
        _ classified: [ClassifiedChange], diff: ModelDiff, unchanged: Set<String>
    ) -> (MigrationKind, [Finding]) {
        let strongest = classified.map(\.migration).max() ?? .none
        var findings = classified.flatMap(\.findings)
        if strongest == .none {
            let names =
                diff.to.entities.map(\.name).filter { !unchanged.contains($0) }
                + diff.from.entities.map(\.name).filter { diff.destinationEntity(matching: $0) == nil }
            let entity = names.first ?? diff.to.name
            findings.append(
                Finding(
                    AnalysisRules.unexplainedHashChange,
                    "version hashes differ for \(names.map { "`\($0)`" }.joined(separator: ", ")) but no change explains it; treated as lightweight",
                    entity: entity, location: diff.to.entity(named: entity)?.anchor.location
                ))
        }
        return (max(strongest, .lightweight), findings)
    }

    /// MW107 when the step migrates (a mapping model is needed for the policy), MW108 when it does not.
    static func policyFinding(_ policy: ModelChange, migration: MigrationKind, step: String) -> Finding {
        if migration == .none {
            return Finding(
                AnalysisRules.customPolicyWithoutMigration,
                "`\(policy.entity)` requests a custom migration policy, but every version hash is equal: no migration runs",
                entity: policy.entity, location: policy.location
            )
        }
        return Finding(
            AnalysisRules.customPolicyRequested,
            "`\(policy.entity)` requests a custom migration policy: \(step) needs a mapping model"
                + (migration == .heavy ? "" : " although Core Data could infer it"),
            entity: policy.entity, location: policy.location
        )
    }

    /// True for a change whose effect on the version hash is **UNCERTAIN** (derived and composite attributes,
    /// docs/core-data/version-hash.md): it counts as lightweight even when the computed hashes are equal.
    static func isHashEffectUncertain(_ change: ClassifiedChange) -> Bool {
        switch change.change.kind {
        case .model(.compositeTypeChanged), .attribute(.derivationChanged), .attribute(.compositeChanged): true
        default: false
        }
    }

    /// Every adjacent step of `history`, and every older, non-adjacent version straight to the current one,
    /// with the mapping models the app ships applied (``MappingCoverage``). Each version is hashed once,
    /// whatever the number of steps it takes part in. Steps that touch a version that could not be read
    /// are left out (the report names them, MW450). A removal a direct step repeats from an adjacent step
    /// is said once, on the adjacent step, unless a mapping model answers it there: it then stays on the
    /// direct step, which that mapping model does not serve.
    /// `hashes` are the history's, when the caller made them already.
    package static func analyze(
        _ history: ModelHistory, hashes: HistoryHashes? = nil, mappingModels: [ShippedMappingModel] = [],
        policyClasses: PolicyClassIndex? = nil
    ) -> HistoryAnalysis {
        let hashes = hashes ?? HistoryHashes(history)
        let revisions = hashes.revisions
        // Steps are independent of each other: each is analysed on its own core, in the order of the history.
        let adjacent = history.adjacentPairs.concurrentMap {
            analyze(
                from: $0.from, to: $0.to, hashes: hashes, destinationProperties: DestinationProperties($0.to),
                revisions: revisions)
        }
        var direct: [StepAnalysis] = []
        var paths: [[Int]] = []
        let order = history.allVersionNames
        if let current = history.current, let currentIndex = order.firstIndex(of: current.name) {
            let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let versions = Dictionary(history.versions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let sources = order.indices.filter { $0 < currentIndex - 1 }.compactMap { index in
                versions[order[index]].map { (index: index, version: $0) }
            }
            // Each version's policy requests once: every direct step lists those of the versions it skips.
            let policyRequests = Dictionary(
                history.versions.map { ($0.name, PolicyRequest.all(in: $0)) }, uniquingKeysWith: { first, _ in first })
            var analysed: [StepAnalysis] = []
            // A history of two versions has no direct step, and builds no table for one.
            if !sources.isEmpty {
                let properties = DestinationProperties(current, sharingOutcomes: true)
                analysed = sources.concurrentMap {
                    analyze(
                        from: $0.version, to: current, hashes: hashes, destinationProperties: properties,
                        revisions: revisions)
                }
            }
            for ((index, _), var step) in zip(sources, analysed) {
                let path = adjacent.indices.filter {
                    (position[adjacent[$0].from] ?? -1) >= index && (position[adjacent[$0].to] ?? .max) <= currentIndex
                }
                step.findings += skippedPolicyFindings(
                    step, requests: order[(index + 1)..<currentIndex].flatMap { policyRequests[$0] ?? [] })
                direct.append(step)
                paths.append(path)
            }
        }
        var analysis = HistoryAnalysis(
            model: history.name, current: history.currentVersionName, adjacentSteps: adjacent, toCurrentSteps: direct,
            lint: history.current.map(ModelLinter.lint) ?? [], hashes: hashes
        )
        analysis = MappingCoverage.apply(mappingModels, to: analysis, history: history, policyClasses: policyClasses)
        for (index, path) in paths.enumerated() {
            let step = analysis.toCurrentSteps[index]
            if let finding = uncoveredDirectPairFinding(step, path: path.map { analysis.adjacentSteps[$0] }) {
                analysis.toCurrentSteps[index].findings.append(finding)
            }
            analysis.toCurrentSteps[index].findings += skippedMappingPolicyFindings(
                step, path: path.map { analysis.adjacentSteps[$0] }, mappingModels: mappingModels)
        }
        let removals = removalIndex(analysis.adjacentSteps)
        for (index, path) in paths.enumerated() {
            mergeRepeatedRemovals(
                &analysis.toCurrentSteps[index], path: path, adjacent: &analysis.adjacentSteps, removals: removals)
        }
        for step in analysis.adjacentSteps.indices {
            for finding in analysis.adjacentSteps[step].findings.indices {
                analysis.adjacentSteps[step].findings[finding].sayDirectSources()
            }
        }
        return analysis
    }

    /// The finding of a direct step that needs a mapping model for its exact pair and that no mapping
    /// model the app ships serves (made after ``MappingCoverage``): MW161 when the pair is heavy, MW160 when
    /// the current version requests a custom policy. `path` is the adjacent steps a store takes when it
    /// migrates step by step instead.
    static func uncoveredDirectPairFinding(_ step: StepAnalysis, path: [StepAnalysis]) -> Finding? {
        guard step.requiresMappingModel, step.coveredBy.isEmpty else { return nil }
        // Only the mapping models the app ships are named as used; the others would be needed.
        let needing = path.filter(\.requiresMappingModel)
        let shipped = needing.filter { !$0.coveredBy.isEmpty }.map { "\($0.from) → \($0.to)" }
        let missing = needing.filter(\.coveredBy.isEmpty).map { "\($0.from) → \($0.to)" }
        let parts = [
            shipped.isEmpty ? nil : "uses the mapping models of \(shipped.joined(separator: ", "))",
            missing.isEmpty
                ? nil
                : "would need mapping models of \(missing.joined(separator: ", ")), which the app does not ship",
        ].compactMap { $0 }
        let stepNote =
            needing.isEmpty
            ? "migrating step by step needs no mapping model"
            : "migrating step by step " + parts.joined(separator: " and ")
        let change = step.changes.first { $0.migration == step.migration }?.change
        let entity = change?.entity ?? step.diff.to.name
        guard step.mappingModelReason == .inferenceFails else {
            return Finding(
                AnalysisRules.directPairNeedsMappingModel,
                "a store of \(step.from) migrating directly to \(step.to) needs a mapping model for that pair (custom policy); \(stepNote)",
                entity: entity, location: nil
            )
        }
        // SwiftData has no mapping models: a store migrates through the plan's stages.
        let swiftDataFix =
            "List a stage for every schema from `\(step.from)` to `\(step.to)` in the plan's `stages`, `.custom` where Core Data cannot infer the change, so that a store migrates step by step."
        return Finding(
            AnalysisRules.heavyDirectStepUncovered,
            "a store of \(step.from) migrating directly to \(step.to) cannot be opened: the pair is heavy"
                + (change.map { " (\($0.elementName): \($0.kind.title))" } ?? "")
                + " and no mapping model serves it; \(stepNote)",
            entity: entity, property: change?.property, location: change?.location,
            fix: step.diff.to.settings.isUsedWithSwiftData ? swiftDataFix : nil
        )
    }

    /// MW181 naming the custom policies of the mapping models serving the adjacent steps on `path` (the steps
    /// a store of the direct step's source takes one by one), when no mapping model serves the direct step
    /// itself: migrating straight to the current version, the store never runs them. One finding per step.
    static func skippedMappingPolicyFindings(
        _ step: StepAnalysis, path: [StepAnalysis], mappingModels: [ShippedMappingModel]
    ) -> [Finding] {
        guard step.coveredBy.isEmpty, !mappingModels.isEmpty else { return [] }
        var skipped: [(text: String, entity: String, location: SourceLocation?)] = []
        for adjacent in path {
            for mapping in mappingModels where adjacent.coveredBy.contains(mapping.displayName) {
                for entityMapping in mapping.entityMappings {
                    guard let policy = entityMapping.policyClassName else { continue }
                    skipped.append(
                        (
                            "`\(policy)` (\(entityMapping.name) of \(mapping.displayName), \(adjacent.from) → \(adjacent.to))",
                            entityMapping.destinationEntity ?? entityMapping.sourceEntity ?? step.to,
                            entityMapping.anchor.location ?? mapping.anchor.location
                        ))
                }
            }
        }
        guard let first = skipped.first else { return [] }
        return [
            Finding(
                AnalysisRules.adjacentPoliciesSkipped,
                "a store of \(step.from) migrating directly to \(step.to) skips the policies of the adjacent mapping models: "
                    + skipped.map(\.text).joined(separator: ", "),
                entity: first.entity, location: first.location)
        ]
    }

    /// MW109 for every custom policy a version between a direct step's ends requests (`requests`, in the
    /// order of the versions): it does not run when a store migrates straight to the current version.
    static func skippedPolicyFindings(_ step: StepAnalysis, requests: [PolicyRequest]) -> [Finding] {
        requests.map { request in
            Finding(
                AnalysisRules.intermediatePolicySkipped,
                "`\(request.entity)` requests a custom policy in \(request.version), which does not run when a store of \(step.from) migrates directly to \(step.to)",
                entity: request.entity, location: request.location
            )
        }
    }

    /// An entity of a version that requests a custom migration policy.
    struct PolicyRequest {
        let version: String
        let entity: String
        let location: SourceLocation?

        /// The requests of `version`'s entities, in their order.
        static func all(in version: DataModel) -> [PolicyRequest] {
            // By index: a `for` over the entities would copy each one.
            version.entities.indices.compactMap { index in
                version.entities[index].migrationPolicy.map { request in
                    PolicyRequest(
                        version: version.name, entity: version.entities[index].name,
                        location: request.anchor.location ?? version.entities[index].anchor.location)
                }
            }
        }
    }

    /// The finding for a rename suggestion; its fix is written as the app writes it: the renaming
    /// identifier in Xcode, `@Attribute(originalName:)` or `@Relationship(originalName:)` in SwiftData (which
    /// names an entity after its class, with no renaming identifier for it).
    /// `typeChange`: the types of the removed and the added attribute, when they differ (SwiftData decodes the
    /// old values as the new type: a rename alone does not convert them).
    /// The types of the attributes a property rename suggestion pairs, when they differ.
    static func typeChange(_ suggestion: RenameSuggestion, _ diff: ModelDiff) -> (from: String, to: String)? {
        guard suggestion.property != nil,
            let removed = diff.from.entities.first(where: { $0.name == suggestion.entity })?.attributes.first(where: {
                $0.name == suggestion.removedName
            }),
            let added = diff.to.entities.first(where: { $0.name == suggestion.entity })?.attributes.first(where: {
                $0.name == suggestion.addedName
            }),
            removed.type != added.type
        else { return nil }
        return (removed.type.xcodeName, added.type.xcodeName)
    }

    static func renameFinding(
        _ suggestion: RenameSuggestion, swiftData: Bool = false, typeChange: (from: String, to: String)? = nil
    ) -> Finding {
        let element = suggestion.property.map { "\(suggestion.entity).\($0)" } ?? suggestion.entity
        let kind = suggestion.property == nil ? "entity" : "property"
        func setIdentifier(_ prefix: String) -> String {
            if swiftData, let typeChange {
                return
                    "\(prefix)keep `\(suggestion.removedName)` beside `\(suggestion.addedName)` and copy the values in a `.custom` stage's `didMigrate`: `originalName:` alone does not convert \(typeChange.from) to \(typeChange.to)."
            }
            guard swiftData else {
                return "\(prefix)set `\(element)`'s renamingIdentifier to `\(suggestion.suggestedIdentifier)`."
            }
            guard suggestion.property != nil else {
                return
                    "\(prefix)keep the class name `\(suggestion.suggestedIdentifier)`: \(SwiftDataRenaming.modelClass)."
            }
            return
                "\(prefix)write \(SwiftDataRenaming.originalName(suggestion.suggestedIdentifier, isRelationship: false)) (`@Relationship(originalName:)` for a relationship) on `\(element)`."
        }
        func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
        switch suggestion.reason {
        case .looksAlike:
            return Finding(
                AnalysisRules.renameWithoutIdentifier,
                "\(element): \(kind) `\(suggestion.removedName)` removed and `\(suggestion.addedName)` added without renaming identifier; if this is a rename, the data is lost",
                entity: suggestion.entity, property: suggestion.property, location: suggestion.destinationLocation,
                fix: capitalized(setIdentifier(""))
            )
        case .onlyCandidate:
            return Finding(
                AnalysisRules.possibleRenameWithoutIdentifier,
                "\(element): the only attribute removed (`\(suggestion.removedName)`) and the only one added (`\(suggestion.addedName)`) have the same type; if this is a rename, the data is lost",
                entity: suggestion.entity, property: suggestion.property, location: suggestion.destinationLocation,
                fix: setIdentifier("If it is a rename, ")
            )
        case .identifierNamesPreviousName:
            return Finding(
                AnalysisRules.identifierNamesPreviousName,
                "\(element): renamingIdentifier `\(suggestion.removedName)` names the previous name; the canonical identifier is `\(suggestion.suggestedIdentifier)`",
                entity: suggestion.entity, property: suggestion.property, location: suggestion.destinationLocation,
                fix: capitalized(setIdentifier(""))
            )
        }
    }
}
