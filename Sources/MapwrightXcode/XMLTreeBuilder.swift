import CLibXML2
import Foundation

/// Builds ``XMLNode``s from libxml2's SAX2 events, for ``XMLTreeParser``.
///
/// libxml2 is set up as Foundation's `XMLParser` sets it up on Linux: a push parser context created with
/// the first four bytes (the encoding guess), option `XML_PARSE_NOENT` (but strict, below), the rest in
/// one final chunk, the same SAX callbacks (no `startDocument` work, CDATA not reported as text, entities
/// looked up among the predefined ones first), and the last error reported through the structured
/// error function taken as the parse's error. Positions are the parser's line and column when a start
/// tag ends, as `XMLParser.lineNumber`/`columnNumber` reported them.
///
/// A value that libxml2's callbacks reach through a pointer: the state of a class would be checked for
/// exclusive access at every callback.
struct XMLTreeBuilder {
    /// What a parse ended with: whether libxml2 reported success, the last error code reported, and the
    /// parser's position at the end.
    struct Outcome {
        var succeeded: Bool
        var errorCode: Int?
        var line: Int
        var column: Int
    }

    /// The document's bytes and where each line starts, to find where a start tag begins.
    let text: LineTable
    /// The elements open at the current point of the parse, outermost first.
    private(set) var stack: [XMLNode] = []
    /// The character data of each open element (parallel to `stack`) from its first chunk that is not
    /// all ASCII whitespace on: leading whitespace is trimmed anyway, so most elements collect nothing.
    private var pendingText: [[UInt8]] = []
    private(set) var root: XMLNode?
    /// Set, and parsing stopped, when elements nest deeper than ``XMLTreeParser/maximumDepth``.
    private(set) var tooDeep: XMLSyntaxError?
    private var lastErrorCode: Int?
    /// Where the last start tag ended, for ``startOfTag(endLine:endColumn:)``.
    private var previousTagEnd = 0
    private var context: xmlParserCtxtPtr?
    /// Element and attribute names as strings, with their ``XMLKey`` numbers, by the pointer libxml2
    /// interns each name at: a model repeats a few dozen names thousands of times.
    private var names: [UnsafePointer<xmlChar>: (name: String, key: Int8)] = [:]

    /// When set, takes each finished child of the root element (with the root, its children not yet
    /// attached, and the offset just after its end tag) instead of the tree keeping it: a reader that
    /// decodes children as they end holds one child's subtree at a time, not the whole document's.
    private let takeRootChild: ((_ child: XMLNode, _ root: XMLNode, _ end: Int) -> Void)?
    /// Ranges of the document blanked out of the bytes parsed (``EntityReuse``), in order, each given to
    /// `takeBlanked` (by its index, with the root) where it falls between two children of the root.
    private let blanked: [Range<Int>]
    private let takeBlanked: ((_ index: Int, _ root: XMLNode) -> Void)?
    private var nextBlanked = 0
    /// Where the last start or end tag ended, for the blanked ranges.
    private var lastTagEnd = 0
    /// Set, and parsing stopped, when a blanked range is not between two children of the root.
    private(set) var misplacedBlank = false

    init(
        text: LineTable, takeRootChild: ((_ child: XMLNode, _ root: XMLNode, _ end: Int) -> Void)? = nil,
        blanked: [Range<Int>] = [], takeBlanked: ((_ index: Int, _ root: XMLNode) -> Void)? = nil
    ) {
        self.text = text
        self.takeRootChild = takeRootChild
        self.blanked = blanked
        self.takeBlanked = takeBlanked
    }

    /// True when a blanked range was not given to `takeBlanked`.
    var leftBlanks: Bool { nextBlanked < blanked.count }

    /// Runs libxml2 over `data`, building the tree.
    mutating func parse(_ data: Data) -> Outcome {
        // XMLParser waits for four bytes to create its context; with fewer it reports success and no root.
        guard data.count >= 4 else { return Outcome(succeeded: true, errorCode: nil, line: 0, column: 0) }
        _ = Self.libraryInitialized
        return withUnsafeMutablePointer(to: &self) { builder in
            data.withUnsafeBytes { raw in Self.parse(raw, builder: builder) }
        }
    }

