import Foundation
import MapwrightModel

/// A model as a git revision holds it, written out so it can be read like the one in the work tree
/// (`check --since REF`): its own files and every `.xcmappingmodel` of the repository at that revision,
/// under the same paths relative to the repository's root.
struct GitSnapshot {
    /// The repository's root (`git rev-parse --show-toplevel`).
    let repository: String
    let revision: String

    /// Why a revision cannot be read, in words for the user.
    struct Failure: Error {
        var message: String
    }

    /// The revision as messages show it: printable (a line break, ESC or a bidi control escaped) and cut.
    static func shown(_ revision: String) -> String { PrintableText.escaped(revision) }

    /// The repository holding `path` (absolute); a failure naming the path when it is not in one.
    init(holding path: String, revision: String) throws(Failure) {
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            throw Failure(message: "--since '\(Self.shown(revision))' is not a revision")
        }
        var isDirectory: ObjCBool = false
        let folder =
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard
            let root = Git.output(["rev-parse", "--show-toplevel"], in: folder).flatMap({
                String(data: $0, encoding: .utf8)
            })
        else {
            throw Failure(message: "--since \(Self.shown(revision)): \(path) is not in a git work tree")
        }
        repository = root.trimmingCharacters(in: .whitespacesAndNewlines)
        self.revision = revision
        guard Git.output(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: repository) != nil else {
            throw Failure(message: "--since \(Self.shown(revision)): no such revision in \(repository)")
        }
    }

    /// Writes the model at `path` (absolute, in the repository) as the revision holds it below
    /// `destination`, with the repository's mapping models; returns the copy's path, or nil when the
    /// revision does not hold the model.
    func write(modelAt path: String, into destination: URL) throws(Failure) -> String? {
        let relative = Self.relativePath(of: URL(fileURLWithPath: path).standardizedFileURL.path, in: repository)
        guard let listing = Git.output(["ls-tree", "-r", "-z", "--name-only", revision], in: repository) else {
            throw Failure(message: "--since \(Self.shown(revision)): git cannot list the revision's files")
        }
        let files = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        // A model moved since (a folder renamed, `xdrip/` → `xDrip/`) is read where the revision held it.
        let earlierPath =
            files.contains { $0 == relative || $0.hasPrefix(relative + "/") } ? relative : movedFrom(relative)
        guard let earlierPath else { return nil }
        let model = files.filter { $0 == earlierPath || $0.hasPrefix(earlierPath + "/") }
        guard !model.isEmpty else { return nil }
        // Three git processes whatever the number of files (one `git show` per file took a second per
        // 20 versions): the revision's tree into an index of our own, then its files written below
        // `destination` from that index.
        let wanted = model + files.filter { $0.contains(".xcmappingmodel/") && !model.contains($0) }
        let index = destination.appendingPathComponent(".mapwright-index")
        do {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        } catch {
            throw Failure(
                message:
                    "--since \(Self.shown(revision)): cannot write a copy of the model: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: index) }
        let ownIndex = ["GIT_INDEX_FILE": index.path]
        guard Git.output(["read-tree", revision], in: repository, environment: ownIndex) != nil,
            Git.output(
                ["--work-tree=\(destination.path)", "checkout-index", "-z", "--stdin"], in: repository,
                environment: ownIndex,
                input: Data(wanted.joined(separator: "\u{0}").utf8)) != nil
        else {
            throw Failure(
                message: "--since \(Self.shown(revision)): git cannot write the revision's copy of \(relative)")
        }
        return destination.appendingPathComponent(earlierPath).path
    }

    /// Where the revision held the model now at `relative`, when git's rename detection says its files
    /// were moved there since: the old path of a renamed file, less the part below the model. The whole
    /// tree is compared: with only the new path given, git sees an addition, not a move.
    func movedFrom(_ relative: String) -> String? {
        guard
            let output = Git.output(
                ["diff", "-M", "--name-status", "-z", "--diff-filter=R", revision], in: repository)
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
