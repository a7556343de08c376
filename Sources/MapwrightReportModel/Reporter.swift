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

    /// Hands the output to `output` as UTF-8, in pieces when the reporter can produce it as it goes (a large
    /// report is then never held whole, nor made a `String`); the bytes of ``render(_:)``.
    func write(_ report: CheckReport, utf8 output: (ArraySlice<UInt8>) -> Void)
}

extension Reporter {
    /// The whole ``render(_:)`` text in one piece.
    package func write(_ report: CheckReport, utf8 output: (ArraySlice<UInt8>) -> Void) {
        output(ArraySlice(render(report).utf8))
    }
}

/// Settings every reporter receives.
public struct ReporterOptions: Sendable, Hashable {
    /// Colour the severity words (only when writing to a terminal).
    package var useColor: Bool
    /// The tool's version, for SARIF's `tool.driver`.
    package var toolVersion: String
    /// Where `docs/rules/<CODE>.md` is published; each rule's help link is this plus `<CODE>.md`.
    /// nil: reports name the codes without links.
    package var rulesDocumentationURL: String?
    /// `--quiet`: the line-based reporters print only the findings that can fail the run, without
    /// headlines, notes or summary, so a clean run prints nothing.
    package var quiet: Bool
    /// SARIF keeps the findings a suppression accepted (code scanning ignores SARIF's suppressions and
    /// would open an alert for each); left out unless asked for.
    package var includesSuppressed: Bool
    /// The repository root (absolute) and the folder the findings' relative paths start from: SARIF's
    /// URIs are written relative to the root, so code scanning finds the files wherever `check` ran.
    /// Nil: paths as the findings give them.
    package var sourceRoot: SourceRoot?

    public init(
        useColor: Bool = false, toolVersion: String, rulesDocumentationURL: String? = nil, quiet: Bool = false,
        includesSuppressed: Bool = false, sourceRoot: SourceRoot? = nil
    ) {
        self.useColor = useColor
        self.toolVersion = toolVersion
        self.rulesDocumentationURL = rulesDocumentationURL
        self.quiet = quiet
        self.includesSuppressed = includesSuppressed
        self.sourceRoot = sourceRoot
    }

}

/// The repository root a report's paths are written relative to, and the folder they are relative to now.
public struct SourceRoot: Sendable, Hashable {
    /// The root, absolute, without a trailing `/`.
    public var root: String
    /// The folder the findings' relative paths start from, absolute.
    public var workingDirectory: String

    public init(root: String, workingDirectory: String) {
        self.root = root
        self.workingDirectory = workingDirectory
    }

    /// `path` (absolute, or relative to ``workingDirectory``) relative to ``root``; nil when it lies outside.
    package func relative(_ path: String) -> String? {
        let absolute = absolute(path)
        guard absolute.hasPrefix(root + "/") else { return nil }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// `path` (absolute, or relative to ``workingDirectory``) as an absolute path without `.` or `..`.
    package func absolute(_ path: String) -> String {
        Self.standardized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }

    /// `/a/./b/../c` → `/a/c`.
    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
