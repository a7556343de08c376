/// Diagnostic codes of the YAML reader (range MW001–MW029, docs/architecture.md).
/// Each is described in docs/model-format.md, "Errors".
enum YAMLDiagnosticCode {
    /// A file or folder cannot be read.
    static let unreadable = "MW001"
    /// The file is empty (or holds only comments).
    static let emptyFile = "MW002"
    /// The file is not UTF-8 text (binary data, UTF-16, invalid byte sequences).
    static let notUTF8 = "MW003"
    /// libyaml rejects the syntax.
    static let syntax = "MW004"
    /// A key appears twice in one mapping.
    static let duplicateKey = "MW005"
    /// A key the format does not know.
    static let unknownKey = "MW006"
    /// A value of the wrong kind (a list where a name is expected, `maybe` for a Boolean, …).
    static let wrongValueType = "MW007"
    /// An attribute type Core Data does not have.
    static let unknownAttributeType = "MW008"
    /// Aliases expand to more nodes than the limit (the "billion laughs" attack).
    static let aliasExpansion = "MW009"
    /// Nesting deeper than the limit.
    static let nestingDepth = "MW010"
    /// The model folder's versions, order or current version are wrong.
    static let folder = "MW011"
    /// A shorthand value that cannot be read.
    static let shorthand = "MW012"
    /// A required key is missing.
    static let missingKey = "MW013"
    /// A value outside its closed set (delete rule, code generation, index kind or order).
    static let unknownValue = "MW014"
    /// More than one YAML document in a file.
    static let multipleDocuments = "MW015"
    /// An alias to an anchor that is not defined.
    static let undefinedAlias = "MW016"
}
