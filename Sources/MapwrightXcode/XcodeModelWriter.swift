import Foundation
import MapwrightModel
import MapwrightSupport

/// Writes models as Xcode `.xcdatamodeld` bundles: one `contents` per version in Xcode's own style and
/// `.xccurrentversion`. Output is deterministic: the same model always gives the same bytes.
///
/// Tool-version stamps (`lastSavedToolsVersion`, `systemVersion`) and the `<elements>` diagram
/// layout are not written; Xcode adds them on its next save.
package enum XcodeModelWriter {
    /// The `contents` XML of one version.
    package static func contents(of model: DataModel) -> String {
        ContentsEncoder.encode(model)
    }

    /// The `.xccurrentversion` property list naming `versionName` as current.
    package static func currentVersionFile(naming versionName: String) -> String {
        CurrentVersionFile.contents(currentVersion: versionName)
    }

    /// Every file of the bundle, as paths relative to the `.xcdatamodeld` folder and their text, in a
    /// stable order: `.xccurrentversion`, then each version's `contents` oldest first.
    package static func bundleFiles(for history: ModelHistory) -> [(path: String, text: String)] {
        var files = [(path: CurrentVersionFile.fileName, text: currentVersionFile(naming: history.currentVersionName))]
        for version in history.versions {
            files.append((path: "\(version.name).xcdatamodel/contents", text: contents(of: version)))
        }
        return files
    }

    /// Writes the whole bundle at `path` atomically: it is built in a temporary sibling folder and
    /// moved into place, so a failure never leaves half a bundle. An existing bundle is replaced only
    /// when `overwrite` is true.
    package static func writeBundle(_ history: ModelHistory, to path: String, overwrite: Bool)
        throws(FolderWriteError)
    {
        try AtomicFolderWriter.write(bundleFiles(for: history), to: path, overwrite: overwrite)
    }
}
