import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightSupport

/// `mapwright templates [NAME] [--dump DIR]`: the built-in Stencil templates, to read or to start a
/// `--templates` folder from.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the built-in templates, print one, or copy them into a folder to customise (--templates)."
    )

    @Argument(help: "A template's name, e.g. policy.swift.stencil: print it.")
    var name: String?

    @Option(
        name: .customLong("dump"),
        help: ArgumentHelp("Write every built-in template into this folder.", valueName: "dir"))
    var dump: String?

    @Flag(help: "With --dump, replace templates already in the folder.")
    var force = false

    func validate() throws {
        if name != nil, dump != nil { throw ValidationError("give a template's name or --dump, not both") }
    }

    func run() throws {
        let templates = TemplateSet.builtIn.templates
        if let dump {
            guard !dump.isEmpty else { throw ValidationError("--dump needs a folder") }
            try Terminal.write {
                try AtomicFolderWriter.write(
                    templates.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: dump, overwrite: force)
            }
            StandardOutput.print(
                templates.keys.sorted().map { "wrote \(PathText.join(dump, $0))" }.joined(separator: "\n"))
            return
        }
        guard let name else {
            StandardOutput.print(templates.keys.sorted().joined(separator: "\n"))
            return
        }
        guard let text = templates[name] else {
            throw ValidationError(
                "no built-in template '\(PrintableText.escaped(name))'; the templates are \(templates.keys.sorted().joined(separator: ", "))"
            )
        }
        StandardOutput.print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }
}
