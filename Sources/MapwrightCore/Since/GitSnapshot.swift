import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// A model as a git revision holds it, written out so it can be read like the one in the work tree
/// (`check --since REF`): its own files and every `.xcmappingmodel` of the repository at that revision,
/// under the same paths relative to the repository's root.
struct GitSnapshot {
    /// The repository's root (`git rev-parse --show-toplevel`).
    let repository: String
    /// The revision as the user wrote it, for messages.
    let revision: String
    /// The commit it names, as git resolved it once: what every later git command reads.
    let commit: String

    /// Why a revision cannot be read, in words for the user.
    struct Failure: Error {
        var message: String
    }

    /// The revision as messages show it: printable (a line break, ESC or a bidi control escaped) and cut.
    static func shown(_ revision: String) -> String { PrintableText.escaped(revision) }

    /// The repository holding `path` (absolute); a failure naming the path when it is not in one, with
    /// git's own reason when git refused the repository (its ownership, a damaged `.git`).
    init(holding path: String, revision: String) throws(Failure) {
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            throw Failure(message: "--since '\(Self.shown(revision))' is not a revision")
        }
        var isDirectory: ObjCBool = false
        let folder =
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let top = Git.run(["rev-parse", "--show-toplevel"], in: folder) else {
            throw Failure(
                message: "--since \(Self.shown(revision)): git cannot be started (is it installed and on PATH?)")
        }
        guard top.succeeded, let root = String(data: top.output, encoding: .utf8) else {
            let reason = Git.reason(top.errorText).map { " (git: \($0))" } ?? ""
            throw Failure(
                message: "--since \(Self.shown(revision)): \(path) is not in a git work tree git can read\(reason)")
        }
        repository = root.trimmingCharacters(in: .whitespacesAndNewlines)
        self.revision = revision
        // Resolved as written (`:/message` included), then peeled to its commit by object name: a suffix
        // added to the user's text could change what it means.
        guard
            let object = Git.output(["rev-parse", "--verify", "--quiet", "--end-of-options", revision], in: repository)
                .map({ String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }),
            !object.isEmpty,
            let commit = Git.output(["rev-parse", "--verify", "--quiet", "\(object)^{commit}"], in: repository)
                .map({ String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }),
            !commit.isEmpty
        else {
            throw Failure(message: "--since \(Self.shown(revision)): no such revision in \(repository)")
        }
        self.commit = commit
    }

    /// One file of the revision's tree (`git ls-tree -r`).
    struct Entry {
        var mode: String
        var object: String
        var path: String
    }

    /// A model's files as the revision holds them, listed but not yet read.
    struct HeldModel {
        /// The model's path in the revision, relative to the repository's root (where it was, if moved).
        var path: String
        /// The files its reading takes: the model's own and every `.xcmappingmodel`'s.
        var wanted: [Entry]
        /// Every file of the revision, by path.
        var files: [String: Entry]
    }

    /// The revision's files of the model at `path` (absolute, in the repository); nil when the revision
    /// does not hold the model.
    func held(modelAt path: String) throws(Failure) -> HeldModel? {
        let relative = Self.relativePath(of: URL(fileURLWithPath: path).standardizedFileURL.path, in: repository)
        guard let listing = Git.output(["ls-tree", "-r", "-z", "--full-tree", commit], in: repository) else {
            throw Failure(message: "--since \(Self.shown(revision)): git cannot list the revision's files")
        }
        let entries = Self.entries(fromListing: listing)
        let files = entries.map(\.path)
        // A model moved since (a folder renamed, `xdrip/` → `xDrip/`) is read where the revision held it.
        let earlierPath =
            files.contains { $0 == relative || $0.hasPrefix(relative + "/") } ? relative : movedFrom(relative)
        guard let earlierPath else { return nil }
        let inModel = { (file: String) in file == earlierPath || file.hasPrefix(earlierPath + "/") }
        guard files.contains(where: inModel) else { return nil }
        return HeldModel(
            path: earlierPath,
            wanted: entries.filter { inModel($0.path) || $0.path.contains(".xcmappingmodel/") },
            files: Dictionary(entries.map { ($0.path, $0) }) { first, _ in first })
    }

    /// Writes `model` as the revision holds it below `destination`, with the repository's mapping models;
    /// returns the copy's path.
    func write(_ model: HeldModel, into destination: URL) throws(Failure) -> String {
        let wanted = model.wanted
        // Two git processes whatever the number of files: the listing, then every wanted object's contents
        // from one `cat-file --batch` (one `git show` per file took a second per 20 versions).
        guard
            let batch = Git.output(
                ["cat-file", "--batch"], in: repository,
                input: Data(wanted.map { $0.object + "\n" }.joined().utf8)),
            let contents = Self.contents(fromBatch: batch, count: wanted.count)
        else {
            throw Failure(
                message: "--since \(Self.shown(revision)): git cannot read the revision's copy of \(model.path)")
        }
        for (entry, data) in zip(wanted, contents) {
            do {
                try Self.write(entry, contents: smudged(data, path: entry.path), below: destination)
            } catch {
                throw Failure(
                    message:
                        "--since \(Self.shown(revision)): cannot write a copy of \(entry.path): \(error.localizedDescription)"
                )
            }
        }
        return destination.appendingPathComponent(model.path).path
    }

    /// `data` itself, or the file a Git LFS pointer stands for, by `git lfs smudge`: the one program run
    /// that is not git, the LFS filter installed on this machine (none of the repository's own filters).
    /// The pointer is kept when git-lfs is not installed or cannot give the file.
    func smudged(_ data: Data, path: String) -> Data {
        guard data.count < 1024, data.starts(with: Data("version https://git-lfs.github.com/spec/".utf8)) else {
            return data
        }
        return Git.output(["lfs", "smudge", "--", path], in: repository, input: data) ?? data
    }

    /// Parses `git ls-tree -r -z`: `MODE TYPE OBJECT<TAB>PATH`, each ending with NUL. Only files and links
    /// are kept (a submodule has no contents here), and only paths git itself would write.
    static func entries(fromListing listing: Data) -> [Entry] {
        listing.split(separator: 0).compactMap { record in
            let line = String(decoding: record, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let fields = line[..<tab].split(separator: " ")
            let path = String(line[line.index(after: tab)...])
            guard fields.count == 3, fields[1] == "blob", isSafe(path) else { return nil }
            return Entry(mode: String(fields[0]), object: String(fields[2]), path: path)
        }
    }

    /// False for a path that could leave the copy's folder or name git's own: an empty, `.` or `..`
    /// component, or `.git`.
    static func isSafe(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !components.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.lowercased() == ".git" }
    }

    /// Splits `git cat-file --batch` output: per object `OBJECT TYPE SIZE\n`, SIZE bytes, `\n`. Nil when an
    /// object is missing or the output is cut short.
    static func contents(fromBatch batch: Data, count: Int) -> [Data]? {
        var result: [Data] = []
        var index = batch.startIndex
        while result.count < count {
            guard let newline = batch[index...].firstIndex(of: 0x0A) else { return nil }
            let header = String(decoding: batch[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), size >= 0,
                batch.distance(from: newline, to: batch.endIndex) > size
            else { return nil }
            let start = batch.index(after: newline)
            let end = batch.index(start, offsetBy: size)
            result.append(Data(batch[start..<end]))
            index = batch.index(after: end)
        }
        return result
    }

    /// Writes one file of the revision below `destination`: a link as a link (a reader refuses one that
    /// leaves its folder, as in the work tree), anything else as a file.
    static func write(_ entry: Entry, contents: Data, below destination: URL) throws {
        let file = destination.appendingPathComponent(entry.path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if entry.mode == "120000" {
            try FileManager.default.createSymbolicLink(
                atPath: file.path, withDestinationPath: String(decoding: contents, as: UTF8.self))
        } else {
            try contents.write(to: file)
        }
    }

    /// Where the revision held the model now at `relative`, when git's rename detection says its files
    /// were moved there since: the old path of a renamed file, less the part below the model. The whole
    /// tree is compared: with only the new path given, git sees an addition, not a move. The revision is
    /// compared with the index, not the work tree: reading the work tree would run its filters.
    func movedFrom(_ relative: String) -> String? {
        guard
            let output = Git.output(
                [
                    "diff-index", "--cached", "-M", "--name-status", "-z", "--diff-filter=R", "--no-ext-diff",
                    "--no-textconv", "--no-color", commit, "--",
                ], in: repository)
        else { return nil }
        // -z: status, old path, new path, each ending with NUL.
        let fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var index = 0
        while index + 2 < fields.count {
            let (old, new) = (fields[index + 1], fields[index + 2])
            index += 3
            guard new == relative || new.hasPrefix(relative + "/") else { continue }
            let below = new.dropFirst(relative.count)
            guard old.hasSuffix(below) else { continue }
            return String(old.dropLast(below.count))
        }
        return nil
    }

    /// `path` relative to `root`, both absolute, links resolved (`..` first when it is not below `root`).
    static func relativePath(of path: String, in root: String) -> String {
        PathText.relative(
            URL(fileURLWithPath: path).resolvingSymlinksInPath().path,
            to: URL(fileURLWithPath: root).resolvingSymlinksInPath().path)
    }
}
