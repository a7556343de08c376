import MapwrightDiagnostics

/// The rules of the SwiftData reader (MW020–MW029, docs/architecture.md), declared next to the reader
/// that emits them. Errors stop reading (exit status 2); warnings mark what is checked on an UNCERTAIN
/// fact (docs/swiftdata.md).
package enum SwiftDataRules {
    /// Every rule of the SwiftData reader, ordered by code.
    package static let all: [Rule] = [
        syntaxError, noSchema, unresolvedReference, typeNotWritten, opaqueValueType, conditionalBranchesRead,
        propertyTypeNotInferred, compositeAssumed,
    ]

    /// A Swift file does not parse.
    package static let syntaxError = Rule(
        code: "MW020", title: "Swift source does not parse", severity: .error, migration: nil,
        summary:
            "A Swift file under the path has a syntax error, so its `VersionedSchema` enums and `@Model` classes cannot be read.",
        why: "The compiler would reject it too; checking what is left of the file could miss a model class or a stage.",
        fix: "Fix the syntax error (build the app once), then check again.",
        example: "`@Model final class Item {` without its closing brace",
        stopsReading: true, examples: .mw020
    )

    /// No `VersionedSchema` in the sources, or two `SchemaMigrationPlan`s.
    package static let noSchema = Rule(
        code: "MW021", title: "No SwiftData schema, or more than one plan", severity: .error, migration: nil,
        summary:
            "The Swift sources declare no enum conforming to `VersionedSchema`, declare more than one `SchemaMigrationPlan`, or a plan whose `schemas` lists none.",
        why:
            "Mapwright checks the versions one migration plan migrates through; without versioned schemas there is no version to compare, and with two plans it cannot tell which one the app's `ModelContainer` uses.",
        fix: "Point at the folder (or file) that holds the app's versioned schemas and its one migration plan.",
        example: "`mapwright check Sources/Views`, a folder with SwiftUI views and no schema",
        stopsReading: true, examples: .mw021
    )

    /// A `models` or `schemas` entry, or a stage's version, names a type the sources do not declare.
    package static let unresolvedReference = Rule(
        code: "MW022", title: "Schema, model or stage names an unknown type", severity: .error, migration: nil,
        summary:
            "An entry of a schema's `models`, of the plan's `schemas`, or a stage's `fromVersion:`/`toVersion:` names no `@Model` class or `VersionedSchema` enum declared in the sources read.",
        why:
            "A version whose models are unknown cannot be compared with the next one; the app itself would not compile, or uses a type Mapwright was not shown.",
        fix:
            "Check the path: it must include every file that declares the schemas and their `@Model` classes. Fix the name if it is misspelled.",
        example:
            "`static var models: [any PersistentModel.Type] { [Item.self, Tag.self] }` with no `@Model class Tag` in the sources",
        stopsReading: true, examples: .mw022
    )

    /// A version identifier that is not a literal.
    package static let typeNotWritten = Rule(
        code: "MW023", title: "Version not written out", severity: .error, migration: nil,
        summary:
            "A `versionIdentifier` is not `Schema.Version(major, minor, patch)` with integer literals, or a schema declares none.",
        why:
            "Mapwright reads the sources without compiling them; without the version numbers it cannot order the schemas a plan does not list.",
        fix: "Write the version as `static let versionIdentifier = Schema.Version(1, 0, 0)`.",
        example: "`static var versionIdentifier = Schema.Version(major, 0, 0)`",
        stopsReading: true, examples: .mw023
    )

    /// A stored property whose type is neither written nor inferred from its initial value.
    package static let propertyTypeNotInferred = Rule(
        code: "MW026", title: "Property type not inferred", severity: .warning, migration: nil,
        summary:
            "A stored property of a `@Model` class has no written type, and its initial value is none of the forms whose type Mapwright infers (a literal, `Type()`, `Type(…)!`, `[Element]()`, `Type.member` of a stored type): it is left out of the model.",
        why:
            "Mapwright reads the sources without compiling them; guessing a type could hide a type change Core Data cannot infer, so the property is not checked, and the rest of the model is.",
        fix: "Write the property's type: `var createdAt: Date = .now`.",
        example: "`var score = computeInitialScore()`", examples: .mw026
    )

    /// `#if` blocks whose conditions are not known without building: every branch is read.
    package static let conditionalBranchesRead = Rule(
        code: "MW025", title: "Every branch of an `#if` read", severity: .note, migration: nil,
        summary:
            "A schema, model class or plan declares members in an `#if` block whose condition (a platform, a flag) is not known without building: every branch is read, and where two branches declare the same property the first one stands.",
        why:
            "A property or a stage that exists on one platform only still changes the model on that platform; reading every branch checks each of them.",
        fix: "Nothing to do; keep the branches' types alike, or split the model per platform.",
        example: "`#if os(iOS) var tint: String? #endif` in a `@Model` class", examples: .mw025
    )

    /// A property of a value type Mapwright cannot see into (a type the sources do not declare, a
    /// collection): checked as one Transformable attribute.
    package static let opaqueValueType = Rule(
        code: "MW024", title: "Value type checked as a whole", severity: .warning, migration: nil,
        summary:
            "A stored property's type is a value type the sources read do not declare (a type from another module), or a collection of values (`[String]`, `[String: Int]`): Mapwright cannot see its members, so it checks it as one Transformable attribute named after the type.",
        why:
            "A change of the type's own members (adding, renaming or retyping one) is not seen: when SwiftData stores the type as a composite attribute, such a change changes the entity's version hash and can break migration without any change Mapwright can report.",
        fix:
            "Declare the type in the module Mapwright reads (a Codable struct or enum there is read as a composite attribute, member by member), or model the value as its own `@Model` class or as plain attributes.",
        example: "`var location: CLLocationCoordinate2D`, a type of another module", examples: .mw024
    )

    /// A Codable type whose composite attribute no store shows: read under a stated assumption.
    package static let compositeAssumed = Rule(
        code: "MW027", title: "Composite attribute assumed", severity: .warning, migration: nil,
        summary:
            "A Codable struct or enum a model stores has a member no SwiftData store shows the composite form of (an enum case with associated values, a Codable type or a collection other than an array inside a struct, a member of a type the sources do not declare): Mapwright reads it under the assumption it names, once, at the member.",
        why:
            "Core Data stores SwiftData's Codable values as composite attributes whose elements enter the version hash (docs/swiftdata.md); for these members the elements are not known from real stores, so the hash and the verdicts of changes to them may differ from Core Data's.",
        fix:
            "Nothing to do when the type does not change; to be sure, compare with the hashes of a store the app wrote (`mapwright store`) and choose the reading with `swiftData:` in mapwright.yml (an enum with associated values; Codable values as Transformable), or store the member as plain properties of the model (or of a flat Codable struct).",
        example: "`enum Shape: Codable { case circle(radius: Double) }` stored by a model", examples: .mw027
    )
}
