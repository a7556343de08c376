import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightReport
import MapwrightSupport

extension Mapwright {
    /// Runs the command line, exiting with status 2 (not ArgumentParser's 64) for usage errors, so every
    /// command has one contract: 0 success, 1 threshold reached, 2 invalid input or usage
    /// (docs/exit-codes.md). What the command printed must reach standard output: a report that could
    /// not be written (a full disk, `> /dev/full`) ends the run with status 2 and says so,
    /// so CI never uploads an empty SARIF file as a pass.
    static func main() {
        // Past a file size limit (`ulimit -f`) a write fails with EFBIG, reported as any failed write, and
        // temporaries are removed, instead of the signal ending the run where it stands.
        signal(SIGXFSZ, SIG_IGN)
        if let typo = mistypedSubcommand(Array(CommandLine.arguments.dropFirst())) {
            StandardError.write("Error: \(typo)\n\(usage(of: Mapwright.self))")
            exit(status: 2)
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
            StandardError.write("mapwright: error: cannot write to standard output: \(reason)\n")
            exit(status: 2)
        }
        guard let failure else { exit(status: 0) }
        if exitCode(for: failure) == .validationFailure {
            let firstLine = fullMessage(for: failure).split(separator: "\n").first.map(String.init) ?? ""
            ErrorDocument.record(
                code: JSONReporter.usageErrorCode, message: firstLine.replacingOccurrences(of: "Error: ", with: ""))
            // An error the command's `run` threw: ArgumentParser would print the root's usage, not the command's.
            let message =
                command == Mapwright.self || !(failure is ValidationError)
                ? fullMessage(for: failure) + "\n"
                : "Error: \(fullMessage(for: failure).split(separator: "\n").first.map(String.init)?.replacingOccurrences(of: "Error: ", with: "") ?? "")\n"
                    + usage(of: command)
            StandardError.write(message)
            exit(status: 2)
        }
        // ArgumentParser's own messages (help, a completion script, usage errors), written as it would write
        // them but through writes whose failure is seen: help to a full disk is no success.
        let text = fullMessage(for: failure)
        let code = exitCode(for: failure)
        if !text.isEmpty {
            if code == .success {
                StandardOutput.print(text)
                if let error = StandardOutput.failure {
                    StandardError.write(
                        "mapwright: error: cannot write to standard output: \(String(cString: strerror(error)))\n")
                    exit(status: 2)
                }
            } else {
                StandardError.write(text + "\n")
            }
        }
        exit(status: code.rawValue)
    }

    /// Ends the run with `status`, or 2 when a message could not be written to standard error; a run
    /// ending with 2 that asked for JSON writes its errors' document first (``ErrorDocument``).
    static func exit(status: Int32) -> Never {
        let status = StandardError.failure == nil ? status : 2
        if status == 2 { ErrorDocument.writeIfRequested(arguments: Array(CommandLine.arguments.dropFirst())) }
        Foundation.exit(status)
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
