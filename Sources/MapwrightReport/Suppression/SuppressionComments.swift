import Foundation
import MapwrightModel

/// Reads `# mapwright:ignore MW123` comments from model files. A comment suppresses the named codes for
/// the element on its own line (a trailing comment) or on the next line (a comment on a line of its own).
/// Several codes may follow, separated by commas or spaces; anything after the codes is a free-form reason.
/// The XML form `<!-- mapwright:ignore MW123 -->` works the same in Xcode `contents` files.
///
/// The YAML parser drops comments, so the source lines are read again at each finding's position.
public final class SuppressionComments {
    /// The word that starts a suppression.
    public static let marker = "mapwright:ignore"

    private let readSource: (String) -> String?
    private var linesByFile: [String: [Substring]] = [:]

    /// `readSource` returns a file's text by path; the default reads it from disk.
    public init(readSource: @escaping (String) -> String? = DiagnosticRenderer.readFile) {
        self.readSource = readSource
    }

    /// The comment suppressing `code` at `location`, if any.
    public func suppression(of code: String, at location: SourceLocation?) -> Suppression? {
        guard let location, let lines = lines(of: location.file), location.line >= 1, location.line <= lines.count else {
            return nil
        }
        if let comment = Self.parse(lines[location.line - 1]), comment.codes.contains(code) {
            return Suppression(location: SourceLocation(file: location.file, line: location.line, column: comment.column))
        }
        if location.line >= 2, Self.isCommentOnly(lines[location.line - 2]),
           let comment = Self.parse(lines[location.line - 2]), comment.codes.contains(code) {
            return Suppression(location: SourceLocation(file: location.file, line: location.line - 1, column: comment.column))
        }
        return nil
    }

    /// Every suppression comment in `file`, with its codes.
    public func comments(in file: String) -> [(location: SourceLocation, codes: [String])] {
        guard let lines = lines(of: file) else { return [] }
        return lines.enumerated().compactMap { index, line in
            Self.parse(line).map { (SourceLocation(file: file, line: index + 1, column: $0.column), $0.codes) }
        }
    }

    /// The codes after the marker and the 1-based column of the comment holding it, or nil when the line
    /// has no marker in a comment.
    static func parse(_ line: Substring) -> (codes: [String], column: Int)? {
        guard let range = line.range(of: marker) else { return nil }
        let before = line[..<range.lowerBound]
        guard let start = before.range(of: "#", options: .backwards)?.lowerBound ?? before.range(of: "<!--", options: .backwards)?.lowerBound
        else { return nil }
        var codes: [String] = []
        for token in line[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            guard isCode(token) else { break }
            codes.append(String(token))
        }
        return (codes, line[..<start].count + 1)
    }

    /// `MW` followed by three digits.
    static func isCode(_ token: Substring) -> Bool {
        token.count == 5 && token.hasPrefix("MW") && token.dropFirst(2).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A line holding only a comment (`#` or `<!--` first after indentation).
    static func isCommentOnly(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("#") || trimmed.hasPrefix("<!--")
    }

    private func lines(of file: String) -> [Substring]? {
        if let cached = linesByFile[file] { return cached }
        guard let source = readSource(file) else { return nil }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        linesByFile[file] = lines
        return lines
    }
}
