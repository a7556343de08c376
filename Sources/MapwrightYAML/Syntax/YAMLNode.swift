import MapwrightDiagnostics

/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with its 1-based position.
///
/// Scalars keep their text untyped: the model reader decides what a value means from where it stands
/// (`optional: yes` is a Boolean because `optional` takes one), so nothing is resolved twice.
package struct YAMLNode: Sendable {
    /// What the node is.
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var content: Content
    /// 1-based line of the node's first character (32 bits keep nodes small).
    package var line: Int32
    /// 1-based column (in characters) of the node's first character.
    package var column: Int32

    /// An empty list: what a node whose content was taken holds.
    static let empty = YAMLNode(content: .sequence([]), line: 0, column: 0)

    /// The scalar, when the node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// A plain scalar that YAML reads as "no value": empty, `~` or `null`.
    package var isNull: Bool {
        guard case .scalar(let scalar) = content, scalar.isPlain else { return false }
        return scalar.text.isEmpty || scalar.text == "~" || scalar.text == "null" || scalar.text == "Null"
            || scalar.text == "NULL"
    }

    /// What the node is, for messages: `a mapping`, `a list`, `a text value`.
    package var kindDescription: String {
        switch content {
        case .scalar: "a single value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar's text and whether it was written plain (unquoted, not a block scalar).
package struct YAMLScalar: Sendable {
    /// The text, untyped.
    package var text: String
    /// True when written plain: unquoted and not a block scalar.
    package var isPlain: Bool
    /// The format key the text spells, for a scalar the parser read as a mapping key.
    var knownKey: Key?
}

/// One `key: value` entry of a mapping. Keys are scalars (the parser rejects any other key).
package struct YAMLPair: Sendable {
    /// The key's text.
    package var key: String
    /// 1-based line of the key.
    package var keyLine: Int32
    /// 1-based column of the key.
    package var keyColumn: Int32
    /// The value.
    package var value: YAMLNode
    /// The format key `key` spells, if any (compare these, not the texts).
    var knownKey: Key?
}

extension YAMLNode {
    /// The node's position in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}

extension YAMLPair {
    /// The key's position in `file`.
    package func keyLocation(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(keyLine), column: Int(keyColumn))
    }
}
