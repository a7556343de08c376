import MapwrightHTML
import MapwrightReportModel

/// Every reporter, selectable by name.
public enum Reporters {
    /// All reporters, in the order `--help` lists them.
    package static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, MarkdownReporter.self,
        JUnitReporter.self, CheckstyleReporter.self, CodeClimateReporter.self, HTMLReporter.self,
    ]

    /// Other names accepted for a reporter, on the command line and in `mapwright.yml` alike.
    package static let aliases = ["text": XcodeReporter.identifier]

    /// The reporter named `identifier` (or one of its ``aliases``), if any.
    public static func named(_ identifier: String) -> (any Reporter.Type)? {
        let name = aliases[identifier] ?? identifier
        return all.first { $0.identifier == name }
    }

    /// Every identifier, for messages.
    public static var identifiers: [String] { all.map { $0.identifier } }

    /// Every name ``named(_:)`` accepts: the identifiers, then the aliases.
    package static var acceptedNames: [String] { identifiers + aliases.keys.sorted() }

    /// The reporter a run uses: `requested` (or `xcode`), except that the human `xcode` reporter turns into
    /// `github` under GitHub Actions (`GITHUB_ACTIONS=true`) unless annotations are turned off.
    package static func resolve(
        _ requested: String?, environment: [String: String], githubAnnotations: Bool
    ) -> String {
        let name = requested.map { aliases[$0] ?? $0 } ?? XcodeReporter.identifier
        if name == XcodeReporter.identifier, githubAnnotations, environment["GITHUB_ACTIONS"] == "true" {
            return GitHubReporter.identifier
        }
        return name
    }
}
