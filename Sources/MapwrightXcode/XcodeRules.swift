import MapwrightDiagnostics

/// The rules of the Xcode reader (MW030–MW049, docs/architecture.md), declared next to the reader that
/// emits them. Errors stop reading (exit status 2); warnings are what Xcode compiles and Core Data loads.
package enum XcodeRules {
    /// The path is missing, or is not a `.xcdatamodeld` bundle or `.xcdatamodel` version.
    package static let notAModel = Rule(
        code: "MW030", title: "Not a model bundle", severity: .error, migration: nil,
        summary: "The path is missing, or is not a `.xcdatamodeld` bundle or `.xcdatamodel` version.",
        why: "Nothing can be checked without the model.",
        fix: "Point at the `.xcdatamodeld` bundle (or one `.xcdatamodel` inside it).",
        example: "`mapwright check App/Model.xcdatamodel/contents`",
        stopsReading: true, examples: .mw030
    )

    /// A `contents` file is not well-formed XML.
    package static let malformedXML = Rule(
        code: "MW031", title: "Malformed XML", severity: .error, migration: nil,
        summary:
            "A `contents` file is not well-formed XML, or holds what Xcode never writes and the XML parser cannot take safely: bytes that are not UTF-8, a processing instruction without data (`<?pi?>`), an entity declaration, elements nested deeper than 64 levels.",
        why: "Xcode cannot open it either; a merge conflict is the usual cause.",
        fix: "Resolve the conflict markers or restore the file from version control.",
        example: "An `<attribute …>` a hand edit left unclosed in `contents`",
        stopsReading: true, examples: .mw031
    )

    /// A version made before Xcode 4 (binary `elements`/`layout`, no `contents`) that cannot be decoded.
    package static let unsupportedLegacyVersion = Rule(
        code: "MW032", title: "Unreadable pre-Xcode 4 model version", severity: .error, migration: nil,
        summary:
            "A version made before Xcode 4 (binary `elements`/`layout` files, no `contents`) whose `elements` archive cannot be decoded.",
        why:
            "Such versions are read from the keyed archive in `elements`, which holds the same model objects as a mapping model's snapshot; an archive the reader cannot decode leaves the version's hashes unknown.",
        fix: "Open the model once in a current Xcode so it is saved as `contents`, or report the file.",
        example: "A `.xcdatamodel` holding only `layout`, or an `elements` file that is not a keyed archive",
        stopsReading: true, examples: .mw032
    )

    /// `.xccurrentversion` is unreadable.
    package static let currentVersionFile = Rule(
        code: "MW033", title: "Current-version file unreadable", severity: .error, migration: nil,
        summary: "`.xccurrentversion` cannot be read (a missing one is MW044: the last version is taken).",
        why: "The current version is the one stores migrate to; without it the migrations to check are unknown.",
        fix: "Select the current version in Xcode's model inspector, which rewrites the file.",
        example: "A `.xccurrentversion` cut off after its key",
        stopsReading: true, examples: .mw033
    )

    /// `.xccurrentversion` names no version: the last one is taken.
    package static let noCurrentVersionRecorded = Rule(
        code: "MW044", title: "No current version recorded", severity: .note, migration: nil,
        summary:
            "`.xccurrentversion` is an empty property list: it names no current version, so the last version in Xcode's order is taken.",
        why:
            "Xcode writes an empty `<dict/>` for a bundle whose current version was never chosen; Xcode then uses the last version too, so stores migrate to it.",
        fix: "Select the current version in Xcode's model inspector, which records it.",
        example: "`.xccurrentversion` holding `<dict/>`", examples: .mw044
    )

    /// `.xccurrentversion` names a version the bundle does not hold.
    package static let missingCurrentVersion = Rule(
        code: "MW034", title: "Current version missing", severity: .error, migration: nil,
        summary: "`.xccurrentversion` names a version the bundle does not hold.",
        why: "The app would fail to load its model; stores cannot migrate to a version that does not exist.",
        fix: "Select an existing current version in Xcode.",
        example: "`_XCCurrentVersionName` = `Model 3.xcdatamodel` with no such folder",
        stopsReading: true, examples: .mw034
    )

    /// An element the reader does not understand (reported, not imported).
    package static let unknownElement = Rule(
        code: "MW035", title: "Unknown XML element", severity: .warning, migration: nil,
        summary: "An element the reader does not understand; it is reported and not imported.",
        why: "An element Mapwright ignores might carry meaning for Core Data; the check would not see it.",
        fix:
            "Check that the file was written by Xcode; report the element to the Mapwright maintainers if it is Xcode's.",
        example: "`<gadget/>` inside `<entity>`", examples: .mw035
    )

    /// An attribute the reader does not understand (reported, not imported).
    package static let unknownAttribute = Rule(
        code: "MW036", title: "Unknown XML attribute", severity: .warning, migration: nil,
        summary: "An attribute the reader does not understand; it is reported and not imported.",
        why: "An ignored attribute might change the version hash the check computes.",
        fix: "Check that the file was written by Xcode; report the attribute if it is Xcode's.",
        example: "`<attribute name=\"x\" shiny=\"YES\" …/>`", examples: .mw036
    )

    /// An attribute whose value cannot be read (`YES`/`NO`, numbers, enumerations).
    package static let invalidValue = Rule(
        code: "MW037", title: "Unreadable XML value", severity: .error, migration: nil,
        summary:
            "An attribute value that cannot be read: a Boolean other than `YES`/`NO`, a number that is not one, an unknown enumeration value.",
        why: "The value enters the model (and often its version hash) and must be exact.",
        fix: "Correct the value, or re-save the model in Xcode.",
        example: "`optional=\"maybe\"`",
        stopsReading: true, examples: .mw037
    )

    /// A required attribute is missing.
    package static let missingAttribute = Rule(
        code: "MW038", title: "Required XML attribute missing", severity: .error, migration: nil,
        summary:
            "An element lacks an attribute it needs (an entity's `name`, a relationship's `destinationEntity`, …).",
        why: "Core Data needs the value to build the model.",
        fix: "Re-save the model in Xcode, or add the attribute.",
        example: "`<relationship name=\"list\"/>` without `destinationEntity`",
        stopsReading: true, examples: .mw038
    )

    /// `inverseEntity` names another entity than `destinationEntity`.
    package static let inverseEntityMismatch = Rule(
        code: "MW039", title: "Inverse entity mismatch", severity: .warning, migration: nil,
        summary: "`inverseEntity` names another entity than `destinationEntity`.",
        why: "Core Data takes the inverse from the destination entity; a mismatch is a broken model.",
        fix: "Make `inverseEntity` the destination entity.",
        example: "`destinationEntity=\"List\" inverseEntity=\"Item\"`", examples: .mw039
    )

    /// The root element is not `<model>`.
    package static let notADataModel = Rule(
        code: "MW040", title: "Not a data model", severity: .error, migration: nil,
        summary: "The `contents` file's root element is not `<model>`.",
        why: "It is not a Core Data model.",
        fix: "Point at a Core Data model bundle.",
        example: "A `contents` file whose root is `<database>`",
        stopsReading: true, examples: .mw040
    )

    /// A derived attribute without an expression, or an expression without `derived="YES"`.
    package static let derivationMismatch = Rule(
        code: "MW041", title: "Derived attribute inconsistent", severity: .warning, migration: nil,
        summary: "A derived attribute without an expression, or an expression without `derived=\"YES\"`.",
        why: "Core Data computes derived attributes from their expression; half a definition cannot be built.",
        fix: "Set both `derived=\"YES\"` and `derivationExpression`, or neither.",
        example: "`derived=\"YES\"` without `derivationExpression`", examples: .mw041
    )

    /// The entity userInfo entry carrying a migration-policy request cannot be read.
    package static let migrationPolicyEntry = Rule(
        code: "MW042", title: "Migration-policy request unreadable", severity: .error, migration: nil,
        summary: "The entity's `mapwright.migrationPolicy` userInfo entry cannot be read.",
        why:
            "The request tells `mapwright generate` which custom policy to write; a broken one would silently skip custom migration code.",
        fix: "Re-export the model from YAML, or fix the entry's value.",
        example: "A `mapwright.migrationPolicy` userInfo value in JSON without its `reason`",
        stopsReading: true, examples: .mw042
    )

    /// A non-empty value in an attribute the reader drops (`name` on `<model>`).
    package static let droppedValue = Rule(
        code: "MW043", title: "Value dropped on import", severity: .warning, migration: nil,
        summary:
            "A non-empty value in an attribute the reader drops (`name` on `<model>`, a `codeGenerationType` other than `class` or `category`).",
        why: "Round trips through YAML would lose it.",
        fix: "Remove the value; Xcode does not need it.",
        example: "`<model name=\"Old\" …>`", examples: .mw043
    )

    /// Two versions of one bundle whose names differ only in case (`Model 2` and `model 2`).
    package static let versionsDifferOnlyInCase = Rule(
        code: "MW045", title: "Versions differ only in case", severity: .warning, migration: nil,
        summary: "Two versions of one bundle have names that differ only in case (`Model 2` and `model 2`).",
        why:
            "They can exist side by side only on a case-sensitive disk: on a case-insensitive one (macOS's default) one folder hides the other, so the model a clone gets depends on the machine, and `mapwright import` would write two YAML files that are one file there.",
        fix: "Rename one of the versions (in Xcode, and the `.xccurrentversion` entry if it is the current one).",
        example: "`Model 2.xcdatamodel` beside `model 2.xcdatamodel`", examples: .mw045
    )

    /// Every rule of this module, ordered by code.
    package static let all: [Rule] = [
        notAModel, malformedXML, unsupportedLegacyVersion, currentVersionFile, noCurrentVersionRecorded,
        missingCurrentVersion, unknownElement, unknownAttribute, invalidValue, missingAttribute, inverseEntityMismatch,
        notADataModel, derivationMismatch, migrationPolicyEntry, droppedValue,
        versionsDifferOnlyInCase,
    ]
}
