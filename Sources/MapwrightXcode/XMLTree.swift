import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a parsed XML document, with the position of its start tag.
struct XMLNode: Sendable {
    var name: String
    var attributes: [String: String]
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

/// Builds an `XMLNode` tree with Foundation's `XMLParser` (FoundationXML on Linux), after
/// ``XMLPreflight`` has ruled out the input that crashes it.
enum XMLTreeParser {
    /// The deepest element nesting read. A Core Data model nests five levels deep; far deeper input is
    /// hostile, and a tree tens of thousands of levels deep overflows the stack when it is freed.
    static let maximumDepth = 64

    /// Parses `data` and returns the root element, or the first syntax error with its position.
    static func parse(_ data: Data) -> Result<XMLNode, XMLSyntaxError> {
        if let problem = XMLPreflight.problem(in: data) { return .failure(problem) }
        let parser = XMLParser(data: data)
        let builder = TreeBuilder(text: LineTable(data))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let tooDeep = builder.tooDeep { return .failure(tooDeep) }
        if !ok || builder.root == nil {
            let code = parser.parserError.map { ($0 as NSError).code }
            // The parser stops where it gives up; an unclosed element or comment is reported where it starts.
            if let code, [5, 45, 76, 77].contains(code), let open = XMLStructureScan.unclosed(in: [UInt8](data)) {
                return .failure(XMLSyntaxError(message: open.message, line: open.line, column: open.column))
            }
            var message = code.map { messages[$0] ?? "not well-formed (XML parser error \($0))" }
                ?? "the document has no root element"
            if let open = builder.stack.last {
                message = code == 5
                    ? "the document ends before <\(open.name)> (opened at line \(open.line)) is closed"
                    : message + " (inside <\(open.name)> opened at line \(open.line))"
            }
            return .failure(XMLSyntaxError(
                message: message, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }
        return .success(builder.root!)
    }

    /// What went wrong, in words, by libxml2's error code (the codes `XMLParser.ErrorCode` mirrors).
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

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        /// The document's bytes and where each line starts, to find where a start tag begins.
        let text: LineTable
        var stack: [XMLNode] = []
        var root: XMLNode?
        /// Set, and parsing aborted, when elements nest deeper than ``XMLTreeParser/maximumDepth``.
        var tooDeep: XMLSyntaxError?

        init(text: LineTable) {
            self.text = text
        }

        /// The parser reports the position just after a start tag; walk back to its `<`. Only the bytes
        /// of the tag itself are visited, so a file on one line is read in linear time.
        func startOfTag(endLine: Int, endColumn: Int) -> (line: Int, column: Int) {
            guard let end = text.offset(line: endLine, column: endColumn),
                  let open = text.lastIndex(of: UInt8(ascii: "<"), before: end)
            else { return (endLine, endColumn) }
            return text.position(of: open, atOrBefore: endLine)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let start = startOfTag(endLine: parser.lineNumber, endColumn: parser.columnNumber)
            guard stack.count < XMLTreeParser.maximumDepth else {
                if tooDeep == nil {
                    tooDeep = XMLSyntaxError(
                        message: "elements nest deeper than \(XMLTreeParser.maximumDepth) levels (a Core Data model needs 5)",
                        line: start.line, column: start.column)
                    parser.abortParsing()
                }
                return
            }
            stack.append(XMLNode(
                name: elementName, attributes: attributes, children: [], text: "",
                line: start.line, column: start.column, tagEndLine: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard var node = stack.popLast() else { return }
            if !node.text.isEmpty { node.text = node.text.trimmingCharacters(in: .whitespacesAndNewlines) }
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }
    }
}
