import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightValidation

/// `mapwright validate <model-folder-or-version-file>`: reads and checks a model, printing one line per
/// version, or every problem with its position (exit status 2).
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a model folder, a version file or an Xcode model for errors."
    )

    @Argument(
        help: "A YAML model folder or version file, or an .xcdatamodeld / .xcdatamodel, or a folder holding one model.")
    var path: String

    func run() throws {
        let history = try Terminal.load(try ModelArgument.single(path)).history
        for line in ValidationSummary.lines(for: history) {
            StandardOutput.print(line)
        }
    }
}
