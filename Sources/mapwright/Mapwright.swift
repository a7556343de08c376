import ArgumentParser

/// The `mapwright` command: parses options and prints; all work happens in `MapwrightCore`.
@main
struct Mapwright: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapwright",
        abstract: "Core Data model versions: validate, diff, classify migrations, generate mapping models.",
        version: "0.1.0",
        subcommands: [
            ValidateCommand.self, CheckCommand.self, ProjectCommand.self, DiffCommand.self, HashCommand.self,
            GenerateCommand.self, ReportCommand.self, ImportCommand.self, ExportCommand.self, LockCommand.self,
            StoreCommand.self,
            ConfigCommand.self,
            RulesCommand.self, TemplatesCommand.self,
        ]
    )
}
