import Foundation
import MapwrightDiagnostics

/// The `{% extends "…" %}` tags of a template set, checked before rendering: Stencil renders a template
/// that extends itself (directly or through others) until the stack overflows, and its `extends` cannot be
/// bounded from outside the way ``BoundedInclude`` bounds `include`. So the chains are followed here, on
/// the templates' text, and a cycle or a name that is not a quoted template name is refused.
enum TemplateInheritance {
    /// One `extends` tag: the template it names (nil when the name is not in quotes) and where it is.
    struct Tag {
        var parent: String?
        var written: String
        var line: Int
        var column: Int
    }

    /// A problem with the `extends` tags of `templates`, for the template `file` names (`directory/name`
    /// when the set was read from a folder), or nil when every chain ends.
    static func problem(in templates: [String: String], directory: String? = nil) -> Diagnostic? {
        let tags = templates.compactMapValues(tag)
        func location(of name: String, _ tag: Tag) -> SourceLocation? {
            directory.map {
                SourceLocation(file: ($0 as NSString).appendingPathComponent(name), line: tag.line, column: tag.column)
            }
        }
        for name in tags.keys.sorted() {
            var chain = [name]
            var current = name
            while let tag = tags[current] {
                guard let parent = tag.parent else {
                    return Diagnostic(
                        GenerationRules.templatesUnusable,
                        "template '\(current)' extends \(tag.written): name the template in quotes",
                        at: location(of: current, tag))
                }
                chain.append(parent)
                if chain.dropLast().contains(parent) {
                    return Diagnostic(
                        GenerationRules.templatesUnusable,
                        "templates extend each other in a cycle: \(chain.joined(separator: " → "))",
                        at: location(of: current, tag),
                        hint: "a template may extend another, never itself or one that extends it")
                }
                current = parent
            }
        }
        return nil
    }

    /// The first `extends` tag of `text`, if any.
    static func tag(_ text: String) -> Tag? {
        guard let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let tagRange = Range(match.range, in: text), let nameRange = Range(match.range(at: 1), in: text)
        else { return nil }
        let written = String(text[nameRange])
        var parent: String?
        if written.count >= 2, let quote = written.first, quote == "\"" || quote == "'", written.last == quote {
            parent = String(written.dropFirst().dropLast())
        }
        let before = text[..<tagRange.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                to: before.endIndex) + 1
        return Tag(parent: parent, written: written, line: line, column: column)
    }

    private static let pattern = try! NSRegularExpression(pattern: #"\{%-?\s*extends\s+(\S+)\s*-?%\}"#)
}
