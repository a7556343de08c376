import MapwrightAnalysis
import MapwrightModel
import MapwrightYAML

/// The codes of the readers and the model validator (MW001–MW099, docs/model-format.md "Errors",
/// docs/architecture.md): input Mapwright cannot read, and models Core Data would reject. They always stop
/// the check (exit status 2) and cannot be turned off; they are documented here so every code has a page.
public enum InputRules {
    /// Every input rule, ordered by code.
    public static let all: [Rule] = [
        Rule(
            code: "MW001", title: "File or folder unreadable", severity: .error, migration: nil,
            summary: "A model file or folder cannot be read: it does not exist, or permissions forbid reading it.",
            why: "Nothing can be checked without the model; the check stops with exit status 2 rather than pass silently.",
            fix: "Correct the path, or the file's permissions.",
            example: "`mapwright check schemas/Todo` when the folder is `schemas/ToDo`"
        ),
        Rule(
            code: "MW002", title: "Empty model file", severity: .error, migration: nil,
            summary: "A version file is empty or holds only comments.",
            why: "A version without entities would read as a model that deletes every entity: every store would lose its data.",
            fix: "Write the version's entities, or delete the file (and update `_manifest.yaml`).",
            example: "An empty `ToDo 4.yaml`"
        ),
        Rule(
            code: "MW003", title: "Not UTF-8 text", severity: .error, migration: nil,
            summary: "A file is binary, UTF-16, or holds invalid UTF-8 byte sequences.",
            why: "Names must read exactly as Xcode stores them; a mis-decoded name changes the entity version hash.",
            fix: "Save the file as UTF-8 text.",
            example: "A version file saved as UTF-16 by an editor"
        ),
        Rule(
            code: "MW004", title: "YAML syntax error", severity: .error, migration: nil,
            summary: "libyaml rejects the file's syntax; the position is libyaml's.",
            why: "A file that does not parse cannot be checked.",
            fix: "Fix the syntax at the position shown (indentation, an unclosed bracket or quote).",
            example: "`title: [String`"
        ),
        Rule(
            code: "MW005", title: "Duplicate key", severity: .error, migration: nil,
            summary: "A key appears twice in one mapping; the first one counts.",
            why: "Two definitions of one entity or attribute are almost always a copy-paste mistake; the second one would be silently ignored.",
            fix: "Remove or rename one of the two.",
            example: "`title: String` written twice under one entity"
        ),
        Rule(
            code: "MW006", title: "Unknown key", severity: .error, migration: nil,
            summary: "A key the format does not know, with a \"did you mean\" suggestion.",
            why: "A misspelt key (`optinal: true`) would be ignored and change the model's meaning, and so its version hashes.",
            fix: "Use the suggested key; docs/model-format.md lists every key.",
            example: "`atributes:` instead of `attributes:`"
        ),
        Rule(
            code: "MW007", title: "Wrong kind of value", severity: .error, migration: nil,
            summary: "A value of the wrong kind: a list where a name is expected, `maybe` for a Boolean, `ten` for a count.",
            why: "The value cannot be given to Core Data as written.",
            fix: "Write the value the key takes (docs/model-format.md).",
            example: "`optional: maybe`"
        ),
        Rule(
            code: "MW008", title: "Unknown attribute type", severity: .error, migration: nil,
            summary: "An attribute type Core Data does not have.",
            why: "Core Data has a fixed set of attribute types (NSAttributeType); the type's raw value enters the version hash.",
            fix: "Use a Core Data type name (`Integer 16`, `String`, `Date`, …), or a composite type's name.",
            example: "`count: Int8`"
        ),
        Rule(
            code: "MW009", title: "Alias expansion limit", severity: .error, migration: nil,
            summary: "YAML aliases expand to more than 10 000 nodes.",
            why: "Aliases that double at every level (the \"billion laughs\" document) would exhaust memory; the reader refuses them.",
            fix: "Write the model out without nested aliases.",
            example: "Anchors that reference each other ten levels deep"
        ),
        Rule(
            code: "MW010", title: "Nesting too deep", severity: .error, migration: nil,
            summary: "Sequences and mappings nest deeper than 64 levels.",
            why: "A model needs about 8 levels; deeper input is malformed or hostile.",
            fix: "Flatten the document.",
            example: "A list nested 100 levels deep"
        ),
        Rule(
            code: "MW011", title: "Model folder inconsistent", severity: .error, migration: nil,
            summary: "The model folder has no version files or no `_manifest.yaml`, or the manifest's `current` or `versions` name a file that does not exist, or a version file is missing from `versions`.",
            why: "The current version is the one stores migrate to, and the version order decides every migration step; guessing either would check the wrong migrations (and ship \"Can't find model for source store\", 134130).",
            fix: "Name an existing version in `current:`, and list every version file in `versions:` when you use it.",
            example: "`current: ToDo 4` when there is no `ToDo 4.yaml`"
        ),
        Rule(
            code: "MW012", title: "Unreadable shorthand", severity: .error, migration: nil,
            summary: "A shorthand attribute or relationship that cannot be read.",
            why: "The shorthand stands for several Core Data settings at once; a half-understood one would change the model.",
            fix: "Write `Type`, `Type?`, `Type = default`, `Entity.inverse?` or `[Entity.inverse]`, or use the full form.",
            example: "`category: Category..todos`"
        ),
        Rule(
            code: "MW013", title: "Required key missing", severity: .error, migration: nil,
            summary: "A key the element needs is missing (`type`, `destination`, `entity`, `reason`, `current`).",
            why: "Core Data needs the value (an attribute's type, a relationship's destination) to build the model.",
            fix: "Add the key.",
            example: "A relationship in full form without `destination:`"
        ),
        Rule(
            code: "MW014", title: "Value outside its set", severity: .error, migration: nil,
            summary: "A value outside its closed set: delete rule, code generation, fetch-index type or order.",
            why: "Core Data knows only these values.",
            fix: "Use one of the values the message lists.",
            example: "`deleteRule: Remove`"
        ),
        Rule(
            code: "MW015", title: "Several YAML documents", severity: .error, migration: nil,
            summary: "A file holds more than one YAML document (`---`).",
            why: "A version is one model; a second document would be ignored.",
            fix: "Put each version in its own file.",
            example: "A `---` line in the middle of a version file"
        ),
        Rule(
            code: "MW016", title: "Undefined alias", severity: .error, migration: nil,
            summary: "An alias names an anchor not defined before it.",
            why: "The value the alias stands for is unknown.",
            fix: "Define the anchor (`&name`) before using it (`*name`).",
            example: "`type: *stringType` without `&stringType`"
        ),
        Rule(
            code: "MW017", title: "Link out of the folder", severity: .error, migration: nil,
            summary: "A file of the model folder or of the `.xcdatamodeld` bundle, the project's `mapwright.yml`, or a template of the `--templates` folder is a symbolic link whose target lies outside that folder.",
            why: "Mapwright quotes the lines it cannot read in its messages, which CI jobs publish; a link to `/proc/self/environ` or a credentials file would print secrets. The file is refused unread.",
            fix: "Copy the file into the folder, or point Mapwright at the folder the link leads to.",
            example: "`schemas/ToDo/ToDo 2.yaml` linked to `~/.aws/credentials`"
        ),
        ModelFolderRules.ambiguousVersion,
        Rule(
            code: "MW030", title: "Not a model bundle", severity: .error, migration: nil,
            summary: "The path is missing, or is not a `.xcdatamodeld` bundle or `.xcdatamodel` version.",
            why: "Nothing can be checked without the model.",
            fix: "Point at the `.xcdatamodeld` bundle (or one `.xcdatamodel` inside it).",
            example: "`mapwright check App/Model.xcdatamodel/contents`"
        ),
        Rule(
            code: "MW031", title: "Malformed XML", severity: .error, migration: nil,
            summary: "A `contents` file is not well-formed XML, or holds what Xcode never writes and the XML parser cannot take safely: bytes that are not UTF-8, a processing instruction without data (`<?pi?>`), an entity declaration, elements nested deeper than 64 levels.",
            why: "Xcode cannot open it either; a merge conflict is the usual cause.",
            fix: "Resolve the conflict markers or restore the file from version control.",
            example: "`<<<<<<< HEAD` left in `contents`"
        ),
        Rule(
            code: "MW032", title: "Pre-Xcode 4 model version", severity: .error, migration: nil,
            summary: "A version made before Xcode 4: binary `elements`/`layout` files, no `contents`.",
            why: "The binary format is private; Mapwright cannot read it.",
            fix: "Open the model once in a current Xcode so it is saved as `contents`.",
            example: "A `.xcdatamodel` holding only `elements` and `layout`"
        ),
        Rule(
            code: "MW033", title: "Current-version file unreadable", severity: .error, migration: nil,
            summary: "`.xccurrentversion` is missing or cannot be read.",
            why: "The current version is the one stores migrate to; without it the migrations to check are unknown.",
            fix: "Select the current version in Xcode's model inspector, which rewrites the file.",
            example: "A bundle copied without its hidden `.xccurrentversion`"
        ),
        Rule(
            code: "MW034", title: "Current version missing", severity: .error, migration: nil,
            summary: "`.xccurrentversion` names a version the bundle does not hold.",
            why: "The app would fail to load its model; stores cannot migrate to a version that does not exist.",
            fix: "Select an existing current version in Xcode.",
            example: "`_XCCurrentVersionName` = `Model 3.xcdatamodel` with no such folder"
        ),
        Rule(
            code: "MW035", title: "Unknown XML element", severity: .error, migration: nil,
            summary: "An element the reader does not understand; it is reported and not imported.",
            why: "An element Mapwright ignores might carry meaning for Core Data; the check would not see it.",
            fix: "Check that the file was written by Xcode; report the element to the Mapwright maintainers if it is Xcode's.",
            example: "`<gadget/>` inside `<entity>`"
        ),
        Rule(
            code: "MW036", title: "Unknown XML attribute", severity: .error, migration: nil,
            summary: "An attribute the reader does not understand; it is reported and not imported.",
            why: "An ignored attribute might change the version hash the check computes.",
            fix: "Check that the file was written by Xcode; report the attribute if it is Xcode's.",
            example: "`<attribute name=\"x\" shiny=\"YES\" …/>`"
        ),
        Rule(
            code: "MW037", title: "Unreadable XML value", severity: .error, migration: nil,
            summary: "An attribute value that cannot be read: a Boolean other than `YES`/`NO`, a number that is not one, an unknown enumeration value.",
            why: "The value enters the model (and often its version hash) and must be exact.",
            fix: "Correct the value, or re-save the model in Xcode.",
            example: "`optional=\"maybe\"`"
        ),
        Rule(
            code: "MW038", title: "Required XML attribute missing", severity: .error, migration: nil,
            summary: "An element lacks an attribute it needs (an entity's `name`, an attribute's `attributeType`, …).",
            why: "Core Data needs the value to build the model.",
            fix: "Re-save the model in Xcode, or add the attribute.",
            example: "`<attribute name=\"title\"/>` without `attributeType`"
        ),
        Rule(
            code: "MW039", title: "Inverse entity mismatch", severity: .error, migration: nil,
            summary: "`inverseEntity` names another entity than `destinationEntity`.",
            why: "Core Data takes the inverse from the destination entity; a mismatch is a broken model.",
            fix: "Make `inverseEntity` the destination entity.",
            example: "`destinationEntity=\"List\" inverseEntity=\"Item\"`"
        ),
        Rule(
            code: "MW040", title: "Not a data model", severity: .error, migration: nil,
            summary: "The `contents` file's root element is not `<model>`.",
            why: "It is not a Core Data model.",
            fix: "Point at a Core Data model bundle.",
            example: "A `contents` file whose root is `<database>`"
        ),
        Rule(
            code: "MW041", title: "Derived attribute inconsistent", severity: .error, migration: nil,
            summary: "A derived attribute without an expression, or an expression without `derived=\"YES\"`.",
            why: "Core Data computes derived attributes from their expression; half a definition cannot be built.",
            fix: "Set both `derived=\"YES\"` and `derivationExpression`, or neither.",
            example: "`derived=\"YES\"` without `derivationExpression`"
        ),
        Rule(
            code: "MW042", title: "Migration-policy request unreadable", severity: .error, migration: nil,
            summary: "The entity's `mapwright.migrationPolicy` userInfo entry cannot be read.",
            why: "The request tells `mapwright generate` which custom policy to write; a broken one would silently skip custom migration code.",
            fix: "Re-export the model from YAML, or fix the entry's value.",
            example: "An empty `mapwright.migrationPolicy` userInfo value"
        ),
        Rule(
            code: "MW043", title: "Value dropped on import", severity: .error, migration: nil,
            summary: "A non-empty value in an attribute the reader drops (`name` on `<model>`).",
            why: "Round trips through YAML would lose it.",
            fix: "Remove the value; Xcode does not need it.",
            example: "`<model name=\"Old\" …>`"
        ),
        Rule(
            code: "MW050", title: "Invalid entity name", severity: .error, migration: nil,
            summary: "An entity name breaks Core Data's naming rule: it must start with an uppercase letter, then letters, digits and `_`.",
            why: "Xcode's model editor rejects such names, and they become class and file names.",
            fix: "Rename the entity (with a `renamingIdentifier` if it already shipped).",
            example: "`item` or `My-Item`"
        ),
        Rule(
            code: "MW051", title: "Invalid property name", severity: .error, migration: nil,
            summary: "A property name breaks Core Data's naming rule: it must start with a lowercase letter, then letters, digits and `_`.",
            why: "Xcode's model editor rejects such names, and they become Swift property names.",
            fix: "Rename the property (with a `renamingIdentifier` if it already shipped).",
            example: "`Title` or `due-date`"
        ),
        Rule(
            code: "MW052", title: "Reserved property name", severity: .error, migration: nil,
            summary: "A property name that `NSObject` or `NSManagedObject` already uses (`description`, `entity`, `objectID`, `isDeleted`, …).",
            why: "Apple's `NSPropertyDescription.name` documentation rules it out: the accessor would override the framework's method.",
            fix: "Choose another name.",
            example: "`description: String`"
        ),
        Rule(
            code: "MW053", title: "Duplicate name", severity: .error, migration: nil,
            summary: "Two entities, or two properties of one entity (inherited ones included), share a name.",
            why: "Core Data looks entities and properties up by name; the model cannot be built.",
            fix: "Rename one of them.",
            example: "`Item.title` declared on both `Item` and its parent"
        ),
        Rule(
            code: "MW054", title: "Unknown relationship destination", severity: .error, migration: nil,
            summary: "A relationship's destination entity does not exist.",
            why: "Core Data cannot resolve the relationship; the model does not load.",
            fix: "Name an existing entity, or add it.",
            example: "`owner: Persn?`"
        ),
        Rule(
            code: "MW055", title: "Unknown parent entity", severity: .error, migration: nil,
            summary: "A parent entity does not exist.",
            why: "The inheritance cannot be resolved; the model does not load.",
            fix: "Name an existing entity as `parent`.",
            example: "`parent: Bse`"
        ),
        Rule(
            code: "MW056", title: "Unknown inverse", severity: .error, migration: nil,
            summary: "A relationship's inverse is not a relationship of the destination entity.",
            why: "Core Data cannot link the two ends; the graph becomes inconsistent.",
            fix: "Name the destination's relationship that points back, or drop the inverse.",
            example: "`items: [Item.lst]` when `Item` has `list`"
        ),
        Rule(
            code: "MW057", title: "Inverse does not point back", severity: .error, migration: nil,
            summary: "A relationship's inverse belongs to another entity than the relationship's own.",
            why: "Inverses must be symmetric, or Core Data keeps the object graph inconsistent.",
            fix: "Make the two relationships name each other.",
            example: "`List.items` names `Item.owner` as inverse, but `Item.owner` points to `User`"
        ),
        Rule(
            code: "MW066", title: "Inverse is not mutual", severity: .warning, migration: nil,
            summary: "A relationship names an inverse whose own inverse is a third relationship.",
            why: "Xcode saves such a model and Core Data loads it (real apps ship it), but only one pair is kept in step: setting the other side leaves the graph inconsistent.",
            fix: "Make the two relationships name each other, or drop the inverse from the odd one out.",
            example: "`List.items` ↔ `Item.list`, but `List.archived` also names `Item.list` as inverse"
        ),
        Rule(
            code: "MW058", title: "Inheritance cycle", severity: .error, migration: nil,
            summary: "An entity inherits from itself, directly or through others.",
            why: "The model cannot be built.",
            fix: "Break the cycle.",
            example: "`A` with parent `B`, `B` with parent `A`"
        ),
        Rule(
            code: "MW059", title: "Duplicate property renaming identifier", severity: .error, migration: nil,
            summary: "Two properties of one entity (inherited ones included) share a renaming identifier.",
            why: "Migration inference fails: \"Each property must have a unique renaming identifier\" (134190).",
            fix: "Give each property its own renaming identifier.",
            example: "`title` and `name` both with `renamingIdentifier: name`"
        ),
        Rule(
            code: "MW060", title: "Duplicate entity renaming identifier", severity: .error, migration: nil,
            summary: "Two entities share a renaming identifier.",
            why: "Migration inference fails: \"Each source entity must have a unique renaming identifier\" (134190).",
            fix: "Give each entity its own renaming identifier.",
            example: "`Note` and `Memo` both with `renamingIdentifier: Entry`"
        ),
        Rule(
            code: "MW061", title: "Invalid default value", severity: .error, migration: nil,
            summary: "A default value that does not parse for the attribute's type, or a default on a type that takes none.",
            why: "Core Data would reject the model or store a wrong value in every new and migrated row.",
            fix: "Write a value of the attribute's type (`YES`/`NO` for Boolean, a number for numbers).",
            example: "`done: Boolean = maybe`"
        ),
        Rule(
            code: "MW062", title: "Unknown entity reference", severity: .error, migration: nil,
            summary: "A fetched property, fetch request or configuration names an entity that does not exist.",
            why: "The model does not load.",
            fix: "Name an existing entity.",
            example: "`configurations: {Cloud: [Itme]}`"
        ),
        Rule(
            code: "MW063", title: "Unknown property reference", severity: .error, migration: nil,
            summary: "A uniqueness constraint or fetch index names a property the entity does not have.",
            why: "The model does not load.",
            fix: "Name an existing property of the entity.",
            example: "`uniquenessConstraints: [[titel]]`"
        ),
        Rule(
            code: "MW064", title: "Invalid composite", severity: .error, migration: nil,
            summary: "A composite attribute names no composite type, or a composite type is malformed.",
            why: "Core Data cannot build the attribute.",
            fix: "Name a composite type defined under `composites:`.",
            example: "`address: Composite` without `composite:`"
        ),
        Rule(
            code: "MW065", title: "Invalid bounds", severity: .error, migration: nil,
            summary: "A minimum or maximum that does not parse for its type, or counts that contradict each other (`minCount` above `maxCount`).",
            why: "The validation Core Data runs on every save (and during migration) would be wrong or impossible.",
            fix: "Write bounds of the attribute's type, and `minCount` ≤ `maxCount`.",
            example: "`minCount: 3` with `maxCount: 2`"
        ),
        Rule(
            code: "MW067", title: "Invalid class name", severity: .error, migration: nil,
            summary: "A migration policy's or an entity's `className` is not a Swift / Objective-C identifier (ASCII letters, digits and `_`, not starting with a digit, not a Swift keyword), optionally qualified by a module (`MyApp.ItemPolicy`; an entity's class may also start with `.`).",
            why: "The name becomes a Swift class declaration, a file name and a value in the mapping model: anything else would write broken or injected code, or a file outside the output folder.",
            fix: "Use a plain class name, e.g. `ItemPolicy` or `MyApp.ItemPolicy`.",
            example: "`className: 'P {}; let pwned = 1; class Q'`"
        ),
        Rule(
            code: "MW068", title: "Unsafe version name", severity: .error, migration: nil,
            summary: "A version name that cannot be used as a file name: empty, `.`, `..` or `_manifest` (the YAML folder's manifest), starting with `.`, or holding `/`, `\\` or a control character.",
            why: "Version names become the names of generated files (`ToDo 2 to ToDo 3.mapping.yaml`) and of `.xcdatamodel` folders on export.",
            fix: "Rename the version file (or `.xcdatamodel` folder) and the manifest's entries.",
            example: "A version file named `Item\\2.yaml`"
        ),
    ]
}
