import Foundation
import MapwrightDiagnostics
import MapwrightSupport

/// The Stencil templates stubs are rendered from: the built-in ones, or a folder given with
/// `--templates` holding files of the same names.
package struct TemplateSet: Sendable {
    /// The name of the policy-stub template.
    package static let policyTemplateName = "policy.swift.stencil"

    /// Template text by file name.
    package let templates: [String: String]

    /// The templates Mapwright ships (the repository's `templates/` folder).
    package static let builtIn = TemplateSet(templates: [policyTemplateName: DefaultTemplates.policy])

    package init(templates: [String: String]) {
        self.templates = templates
    }

    /// Reads the templates from `directory`: every template it holds replaces the built-in one of the
    /// same name. Emits MW202 and returns nil when the folder cannot be read or its templates extend each
    /// other in a cycle (``TemplateInheritance``), and MW017 when a template is a link to a file outside
    /// the folder (``FolderConfinement``).
    package static func load(from directory: String, diagnostics: any DiagnosticCollector) -> TemplateSet? {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.emit(
                GenerationRules.templatesUnusable, "templates folder '\(directory)' does not exist", at: nil)
            return nil
        }
        var templates = builtIn.templates
        var found = false
        for name in builtIn.templates.keys.sorted() {
            let path = (directory as NSString).appendingPathComponent(name)
            guard fileManager.fileExists(atPath: path) else { continue }
            guard FolderConfinement.check(path, inside: directory, diagnostics: diagnostics) else { return nil }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                diagnostics.emit(
                    GenerationRules.templatesUnusable, "template '\(path)' cannot be read as UTF-8", at: nil)
                return nil
            }
            if let tag = TemplateTagCheck.unclosedTag(in: text) {
                diagnostics.emit(
                    GenerationRules.templatesUnusable, "template tag opened here is never closed with `\(tag.closer)`",
                    at: SourceLocation(file: path, line: tag.line, column: tag.column))
                return nil
            }
            templates[name] = text
            found = true
        }
        if !found {
            diagnostics.emit(
                GenerationRules.templatesUnusable,
                "templates folder '\(directory)' holds none of the templates Mapwright uses", at: nil,
                hint: "add \(builtIn.templates.keys.sorted().joined(separator: ", "))")
            return nil
        }
        if let problem = TemplateInheritance.problem(in: templates, directory: directory) {
            diagnostics.emit(problem)
            return nil
        }
        return TemplateSet(templates: templates)
    }
}
