import MapwrightDiagnostics

/// The rules of the model validator (MW050–MW099, docs/architecture.md), declared next to the validator
/// that emits them. Errors stop reading; warnings are what Xcode compiles and Core Data loads
/// (docs/validation.md).
package enum ModelRules {
    /// An entity name breaks Core Data's naming rule.
    package static let invalidEntityName = Rule(
        code: "MW050", title: "Invalid entity name", severity: .error, migration: nil,
        summary:
            "An entity name breaks Core Data's naming rule: it must start with an uppercase letter, then letters, digits and `_`.",
        why: "Xcode's model editor rejects such names, and they become class and file names.",
        fix: "Rename the entity (with a `renamingIdentifier` if it already shipped).",
        example: "`item` or `My-Item`",
        stopsReading: true, examples: .mw050
    )

    /// A property name breaks Core Data's naming rule.
    package static let invalidPropertyName = Rule(
        code: "MW051", title: "Invalid property name", severity: .error, migration: nil,
        summary:
            "A property name breaks Core Data's naming rule: it must start with a lowercase letter, then letters, digits and `_`. A name that breaks it only by its uppercase first letter is MW076, a warning.",
        why: "Xcode's model editor rejects such names, and they become Swift property names.",
        fix: "Rename the property (with a `renamingIdentifier` if it already shipped).",
        example: "`Title` or `due-date`",
        stopsReading: true, examples: .mw051
    )

    /// A property name Core Data rejects because `NSManagedObject` or `NSObject` already uses it.
    package static let reservedPropertyName = Rule(
        code: "MW052", title: "Reserved property name", severity: .error, migration: nil,
        summary:
            "A property name that `NSObject` or `NSManagedObject` already uses (`description`, `entity`, `objectID`, `isDeleted`, …).",
        why:
            "Apple's `NSPropertyDescription.name` documentation rules it out: the accessor would override the framework's method.",
        fix: "Choose another name.",
        example: "`description: String`",
        stopsReading: true, examples: .mw052
    )

    /// Two entities, or two properties of one entity (inherited ones included), share a name.
    package static let duplicateName = Rule(
        code: "MW053", title: "Duplicate name", severity: .error, migration: nil,
        summary: "Two entities, or two properties of one entity (inherited ones included), share a name.",
        why: "Core Data looks entities and properties up by name; the model cannot be built.",
        fix: "Rename one of them.",
        example: "`Item.title` declared on both `Item` and its parent",
        stopsReading: true, examples: .mw053
    )

    /// A relationship's destination entity does not exist.
    package static let unknownDestination = Rule(
        code: "MW054", title: "Unknown relationship destination", severity: .error, migration: nil,
        summary: "A relationship's destination entity does not exist.",
        why: "Core Data cannot resolve the relationship; the model does not load.",
        fix: "Name an existing entity, or add it.",
        example: "`owner: Persn?`",
        stopsReading: true, examples: .mw054
    )

    /// A parent entity does not exist.
    package static let unknownParent = Rule(
        code: "MW055", title: "Unknown parent entity", severity: .error, migration: nil,
        summary: "A parent entity does not exist.",
        why: "The inheritance cannot be resolved; the model does not load.",
        fix: "Name an existing entity as `parent`.",
        example: "`parent: Bse`",
        stopsReading: true, examples: .mw055
    )

    /// A relationship's inverse is not a relationship of the destination.
    package static let unknownInverse = Rule(
        code: "MW056", title: "Unknown inverse", severity: .error, migration: nil,
        summary: "A relationship's inverse is not a relationship of the destination entity.",
        why: "Core Data cannot link the two ends; the graph becomes inconsistent.",
        fix: "Name the destination's relationship that points back, or drop the inverse.",
        example: "`items: [Item.lst]` when `Item` has `list`",
        stopsReading: true, examples: .mw056
    )

    /// A relationship's inverse does not point back at it (a warning: Core Data loads such models).
    package static let inverseMismatch = Rule(
        code: "MW057", title: "Inverse does not point back", severity: .warning, migration: nil,
        summary: "A relationship's inverse belongs to another entity than the relationship's own.",
        why:
            "Core Data loads such a model (shipped apps have it) and migration is not affected, but setting one side of the pair does not update the other: the object graph becomes inconsistent.",
        fix: "Make the two relationships name each other.",
        example: "`List.items` names `Item.owner` as inverse, but `Item.owner` points to `User`", examples: .mw057
    )

    /// An entity inherits from itself, directly or through others.
    package static let inheritanceCycle = Rule(
        code: "MW058", title: "Inheritance cycle", severity: .error, migration: nil,
        summary: "An entity inherits from itself, directly or through others.",
        why: "The model cannot be built.",
        fix: "Break the cycle.",
        example: "`A` with parent `B`, `B` with parent `A`",
        stopsReading: true, examples: .mw058
    )
    package static let inheritanceTooDeep = Rule(
        code: "MW069", title: "Inheritance too deep", severity: .error, migration: nil,
        summary: "An entity inherits through more than 100 levels of parents.",
        why:
            "Real models use a handful of levels. Every check walks an entity's parents, and a generated model with thousands of levels would make a run take minutes, so Mapwright reads no deeper than 100.",
        fix: "Flatten the hierarchy: give entities that share nothing but a parent their own attributes.",
        example: "`E101` with parent `E100`, … `E1` with parent `E0`",
        stopsReading: true, examples: .mw069
    )

    /// Two properties of one entity (inherited ones included) share a renaming identifier (a warning:
    /// the model loads; a step that infers a mapping from it is heavy, MW106).
    package static let duplicatePropertyIdentifier = Rule(
        code: "MW059", title: "Duplicate property renaming identifier", severity: .warning, migration: nil,
        summary: "Two properties of one entity (inherited ones included) share a renaming identifier.",
        why:
            "Core Data loads the model, but inferring a mapping from it fails: \"Each property must have a unique renaming identifier\" (134190). The model is read and every step that touches it is classified heavy (MW106).",
        fix: "Give each property its own renaming identifier.",
        example: "`title` and `name` both with `renamingIdentifier: name`", examples: .mw059
    )

    /// Two entities share a renaming identifier (a warning, as MW059).
    package static let duplicateEntityIdentifier = Rule(
        code: "MW060", title: "Duplicate entity renaming identifier", severity: .warning, migration: nil,
        summary: "Two entities share a renaming identifier.",
        why:
            "Core Data loads the model, but inferring a mapping from it fails: \"Each source entity must have a unique renaming identifier\" (134190). The model is read and every step that touches it is classified heavy (MW106).",
        fix: "Give each entity its own renaming identifier.",
        example: "`Note` and `Memo` both with `renamingIdentifier: Entry`", examples: .mw060
    )

    /// A default value that does not parse for the attribute's type.
    package static let invalidDefault = Rule(
        code: "MW061", title: "Invalid default value", severity: .error, migration: nil,
        summary:
            "A default value that does not parse for the attribute's type (a UUID's is MW077), or a default on a type that takes none.",
        why: "Core Data would reject the model or store a wrong value in every new and migrated row.",
        fix: "Write a value of the attribute's type (`YES`/`NO` for Boolean, a number for numbers).",
        example: "`done: Boolean = maybe`",
        stopsReading: true, examples: .mw061
    )

    /// A fetched property, fetch request or configuration names an entity that does not exist.
    package static let unknownEntity = Rule(
        code: "MW062", title: "Unknown entity reference", severity: .error, migration: nil,
        summary: "A fetched property, fetch request or configuration names an entity that does not exist.",
        why: "The model does not load.",
        fix: "Name an existing entity.",
        example: "`configurations: {Cloud: [Itme]}`",
        stopsReading: true, examples: .mw062
    )

    /// A uniqueness constraint or fetch index names a property the entity does not have.
    package static let unknownProperty = Rule(
        code: "MW063", title: "Unknown property reference", severity: .error, migration: nil,
        summary: "A uniqueness constraint or fetch index names a property the entity does not have.",
        why: "The model does not load.",
        fix: "Name an existing property of the entity.",
        example: "`uniquenessConstraints: [[titel]]`",
        stopsReading: true, examples: .mw063
    )

    /// A composite attribute names no composite type, or a composite type is malformed.
    package static let invalidComposite = Rule(
        code: "MW064", title: "Invalid composite", severity: .error, migration: nil,
        summary: "A composite attribute names no composite type, or a composite type is malformed.",
        why: "Core Data cannot build the attribute.",
        fix: "Name a composite type defined under `composites:`.",
        example: "`address: Composite` without `composite:`",
        stopsReading: true, examples: .mw064
    )

    /// A minimum or maximum that does not parse for its type, or counts that contradict each other.
    package static let invalidBounds = Rule(
        code: "MW065", title: "Invalid bounds", severity: .error, migration: nil,
        summary:
            "A minimum or maximum that does not parse for its type, or counts that contradict each other (`minCount` above `maxCount`).",
        why: "The validation Core Data runs on every save (and during migration) would be wrong or impossible.",
        fix: "Write bounds of the attribute's type, and `minCount` ≤ `maxCount`.",
        example: "`minCount: 3` with `maxCount: 2`",
        stopsReading: true, examples: .mw065
    )

    /// A relationship's inverse names a third relationship as its own inverse (a warning: Xcode saves
    /// such models and Core Data loads them, but the two sides are not kept in step).
    package static let inverseNotMutual = Rule(
        code: "MW066", title: "Inverse is not mutual", severity: .warning, migration: nil,
        summary: "A relationship names an inverse whose own inverse is a third relationship.",
        why:
            "Xcode saves such a model and Core Data loads it (real apps ship it), but only one pair is kept in step: setting the other side leaves the graph inconsistent.",
        fix: "Make the two relationships name each other, or drop the inverse from the odd one out.",
        example: "`List.items` ↔ `Item.list`, but `List.archived` also names `Item.list` as inverse", examples: .mw066
    )

    /// A class name (migration policy or entity) that is not a Swift / Objective-C identifier,
    /// optionally module-qualified (``IdentifierRules``).
    package static let invalidClassName = Rule(
        code: "MW067", title: "Invalid class name", severity: .error, migration: nil,
        summary:
            "A migration policy's or an entity's `className` is not a Swift / Objective-C identifier (ASCII letters, digits and `_`, not starting with a digit, not a Swift keyword), optionally qualified by a module (`MyApp.ItemPolicy`; an entity's class may also start with `.`).",
        why:
            "The name becomes a Swift class declaration, a file name and a value in the mapping model: anything else would write broken or injected code, or a file outside the output folder.",
        fix: "Use a plain class name, e.g. `ItemPolicy` or `MyApp.ItemPolicy`.",
        example: "`className: 'P {}; let pwned = 1; class Q'`",
        stopsReading: true, examples: .mw067
    )

    /// A version name that is not safe as a file name (``IdentifierRules``).
    package static let unsafeVersionName = Rule(
        code: "MW068", title: "Unsafe version name", severity: .error, migration: nil,
        summary:
            "A version name that cannot be used as a file name: empty, `.`, `..` or `_manifest` (the YAML folder's manifest), starting with `.`, or holding `/`, `\\` or a control character.",
        why:
            "Version names become the names of generated files (`ToDo 2 to ToDo 3.mapping.yaml`) and of `.xcdatamodel` folders on export.",
        fix: "Rename the version file (or `.xcdatamodel` folder) and the manifest's entries.",
        example: "A version file named `Item\\2.yaml`",
        stopsReading: true, examples: .mw068
    )

    /// A number or `YES`/`NO` default written for an integer attribute in another type's spelling
    /// (`0.0`, `NO`): Xcode compiles it and Core Data converts it.
    package static let defaultOfAnotherType = Rule(
        code: "MW075", title: "Value in another type's spelling", severity: .warning, migration: nil,
        summary:
            "An integer attribute's default, minimum or maximum is a decimal number (`0.0`) or a Boolean (`NO`, `YES`), or a Boolean attribute's default is a number.",
        why:
            "Xcode compiles such a model and Core Data converts the value (older Xcode versions wrote these values; shipped apps have them). Defaults and bounds do not enter the version hash, so migration is not affected, but the value stored in new rows, or the range saves are held to, may not be the one meant.",
        fix: "Write a whole number (`0`, `1`) for an integer, `YES` or `NO` for a Boolean.",
        example: "`<attribute name=\"count\" attributeType=\"Integer 16\" defaultValueString=\"0.0\"/>`",
        examples: .mw075
    )

    /// A property name that starts with an uppercase letter: Xcode compiles it and Core Data loads it.
    package static let capitalizedPropertyName = Rule(
        code: "MW076", title: "Property name starts with an uppercase letter", severity: .warning, migration: nil,
        summary: "A property name that starts with an uppercase letter and otherwise follows the naming rule (`Box`).",
        why:
            "Xcode's model compiler builds the model and Core Data loads it (files written by older Xcode versions ship with such names), but the generated accessor reads like a type name, and Xcode's editor no longer lets one be typed.",
        fix:
            "Rename the property with a lowercase first letter, keeping the old name as its `renamingIdentifier` if the version shipped.",
        example: "`<relationship name=\"Box\" destinationEntity=\"Box\" …/>`", examples: .mw076
    )

    /// A UUID attribute's default that is no UUID (`empy`): Xcode compiles the model.
    package static let defaultNotAUUID = Rule(
        code: "MW077", title: "UUID default that is no UUID", severity: .warning, migration: nil,
        summary: "A UUID attribute's default value that does not read as a UUID (`empy`).",
        why:
            "Xcode compiles such a model (shipped apps have one), so it is read on; but the value is no UUID, so new rows cannot get it as their default. Defaults do not enter the version hash, so migration is not affected.",
        fix: "Give a UUID (8-4-4-4-12 hexadecimal digits) as the default, or remove it.",
        example: "`<attribute name=\"id\" attributeType=\"UUID\" defaultValueString=\"empy\"/>`",
        examples: .mw077
    )

    /// Every rule of this module, ordered by code.
    package static let all: [Rule] = [
        invalidEntityName, invalidPropertyName, reservedPropertyName, duplicateName, unknownDestination, unknownParent,
        unknownInverse, inverseMismatch, inheritanceCycle, inheritanceTooDeep, duplicatePropertyIdentifier,
        duplicateEntityIdentifier, invalidDefault, unknownEntity, unknownProperty, invalidComposite, invalidBounds,
        inverseNotMutual, invalidClassName, unsafeVersionName, defaultOfAnotherType, capitalizedPropertyName,
        defaultNotAUUID,
    ]
}
