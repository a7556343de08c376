import Foundation
import MapwrightDiagnostics
import MapwrightSupport

/// What happened to one generated file.
package struct FileOutcome: Hashable, Sendable {
    package enum Action: String, Sendable, Hashable {
        /// Written (new or changed).
        case wrote
        /// Already identical on disk: not touched.
        case unchanged
        /// A stub the developer edited: kept as it is, not regenerated.
        case keptEdited
        /// `--check`: the file does not exist.
        case missing
        /// `--check`: the file differs from what would be generated.
        case stale
        /// A generated file no step needs any more (``Orphans``), left in place.
        case orphan
        /// `--prune`: an orphan deleted.
        case pruned
        /// An orphan the developer edited: never deleted.
        case keptOrphan
    }

    package var relativePath: String
    package var action: Action

    package init(relativePath: String, action: Action) {
        self.relativePath = relativePath
        self.action = action
    }
}

/// Writes generated files below an output folder: all or nothing (every file staged, then all renamed
/// into place, so an interrupted run leaves the previous files or, after the next run, the new ones),
/// never outside the folder, never through a symbolic link, and never over a stub the developer edited.
package struct OutputWriter {
    /// The output folder.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// Writes `files` all or nothing (``AtomicFileSet``): after finishing what a killed earlier run
    /// left half done and removing its temporary files, every changed file is staged, then all are
    /// renamed into place. Problems are emitted into `diagnostics` (MW200 unsafe path, MW203 write
    /// failure, MW210 note for each edited stub kept); the outcome of every file is returned in order,
    /// or nil when a path is unsafe or a write failed, and then nothing was changed.
    package func write(_ files: [GeneratedFile], diagnostics: any DiagnosticCollector) -> [FileOutcome]? {
        guard validate(files, diagnostics: diagnostics) else { return nil }
        do {
            try AtomicFileSet.recover(in: root)
        } catch {
            diagnostics.emit(GenerationRules.writeFailed, "\(error)", at: nil)
            return nil
        }
        var outcomes: [FileOutcome] = []
        var writes: [(url: URL, data: Data)] = []
        for file in files {
            guard let url = OutputPath.resolve(file.relativePath, under: root) else { continue }
            let existing = try? String(contentsOf: url, encoding: .utf8)
            if existing == file.contents {
                outcomes.append(FileOutcome(relativePath: file.relativePath, action: .unchanged))
                continue
            }
            if file.kind.isEditable, let existing, StubChecksum.state(of: existing) == .edited {
                diagnostics.emit(
                    GenerationRules.editedStubKept,
                    "kept \(file.relativePath): it was edited since it was generated, so it was not regenerated",
                    at: nil, hint: "to regenerate it, delete or rename the file and run generate again")
                outcomes.append(FileOutcome(relativePath: file.relativePath, action: .keptEdited))
                continue
            }
            writes.append((url, Data(file.contents.utf8)))
            outcomes.append(FileOutcome(relativePath: file.relativePath, action: .wrote))
        }
        do {
            if !writes.isEmpty { try AtomicFileSet.write(writes, journalIn: root) }
        } catch {
            diagnostics.emit(
                GenerationRules.writeFailed, "\(error); nothing was written", at: nil,
                hint: "make the output folder writable (or move what is in the way) and run generate again")
            return nil
        }
        return outcomes
    }

    /// `--check`: writes nothing; reports each file that is missing (MW401) or stale (MW402). An edited
    /// stub is the developer's and is neither. Nil when a path is unsafe.
    package func check(_ files: [GeneratedFile], diagnostics: any DiagnosticCollector) -> [FileOutcome]? {
        guard validate(files, diagnostics: diagnostics) else { return nil }
        var outcomes: [FileOutcome] = []
        for file in files {
            guard let url = OutputPath.resolve(file.relativePath, under: root) else { continue }
            guard let existing = try? String(contentsOf: url, encoding: .utf8) else {
                diagnostics.emit(
                    GenerationRules.generatedFileMissing, "\(file.relativePath) is missing", at: nil,
                    hint: "run mapwright generate")
                outcomes.append(FileOutcome(relativePath: file.relativePath, action: .missing))
                continue
            }
            if existing == file.contents {
                outcomes.append(FileOutcome(relativePath: file.relativePath, action: .unchanged))
            } else if file.kind.isEditable && StubChecksum.state(of: existing) == .edited {
                outcomes.append(FileOutcome(relativePath: file.relativePath, action: .keptEdited))
            } else {
                diagnostics.emit(
                    GenerationRules.generatedFileStale,
                    "\(file.relativePath) is stale: it differs from what the models generate", at: nil,
                    hint: "run mapwright generate")
                outcomes.append(FileOutcome(relativePath: file.relativePath, action: .stale))
            }
        }
        return outcomes
    }

    /// Every path safe and unique (also ignoring case, as macOS's disks do), and nothing on the way a
    /// symbolic link; emits MW200 otherwise.
    private func validate(_ files: [GeneratedFile], diagnostics: any DiagnosticCollector) -> Bool {
        var seen: [String: String] = [:]
        var valid = true
        for file in files {
            if let problem = OutputPath.problem(with: file.relativePath) {
                diagnostics.emit(GenerationRules.unsafeOutputPath, "refusing to write \(problem)", at: file.origin)
                valid = false
            } else if OutputPath.resolve(file.relativePath, under: root) == nil {
                diagnostics.emit(
                    GenerationRules.unsafeOutputPath,
                    "refusing to write '\(file.relativePath)': it is outside the output folder", at: file.origin)
                valid = false
            } else if let link = symbolicLink(on: file.relativePath) {
                diagnostics.emit(
                    GenerationRules.unsafeOutputPath,
                    "refusing to write '\(file.relativePath)': '\(link)' is a symbolic link", at: nil)
                valid = false
            } else if let other = seen[file.relativePath.lowercased()] {
                let names =
                    other == file.relativePath
                    ? "both named '\(other)'"
                    : "named '\(other)' and '\(file.relativePath)', one file on a case-insensitive disk (macOS)"
                diagnostics.emit(
                    GenerationRules.unsafeOutputPath, "two generated files are \(names)", at: file.origin,
                    hint: "give one of the policies its own name with `migrationPolicy: { reason: …, className: … }`")
                valid = false
            } else {
                seen[file.relativePath.lowercased()] = file.relativePath
            }
        }
        return valid
    }

    /// The first component of `path` (below the root) that exists as a symbolic link.
    private func symbolicLink(on path: String) -> String? {
        var current = root
        for component in path.split(separator: "/") {
            current.appendPathComponent(String(component))
            if let type = try? FileManager.default.attributesOfItem(atPath: current.path)[.type] as? FileAttributeType,
                type == .typeSymbolicLink
            {
                return String(component)
            }
        }
        return nil
    }
}
