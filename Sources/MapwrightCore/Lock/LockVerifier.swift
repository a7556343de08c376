import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// Compares a model with its lock: every locked version must still be there with the same entity hashes.
/// docs/core-data/pitfalls.md, rows 1–2; docs/core-data/version-hash.md, "What this buys the tool".
package enum LockVerifier {
    /// One error per locked version that is missing, and per entity whose hash moved in a locked version,
    /// naming what changed. Versions not in the lock are not checked. `lockText` (the lock file's text)
    /// lets a missing version's finding point at its entry in the lock. `hashes` are the run's entity
    /// hashes: nothing is hashed again.
    package static func verify(
        _ history: ModelHistory, hashes: HistoryHashes, against lock: ModelLock, lockPath: String,
        lockText: String? = nil, wording: Wording = .lock
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for locked in lock.versions {
            guard let current = history.version(named: locked.name) else {
                findings.append(
                    missing(
                        locked, in: history, hashes: hashes, lockPath: lockPath, lockText: lockText, wording: wording))
                continue
            }
            findings += changes(
                locked, current: current, currentHashes: hashes.entityHashes(of: current), wording: wording)
        }
        return findings
    }

    /// How the findings name a recorded version, and their rules: a lock's, or versions `check --since`
    /// takes as released (MW423).
    package struct Wording: Sendable {
        /// The version's name as the message's subject, e.g. "locked version `V 2`".
        let subject: @Sendable (String) -> String
        let changed: Rule
        let missing: Rule

        package static let lock = Wording(
            subject: { "locked version `\($0)`" }, changed: ProjectRules.lockedVersionChanged,
            missing: ProjectRules.lockedVersionMissing)

        package init(subject: @escaping @Sendable (String) -> String, changed: Rule, missing: Rule) {
            self.subject = subject
            self.changed = changed
            self.missing = missing
        }
    }

    static func missing(
        _ locked: LockedVersion, in history: ModelHistory, hashes: HistoryHashes, lockPath: String, lockText: String?,
        wording: Wording
    ) -> Diagnostic {
        var message =
            "\(wording.subject(locked.name)) is no longer in the model (removed or renamed); stores created with it cannot be opened"
        if let twin = history.versions.first(where: { hashes.versionChecksum(of: $0.name) == locked.versionChecksum }) {
            message += "; `\(twin.name)` has its hashes: was it renamed?"
        }
        let line = lockText.flatMap { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("\"\(locked.versionChecksum)\"")
            }
        }
        return Diagnostic(
            wording.missing, message, entity: locked.name,
            location: line.map { SourceLocation(file: lockPath, line: $0 + 1, column: 1) }
        )
    }

    /// One finding per entity of `current` whose hash differs from the locked one, or that was added or removed.
    static func changes(
        _ locked: LockedVersion, current: DataModel, currentHashes hashes: [String: VersionHash],
        wording: Wording = .lock
    ) -> [Diagnostic] {
        let lockedHashes = locked.entityHashes
        let currentHashes = hashes.mapValues(\.hex)
        guard lockedHashes != currentHashes else { return [] }
        let reduced = DataModel(name: current.name, entities: current.entities.map(LockedEntity.reduced))
        let diff = ModelDiffer.diff(from: locked.model, to: reduced)
        let names = Set(lockedHashes.keys).union(currentHashes.keys).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        var findings: [Diagnostic] = []
        for name in names where lockedHashes[name] != currentHashes[name] {
            let entity = current.entity(named: name)
            let what: String
            let entityChanges = diff.changes.filter {
                $0.entity == name || $0.sourceEntity == name || $0.destinationEntity == name
            }
            if lockedHashes[name] == nil {
                what = "entity `\(name)` was added"
            } else if currentHashes[name] == nil {
                what = "entity `\(name)` was removed"
            } else if !entityChanges.isEmpty {
                what = "`\(name)`'s version hash moved: " + entityChanges.map(describe).joined(separator: "; ")
            } else if let parent = entity?.parent, lockedHashes[parent] != currentHashes[parent] {
                what = "`\(name)`'s version hash moved because its parent `\(parent)` changed"
            } else {
                what =
                    "`\(name)`'s version hash moved (the lock's recorded facts do not show which change; compare `mapwright hash` with the lock)"
            }
            let location =
                entityChanges.lazy.compactMap { propertyLocation($0, in: current) }.first
                ?? entity?.anchor.location ?? current.anchor.location
            findings.append(
                Diagnostic(
                    wording.changed, "\(wording.subject(locked.name)) changed: \(what)",
                    entity: name, property: entityChanges.first?.property, location: location
                ))
        }
        return findings
    }

    /// Where the changed property is in the current version (the lock's rebuilt model has no positions).
    static func propertyLocation(_ change: ModelChange, in current: DataModel) -> SourceLocation? {
        guard let entityName = change.destinationEntity, let property = change.property,
            let entity = current.entity(named: entityName)
        else {
            return nil
        }
        return entity.attribute(named: property)?.anchor.location
            ?? entity.relationship(named: property)?.anchor.location
    }

    /// `` `Item.title`: attribute optionality changed (optional → required) ``.
    static func describe(_ change: ModelChange) -> String {
        "`\(change.elementName)`: \(change.summary)"
    }
}

/// The result of `mapwright lock`: the new lock and what happened.
package struct LockUpdate: Sendable {
    /// The lock to write.
    package var lock: ModelLock
    /// Versions locked for the first time.
    package var added: [String]
    /// Locked versions that changed or went missing; the lock is only written when empty or forced.
    package var problems: [Diagnostic]
}

extension LockVerifier {
    /// Locks every version of `history` up to and including `upTo` (all when nil). Versions already locked
    /// keep their entry; when one of them changed, ``LockUpdate/problems`` says so and, with `force`, the
    /// entry is re-recorded from the model as it is now (and missing versions are dropped).
    package static func update(
        _ existing: ModelLock?, with history: ModelHistory, hashes: HistoryHashes, upTo: String? = nil,
        force: Bool = false,
        lockPath: String
    ) -> LockUpdate {
        let problems = existing.map { verify(history, hashes: hashes, against: $0, lockPath: lockPath) } ?? []
        var selected = history.versions
        if let upTo, let index = selected.firstIndex(where: { $0.name == upTo }) {
            selected = Array(selected[...index])
        }
        var added: [String] = []
        var versions: [LockedVersion] = []
        for version in history.versions {
            if let old = existing?.version(named: version.name), !force {
                versions.append(old)
            } else if selected.contains(where: { $0.name == version.name }) {
                versions.append(LockedVersion(version, entityHashes: hashes.entityHashes(of: version)))
                if existing?.version(named: version.name) == nil { added.append(version.name) }
            }
        }
        if !force, let existing {
            versions += existing.versions.filter { history.version(named: $0.name) == nil }
        }
        return LockUpdate(lock: ModelLock(model: history.name, versions: versions), added: added, problems: problems)
    }
}
