import ArgumentParser
import Foundation
import MapwrightCore

/// `mapwright config init`: writes a commented starter `mapwright.yml`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Work with the mapwright.yml configuration file.",
        subcommands: [Init.self]
    )

    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a commented starter mapwright.yml (never overwrites)."
        )

        @Option(help: "Where to write it.")
        var path = ConfigurationLoader.fileName

        /// An existing file is left as it is and the command exits 1: nothing is wrong with the input, but
        /// what was asked was not done (docs/configuration.md).
        func run() throws {
            do {
                try StarterConfiguration.write(to: path)
            } catch let error as StarterConfigurationError {
                StandardError.write("error: \(error)\n")
                throw Terminal.thresholdReached
            } catch {
                throw Terminal.fail(FileErrorText.describe(error))
            }
            StandardOutput.print("wrote \(path)")
        }
    }
}
