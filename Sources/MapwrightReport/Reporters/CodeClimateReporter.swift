import MapwrightDiagnostics
import MapwrightReportModel

/// GitLab's code quality report (a subset of Code Climate's issue format): a JSON array with one issue
/// per finding, `description`, `check_name`, `fingerprint`, `severity` and `location.path` /
/// `location.lines.begin`. GitLab shows in a merge request the issues whose fingerprints the target
/// branch's report lacks, so a fingerprint names the finding, not its line: the code, the file, the
/// entity and property, and the message.
package struct CodeClimateReporter: Reporter {
    package static let identifier = "codeclimate"
    package static let summary = "Code Climate JSON (GitLab code quality)"

    let options: ReporterOptions

    package init(options: ReporterOptions) {
        self.options = options
    }

    struct Issue: Encodable {
        struct Location: Encodable {
            struct Lines: Encodable { var begin: Int }
            var path: String
            var lines: Lines
        }

        var type = "issue"
        var checkName: String
        var description: String
        var categories = ["Bug Risk"]
        var severity: String
        var fingerprint: String
        var location: Location

        enum CodingKeys: String, CodingKey {
            case type, description, categories, severity, fingerprint, location
            case checkName = "check_name"
        }
    }

    package func render(_ report: CheckReport) -> String {
        let issues = CIFinding.all(in: report, root: options.sourceRoot).map { finding in
            Issue(
                checkName: finding.finding.code, description: finding.text, severity: Self.severity(finding.severity),
                fingerprint: Self.fingerprint(finding),
                location: Issue.Location(path: finding.path, lines: Issue.Location.Lines(begin: finding.line ?? 1)))
        }
        return JSONOutput.encode(issues) + "\n"
    }

    /// Code Climate's severities: `major` for errors, `minor` for warnings, `info` for the rest.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// 32 hexadecimal digits: two 64-bit FNV-1a hashes (different offsets) of the finding's identity.
    static func fingerprint(_ finding: CIFinding) -> String {
        let identity = [
            finding.finding.code, finding.path, finding.finding.entity ?? "", finding.finding.property ?? "",
            finding.finding.message,
        ]
        .joined(separator: "\u{0}")
        func fnv1a(_ offset: UInt64) -> String {
            var hash = offset
            for byte in identity.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return fnv1a(0xcbf2_9ce4_8422_2325) + fnv1a(0x8422_2325_cbf2_9ce4)
    }
}
