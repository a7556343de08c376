import Foundation
import MapwrightModel
import MapwrightSupport

/// What a project's own files say it is (docs/project.md): the targets of its build files and what its
/// code loads, made once per project root. Each model's facts (``UnitPicture``) are read from it, every
/// one with the source that decided it.
package struct ProjectPicture: Sendable {
    /// The project root, absolute.
    package var root: String
    /// The root as paths are shown (relative to the working directory).
    package var displayRoot: String
    /// Every target of the build files that could be read.
    package var targets: [BuildTarget]
    /// The build files read (absolute), and those that could not be read as what they claim to be.
    package var buildFiles: [String], unreadableBuildFiles: [String]
    /// Every `.xcdatamodeld` bundle under the root, absolute.
    package var bundles: [String]
    /// What the app's code says.
    package var code: ProjectCode
    /// By source file (relative to the root): the names of the targets that build it.
    private var sourceTargets: [String: Set<String>] = [:]

    init(sources: ProjectSources, workingDirectory: String) {
        root = sources.root
        displayRoot = PathText.relative(sources.root, to: PathText.absolute(workingDirectory, from: "/"))
        var targets: [BuildTarget] = [], read: [String] = [], unreadable: [String] = []
        for file in sources.buildFiles.map({ sources.root + "/" + $0 }) {
            let found =
                file.hasSuffix("Package.swift") ? PackageManifest.targets(at: file) : XcodeProjectFile.targets(at: file)
            if let found {
                targets += found
                read.append(file)
            } else {
                unreadable.append(file)
            }
        }
        self.targets = targets
        for file in targets.isEmpty ? [] : sources.sourceFiles {
            let path = PathText.absolute(sources.root + "/" + file, from: "/")
            sourceTargets[file] = Set(targets.filter { $0.builds(path) }.map(\.name))
        }
        buildFiles = read
        unreadableBuildFiles = unreadable
        bundles = sources.bundles
        code = ProjectCode(
            sources: sources.sourceContents(), displayRoot: displayRoot,
            modelNames: Set(sources.bundles.map { PathName.deletingExtension(PathName.lastComponent(of: $0)) }))
    }

    /// `path` (absolute) as shown.
    package func shown(_ path: String) -> String {
        PathText.join(displayRoot, PathText.relative(path, to: root))
    }

    /// The path relative to the root of a file shown as `file` (a location in the app's code).
    package func relativeFile(ofShown file: String) -> String {
        displayRoot.isEmpty || displayRoot == "." || file.hasPrefix("/")
            ? file : String(file.dropFirst(displayRoot.count + 1))
    }

    /// The targets that build the file or bundle at `path` (absolute).
    package func targets(building path: String) -> [BuildTarget] {
        let path = PathText.absolute(path, from: "/")
        return targets.filter { $0.builds(path) }
    }

    /// Whether the model `name` at `path` (absolute) is built: by a target that holds it, else by code
    /// that loads it by name; not built when build files exist and neither does. A project without build
    /// files builds every bundle; so does one whose only build files are unreadable.
    package func built(modelAt path: String, name: String) -> Fact<Bool> {
        if let target = targets(building: path).first {
            return Fact(true, from: .buildFile(shown(target.file), target: target.name))
        }
        // Code names a bundle: one a target builds, when there is one of that name (an old copy is not it).
        let builtNamesake = bundles.contains { bundle in
            bundle != path && PathName.deletingExtension(PathName.lastComponent(of: bundle)) == name
                && !targets(building: bundle).isEmpty
        }
        if !builtNamesake, let load = code.loads.first(where: { $0.model == name }) {
            return Fact(true, from: .code(load.location))
        }
        guard !targets.isEmpty else { return Fact(true, from: .assumed("the project has no build file to say")) }
        let files = Set(targets.map { shown($0.file) }).sorted().joined(separator: ", ")
        return Fact(false, from: .buildFile(files, target: nil))
    }

    /// Which sources speak for the model `name` at `path` (absolute), decided once for the model: the
    /// returned function tells it of a file (relative to the root). A file that loads models speaks for
    /// those, and so does one of a container class they are loaded through; one in a target speaks for the
    /// models its targets build, or the targets that depend on it (when a target builds the model): a
    /// framework's store code runs in the app that links it; any other for every model.
    package func speakers(forModel name: String, at path: String) -> (_ file: String) -> Bool {
        let reached = withDependencies(targets(building: path))
        return { file in
            let shownFile = PathText.join(displayRoot, file)
            let loaded = code.loads.filter { $0.location.file == shownFile }.map(\.model)
            let served = code.containerSources[shownFile] ?? []
            if !loaded.isEmpty || !served.isEmpty { return loaded.contains(name) || served.contains(name) }
            let holding = sourceTargets[file] ?? Set(targets(building: root + "/" + file).map(\.name))
            guard !reached.isEmpty, !holding.isEmpty else { return true }
            return !holding.isDisjoint(with: reached)
        }
    }

    /// The names of `targets` and of every target they depend on, directly or through others, each target's
    /// dependencies read in its own build file.
    private func withDependencies(_ targets: [BuildTarget]) -> Set<String> {
        var visited: Set<[String]> = []
        var waiting = targets
        while let next = waiting.popLast() {
            guard visited.insert([next.file, next.name]).inserted else { continue }
            waiting += self.targets.filter { $0.file == next.file && next.dependencies.contains($0.name) }
        }
        return Set(visited.map { $0[1] })
    }
}

/// The project pictures one run has made, by root.
final class ProjectPictureCache: @unchecked Sendable {
    private var made: [String: ProjectPicture] = [:]
    private let lock = NSLock()

    func picture(of sources: ProjectSources, workingDirectory: String) -> ProjectPicture {
        lock.lock()
        defer { lock.unlock() }
        if let known = made[sources.root] { return known }
        let picture = ProjectPicture(sources: sources, workingDirectory: workingDirectory)
        made[sources.root] = picture
        return picture
    }
}
