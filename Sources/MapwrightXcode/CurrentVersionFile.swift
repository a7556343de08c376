import Foundation
import MapwrightDiagnostics
import MapwrightSupport

/// The bundle's `.xccurrentversion`: an XML property list whose `_XCCurrentVersionName` names the
/// current version folder (docs/core-data/xcdatamodel-format.md, "Layout").
enum CurrentVersionFile {
    static let fileName = ".xccurrentversion"
    static let key = "_XCCurrentVersionName"

    /// The current version's name (folder name without `.xcdatamodel`); `.some(nil)` when the property
    /// list names none (an empty `<dict/>`); nil with an MW033 error when the file cannot be read.
    static func read(at path: String, diagnostics: any DiagnosticCollector) -> String?? {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.emit(XcodeRules.currentVersionFile, "cannot read \(fileName)", at: location)
            return nil
        }
        let read: Any
        do {
            read = try BinaryPropertyListCheck.propertyList(from: data)
        } catch {
            diagnostics.emit(
                XcodeRules.currentVersionFile, "\(fileName) cannot be read: \(error.message)", at: location)
            return nil
        }
        guard let plist = read as? [String: Any], plist[key] == nil || plist[key] is String
        else {
            diagnostics.emit(
                XcodeRules.currentVersionFile,
                "\(fileName) is not a property list whose '\(key)' is a string", at: location)
            return nil
        }
        guard let folder = plist[key] as? String else { return .some(nil) }
        return folder.hasSuffix(".xcdatamodel") ? String(folder.dropLast(".xcdatamodel".count)) : folder
    }

    /// Where the file names the current version: the line holding `<string>`, else the first line.
    static func nameLocation(in path: String) -> SourceLocation {
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: "<string>") {
                return SourceLocation(
                    file: path, line: index + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }

    /// The file's text for `versionName`, as Xcode writes it (tabs, Apple's DOCTYPE).
    static func contents(currentVersion versionName: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>\(key)</key>
        \t<string>\(XMLEscaping.escape(versionName)).xcdatamodel</string>
        </dict>
        </plist>

        """
    }
}