    /// Runs libxml2 over `raw` (four bytes or more) for `builder`, reached only through the pointer while
    /// libxml2's callbacks change it.
    private static func parse(_ raw: UnsafeRawBufferPointer, builder: UnsafeMutablePointer<XMLTreeBuilder>) -> Outcome {
        let bytes = raw.bindMemory(to: CChar.self).baseAddress!
        let user = UnsafeMutableRawPointer(builder)
        var handler = Self.makeHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, user, bytes, 4, nil) else {
            return Outcome(succeeded: false, errorCode: 2, line: 0, column: 0)  // XML_ERR_NO_MEMORY
        }
        builder.pointee.context = context
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
            builder.pointee.context = nil
        }
        // Unlike XMLParser, no `XML_PARSE_RECOVER`: a document that is not well-formed (trailing bytes, a
        // second root element) is an error, as it is for Xcode. `XML_PARSE_HUGE` lifts libxml2's 10 MB
        // limit on a document for large real models; the bounds it relaxes are kept by Mapwright itself
        // (``XMLTreeParser/maximumDepth``, and `XMLPreflight` refuses entity declarations). `XML_PARSE_NONET`:
        // no network access whatever the document names.
        xmlCtxtUseOptions(context, Int32(XML_PARSE_HUGE.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue))
        xmlSetStructuredErrorFunc(user) { user, error in
            guard let error else { return }
            treeBuilder(user).pointee.lastErrorCode = Int(error.pointee.code)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        // XMLParser takes "extra content at the end of the document" as success; Xcode does not.
        let result = xmlParseChunk(context, bytes + 4, Int32(raw.count - 4), 1)
        let code = builder.pointee.lastErrorCode ?? (result == 0 ? nil : Int(result))
        return Outcome(
            succeeded: result == 0, errorCode: code,
            line: Int(xmlSAX2GetLineNumber(context)), column: Int(xmlSAX2GetColumnNumber(context)))
    }

    // MARK: - Events

    private mutating func startElement(
        _ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard let context else { return }
        let endLine = Int(xmlSAX2GetLineNumber(context))
        let (start, open, end) = startOfTag(endLine: endLine, endColumn: Int(xmlSAX2GetColumnNumber(context)))
        if nextBlanked < blanked.count { takeBlanked(before: open ?? 0) }
        lastTagEnd = end ?? lastTagEnd
        guard stack.count < XMLTreeParser.maximumDepth else {
            if tooDeep == nil {
                tooDeep = XMLSyntaxError(
                    message:
                        "elements nest deeper than \(XMLTreeParser.maximumDepth) levels (a Core Data model needs 5)",
                    line: start.line, column: start.column)
                xmlStopParser(context)
            }
            return
        }
        var values: [(name: String, value: String)] = []
        values.reserveCapacity(namespaceCount + attributeCount)
        var keyNumbers = SIMD2<UInt64>(repeating: .max)
        if let namespaces {
            // Without namespace processing, declarations are attributes (`xmlns`, `xmlns:prefix`).
            for index in stride(from: 0, to: namespaceCount * 2, by: 2) {
                let key = namespaces[index].map { "xmlns:" + name($0) } ?? "xmlns"
                values.append((key, namespaces[index + 1].map { String(cString: $0) } ?? ""))
            }
        }
        if let attributes {
            // Five pointers per attribute: local name, prefix, URI, value start, value end.
            for index in stride(from: 0, to: attributeCount * 5, by: 5) {
                guard let local = attributes[index] else { continue }
                guard let value = attributes[index + 3], let end = attributes[index + 4] else { continue }
                let (localName, number) = interned(local)
                var key = localName
                if let prefix = attributes[index + 1], prefix.pointee != 0 {
                    key = name(prefix) + ":" + key
                } else if values.count < 16 {
                    XMLAttributes.setKeyNumber(number, at: values.count, in: &keyNumbers)
                }
                values.append(
                    (
                        key,
                        String(decoding: UnsafeBufferPointer(start: value, count: max(end - value, 0)), as: UTF8.self)
                    ))
            }
        }
        let elementName = prefix.map { name($0) + ":" + name(localName) } ?? name(localName)
        stack.append(
            XMLNode(
                name: elementName, attributes: XMLAttributes(values, keyNumbers: keyNumbers), children: [], text: "",
                line: start.line, column: start.column, tagEndLine: endLine))
        pendingText.append([])
    }

    private mutating func characters(_ bytes: UnsafeBufferPointer<xmlChar>) {
        guard !stack.isEmpty else { return }
        let last = pendingText.count - 1
        if pendingText[last].isEmpty, bytes.allSatisfy(\.isASCIIWhitespace) { return }
        pendingText[last].append(contentsOf: bytes)
    }

    private mutating func endElement() {
        var end: Int?
        if nextBlanked < blanked.count || (stack.count == 2 && takeRootChild != nil), let context {
            end = text.offset(line: Int(xmlSAX2GetLineNumber(context)), column: Int(xmlSAX2GetColumnNumber(context)))
            if nextBlanked < blanked.count { takeBlanked(before: end ?? 0) }
            lastTagEnd = end ?? lastTagEnd
        }
        guard var node = stack.popLast() else { return }
        let characters = pendingText.popLast() ?? []
        if !characters.isEmpty {
            node.text = Self.trimmedText(characters)
        }
        if stack.isEmpty {
            root = node
        } else if stack.count == 1, let takeRootChild {
            takeRootChild(node, stack[0], end ?? -1)
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    /// Gives `takeBlanked` the blanked ranges that end before `offset`, where the parser is between two
    /// tags: each must lie directly inside the root, after the last tag, or the parse stops.
    private mutating func takeBlanked(before offset: Int) {
        while nextBlanked < blanked.count, blanked[nextBlanked].upperBound <= offset {
            guard stack.count == 1, lastTagEnd <= blanked[nextBlanked].lowerBound, let takeBlanked else {
                misplacedBlank = true
                if let context { xmlStopParser(context) }
                return
            }
            takeBlanked(nextBlanked, stack[0])
            nextBlanked += 1
        }
    }

    /// The parser reports the position just after a start tag; walk back to its `<`. Only the bytes
    /// of the tag itself are visited, so a file on one line is read in linear time. Returns the tag's
    /// position, and the offsets of its `<` and of its end when known.
    private mutating func startOfTag(endLine: Int, endColumn: Int) -> (
        position: (line: Int, column: Int), open: Int?, end: Int?
    ) {
        guard let end = text.offset(line: endLine, column: endColumn) else { return ((endLine, endColumn), nil, nil) }
        defer { previousTagEnd = end }
        guard let open = text.lastIndex(of: UInt8(ascii: "<"), before: end, searchingFrom: previousTagEnd) else {
            return ((endLine, endColumn), nil, end)
        }
        return (text.position(of: open, atOrBefore: endLine), open, end)
    }

    private mutating func name(_ pointer: UnsafePointer<xmlChar>) -> String { interned(pointer).name }

    private mutating func interned(_ pointer: UnsafePointer<xmlChar>) -> (name: String, key: Int8) {
        if let known = names[pointer] { return known }
        let decoded = String(cString: pointer)
        let entry = (name: decoded, key: XMLKey.number(of: decoded))
        names[pointer] = entry
        return entry
    }

    /// The text of `bytes` without the whitespace and newlines at its ends, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it. The ends are found on the bytes when
    /// they are ASCII (a base64 archive of a megabyte took Foundation tens of milliseconds); text that
    /// ends in other characters is left to Foundation.
    static func trimmedText(_ bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(where: { !$0.isASCIIWhitespace }) else { return "" }
        let last = bytes.lastIndex(where: { !$0.isASCIIWhitespace }) ?? first
        guard bytes[first] < 0x80, bytes[last] < 0x80 else {
            return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    // MARK: - libxml2 callbacks

    private static let libraryInitialized: Void = xmlInitParser()

    /// The callbacks `XMLParser` installs, with what each does for a delegate that builds a tree.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.internalSubset = { user, name, externalID, systemID in
            xmlSAX2InternalSubset(treeBuilder(user).pointee.context, name, externalID, systemID)
        }
        handler.externalSubset = { user, name, externalID, systemID in
            xmlSAX2ExternalSubset(treeBuilder(user).pointee.context, name, externalID, systemID)
        }
        handler.isStandalone = { user in
            treeBuilder(user).pointee.context?.pointee.myDoc.map { Int32($0.pointee.standalone) } ?? 0
        }
        handler.hasInternalSubset = { user in
            treeBuilder(user).pointee.context?.pointee.myDoc.map { $0.pointee.intSubset == nil ? 0 : 1 } ?? 0
        }
        handler.hasExternalSubset = { user in
            treeBuilder(user).pointee.context?.pointee.myDoc.map { $0.pointee.extSubset == nil ? 0 : 1 } ?? 0
        }
        handler.getEntity = { user, name in
            xmlGetPredefinedEntity(name) ?? xmlSAX2GetEntity(treeBuilder(user).pointee.context, name)
        }
        handler.unparsedEntityDecl = { user, name, publicID, systemID, notation in
            xmlSAX2UnparsedEntityDecl(treeBuilder(user).pointee.context, name, publicID, systemID, notation)
        }
        handler.attributeDecl = { _, _, _, _, _, _, tree in xmlFreeEnumeration(tree) }
        handler.notationDecl = { _, _, _, _ in }
        handler.elementDecl = { _, _, _, _ in }
        handler.startDocument = { _ in }
        handler.endDocument = { _ in }
        handler.startElementNs = {
            user, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let localName else { return }
            treeBuilder(user).pointee.startElement(
                localName, prefix: prefix, namespaceCount: Int(namespaceCount), namespaces: namespaces,
                attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { user, _, _, _ in treeBuilder(user).pointee.endElement() }
        handler.characters = { user, bytes, count in
            guard let bytes, count > 0 else { return }
            treeBuilder(user).pointee.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.processingInstruction = { _, _, _ in }
        handler.cdataBlock = { _, _, _ in }
        handler.comment = { _, _ in }
        cxml_set_ignored_message_handler(&handler)
        handler.initialized = XML_SAX2_MAGIC
        return handler
    }
}

/// The builder a libxml2 callback's user data points at.
private func treeBuilder(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLTreeBuilder> {
    user!.assumingMemoryBound(to: XMLTreeBuilder.self)
}
