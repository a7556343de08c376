import MapwrightDiagnostics
import MapwrightModel

/// The rules of the YAML reader (MW001–MW029, docs/architecture.md), declared next to the reader that
/// emits them. Errors stop reading (exit status 2); docs/validation.md says why for each.
package enum YAMLRules {
    /// A file or folder cannot be read.
    package static let unreadable = Rule(
        code: "MW001", title: "File or folder unreadable", severity: .error, migration: nil,
        summary: "A model file or folder cannot be read: it does not exist, or permissions forbid reading it.",
        why: "Nothing can be checked without the model; the check stops with exit status 2 rather than pass silently.",
        fix: "Correct the path, or the file's permissions.",
        example: "`mapwright check schemas/Todo` when the folder is `schemas/ToDo`",
        stopsReading: true, examples: .mw001
    )

    /// The file is empty (or holds only comments).
    package static let emptyFile = Rule(
        code: "MW002", title: "Empty model file", severity: .error, migration: nil,
        summary: "A version file is empty or holds only comments.",
        why:
            "A version without entities would read as a model that deletes every entity: every store would lose its data.",
        fix: "Write the version's entities, or delete the file (and update `_manifest.yaml`).",
        example: "An empty `ToDo 4.yaml`",
        stopsReading: true, examples: .mw002
    )

    /// The file is not UTF-8 text (binary data, UTF-16, invalid byte sequences).
    package static let notUTF8 = Rule(
        code: "MW003", title: "Not UTF-8 text", severity: .error, migration: nil,
        summary: "A file is binary, UTF-16, or holds invalid UTF-8 byte sequences.",
        why: "Names must read exactly as Xcode stores them; a mis-decoded name changes the entity version hash.",
        fix: "Save the file as UTF-8 text.",
        example: "A version file saved as UTF-16 by an editor",
        stopsReading: true, examples: .mw003
    )

    /// libyaml rejects the syntax.
    package static let syntax = Rule(
        code: "MW004", title: "YAML syntax error", severity: .error, migration: nil,
        summary: "libyaml rejects the file's syntax; the position is libyaml's.",
        why: "A file that does not parse cannot be checked.",
        fix: "Fix the syntax at the position shown (indentation, an unclosed bracket or quote).",
        example: "`title: [String`",
        stopsReading: true, examples: .mw004
    )

    /// A key appears twice in one mapping.
    package static let duplicateKey = Rule(
        code: "MW005", title: "Duplicate key", severity: .error, migration: nil,
        summary: "A key appears twice in one mapping; the first one counts.",
        why:
            "Two definitions of one entity or attribute are almost always a copy-paste mistake; the second one would be silently ignored.",
        fix: "Remove or rename one of the two.",
        example: "`title: String` written twice under one entity",
        stopsReading: true, examples: .mw005
    )

    /// A key the format does not know.
    package static let unknownKey = Rule(
        code: "MW006", title: "Unknown key", severity: .error, migration: nil,
        summary: "A key the format does not know, with a \"did you mean\" suggestion.",
        why:
            "A misspelt key (`optinal: true`) would be ignored and change the model's meaning, and so its version hashes.",
        fix: "Use the suggested key; docs/model-format.md lists every key.",
        example: "`atributes:` instead of `attributes:`",
        stopsReading: true, examples: .mw006
    )

    /// A value of the wrong kind (a list where a name is expected, `maybe` for a Boolean, …).
    package static let wrongValueType = Rule(
        code: "MW007", title: "Wrong kind of value", severity: .error, migration: nil,
        summary:
            "A value of the wrong kind: a list where a name is expected, `maybe` for a Boolean, `ten` for a count.",
        why: "The value cannot be given to Core Data as written.",
        fix: "Write the value the key takes (docs/model-format.md).",
        example: "`optional: maybe`",
        stopsReading: true, examples: .mw007
    )

    /// An attribute type Core Data does not have.
    package static let unknownAttributeType = Rule(
        code: "MW008", title: "Unknown attribute type", severity: .error, migration: nil,
        summary: "An attribute type Core Data does not have.",
        why:
            "Core Data has a fixed set of attribute types (NSAttributeType); the type's raw value enters the version hash.",
        fix: "Use a Core Data type name (`Integer 16`, `String`, `Date`, …), or a composite type's name.",
        example: "`count: Int8`",
        stopsReading: true, examples: .mw008
    )

    /// Aliases expand to more nodes than the limit (the "billion laughs" attack).
    package static let aliasExpansion = Rule(
        code: "MW009", title: "Alias expansion limit", severity: .error, migration: nil,
        summary: "YAML aliases expand to more than 10 000 nodes.",
        why:
            "Aliases that double at every level (the \"billion laughs\" document) would exhaust memory; the reader refuses them.",
        fix: "Write the model out without nested aliases.",
        example: "Anchors that reference each other ten levels deep",
        stopsReading: true, examples: .mw009
    )

    /// Nesting deeper than the limit.
    package static let nestingDepth = Rule(
        code: "MW010", title: "Nesting too deep", severity: .error, migration: nil,
        summary: "Sequences and mappings nest deeper than 64 levels.",
        why: "A model needs about 8 levels; deeper input is malformed or hostile.",
        fix: "Flatten the document.",
        example: "A list nested 100 levels deep",
        stopsReading: true, examples: .mw010
    )

    /// The model folder's versions, order or current version are wrong.
    package static let folder = Rule(
        code: "MW011", title: "Model folder inconsistent", severity: .error, migration: nil,
        summary:
            "The model folder has no version files or no `_manifest.yaml`, or the manifest's `current` or `versions` name a file that does not exist, or a version file is missing from `versions`.",
        why:
            "The current version is the one stores migrate to, and the version order decides every migration step; guessing either would check the wrong migrations (and ship \"Can't find model for source store\", 134130).",
        fix: "Name an existing version in `current:`, and list every version file in `versions:` when you use it.",
        example: "`current: ToDo 4` when there is no `ToDo 4.yaml`",
        stopsReading: true, examples: .mw011
    )

    /// A shorthand value that cannot be read.
    package static let shorthand = Rule(
        code: "MW012", title: "Unreadable shorthand", severity: .error, migration: nil,
        summary: "A shorthand attribute or relationship that cannot be read.",
        why:
            "The shorthand stands for several Core Data settings at once; a half-understood one would change the model.",
        fix: "Write `Type`, `Type?`, `Type = default`, `Entity.inverse?` or `[Entity.inverse]`, or use the full form.",
        example: "`category: Category..todos`",
        stopsReading: true, examples: .mw012
    )

    /// A required key is missing.
    package static let missingKey = Rule(
        code: "MW013", title: "Required key missing", severity: .error, migration: nil,
        summary: "A key the element needs is missing (`type`, `destination`, `entity`, `reason`, `current`).",
        why: "Core Data needs the value (an attribute's type, a relationship's destination) to build the model.",
        fix: "Add the key.",
        example: "A relationship in full form without `destination:`",
        stopsReading: true, examples: .mw013
    )

    /// A value outside its closed set (delete rule, code generation, index kind or order).
    package static let unknownValue = Rule(
        code: "MW014", title: "Value outside its set", severity: .error, migration: nil,
        summary:
            "A value outside its closed set: delete rule, code generation, fetch-index type or order; or a fetch request option whose name cannot be an XML attribute.",
        why: "Core Data knows only these values.",
        fix: "Use one of the values the message lists.",
        example: "`deleteRule: Remove`",
        stopsReading: true, examples: .mw014
    )

    /// More than one YAML document in a file.
    package static let multipleDocuments = Rule(
        code: "MW015", title: "Several YAML documents", severity: .error, migration: nil,
        summary: "A file holds more than one YAML document (`---`).",
        why: "A version is one model; a second document would be ignored.",
        fix: "Put each version in its own file.",
        example: "A `---` line in the middle of a version file",
        stopsReading: true, examples: .mw015
    )

    /// An alias to an anchor that is not defined.
    package static let undefinedAlias = Rule(
        code: "MW016", title: "Undefined alias", severity: .error, migration: nil,
        summary: "An alias names an anchor not defined before it.",
        why: "The value the alias stands for is unknown.",
        fix: "Define the anchor (`&name`) before using it (`*name`).",
        example: "`type: *stringType` without `&stringType`",
        stopsReading: true, examples: .mw016
    )

    /// Every rule of the YAML reader, ordered by code (the model folder's own rule included).
    package static let all: [Rule] = [
        unreadable, emptyFile, notUTF8, syntax, duplicateKey, unknownKey, wrongValueType, unknownAttributeType,
        aliasExpansion, nestingDepth, folder, shorthand, missingKey, unknownValue, multipleDocuments, undefinedAlias,
        ModelFolderRules.ambiguousVersion,
    ]
}
