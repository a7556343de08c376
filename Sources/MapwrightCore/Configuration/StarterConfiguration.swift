import Foundation

/// The commented `mapwright.yml` that `mapwright config init` writes. Every key is present, commented
/// out at its default, so the file documents itself; docs/configuration.md says more.
package enum StarterConfiguration {
    /// The file's text.
    package static let text = """
        # Mapwright configuration (docs/configuration.md). Paths are relative to this file.
        # Command-line flags override these settings.

        # Models `mapwright check` checks when no path is given: YAML model folders or version files,
        # .xcdatamodeld bundles.
        # models:
        #   - schemas/ToDo

        # Where `mapwright generate` writes mapping models and policy stubs; `check` reports stale ones there.
        # output: Generated/Mapwright

        # Mapping models to use besides those next to each model (.xcmappingmodel folders, .mapping.yaml
        # files, or folders holding them); each serves the model whose entity version hashes it matches.
        # mappings:
        #   - App/Migrations

        # How the app migrates its stores: automatic (Core Data's default), step-by-step (it runs each
        # adjacent mapping model itself) or staged (NSStagedMigrationManager). Unset, it is read from the
        # project's sources, else automatic is assumed; it decides which steps can fail the check.
        # migration: automatic

        # Whether a target of the app builds a model, over what the Xcode projects, Package.swift and the
        # code say (docs/project.md): a model not built is listed once and can never fail the check.
        # built:
        #   Old/Model.xcdatamodeld: false

        # Whether the app lets Core Data infer mapping models, over what its code shows (an
        # NSInferMappingModelAutomaticallyOption set to false, mapping models loaded by name): off, the
        # advice never asks to delete a mapping model the app ships.
        # inference: true

        # Folders whose sources declare the mapping models' policy classes, instead of every target's.
        # policySources:
        #   - App/Migration

        # A folder of Stencil templates replacing the built-in ones.
        # templates: Templates/Mapwright

        # The folder, relative to this file (the project root), of the exported <Model>.xcdatamodeld: the
        # mapping models name their versions as `App/Model/ToDo.xcdatamodeld/ToDo 2.xcdatamodel`, as Xcode does.
        # Unset, an .xcdatamodeld bundle is named from its own folder, a YAML model from this folder.
        # modelFolder: App/Model
        # staged: true          # also write and check the NSStagedMigrationManager file

        # What makes `check` exit with status 1: error (default), warning, lightweight (any migration),
        # heavy (any step Core Data cannot infer).
        # failOn: error

        # Output format: xcode (default), json, sarif, github, markdown, junit, checkstyle, codeclimate.
        # reporter: xcode

        # Under GitHub Actions (GITHUB_ACTIONS=true) the xcode reporter becomes annotations; false keeps it plain.
        # githubAnnotations: true

        # Per code: off, or the severity to report it with (error, warning, note).
        # rules:
        #   MW122: off
        #   MW121: error

        # Files and folders (glob patterns) whose findings are not reported.
        # ignore:
        #   - schemas/Legacy/*

        # Where docs/rules/ is published, for the links in SARIF and Markdown output.
        # rulesDocumentationURL: https://github.com/<owner>/<repo>/blob/main/docs/rules/

        # The versions of a model oldest first, over the order the app's code, git or the names give
        # (docs/project.md): check then follows this order.
        # versions:
        #   App/Model.xcdatamodeld: [Model, Model 2, Model v3]

        # A model's current version, over its .xccurrentversion (or `current:` of _manifest.yaml).
        # current:
        #   App/Model.xcdatamodeld: Model v3

        # Findings recorded by `mapwright check --write-baseline FILE`: check reports only new ones.
        # baseline: mapwright-baseline.json

        # Findings accepted for a reason, outside the model files Xcode rewrites: code, model, entity, and
        # optionally property and step (`ToDo 2 -> ToDo 3`); the reason is required.
        # suppress:
        #   - code: MW101
        #     model: ToDo
        #     entity: ToDo
        #     property: priority
        #     reason: every stored priority is a digit; the custom policy converts it

        # Stores of released versions (or folders of them) that `check` identifies and checks along the app's
        # migration path, counting the rows each step would fail on; never written.
        # stores:
        #   - Tests/Fixtures/Stores

        # How SwiftData sources' Codable structs and enums are read where no store settles it
        # (docs/swiftdata.md): as composite attributes (default) or transformable ones; an enum with
        # associated values as one String element per case (strings, the default) or transformable.
        # swiftData:
        #   codable: composite
        #   associatedValues: strings

        """

    /// Writes the starter to `path`; throws when a file is already there (it is never overwritten).
    /// All or nothing: the text goes to a temporary sibling first, which is then linked to `path` (a link
    /// fails when `path` exists), so a full disk leaves no empty `mapwright.yml` behind for the next run to
    /// refuse to replace.
    package static func write(to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw StarterConfigurationError.exists(path)
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).mapwright-\(ProcessInfo.processInfo.processIdentifier).tmp")
        defer { unlink(temporary.path) }
        try Data(text.utf8).write(to: temporary, options: .withoutOverwriting)
        guard link(temporary.path, path) == 0 else {
            if errno == EEXIST { throw StarterConfigurationError.exists(path) }
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
                ])
        }
    }
}

/// Why `mapwright config init` wrote nothing.
package enum StarterConfigurationError: Error, Equatable, CustomStringConvertible {
    case exists(String)

    package var description: String {
        switch self {
        case .exists(let path): "\(path) already exists; it is left as it is"
        }
    }
}
