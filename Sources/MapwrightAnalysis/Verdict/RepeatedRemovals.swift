/// A store on an old version migrating straight to the current one loses what every step on its way
/// loses: a removal the adjacent steps already report is said once, on the adjacent step where it
/// happens, naming the direct steps it also applies to, instead of once more per older version.
extension MigrationAnalyzer {
    /// True for the kinds of change whose finding a direct step repeats from the adjacent step that makes
    /// it (a switch: every change of every step is asked, and hashing the kind cost more than the rest).
    static func isRepeatableRemoval(_ kind: ChangeKind) -> Bool {
        switch kind {
        // An attribute and a relationship under one key migrate as a removal and an addition.
        case .entity(.removed), .property(.removed, .attribute), .property(.removed, .relationship),
            .match(.kindChanged):
            true
        default: false
        }
    }

    /// What identifies a removed element along a chain: the destination entity, and the removed
    /// property's renaming identifier (the same across versions even when it was renamed in between).
    struct RemovedElement: Hashable {
        var kind: ChangeKind
        var entity: String
        var key: String

        init?(_ change: ModelChange) {
            guard MigrationAnalyzer.isRepeatableRemoval(change.kind) else { return nil }
            kind = change.kind
            entity = change.entity
            key = change.sourceProperty?.matchingKey ?? change.property ?? ""
        }
    }

    /// Where an element is removed: the adjacent step, and its change removing it.
    struct Removal {
        var step: Int
        var change: Int
    }

    /// The adjacent steps that remove each element, in history order (a step's changes in their order), indexed
    /// once per history so that each direct step looks its removals up instead of walking every adjacent step
    /// on its path.
    static func removalIndex(_ adjacent: [StepAnalysis]) -> [RemovedElement: [Removal]] {
        var removals: [RemovedElement: [Removal]] = [:]
        for (index, step) in adjacent.enumerated() {
            // By index: a `for` over the changes would copy each one.
            for position in step.changes.indices {
                if let element = RemovedElement(step.changes[position].change) {
                    removals[element, default: []].append(Removal(step: index, change: position))
                }
            }
        }
        return removals
    }

    /// Drops from `direct` (a step from an older version to the current one) the findings of removals an
    /// adjacent step on its path still reports, and records in those adjacent findings that they also
    /// apply to `direct` (``Finding/directSources``, said in their messages once every direct step is merged:
    /// ``Finding/sayDirectSources()``). A finding the adjacent step no longer reports (a
    /// mapping model for that step answers it) stays on `direct`: that mapping model does not serve it.
    /// `path` holds the indices into `adjacent` of the steps a store takes step by step; `removals` is
    /// ``removalIndex(_:)`` of `adjacent`.
    static func mergeRepeatedRemovals(
        _ direct: inout StepAnalysis, path: [Int], adjacent: inout [StepAnalysis], removals: [RemovedElement: [Removal]]
    ) {
        let onPath = Set(path)
        var repeated: [Finding] = []
        for position in direct.changes.indices where isRepeatableRemoval(direct.changes[position].change.kind) {
            // The first adjacent step on the path that removes the element is where it happens (its first change
            // removing it there: the index lists a step's changes in order).
            guard let element = RemovedElement(direct.changes[position].change),
                let removal = removals[element]?.first(where: { onPath.contains($0.step) })
            else { continue }
            let index = removal.step
            let original = adjacent[index].changes[removal.change].findings
            for repeating in direct.changes[position].findings {
                // The adjacent step's own finding of that change: the same rule, entity, property and place.
                guard let finding = original.first(where: { $0.rule == repeating.rule }),
                    let position = adjacent[index].findings.firstIndex(where: {
                        $0.rule == finding.rule && $0.entity == finding.entity && $0.property == finding.property
                            && $0.location == finding.location
                    })
                else { continue }
                adjacent[index].findings[position].directSources.append(direct.from)
                repeated.append(repeating)
            }
        }
        direct.findings.removeAll { repeated.contains($0) }
    }
}

extension Finding {
    /// Names the older versions whose direct step to the current version this finding also concerns
    /// (``directSources``), once they are all known: ` (also for stores of `A`, `B` migrating directly)`.
    mutating func sayDirectSources() {
        guard !directSources.isEmpty else { return }
        message +=
            " (also for stores of " + directSources.map { "`\($0)`" }.joined(separator: ", ") + " migrating directly)"
    }
}
