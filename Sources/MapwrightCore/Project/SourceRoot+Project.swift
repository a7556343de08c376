import Foundation
import MapwrightReportModel

extension SourceRoot {
    /// The root a report's paths are written against: the git work tree holding the working directory,
    /// else the folder of `mapwright.yml`, else the working directory itself.
    package static func of(workingDirectory: String, configurationFile: String?) -> SourceRoot {
        let folder = URL(fileURLWithPath: workingDirectory).standardizedFileURL
        let configurationFolder = configurationFile.map {
            URL(fileURLWithPath: PathText.absolute($0, from: workingDirectory)).deletingLastPathComponent()
        }
        let root = Git.workTreeRoot(containing: folder) ?? configurationFolder ?? folder
        var path = root.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return SourceRoot(root: path, workingDirectory: folder.path)
    }
}
