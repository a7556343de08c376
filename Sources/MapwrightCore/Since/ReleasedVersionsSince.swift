import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel

/// `check --since REV`: the versions REV holds are taken as released, except the one that is current now as it
/// was there (the version a team edits in place until it ships). One changed or removed since is what a lock
/// would catch (MW420, MW421), reported without one as MW423, a warning: that such a version shipped is
/// assumed. REV's current version made old by a newer one and edited in the same change is the commonest
/// case (a schema "frozen" with an edit). A version the model's lock records is the lock's.
enum ReleasedVersionsSince {
    /// MW423 for every version of `earlier` but the current one of both, whose entity hashes differ in `now`
    /// (its report, with the history and checksums of this run) or that `now` no longer has.
    static func findings(
        since revision: String, earlier: AnalyzedModel, now: ModelReport, locked: Set<String>
    ) -> [Diagnostic] {
        guard let history = now.history else { return [] }
        let before = earlier.history
        let editable = before.currentVersionName == history.currentVersionName ? before.currentVersionName : nil
        let changed = before.allVersionNames.compactMap { name -> LockedVersion? in
            guard name != editable, !locked.contains(name), let version = before.version(named: name),
                earlier.analysis.hashes.versionChecksum(of: name) != now.versionChecksums[name]
            else { return nil }
            return LockedVersion(version, entityHashes: earlier.analysis.hashes.entityHashes(of: version))
        }
        guard !changed.isEmpty else { return [] }
        let wording = LockVerifier.Wording(
            subject: { name in
                name == before.currentVersionName
                    ? "`\(name)`, current at \(revision) and followed by `\(history.currentVersionName)` now,"
                    : "`\(name)`, which `\(before.currentVersionName)` already followed at \(revision),"
            },
            changed: ProjectRules.releasedVersionChangedSince, missing: ProjectRules.releasedVersionChangedSince)
        return LockVerifier.verify(
            history, hashes: HistoryHashes(history), against: ModelLock(model: history.name, versions: changed),
            lockPath: "", wording: wording)
    }
}
