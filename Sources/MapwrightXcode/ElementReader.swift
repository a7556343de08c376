import MapwrightDiagnostics
import MapwrightSupport

/// Reads one XML element's attributes, remembering which ones were used so that everything left over
/// is reported (MW036) instead of being dropped silently.
///
/// A value type, asked by ``XMLKey``: a reader is made for every element, and a class would cost an
/// allocation and a dynamic exclusivity check per question.
struct ElementReader {
    /// The file's name, diagnostics and text, shared by every reader of the file and held by the
    /// decoder, which outlives its readers: not retained once per element.
    unowned(unsafe) let context: ElementReaderContext
    /// The element's name, attributes and start tag, without its children.
    let name: String
    let attributes: XMLAttributes
    let line: Int
    let column: Int
    let tagEndLine: Int
    let hasText: Bool
    /// Every key asked for, present or not. Only a spelling hint for an unknown attribute reads it.
    private var asked = XMLKeySet()
    /// Names asked for that are no ``XMLKey`` (a fetch request's other options).
    private var askedByName: [String] = []
    /// Which of the element's attributes were asked for, by position: bit `i` of `usedBits` for the
    /// first 64, `usedBeyond` for the rest.
    private var usedBits: UInt64 = 0
    private var usedBeyond: Set<Int> = []

    init(_ node: XMLNode, context: ElementReaderContext) {
        self.context = context
        name = node.name
        attributes = node.attributes
        line = node.line
        column = node.column
        tagEndLine = node.tagEndLine
        hasText = !node.text.isEmpty
    }

    var diagnostics: any DiagnosticCollector { context.diagnostics }

    /// The element's start tag.
    var location: SourceLocation { SourceLocation(file: context.file, line: line, column: column) }
    var anchor: SourceAnchor { SourceAnchor(location) }

    /// Where the value of the attribute `key` starts, or the start tag when the attribute is not written.
    func valueLocation(_ key: XMLKey) -> SourceLocation {
        guard
            let position = context.source?.valueStart(of: key.name, line: line, column: column, tagEndLine: tagEndLine)
        else {
            return location
        }
        return SourceLocation(file: context.file, line: position.line, column: position.column)
    }

    /// A value out of a closed set (`deletionRule`, `attributeType`); an unknown one is MW037 at the
    /// value, with the closest known spelling as a hint.
    mutating func choice<Value>(_ key: XMLKey, of what: @autoclosure () -> String, from values: [(String, Value)])
        -> Value?
    {
        guard let spelling = string(key) else { return nil }
        if let match = values.first(where: { $0.0 == spelling }) { return match.1 }
        diagnostics.emit(
            XcodeRules.invalidValue, "\(what()) has an unknown \(key.name) '\(spelling)'", at: valueLocation(key),
            hint: context.hint(for: spelling, of: key.name) { Suggestion.hint(for: spelling, among: values.map(\.0)) })
        return nil
    }

    /// An attribute's value as written.
    mutating func string(_ key: XMLKey) -> String? {
        asked.insert(key)
        guard let index = attributes.index(of: key) else { return nil }
        markUsed(index)
        return attributes.pairs[index].value
    }

    /// The value of an attribute whose name is no ``XMLKey``.
    mutating func string(named name: String) -> String? {
        askedByName.append(name)
        guard let index = attributes.index(of: name) else { return nil }
        markUsed(index)
        return attributes.pairs[index].value
    }

    private mutating func markUsed(_ index: Int) {
        if index < 64 { usedBits |= 1 << UInt64(index) } else { usedBeyond.insert(index) }
    }

    private func isUsed(_ index: Int) -> Bool {
        index < 64 ? usedBits & (1 << UInt64(index)) != 0 : usedBeyond.contains(index)
    }

    /// A required attribute; reports MW038 when it is missing.
    mutating func required(_ key: XMLKey) -> String? {
        guard let value = string(key) else {
            diagnostics.emit(
                XcodeRules.missingAttribute,
                "<\(name)> has no '\(key.name)' attribute", at: location)
            return nil
        }
        return value
    }

    /// A `YES`/`NO` attribute; nil when absent. `true`/`false` mean the same (Xcode's Core Data app
    /// template writes `usedWithCloudKit="false"`). Anything else is MW037.
    mutating func bool(_ key: XMLKey) -> Bool? {
        guard let value = string(key) else { return nil }
        switch value {
        case "YES", "true": return true
        case "NO", "false": return false
        default:
            diagnostics.emit(
                XcodeRules.invalidValue,
                "'\(key.name)' on <\(name)> must be YES or NO, not '\(value)'", at: valueLocation(key),
                hint: Suggestion.hint(for: value, among: ["YES", "NO"]))
            return nil
        }
    }

    /// A `YES`/`NO` attribute whose absence means NO.
    mutating func flag(_ key: XMLKey) -> Bool { bool(key) ?? false }

    /// A non-negative integer attribute; nil when absent. Anything else is MW037.
    mutating func integer(_ key: XMLKey) -> Int? {
        guard let value = string(key) else { return nil }
        guard let number = Int(value), number >= 0 else {
            diagnostics.emit(
                XcodeRules.invalidValue,
                "'\(key.name)' on <\(name)> must be a non-negative integer, not '\(value)'", at: valueLocation(key))
            return nil
        }
        return number
    }

    /// Marks attributes that are read on purpose but not kept (layout, tool-version stamps).
    mutating func discard(_ keys: XMLKey...) {
        for key in keys { _ = string(key) }
    }

    /// Reports attributes nobody read and unexpected text content.
    func finish() {
        let count = attributes.pairs.count
        if count >= 64 || usedBits != (1 << UInt64(count)) - 1 { reportUnread() }
        if hasText {
            diagnostics.emit(
                XcodeRules.unknownElement,
                "text inside <\(name)> is not imported", at: location)
        }
    }

    /// Reports the attributes nobody read, by name.
    private func reportUnread() {
        let pairs = attributes.pairs
        let unread = pairs.indices.filter { !isUsed($0) }.map { pairs[$0].name }
        for key in unread.sorted() {
            diagnostics.emit(
                XcodeRules.unknownAttribute,
                "unknown attribute '\(key)' on <\(name)> is not imported", at: location,
                hint: Suggestion.hint(for: key, among: Set(asked.names + askedByName).sorted()))
        }
    }

    /// Reports a child element the reader does not understand.
    func unknownChild(_ child: XMLNode) {
        diagnostics.emit(
            XcodeRules.unknownElement,
            "unknown element <\(child.name)> inside <\(name)> is not imported",
            at: SourceLocation(file: context.file, line: child.line, column: child.column))
    }
}

/// What every ``ElementReader`` of one file shares.
final class ElementReaderContext {
    let file: String
    let diagnostics: any DiagnosticCollector
    /// The file's text, for positions inside a start tag.
    let source: XMLSourceText?

    /// "Did you mean" hints found so far, by attribute and value: a file repeating one wrong value in every
    /// element searches the known values once, not once an element.
    private var hints: [String: String?] = [:]

    init(file: String, diagnostics: any DiagnosticCollector, source: XMLSourceText?) {
        self.file = file
        self.diagnostics = diagnostics
        self.source = source
    }

    /// The hint for `value` of the attribute `key`, found by `find` the first time.
    func hint(for value: String, of key: String, _ find: () -> String?) -> String? {
        let place = key + "=" + value
        if let hint = hints[place] { return hint }
        let hint = find()
        hints[place] = hint
        return hint
    }
}
