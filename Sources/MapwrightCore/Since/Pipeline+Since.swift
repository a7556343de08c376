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
        let configuredMappings = (configuration.mappings ?? []).map { PathText.absolute($0, from: workingDirectory) }
        for (index, path) in paths.enumerated() where index < report.models.count {
            let absolute = PathText.absolute(path, from: workingDirectory)
            let earlier: CheckReport
            let released: [Diagnostic]
            do {
                let snapshot = try GitSnapshot(holding: absolute, revision: revision)
                guard let held = try snapshot.held(modelAt: absolute) else { continue }
                // The same files as the revision's: its findings are this run's, without reading them again.
                // The mapping models the work tree's reading may take: configured, and any in the project.
                let project = projects.sources(
                    under: ProjectRoot.of(modelAt: absolute, workingDirectory: workingDirectory))
                if snapshot.isUnchanged(held, at: absolute, configured: configuredMappings + project.mappingModels) {
                    (earlier, released) = (CheckReport(models: [report.models[index]], rules: []), [])
                } else {
                    guard
                        let pass = try revisionPass(
                            held, of: snapshot, since: revision, now: report.models[index], at: absolute,
                            into: copies.appendingPathComponent(String(index)))
                    else { continue }
                    (earlier, released) = pass
                }
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

    /// The report of `held`, the model now at `path` as the revision holds it, read from a copy written below
    /// `folder`, and its released versions changed since (MW423); nil when the copy cannot be loaded.
    private func revisionPass(
        _ held: GitSnapshot.HeldModel, of snapshot: GitSnapshot, since revision: String, now: ModelReport,
        at path: String, into folder: URL
    ) throws(GitSnapshot.Failure) -> (earlier: CheckReport, released: [Diagnostic])? {
        let copy = try snapshot.write(held, into: folder)
        // Read as the project reads it now (its configuration, from the same folder of the copy as the run's
        // working folder), but silently: the revision's own problems are not this run's.
        let here = GitSnapshot.relativePath(of: PathText.absolute(workingDirectory, from: "/"), in: snapshot.repository)
        let readingFolder = here.hasPrefix("..") ? folder : folder.appendingPathComponent(here)
        try? FileManager.default.createDirectory(at: readingFolder, withIntermediateDirectories: true)
        var reader = Pipeline(configuration: configuration, workingDirectory: readingFolder.path)
        // The files the revision shares with the work tree are decoded once.
        reader.decodedEntities = decodedEntities
        guard let loaded = reader.load(copy, keepingReadableVersions: true) else { return nil }
        let analyzed = reader.analyze(loaded)
        var model = reader.report(analyzed)
        model.model = now.model
        let released = ReleasedVersionsSince.findings(
            since: revision, earlier: analyzed, now: now, locked: lockedVersions(of: path))
        return (CheckReport(models: [model], rules: []), released)
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
