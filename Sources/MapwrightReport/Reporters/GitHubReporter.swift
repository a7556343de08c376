import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightReportModel
import MapwrightSupport

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=MW123::message`, which the
/// runner turns into annotations on the pull request. Verdict and summary lines are printed as they are.
/// Used automatically instead of `xcode` when `GITHUB_ACTIONS=true` (see
/// ``Reporters/resolve(_:environment:githubAnnotations:)``).
/// GitHub shows at most ``annotationLimit`` annotations of each kind per step and drops the rest without a
/// word: beyond it, findings are printed as plain `path:line:col:` lines, and a last notice says how many.
package struct GitHubReporter: Reporter {
    package static let identifier = "github"
    package static let summary = "GitHub Actions annotations (automatic under GITHUB_ACTIONS=true)"

    let options: ReporterOptions

    package init(options: ReporterOptions) {
        self.options = options
    }

    /// Annotations GitHub shows per kind (error, warning, notice) and step.
    static let annotationLimit = 10

    package func render(_ report: CheckReport) -> String {
        // The runner keeps ``annotationLimit`` annotations of each kind and drops the rest, a last notice
        // included: when findings overflow, one notice fewer leaves room for the notice that counts them.
        var found: [String: Int] = [:]
        _ = HumanText.lines(report, quiet: options.quiet) { finding, _ in
            found[Self.kind(finding), default: 0] += 1
            return []
        }
        let overflows = found.values.contains { $0 > Self.annotationLimit }
        func limit(_ kind: String) -> Int {
            overflows && kind == "notice" && found[kind, default: 0] >= Self.annotationLimit
                ? Self.annotationLimit - 1 : Self.annotationLimit
        }
        var shown: [String: Int] = [:]
        var plain = 0
        var lines = HumanText.lines(report, quiet: options.quiet) { finding, origin in
            let kind = Self.kind(finding)
            shown[kind, default: 0] += 1
            guard shown[kind, default: 0] > limit(kind) else { return [command(finding, origin: origin)] }
            plain += 1
            return [
                "\(HumanText.position(finding, origin: origin)): \(kind): \(PrintableText.escaped(finding.message)) [\(finding.code)]"
            ]
        }
        if plain > 0 {
            lines.append(
                "::notice title=Mapwright::\(plain) more finding(s) are printed in the log above, not as annotations: "
                    + "GitHub shows \(Self.annotationLimit) of each kind per step (the SARIF report has them all)")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One workflow command. The fix, when there is one, is a second line of the annotation.
    /// The workflow command's kind. A finding that cannot fail the run (history, known before the change)
    /// opens no error annotation.
    static func kind(_ finding: Diagnostic) -> String {
        switch finding.exemption == nil ? finding.severity : .note {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    func command(_ finding: Diagnostic, origin: String) -> String {
        let name = Self.kind(finding)
        // The runner resolves a relative `file` against the repository root, not the working folder. A `##[`
        // in it is kept: the runner reads a line starting with `::` as that command, never as a legacy one.
        let file = finding.location?.file ?? origin
        var properties = [("file", options.sourceRoot?.relative(file) ?? file)]
        if let location = finding.location {
            properties += [("line", String(location.line)), ("col", String(location.column))]
        }
        properties.append(("title", finding.code))
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        var message = PrintableText.escaped(finding.message)
        if let fix = finding.hint { message += "\nfix: \(PrintableText.escaped(fix))" }
        return "::\(name) \(list)::\(Self.escapeData(message))"
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes a property value: the message escapes plus `:` and `,`, which end a property.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
