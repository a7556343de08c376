import Foundation

/// One element of a parsed XML document, with the position of its start tag.
struct XMLNode: Sendable {
    var name: String
    var attributes: XMLAttributes
    var children: [XMLNode]
    /// Non-whitespace character data directly inside the element, if any.
    var text: String
    var line: Int
    var column: Int
    /// The line the start tag ends on (attributes may span lines).
    var tagEndLine: Int = 0

    /// The children with this element name, in document order.
    func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Where and why an XML document could not be parsed.
struct XMLSyntaxError: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}

/// Builds an `XMLNode` tree with libxml2's SAX2 push parser, after ``XMLPreflight`` has ruled out input
/// Xcode never writes (non-UTF-8 bytes, processing instructions without data, entity declarations).
///
/// The parser is driven exactly as Foundation's `XMLParser` drives it on Linux (the same push context,
/// options and callbacks, the last error reported wins), so that every element, position and error is
/// the one the project read through `XMLParser` before; without `XMLParser`'s strings, dictionaries and
/// Objective-C-style delegate calls, reading costs a fraction.
enum XMLTreeParser {
    /// The deepest element nesting read. A Core Data model nests five levels deep; far deeper input is
    /// hostile, and a tree tens of thousands of levels deep overflows the stack when it is freed.
    static let maximumDepth = 64

    /// Parses `data` and returns the root element, or the first syntax error with its position. With
    /// `takeRootChild`, each child of the root goes to it as soon as it ends (with the root, its children
    /// not attached, and the offset just after its end tag), and the root returned has none.
    ///
    /// `blanked` are ranges of `data` left out of the bytes parsed, `parsing` (``EntityReuse``), each but
    /// its line breaks: every position is still that of `data`. Each range goes to `takeBlanked` in its
    /// place among the root's children, and the parse fails where one is not between two of them.
    static func parse(
        _ data: Data, parsing parsed: Data? = nil,
        takeRootChild: ((_ child: XMLNode, _ root: XMLNode, _ end: Int) -> Void)? = nil,
        blanked: [Range<Int>] = [], takeBlanked: ((_ index: Int, _ root: XMLNode) -> Void)? = nil
    ) -> Result<XMLNode, XMLSyntaxError> {
        if let problem = XMLPreflight.problem(in: parsed ?? data) { return .failure(problem) }
        var builder = XMLTreeBuilder(
            text: LineTable(data), takeRootChild: takeRootChild, blanked: blanked, takeBlanked: takeBlanked)
        let outcome = builder.parse(parsed ?? data)
        if let tooDeep = builder.tooDeep { return .failure(tooDeep) }
        if builder.misplacedBlank || (outcome.succeeded && builder.leftBlanks) {
            return .failure(XMLSyntaxError(message: "a blanked element is not a child of the root", line: 1, column: 1))
        }
        guard outcome.succeeded, let root = builder.root else {
            let code = outcome.errorCode
            // The parser stops where it gives up; an unclosed element or comment is reported where it starts.
            if let code, [5, 45, 76, 77].contains(code),
                let open = XMLStructureScan.unclosed(in: [UInt8](builder.text.bytes))
            {
                return .failure(XMLSyntaxError(message: open.message, line: open.line, column: open.column))
            }
            var message =
                code.map { messages[$0] ?? "not well-formed (XML parser error \($0))" }
                ?? "the document has no root element"
            if let open = builder.stack.last {
                message =
                    code == 5
                    ? "the document ends before <\(open.name)> (opened at line \(open.line)) is closed"
                    : message + " (inside <\(open.name)> opened at line \(open.line))"
            }
            return .failure(
                XMLSyntaxError(message: message, line: max(outcome.line, 1), column: max(outcome.column, 1)))
        }
        return .success(root)
    }

    /// What went wrong, in words, by libxml2's error code (`xmlParserErrors`).
    private static let messages: [Int: String] = [
        4: "the document is empty",
        5: "extra content after the root element",
        9: "invalid character",
        23: "entity reference not terminated by ';'",
        26: "undefined entity",
        38: "'<' inside an attribute value",
        39: "attribute value must start with a quote",
        40: "attribute value not terminated",
        41: "attribute without a value",
        42: "attribute written twice",
        65: "whitespace required",
        68: "a name is required",
        73: "'>' expected",
        74: "'</' expected",
        76: "end tag does not match the open start tag",
        77: "element not closed before the end of the document",
    ]
}
