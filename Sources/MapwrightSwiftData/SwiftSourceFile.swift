import MapwrightDiagnostics
import SwiftParser
import SwiftSyntax

/// One Swift file, parsed, with what turns its syntax positions into `file:line:col`.
struct SwiftSourceFile {
    /// The path as the user gave it (joined with the file's path under the folder).
    let path: String
    let tree: SourceFileSyntax
    /// True when the text holds `VersionedSchema`: only such a file can declare a schema.
    let mentionsVersionedSchema: Bool
    private let converter: SourceLocationConverter

    /// How deep braces, parentheses and brackets may nest before the parser stops with an error. swift-syntax's
    /// own default depends on how it was built (20 levels in a debug build, 256 in a release one, whose
    /// recursion overflowed the stack of an unoptimised build at about 250 nested `{`, found by
    /// `FuzzSwiftData`); a fixed limit reads every source the same way in every build. SwiftData sources
    /// nest a handful of levels.
    static let maximumNestingLevel = 32

    init(path: String, text: String, mentionsVersionedSchema: Bool) {
        self.path = path
        var parser = Parser(text, maximumNestingLevel: Self.maximumNestingLevel)
        tree = SourceFileSyntax.parse(from: &parser)
        self.mentionsVersionedSchema = mentionsVersionedSchema
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, past its leading trivia (comments, attributes' own line breaks).
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// The first syntax error: a token the parser had to invent, or text it could not place.
    var firstSyntaxError: (location: SourceLocation, text: String)? {
        guard tree.hasError else { return nil }
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                return (location(of: token), "expected `\(token.text.isEmpty ? "\(token.tokenKind)" : token.text)`")
            }
            if token.parent?.is(UnexpectedNodesSyntax.self) == true {
                return (location(of: token), "unexpected `\(token.text)`")
            }
        }
        return (location(of: tree), "the file does not parse")
    }
}
