/// A target of the project's build files: what it builds, as absolute paths. An Xcode target lists its
/// members (sources, `.xcdatamodeld` bundles, `.xcmappingmodel` folders) and the folders Xcode keeps in sync
/// with it; a package target builds everything under its folder. Its dependencies are the targets of the
/// same build file it links: their code runs in it.
package struct BuildTarget: Hashable, Sendable {
    /// The target's name.
    package var name: String
    /// The build file that declares it (`App.xcodeproj/project.pbxproj`, `Package.swift`), absolute.
    package var file: String
    /// The files and bundles it builds, absolute.
    package var members: Set<String>
    /// The folders whose whole content it builds, absolute.
    package var folders: [String]
    /// The names of the targets of the same build file it depends on.
    package var dependencies: [String]

    package init(
        name: String, file: String, members: Set<String> = [], folders: [String] = [], dependencies: [String] = []
    ) {
        self.name = name
        self.file = file
        self.members = members
        self.folders = folders
        self.dependencies = dependencies
    }

    /// True when the target builds the file or bundle at `path` (absolute, standardized).
    package func builds(_ path: String) -> Bool {
        members.contains(path) || folders.contains { path.hasPrefix($0 + "/") }
    }
}
