import MapwrightDiagnostics
import MapwrightSupport

/// Reading typed values out of nodes, reporting the wrong kinds of value where they stand.
extension VersionReader {
    func location(_ node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: Int(node.line), column: Int(node.column))
    }

    func location(_ pair: YAMLPair) -> SourceLocation {
        SourceLocation(file: file, line: Int(pair.keyLine), column: Int(pair.keyColumn))
    }

    func anchor(_ node: YAMLNode) -> SourceAnchor { SourceAnchor(location(node)) }

    /// Elements are anchored at their key: `title:` in `title: String`.
    func anchor(_ pair: YAMLPair) -> SourceAnchor { SourceAnchor(location(pair)) }

    /// The entries of a mapping; an empty value (`entities:`) is an empty mapping.
    func mapping(_ node: YAMLNode, what: @autoclosure () -> String) -> [YAMLPair]? {
        switch node.content {
        case .mapping(let pairs): return pairs
        case .scalar where node.isNull: return []
        default:
            wrongType(node, expected: "a mapping", for: what())
            return nil
        }
    }

    /// A single value's text; reports lists and mappings.
    func text(_ node: YAMLNode, key: String) -> String? {
        guard case .scalar(let scalar) = node.content else {
            wrongType(node, expected: "a single value", for: "`\(key)`")
            return nil
        }
        return scalar.text
    }

    /// A single value's text, or nil for an empty value (`className:` or `className: ~`).
    func optionalText(_ node: YAMLNode, key: String) -> String? {
        node.isNull ? nil : text(node, key: key)
    }

    /// A list of single values (`[ToDo, Category]`).
    func textList(_ node: YAMLNode, key: String) -> [String] {
        switch node.content {
        case .sequence(let items): return items.compactMap { text($0, key: key) }
        case .scalar where node.isNull: return []
        default:
            wrongType(node, expected: "a list", for: "`\(key)`")
            return []
        }
    }

    /// A Boolean: `true`/`false`, `yes`/`no` (any case, so Xcode's `YES`/`NO` too), `on`/`off`.
    func bool(_ node: YAMLNode, key: String) -> Bool {
        guard let text = text(node, key: key) else { return false }
        // The spellings models use, matched before folding the case and hashing.
        switch text {
        case "true", "YES", "yes": return true
        case "false", "NO", "no": return false
        default: break
        }
        if let value = Self.booleans[text.lowercased()] { return value }
        wrongType(node, expected: "true or false", for: "`\(key)`", found: text)
        return false
    }

    /// A whole number.
    func int(_ node: YAMLNode, key: String) -> Int? {
        guard let text = text(node, key: key) else { return nil }
        if let value = Int(text) { return value }
        wrongType(node, expected: "a whole number", for: "`\(key)`", found: text)
        return nil
    }

    func wrongType(_ node: YAMLNode, expected: String, for what: String, found: String? = nil) {
        let actual = found.map { "'\($0)'" } ?? node.kindDescription
        diagnostics.emit(YAMLRules.wrongValueType, "\(what) must be \(expected), found \(actual)", at: location(node))
    }

    func unknownKey(_ pair: YAMLPair, allowed: [String], in context: @autoclosure () -> String) {
        diagnostics.emit(
            YAMLRules.unknownKey, "unknown key '\(pair.key)' in \(context())", at: location(pair),
            hint: unknownKeyHint(for: pair.key, among: allowed))
    }

    /// `Suggestion.hint(for:among:)`, once per key and place: a file may repeat one wrong key in every entity.
    private func unknownKeyHint(for key: String, among allowed: [String]) -> String? {
        if let known = unknownKeyHints[key]?.first(where: { $0.allowed == allowed }) { return known.hint }
        let hint = Suggestion.hint(for: key, among: allowed)
        unknownKeyHints[key, default: []].append((allowed, hint))
        return hint
    }

    func missingKey(_ key: String, in context: @autoclosure () -> String, at pair: YAMLPair) {
        diagnostics.emit(YAMLRules.missingKey, "\(context()) needs `\(key)`", at: location(pair))
    }

    /// A case of `Value`, by its raw value matched case-insensitively; reports anything else with a suggestion.
    /// The exact spelling is tried first, through `init(rawValue:)`, so no table is built for it.
    func choice<Value: CaseIterable & RawRepresentable<String>>(_ node: YAMLNode, key: String, of _: Value.Type)
        -> Value?
    {
        guard let text = text(node, key: key) else { return nil }
        if let match = Value(rawValue: text) { return match }
        let folded = text.lowercased().filter { $0 != " " }
        if let match = Value.allCases.first(where: { $0.rawValue.lowercased().filter { $0 != " " } == folded }) {
            return match
        }
        let names = Value.allCases.map(\.rawValue)
        diagnostics.emit(
            YAMLRules.unknownValue,
            "`\(key)` must be one of \(names.joined(separator: ", ")), found '\(text)'", at: location(node),
            hint: Suggestion.hint(for: text, among: names))
        return nil
    }

    private static let booleans: [String: Bool] = [
        "true": true, "false": false, "yes": true, "no": false, "on": true, "off": false,
    ]
}
