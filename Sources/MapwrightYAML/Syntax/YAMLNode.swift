/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with its 1-based position.
///
/// Scalars keep their text untyped: the model reader decides what a value means from where it stands
/// (`optional: yes` is a Boolean because `optional` takes one), so nothing is resolved twice.
struct YAMLNode: Sendable {
    enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    var content: Content
    /// 1-based line of the node's first character (32 bits keep nodes small).
    var line: Int32
    /// 1-based column (in characters) of the node's first character.
    var column: Int32

    /// The scalar, when the node is one.
    var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// A plain scalar that YAML reads as "no value": empty, `~` or `null`.
    var isNull: Bool {
        guard case .scalar(let scalar) = content, scalar.isPlain else { return false }
        return scalar.text.isEmpty || scalar.text == "~" || scalar.text == "null" || scalar.text == "Null"
            || scalar.text == "NULL"
    }

    /// What the node is, for messages: `a mapping`, `a list`, `a text value`.
    var kindDescription: String {
        switch content {
        case .scalar: "a single value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar's text and whether it was written plain (unquoted, not a block scalar).
struct YAMLScalar: Sendable {
    var text: String
    var isPlain: Bool
}

/// One `key: value` entry of a mapping. Keys are scalars (the parser rejects any other key).
struct YAMLPair: Sendable {
    var key: String
    var keyLine: Int32
    var keyColumn: Int32
    var value: YAMLNode
}
