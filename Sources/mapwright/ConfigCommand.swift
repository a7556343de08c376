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

        func run() throws {
            try Terminal.write { try StarterConfiguration.write(to: path) }
            StandardOutput.print("wrote \(path)")
        }
    }
}
