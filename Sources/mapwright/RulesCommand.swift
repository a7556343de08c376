import ArgumentParser
import Foundation
import MapwrightCore
import MapwrightDiagnostics
import MapwrightSupport

/// `mapwright rules [CODE]`: every rule with its severity and title, or one rule's page (what it means,
/// why Core Data cares, model folders that trigger it and close ones that do not, the fix, how to configure
/// it), as `docs/rules/<CODE>.md` holds it.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or print one rule's page."
    )

    @Argument(help: "A rule's code, e.g. MW121 (any case).")
    var code: String?

    func run() throws {
        guard let code else {
            let lines = RuleRegistry.all.map {
                "\($0.code)  \($0.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \($0.title)"
            }
            StandardOutput.print(lines.joined(separator: "\n"))
            return
        }
        guard let rule = RuleRegistry.rule(code.uppercased()) else {
            let hint =
                Suggestion.hint(for: code.uppercased(), among: RuleRegistry.all.map(\.code)).map { "; \($0)" } ?? ""
            throw ValidationError("no rule '\(PrintableText.escaped(code))'\(hint) (`mapwright rules` lists them)")
        }
        StandardOutput.print(RulePage.render(rule), terminator: "")
    }
}
