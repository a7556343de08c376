import Foundation
import MapwrightDiagnostics
import MapwrightModel

/// The `# mapwright:ignore MW123` comments of a model's files, collected once when the model is loaded.
///
/// A comment suppresses the named codes for the element on its own line (a trailing comment) or on the
/// next line (a comment on a line of its own). Several codes may follow, separated by commas or spaces;
/// anything after the codes is a free-form reason. The XML form `<!-- mapwright:ignore MW123 -->` works
/// the same in Xcode `contents` files, and `// mapwright:ignore MW123` in SwiftData sources. The parsers
/// drop comments, so each reader keeps the lines holding the marker from the bytes it parsed
/// (``DataModel/markedLines``), and the load stage turns them into comments that travel with the loaded
/// model.
package struct SuppressionComments: Hashable, Sendable {
    /// One suppression comment: where it is and the codes it names.
    package struct Comment: Hashable, Sendable {
        /// The position of the comment (its `#` or `<!--`).
        package var location: SourceLocation
        /// The codes it suppresses.
        package var codes: [String]
        /// True when the comment is alone on its line, so it applies to the next line.
        package var isAloneOnLine: Bool
    }

    /// Comments by file, then by 1-based line.
    private var byFile: [String: [Int: Comment]] = [:]

    /// No comments.
    package init() {}

    /// The comments of every version of `history`, from the lines holding the marker that its reader kept
    /// (``DataModel/markedLines``): no file is read again.
    package init(collectingFrom history: ModelHistory) {
        for version in history.versions {
            for (path, lines) in version.markedLines.byFile where byFile[path] == nil {
                add(lines, of: path)
            }
        }
    }

    private mutating func add(_ lines: [MarkedLines.Line], of path: String) {
        var comments: [Int: Comment] = [:]
        for line in lines {
            let text = Substring(line.text)
            let opener = Self.commentOpener(ofFile: path)
            guard let parsed = Self.parse(text, opener: opener) else { continue }
            comments[line.number] = Comment(
                location: SourceLocation(file: path, line: line.number, column: parsed.column), codes: parsed.codes,
                isAloneOnLine: Self.isCommentOnly(text, opener: opener))
        }
        if !comments.isEmpty { byFile[path] = comments }
    }

    /// The comment suppressing `code` at `location`, if any.
    package func suppression(of code: String, at location: SourceLocation?) -> Suppression? {
        guard let location, let comments = byFile[location.file] else { return nil }
        if let comment = comments[location.line], comment.codes.contains(code) {
            return Suppression(location: comment.location)
        }
        if let above = comments[location.line - 1], above.isAloneOnLine, above.codes.contains(code) {
            return Suppression(location: above.location)
        }
        return nil
    }

    /// Every suppression comment in `file`, in line order.
    package func comments(in file: String) -> [Comment] {
        (byFile[file] ?? [:]).values.sorted { $0.location.line < $1.location.line }
    }

    /// How a comment opens in `path`'s language: `//` in Swift sources, `<!--` in Xcode's XML, `#` in YAML.
    static func commentOpener(ofFile path: String) -> String {
        if path.hasSuffix(".swift") { return "//" }
        if path.hasSuffix("/contents") || path.hasSuffix(".xml") { return "<!--" }
        return "#"
    }

    /// The codes after the marker and the 1-based column of the comment holding it, or nil when the line
    /// has no marker in a comment opened by `opener`.
    static func parse(_ line: Substring, opener: String) -> (codes: [String], column: Int)? {
        guard let range = line.range(of: Suppression.marker) else { return nil }
        guard let start = line[..<range.lowerBound].range(of: opener, options: .backwards)?.lowerBound else {
            return nil
        }
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

    /// A line holding only a comment (`opener` first after indentation).
    static func isCommentOnly(_ line: Substring, opener: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix(opener)
    }
}
