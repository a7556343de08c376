import Foundation
import MapwrightModel

/// A parsed YAML value with its position, for YAML files that are not model versions (the
/// configuration file). It uses the model reader's parser, so the same limits and errors apply.
public struct YAMLValue: Sendable {
    /// What the value is.
    public enum Content: Sendable {
        /// A scalar's text (untyped), and whether it was written plain (unquoted).
        case scalar(String, isPlain: Bool)
        case sequence([YAMLValue])
        case mapping([YAMLEntry])
    }

    public var content: Content
    /// Where the value starts.
    public var location: SourceLocation

    /// A plain scalar YAML reads as "no value": empty, `~` or `null`.
    public var isNull: Bool {
        guard case .scalar(let text, isPlain: true) = content else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// `a single value`, `a list` or `a mapping`, for messages.
    public var kindDescription: String {
        switch content {
        case .scalar: "a single value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    init(_ node: YAMLNode, file: String) {
        location = SourceLocation(file: file, line: Int(node.line), column: Int(node.column))
        switch node.content {
        case .scalar(let scalar): content = .scalar(scalar.text, isPlain: scalar.isPlain)
        case .sequence(let items): content = .sequence(items.map { YAMLValue($0, file: file) })
        case .mapping(let pairs):
            content = .mapping(pairs.map { pair in
                YAMLEntry(
                    key: pair.key, keyLocation: SourceLocation(file: file, line: Int(pair.keyLine), column: Int(pair.keyColumn)),
                    value: YAMLValue(pair.value, file: file)
                )
            })
        }
    }
}

/// One `key: value` entry of a mapping, with the key's position.
public struct YAMLEntry: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: YAMLValue
}

/// Parses a whole YAML file into a ``YAMLValue``.
public enum YAMLDocument {
    /// The document at `path`. Returns nil with errors emitted when it cannot be read or parsed, and nil
    /// without errors when it holds nothing but whitespace and comments.
    public static func parse(contentsOf path: String, limits: YAMLLimits = YAMLLimits(), diagnostics: DiagnosticsCollector) -> YAMLValue? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.error(YAMLDiagnosticCode.unreadable, "cannot read \(path)", at: nil)
            return nil
        }
        let bytes = [UInt8](data)
        if isBlank(bytes) { return nil }
        guard InputCheck.check(bytes, file: path, diagnostics: diagnostics) else { return nil }
        guard let root = YAMLParser(file: path, limits: limits, diagnostics: diagnostics).parse(bytes), !root.isNull else {
            return nil
        }
        return YAMLValue(root, file: path)
    }

    /// True when every line is blank or a comment (UTF-8 text assumed; anything else is not blank).
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }
}
