import MapwrightModel

/// A store on an old version migrating straight to the current one loses what every step on its way
/// loses: a removal the adjacent steps already report is said once, on the adjacent step where it
/// happens, naming the direct steps it also applies to, instead of once more per older version.
extension MigrationAnalyzer {
    /// The kinds of change whose finding a direct step repeats from the adjacent step that makes it.
    static let repeatableRemovals: Set<ChangeKind> = [.entity(.removed), .property(.removed, .attribute), .property(.removed, .relationship)]

    /// What identifies a removed element along a chain: the destination entity, and the removed
    /// property's renaming identifier (the same across versions even when it was renamed in between).
    struct RemovedElement: Hashable {
        var kind: ChangeKind
        var entity: String
        var key: String

        init?(_ change: ModelChange) {
            guard MigrationAnalyzer.repeatableRemovals.contains(change.kind) else { return nil }
            kind = change.kind
            entity = change.entity
            key = change.sourceProperty?.matchingKey ?? change.property ?? ""
        }
    }

    /// Drops from `direct` (a step from an older version to the current one) the findings of removals an
    /// adjacent step on its path reports, and records in those adjacent findings that they also apply
    /// to `direct`. `path` holds the indices into `adjacent` of the steps a store takes step by step.
    static func mergeRepeatedRemovals(_ direct: inout StepAnalysis, path: [Int], adjacent: inout [StepAnalysis]) {
        var origin: [RemovedElement: Int] = [:]
        for index in path.reversed() {
            for classified in adjacent[index].changes {
                if let element = RemovedElement(classified.change) { origin[element] = index }
            }
        }
        var repeated: [Diagnostic] = []
        for classified in direct.changes {
            guard let element = RemovedElement(classified.change), let index = origin[element] else { continue }
            repeated += classified.findings
            let original = adjacent[index].changes.first { RemovedElement($0.change) == element }?.findings ?? []
            for finding in original {
                // Matched without the message, which an earlier direct step may have extended already.
                guard let position = adjacent[index].findings.firstIndex(where: {
                    $0.code == finding.code && $0.entity == finding.entity && $0.property == finding.property && $0.location == finding.location
                }) else { continue }
                adjacent[index].findings[position].alsoAppliesTo(direct.from)
            }
        }
        direct.findings.removeAll { repeated.contains($0) }
    }
}

extension Diagnostic {
    /// Adds `version` to the older versions whose direct step to the current version this finding also
    /// concerns: ` (also for stores of `A`, `B` migrating directly)`.
    mutating func alsoAppliesTo(_ version: String) {
        let prefix = " (also for stores of ", suffix = " migrating directly)"
        if let range = message.range(of: prefix), message.hasSuffix(suffix) {
            let listed = message[range.upperBound..<message.index(message.endIndex, offsetBy: -suffix.count)]
            message = String(message[..<range.lowerBound]) + prefix + listed + ", `\(version)`" + suffix
        } else {
            message += prefix + "`\(version)`" + suffix
        }
    }
}
