import Foundation
import MapwrightDiagnostics
import MapwrightReportModel

extension Pipeline {
    /// `check --since REVISION`: `report` (of the models at `paths`, in order) with every finding the models
    /// at that git revision had already, keyed as a baseline keys it, exempt from failing the run
    /// (``Exemption/since``). A model the revision does not hold is new: all its findings count. A released
    /// version (one of the revision's, but the current one still being edited) that changed or went is MW423.
    package func applyingSince(_ revision: String, to report: CheckReport, paths: [String]) throws(SinceError)
        -> CheckReport
    {
        let copies = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mapwright-since-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copies) }
        var result = report
        for (index, path) in paths.enumerated() where index < report.models.count {
            let absolute = PathText.absolute(path, from: workingDirectory)
            let earlier: CheckReport
            let released: [Diagnostic]
            do {
                let snapshot = try GitSnapshot(holding: absolute, revision: revision)
                let folder = copies.appendingPathComponent(String(index))
                guard let copy = try snapshot.write(modelAt: absolute, into: folder) else { continue }
                // Read as the project reads it now (its configuration, from the same folder of the copy as
                // the run's working folder), but silently: the revision's own problems are not this run's.
                let here = GitSnapshot.relativePath(
                    of: PathText.absolute(workingDirectory, from: "/"), in: snapshot.repository)
                let readingFolder = here.hasPrefix("..") ? folder : folder.appendingPathComponent(here)
                try? FileManager.default.createDirectory(at: readingFolder, withIntermediateDirectories: true)
                let reader = Pipeline(configuration: configuration, workingDirectory: readingFolder.path)
                guard let loaded = reader.load(copy, keepingReadableVersions: true) else { continue }
                let analyzed = reader.analyze(loaded)
                var model = reader.report(analyzed)
                model.model = report.models[index].model
                earlier = CheckReport(models: [model], rules: [])
                released = ReleasedVersionsSince.findings(
                    since: revision, earlier: analyzed, now: report.models[index], locked: lockedVersions(of: absolute))
            } catch {
                throw SinceError(message: error.message)
            }
            var single = CheckReport(models: [result.models[index]], rules: [])
            let (known, _) = Baseline(recording: earlier).matches(in: single)
            // A finding already exempt (history, released) keeps its reason.
            single.models[0].exempt(known.filter { $0.finding(in: single.models[0]).exemption == nil }, as: .since)
            single.models[0].projectFindings += released
            result.models[index] = single.models[0]
        }
        return result
    }

    /// The versions the lock of the model at `path` records (none without a lock, or with one that cannot be
    /// read: the run reports that itself).
    private func lockedVersions(of path: String) -> Set<String> {
        let lockPath = PathText.absolute(
            ModelLock.path(forModelAt: path, workingDirectory: workingDirectory), from: workingDirectory)
        return Set(((try? ModelLock.read(at: lockPath))?.versions ?? []).map(\.name))
    }
}

/// A revision `check --since` cannot use, in words naming it.
package struct SinceError: Error, Hashable, Sendable {
    /// What is wrong and what to do.
    package var message: String
}
