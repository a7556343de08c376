import Foundation
import MapwrightModel
import MapwrightSupport

/// Renders models as YAML the way a person writes them: shorthand where it applies, the full form
/// otherwise, keys in a fixed order, nothing written that equals its default. Reading the output gives
/// an equal model, and rendering that again gives the same text.
package enum YAMLModelWriter {
    /// One file of a model folder: its name inside the folder and its text.
    package struct File: Hashable, Sendable {
        package var name: String
        package var contents: String
    }

    /// One version file's text. `schemaReference`, when given, becomes the first line's
    /// `# yaml-language-server: $schema=<reference>` modeline.
    package static func render(_ model: DataModel, schemaReference: String? = nil) -> String {
        var out = YAMLOutput()
        if let schemaReference {
            out.line(0, "# yaml-language-server: $schema=\(YAMLScalarStyle.comment(schemaReference))")
        }
        ModelRendering.render(model, into: &out)
        return out.text
    }

    /// The manifest's text: `current`, plus `versions` when the order is not the numeric one.
    package static func renderManifest(_ history: ModelHistory) -> String {
        var out = YAMLOutput()
        out.line(0, "current: \(YAMLScalarStyle.text(history.currentVersionName))")
        let names = history.versions.map(\.name)
        if VersionOrder.sorted(names) != names {
            out.line(0, "versions:")
            for name in names { out.line(1, "- \(YAMLScalarStyle.text(name))") }
        }
        return out.text
    }

    /// Every file of the model folder for `history`: one per version, then the manifest.
    package static func files(for history: ModelHistory, schemaReference: String? = nil) -> [File] {
        history.versions.map { File(name: "\($0.name).yaml", contents: render($0, schemaReference: schemaReference)) }
            + [File(name: ModelFolder.manifestFileName, contents: renderManifest(history))]
    }

    /// Writes `files(for:schemaReference:)` into `folder`, creating it when needed. Files already there
    /// under other names are left alone.
    package static func write(_ history: ModelHistory, toFolder folder: String, schemaReference: String? = nil) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files(for: history, schemaReference: schemaReference) {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url, options: .atomic)
        }
    }
}

/// Text being built, two spaces per indentation level.
struct YAMLOutput {
    private(set) var text = ""

    mutating func line(_ level: Int, _ content: String) {
        text += String(repeating: "  ", count: level) + content + "\n"
    }

    /// `key: value`.
    mutating func field(_ level: Int, _ key: String, _ value: String) {
        line(level, "\(YAMLScalarStyle.text(key)): \(value)")
    }

    /// `key:`, opening a nested block.
    mutating func open(_ level: Int, _ key: String) {
        line(level, "\(YAMLScalarStyle.text(key)):")
    }

    /// A text field: names, identifiers, expressions. Number- or Boolean-looking text is quoted.
    mutating func text(_ level: Int, _ key: String, _ value: String?) {
        if let value { field(level, key, YAMLScalarStyle.string(value)) }
    }

    /// A value field (`defaultValue`, `minValue`, `maxValue`): written as it reads best, `0` or `NO`.
    mutating func value(_ level: Int, _ key: String, _ value: String?) {
        if let value { field(level, key, YAMLScalarStyle.text(value)) }
    }

    mutating func flag(_ level: Int, _ key: String, _ value: Bool, default defaultValue: Bool = false) {
        if value != defaultValue { field(level, key, value ? "true" : "false") }
    }

    mutating func number(_ level: Int, _ key: String, _ value: Int?) {
        if let value { field(level, key, String(value)) }
    }

    mutating func userInfo(_ level: Int, _ key: String, _ entries: [UserInfoEntry]) {
        guard !entries.isEmpty else { return }
        open(level, key)
        for entry in entries { field(level + 1, entry.key, YAMLScalarStyle.string(entry.value)) }
    }
}
