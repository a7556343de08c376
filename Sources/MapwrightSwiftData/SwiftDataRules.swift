import MapwrightModel

/// The rules of the SwiftData reader (MW020–MW029, docs/architecture.md), declared next to the reader
/// that emits them. Errors stop reading (exit status 2); warnings mark what is checked on an UNCERTAIN
/// fact (docs/swiftdata.md).
public enum SwiftDataRules {
    /// Every rule of the SwiftData reader, ordered by code.
    public static let all: [Rule] = [syntaxError, noSchema, unresolvedReference, typeNotWritten, opaqueValueType]

    /// A Swift file does not parse.
    public static let syntaxError = Rule(
        code: "MW020", title: "Swift source does not parse", severity: .error, migration: nil,
        summary: "A Swift file under the path has a syntax error, so its `VersionedSchema` enums and `@Model` classes cannot be read.",
        why: "The compiler would reject it too; checking what is left of the file could miss a model class or a stage.",
        fix: "Fix the syntax error (build the app once), then check again.",
        example: "`@Model final class Item {` without its closing brace",
        stopsReading: true
    )

    /// No `VersionedSchema` in the sources, or two `SchemaMigrationPlan`s.
    public static let noSchema = Rule(
        code: "MW021", title: "No SwiftData schema, or more than one plan", severity: .error, migration: nil,
        summary: "The Swift sources declare no enum conforming to `VersionedSchema`, declare more than one `SchemaMigrationPlan`, or a plan whose `schemas` lists none.",
        why: "Mapwright checks the versions one migration plan migrates through; without versioned schemas there is no version to compare, and with two plans it cannot tell which one the app's `ModelContainer` uses.",
        fix: "Point at the folder (or file) that holds the app's versioned schemas and its one migration plan.",
        example: "`mapwright check Sources/Views`, a folder with SwiftUI views and no schema",
        stopsReading: true
    )

    /// A `models` or `schemas` entry, or a stage's version, names a type the sources do not declare.
    public static let unresolvedReference = Rule(
        code: "MW022", title: "Schema, model or stage names an unknown type", severity: .error, migration: nil,
        summary: "An entry of a schema's `models`, of the plan's `schemas`, or a stage's `fromVersion:`/`toVersion:` names no `@Model` class or `VersionedSchema` enum declared in the sources read.",
        why: "A version whose models are unknown cannot be compared with the next one; the app itself would not compile, or uses a type Mapwright was not shown.",
        fix: "Check the path: it must include every file that declares the schemas and their `@Model` classes. Fix the name if it is misspelled.",
        example: "`static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }` with no `@Model class Tag` in the sources",
        stopsReading: true
    )

    /// A stored property whose type is not written, or a version identifier that is not a literal.
    public static let typeNotWritten = Rule(
        code: "MW023", title: "Type or version not written out", severity: .error, migration: nil,
        summary: "A stored property of a `@Model` class has no written type and no literal initial value to tell it by, or a `versionIdentifier` is not `Schema.Version(major, minor, patch)` with integer literals.",
        why: "Mapwright reads the sources without compiling them, so it cannot infer a type from an expression; guessing could hide a type change that Core Data cannot infer.",
        fix: "Write the property's type (`var createdAt: Date = .now`) and the version as `Schema.Version(1, 0, 0)`.",
        example: "`var createdAt = Date.now`",
        stopsReading: true
    )

    /// A property of a value type Mapwright cannot see into (a Codable struct, an enum without raw values,
    /// a collection): checked as one Transformable attribute.
    public static let opaqueValueType = Rule(
        code: "MW024", title: "Value type checked as a whole", severity: .warning, migration: nil,
        summary: "A stored property's type is a `Codable` struct, an enum without a raw value, or a collection of values: SwiftData stores it in a form that is not documented (UNCERTAIN, docs/swiftdata.md), so Mapwright checks it as one Transformable attribute named after the type.",
        why: "A change of the type's own fields (adding, renaming or retyping a member of the struct) is not seen: it can break lightweight migration and CloudKit sync without any change Mapwright can report.",
        fix: "Keep such types frozen once shipped (add a new property for a new shape), or model the value as its own `@Model` class or as plain attributes.",
        example: "`var address: Address` with `struct Address: Codable { var street: String }`"
    )
}
