import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightSupport

extension Mapwright {
    /// Runs the command line, exiting with status 2 (not ArgumentParser's 64) for usage errors, so every
    /// command has one contract: 0 success, 1 threshold reached, 2 invalid input or usage
    /// (docs/exit-codes.md). What the command printed must reach standard output: a report that could
    /// not be written (a full disk, `> /dev/full`) ends the run with status 2 and says so,
    /// so CI never uploads an empty SARIF file as a pass.
    static func main() {
        if let typo = mistypedSubcommand(Array(CommandLine.arguments.dropFirst())) {
            FileHandle.standardError.write(Data("Error: \(typo)\n\(usage(of: Mapwright.self))".utf8))
            Foundation.exit(2)
        }
        var failure: Error?
        var command: ParsableCommand.Type = Mapwright.self
        do {
            var parsed = try parseAsRoot()
            command = type(of: parsed)
            try parsed.run()
        } catch {
            failure = error
        }
        if let error = StandardOutput.failure {
            let reason = String(cString: strerror(error))
            FileHandle.standardError.write(Data("mapwright: error: cannot write to standard output: \(reason)\n".utf8))
            Foundation.exit(2)
        }
        guard let failure else { return }
        if exitCode(for: failure) == .validationFailure {
            // An error the command's `run` threw: ArgumentParser would print the root's usage, not the command's.
            let message =
                command == Mapwright.self || !(failure is ValidationError)
                ? fullMessage(for: failure) + "\n"
                : "Error: \(fullMessage(for: failure).split(separator: "\n").first.map(String.init)?.replacingOccurrences(of: "Error: ", with: "") ?? "")\n"
                    + usage(of: command)
            FileHandle.standardError.write(Data(message.utf8))
            Foundation.exit(2)
        }
        exit(withError: failure)
    }

    /// "unknown command 'chek'; did you mean 'check'?" when the first argument is no option and no
    /// command but is close to one.
    static func mistypedSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first), let closest = Suggestion.closest(to: first, among: names) else { return nil }
        return "unknown command '\(PrintableText.escaped(first))'; did you mean '\(closest)'?"
    }

    /// `Usage: mapwright check …` and where to read more, as ArgumentParser prints them after an error.
    static func usage(of command: ParsableCommand.Type) -> String {
        let help = helpMessage(for: command)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("USAGE: ") }) else { return "" }
        let block = lines[start...].prefix { !$0.isEmpty }
        let name = command == Mapwright.self ? "mapwright" : "mapwright \(command.configuration.commandName ?? "")"
        return "Usage: " + block.joined(separator: "\n").dropFirst("USAGE: ".count)
            + "\n  See '\(name) --help' for more information.\n"
    }
}
