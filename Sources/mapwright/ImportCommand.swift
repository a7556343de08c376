import ArgumentParser
import MapwrightCore
import MapwrightSupport

/// `mapwright import <bundle> --output schemas/<Name>`: converts an Xcode model to a YAML model folder,
/// one file per version plus the manifest naming the order and the current version, and each mapping
/// model found next to the bundle as `<From> to <To>.mapping.yaml`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Convert an Xcode .xcdatamodeld bundle (or one .xcdatamodel), or SwiftData sources, to a YAML model folder."
    )

    @Argument(
        help:
            "The .xcdatamodeld bundle or .xcdatamodel version, or the SwiftData sources (a folder or .swift file declaring VersionedSchemas), to convert."
    )
    var bundle: String

    @Option(name: .shortAndLong, help: "The YAML model folder to write, e.g. schemas/ToDo.")
    var output: String

    @Flag(help: "Replace files that already exist in the output folder.")
    var force = false

    @OptionGroup var configurationOptions: ConfigurationOptions

    func validate() throws {
        let name = PathName.lastComponent(of: output)
        if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
            throw ValidationError(
                "--output '\(output)' names an Xcode model, but import writes a YAML model folder, which every other command "
                    + "would then read as an Xcode bundle: give a folder such as schemas/\(PathName.deletingExtension(name)) "
                    + "(use `mapwright export` to write a .xcdatamodeld)")
        }
    }

    func run() throws {
        let outcome = try ImportRun.run(
            ImportRequest(output: output, force: force), path: bundle, pipeline: configurationOptions.pipeline,
            loaded: Terminal.print, line: { StandardOutput.print($0) })
        switch outcome {
        case .imported: return
        case .notConvertible:
            throw ValidationError(
                "'\(bundle)' is not an Xcode model or SwiftData sources: give a .xcdatamodeld bundle, a .xcdatamodel version, "
                    + "or a folder of Swift files declaring VersionedSchemas")
        case .invalid: throw Terminal.invalidInput
        case .unwritten(let error): throw Terminal.fail(error.description)
        }
    }
}
