import MapwrightModel

/// Renders a ``CheckReport`` in one output format. Reporters are selected by ``identifier``
/// (`mapwright check --reporter sarif`); ``Reporters`` lists them all.
public protocol Reporter: Sendable {
    /// The name `--reporter` and the `reporter` configuration key select it by, e.g. `sarif`.
    static var identifier: String { get }
    /// One line for `--help` and the documentation.
    static var summary: String { get }

    init(options: ReporterOptions)

    /// The whole output, ending with a newline.
    func render(_ report: CheckReport) -> String

    /// Writes the output to `output`, in pieces when the reporter can produce it as it goes (a large report
    /// is then never held whole); the same text as ``render(_:)``.
    func write(_ report: CheckReport, to output: inout some TextOutputStream)
}

extension Reporter {
    /// The whole ``render(_:)`` text in one piece.
    public func write(_ report: CheckReport, to output: inout some TextOutputStream) {
        output.write(render(report))
    }
}

/// Settings every reporter receives.
public struct ReporterOptions: Sendable, Hashable {
    /// Colour the severity words (only when writing to a terminal).
    public var useColor: Bool
    /// The tool's version, for SARIF's `tool.driver`.
    public var toolVersion: String
    /// Where `docs/rules/<CODE>.md` is published; each rule's help link is this plus `<CODE>.md`.
    /// nil: reports name the codes without links.
    public var rulesDocumentationURL: String?
    /// `--quiet`: the line-based reporters print only the findings that can fail the run, without
    /// headlines, notes or summary, so a clean run prints nothing.
    public var quiet: Bool

    public init(useColor: Bool = false, toolVersion: String, rulesDocumentationURL: String? = nil, quiet: Bool = false) {
        self.useColor = useColor
        self.toolVersion = toolVersion
        self.rulesDocumentationURL = rulesDocumentationURL
        self.quiet = quiet
    }
}

/// Every reporter, selectable by name.
public enum Reporters {
    /// All reporters, in the order `--help` lists them.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, MarkdownReporter.self,
        JUnitReporter.self, CheckstyleReporter.self, CodeClimateReporter.self,
    ]

    /// Other names accepted for a reporter, on the command line and in `mapwright.yml` alike.
    public static let aliases = ["text": XcodeReporter.identifier]

    /// The reporter named `identifier` (or one of its ``aliases``), if any.
    public static func named(_ identifier: String) -> (any Reporter.Type)? {
        let name = aliases[identifier] ?? identifier
        return all.first { $0.identifier == name }
    }

    /// Every identifier, for messages.
    public static var identifiers: [String] { all.map { $0.identifier } }

    /// Every name ``named(_:)`` accepts: the identifiers, then the aliases.
    public static var acceptedNames: [String] { identifiers + aliases.keys.sorted() }

    /// The reporter a run uses: `requested` (or `xcode`), except that the human `xcode` reporter turns into
    /// `github` under GitHub Actions (`GITHUB_ACTIONS=true`) unless annotations are turned off.
    public static func resolve(
        _ requested: String?, environment: [String: String], githubAnnotations: Bool
    ) -> String {
        let name = requested.map { aliases[$0] ?? $0 } ?? XcodeReporter.identifier
        if name == XcodeReporter.identifier, githubAnnotations, environment["GITHUB_ACTIONS"] == "true" {
            return GitHubReporter.identifier
        }
        return name
    }
}
