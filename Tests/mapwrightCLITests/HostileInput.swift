import Foundation
import Testing

/// One hostile input of ``HostileInputCatalogTests``: the files of a project folder, the command run in
/// it, and what must come out.
struct HostileInput: Sendable, CustomTestStringConvertible {
    var name: String
    /// Files by path relative to the project folder.
    var files: [String: [UInt8]]
    /// Symbolic links by path relative to the project folder, to a path relative to it.
    var links: [String: String] = [:]
    /// The command, run in the project folder; `out` is an output folder holding one file already.
    var arguments: [String]
    var status: Int32 = 2
    /// Codes every one of which must be reported as an error.
    var codes: [String]
    /// Whether the error names a `file:line:col`; false for problems of a whole folder or template.
    var positioned = true
    /// The most error lines the input may give.
    var maximumErrors = 1

    var testDescription: String { name }

    /// A YAML model folder `M` whose one version is `version`.
    static func yaml(_ name: String, _ version: String, codes: [String], maximumErrors: Int = 1) -> HostileInput {
        HostileInput(
            name: name, files: model(version), arguments: generate("M"), codes: codes, maximumErrors: maximumErrors)
    }

    /// A YAML model folder `M` whose one version file holds `bytes`.
    static func yamlBytes(_ name: String, _ bytes: [UInt8], codes: [String]) -> HostileInput {
        HostileInput(
            name: name, files: ["M/M.yaml": bytes, "M/_manifest.yaml": utf8("current: M\n")], arguments: generate("M"),
            codes: codes)
    }

    /// An Xcode bundle `M.xcdatamodeld` whose one version's `contents` holds `bytes`.
    static func xml(_ name: String, _ bytes: [UInt8], codes: [String], maximumErrors: Int = 1) -> HostileInput {
        HostileInput(
            name: name, files: ["M.xcdatamodeld/M.xcdatamodel/contents": bytes], arguments: generate("M.xcdatamodeld"),
            codes: codes,
            maximumErrors: maximumErrors)
    }

    /// A valid model and a `mapwright.yml` holding `configuration`, checked.
    static func configuration(_ name: String, _ configuration: String, codes: [String]) -> HostileInput {
        var files = model(valid)
        files["mapwright.yml"] = utf8(configuration)
        return HostileInput(name: name, files: files, arguments: ["check", "M"], codes: codes)
    }

    /// A model whose step needs a policy stub, generated with `policy.swift.stencil` holding `template`.
    static func template(_ name: String, _ template: String, codes: [String]) -> HostileInput {
        var files = stepWithPolicy
        files["tpl/policy.swift.stencil"] = utf8(template)
        return HostileInput(
            name: name, files: files, arguments: generate("M") + ["--templates", "tpl"], codes: codes, positioned: false
        )
    }

    static func generate(_ model: String) -> [String] { ["generate", model, "--output", "out", "--all-steps"] }

    static func model(_ version: String, manifest: String = "current: M\n") -> [String: [UInt8]] {
        ["M/M.yaml": utf8(version), "M/_manifest.yaml": utf8(manifest)]
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let valid = "entities:\n  Item:\n    attributes:\n      title: String\n"

    /// `M` → `M 2`, the second asking for a migration policy.
    static let stepWithPolicy: [String: [UInt8]] = [
        "M/M.yaml": utf8(valid),
        "M/M 2.yaml": utf8(
            "entities:\n  Item:\n    migrationPolicy: Fill in the titles.\n    attributes:\n      title: String\n      note: String?\n"
        ),
        "M/_manifest.yaml": utf8("current: M 2\n"),
    ]
}
