import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel
import MapwrightXcode
import MapwrightYAML
import Testing

/// One row of the decision table: a model pair, the verdict Core Data gives it, and the findings expected.
struct DecisionRow: Sendable, CustomTestStringConvertible {
    let name: String
    let from: DataModel
    let to: DataModel
    let migration: MigrationKind
    let codes: [String]
    let kind: ChangeKind?

    init(
        _ name: String, from: DataModel = Fixtures.base, _ to: DataModel, _ migration: MigrationKind,
        codes: [String] = [], kind: ChangeKind?
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.migration = migration
        self.codes = codes
        self.kind = kind
    }

    var testDescription: String { name }
}

/// docs/core-data/lightweight-rules.md, "Decision table": every row, both directions where the table
/// tells them apart.
@Suite struct DecisionTableTests {
    static let entityRows: [DecisionRow] = [
        DecisionRow(
            "add entity", Fixtures.edited { $0.entities.append(Entity(name: "Note")) }, .lightweight,
            kind: .entity(.added)),
        DecisionRow(
            "remove entity", Fixtures.edited { $0.entities.removeAll { $0.name == "Tag" } }, .lightweight,
            codes: ["MW120"], kind: .entity(.removed)),
        DecisionRow(
            "rename entity with renaming identifier",
            Fixtures.edited {
                $0[entity: "Tag"].name = "Label"; $0[entity: "Label"].renamingIdentifier = "Tag"
            }, .lightweight, kind: .entity(.renamed)),
        DecisionRow(
            "rename entity without renaming identifier", Fixtures.edited { $0[entity: "Tag"].name = "Label" },
            .lightweight, codes: ["MW126"], kind: .entity(.added)),
        DecisionRow(
            "entity class name", Fixtures.edited { $0[entity: "Tag"].className = "TagObject" }, .none,
            kind: .entity(.classNameChanged)),
        DecisionRow(
            "entity codegen", Fixtures.edited { $0[entity: "Tag"].codeGeneration = .class }, .none,
            kind: .entity(.codeGenerationChanged)),
        DecisionRow(
            "entity userInfo", Fixtures.edited { $0[entity: "Tag"].userInfo = [UserInfoEntry(key: "k", value: "v")] },
            .none, kind: .entity(.userInfoChanged)),
        DecisionRow(
            "entity syncable", Fixtures.edited { $0[entity: "Tag"].isSyncable = true }, .none,
            kind: .entity(.syncableChanged)),
        DecisionRow(
            "duplicate renaming identifiers while no hash changes",
            Fixtures.edited { $0[entity: "Tag"][attribute: "color"].renamingIdentifier = "label" },
            .none, codes: ["MW106"], kind: .entity(.duplicateRenamingIdentifier)
        ),
        DecisionRow(
            "entity renaming identifier alone", Fixtures.edited { $0[entity: "Tag"].renamingIdentifier = "Tag" }, .none,
            kind: .entity(.renamingIdentifierChanged)),
        DecisionRow(
            "concrete → abstract", Fixtures.edited { $0[entity: "Tag"].isAbstract = true }, .lightweight,
            kind: .entity(.abstractChanged)),
        DecisionRow(
            "abstract → concrete", from: Fixtures.source { $0[entity: "Tag"].isAbstract = true },
            Fixtures.edited { _ in }, .lightweight, kind: .entity(.abstractChanged)),
        DecisionRow(
            "new parent entity",
            Fixtures.edited {
                $0.entities.append(Entity(name: "Record")); $0[entity: "Tag"].parent = "Record"
            }, .lightweight, kind: .entity(.parentChanged)),
        DecisionRow(
            "new child entity", Fixtures.edited { $0.entities.append(Entity(name: "Sticker", parent: "Tag")) },
            .lightweight, kind: .entity(.added)),
        DecisionRow(
            "move property up to a new parent",
            Fixtures.edited {
                $0.entities.append(Entity(name: "Record", attributes: [$0[entity: "Tag"][attribute: "label"]]))
                $0[entity: "Tag"].parent = "Record"
                $0[entity: "Tag"].attributes.removeAll { $0.name == "label" }
            },
            .lightweight, kind: .match(.movedInHierarchy)
        ),
        DecisionRow(
            "move property down from the parent",
            from: Fixtures.source {
                $0.entities.append(Entity(name: "Record", attributes: [$0[entity: "Tag"][attribute: "label"]]))
                $0[entity: "Tag"].parent = "Record"
                $0[entity: "Tag"].attributes.removeAll { $0.name == "label" }
            },
            Fixtures.edited {
                $0.entities.append(Entity(name: "Record")); $0[entity: "Tag"].parent = "Record"
            },
            // `Record` is concrete: its own rows do lose `label`.
            .lightweight, codes: ["MW121"], kind: .match(.movedInHierarchy)
        ),
        DecisionRow(
            "move entity out of its hierarchy",
            from: Fixtures.source {
                $0.entities.append(Entity(name: "Record")); $0[entity: "Tag"].parent = "Record"
            },
            Fixtures.edited { $0.entities.append(Entity(name: "Record")) },
            .lightweight, kind: .entity(.parentChanged)
        ),
        DecisionRow(
            "two existing root entities get a common parent",
            Fixtures.edited {
                $0.entities.append(Entity(name: "Base")); $0[entity: "Tag"].parent = "Base";
                $0[entity: "List"].parent = "Base"
            },
            .heavy, codes: ["MW104"], kind: .entity(.hierarchiesMerged)
        ),
        DecisionRow(
            "entity versionHashModifier added", Fixtures.edited { $0[entity: "Tag"].versionHashModifier = "2" },
            .lightweight, kind: .entity(.hashModifierChanged)),
        DecisionRow(
            "entity versionHashModifier changed", from: Fixtures.source { $0[entity: "Tag"].versionHashModifier = "1" },
            Fixtures.edited { $0[entity: "Tag"].versionHashModifier = "2" }, .lightweight,
            kind: .entity(.hashModifierChanged)
        ),
        DecisionRow(
            "add uniqueness constraint", Fixtures.edited { $0[entity: "Tag"].uniquenessConstraints = [["label"]] },
            .lightweight, codes: ["MW114"], kind: .entity(.uniquenessConstraintAdded)),
        DecisionRow(
            "uniqueness constraint kept over a renamed attribute",
            from: Fixtures.source { $0[entity: "Tag"].uniquenessConstraints = [["label"]] },
            Fixtures.edited {
                $0[entity: "Tag"][attribute: "label"].name = "title"
                $0[entity: "Tag"][attribute: "title"].renamingIdentifier = "label"
                $0[entity: "Tag"].uniquenessConstraints = [["title"]]
            },
            .lightweight, kind: .property(.renamed, .attribute)
        ),
        DecisionRow(
            "remove uniqueness constraint",
            from: Fixtures.source { $0[entity: "Tag"].uniquenessConstraints = [["label"]] }, Fixtures.edited { _ in },
            .lightweight, kind: .entity(.uniquenessConstraintRemoved)),
        DecisionRow(
            "fetch index added",
            Fixtures.edited {
                $0[entity: "Tag"].fetchIndexes = [
                    FetchIndex(name: "byLabel", elements: [FetchIndexElement(property: "label")])
                ]
            },
            .none, codes: ["MW140"], kind: .entity(.fetchIndexesChanged)
        ),
        DecisionRow(
            "attribute indexed", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].isIndexed = true }, .none,
            codes: ["MW140"], kind: .property(.indexedChanged, .attribute)),
        DecisionRow(
            "to-many relationship indexed",
            Fixtures.edited { $0[entity: "List"][relationship: "items"].isIndexed = true },
            .none, codes: ["MW140"], kind: .property(.indexedChanged, .relationship)),
        DecisionRow(
            "to-one relationship indexed: Core Data indexes its foreign key anyway",
            Fixtures.edited { $0[entity: "Item"][relationship: "list"].isIndexed = true },
            .none, kind: .property(.indexedChanged, .relationship)),
        DecisionRow(
            "Xcode's by<Relationship>Index on a to-one relationship",
            Fixtures.edited {
                $0[entity: "Item"].fetchIndexes = [
                    FetchIndex(name: "byListIndex", elements: [FetchIndexElement(property: "list")])
                ]
            },
            .none, kind: .entity(.fetchIndexesChanged)),
        DecisionRow(
            "indexed flag upgraded by Xcode beside a real index change: one warning, for the real one",
            from: Fixtures.source { $0[entity: "Tag"][attribute: "label"].isIndexed = true },
            Fixtures.edited {
                $0[entity: "Tag"].fetchIndexes = [
                    FetchIndex(name: "byLabelIndex", elements: [FetchIndexElement(property: "label")]),
                    FetchIndex(name: "byColor", elements: [FetchIndexElement(property: "color")]),
                ]
            },
            .none, codes: ["MW140"], kind: .entity(.fetchIndexesChanged)
        ),
        DecisionRow(
            "to-many removed while its to-one inverse stays: the foreign key keeps every link",
            Fixtures.edited {
                $0[entity: "List"].relationships.removeAll { $0.name == "items" }
                $0[entity: "Item"][relationship: "list"].inverse = nil
            },
            .lightweight, kind: .property(.removed, .relationship)),
        DecisionRow(
            "to-many removed while its to-one inverse is renamed without identifier: the links are lost",
            Fixtures.edited {
                $0[entity: "List"].relationships.removeAll { $0.name == "items" }
                $0[entity: "Item"].relationships = [Relationship(name: "owner", destination: "List", isOptional: true)]
            },
            .lightweight, codes: ["MW122", "MW122"], kind: .property(.removed, .relationship)),
        DecisionRow(
            "indexed flag upgraded by Xcode to the same one-property fetch index",
            from: Fixtures.source { $0[entity: "Tag"][attribute: "label"].isIndexed = true },
            Fixtures.edited {
                $0[entity: "Tag"].fetchIndexes = [
                    FetchIndex(name: "byLabelIndex", elements: [FetchIndexElement(property: "label")])
                ]
            },
            .none, kind: .entity(.fetchIndexesChanged)
        ),
        DecisionRow(
            "indexed flag replaced by a descending fetch index",
            from: Fixtures.source { $0[entity: "Tag"][attribute: "label"].isIndexed = true },
            Fixtures.edited {
                $0[entity: "Tag"].fetchIndexes = [
                    FetchIndex(
                        name: "byLabelIndex", elements: [FetchIndexElement(property: "label", order: .descending)])
                ]
            },
            .none, codes: ["MW140", "MW140"], kind: .entity(.fetchIndexesChanged)
        ),
        DecisionRow(
            "fetch index renamed",
            from: Fixtures.source {
                $0[entity: "Tag"].fetchIndexes = [
                    FetchIndex(name: "a", elements: [FetchIndexElement(property: "label")])
                ]
            },
            Fixtures.edited {
                $0[entity: "Tag"].fetchIndexes = [
                    FetchIndex(name: "b", elements: [FetchIndexElement(property: "label")])
                ]
            },
            .none, kind: .entity(.fetchIndexesChanged)
        ),
        DecisionRow(
            "fetch request template",
            Fixtures.edited { $0.fetchRequests = [FetchRequestTemplate(name: "all", entity: "Tag")] }, .none,
            kind: .model(.fetchRequestTemplatesChanged)),
        DecisionRow(
            "configuration", Fixtures.edited { $0.configurations = [Configuration(name: "Cloud", entities: ["Tag"])] },
            .none, kind: .model(.configurationsChanged)),
        DecisionRow(
            "fetched property",
            Fixtures.edited { $0[entity: "Tag"].fetchedProperties = [FetchedProperty(name: "same", entity: "Tag")] },
            .none, kind: .entity(.fetchedPropertiesChanged)),
        DecisionRow(
            "version identifier", Fixtures.edited { $0.versionIdentifier = "2.0" }, .none,
            kind: .model(.versionIdentifierChanged)),
        DecisionRow("version name only", Fixtures.edited { $0.name = "Renamed" }, .none, kind: nil),
    ]

    static let attributeRows: [DecisionRow] = [
        DecisionRow(
            "add optional attribute",
            Fixtures.edited {
                $0[entity: "Tag"].attributes.append(Attribute(name: "note", type: .string, isOptional: true))
            }, .lightweight, kind: .property(.added, .attribute)),
        DecisionRow(
            "add required attribute with default",
            Fixtures.edited {
                $0[entity: "Tag"].attributes.append(Attribute(name: "rank", type: .integer16, defaultValue: "0"))
            }, .lightweight, kind: .property(.added, .attribute)),
        DecisionRow(
            "add required attribute without default",
            Fixtures.edited { $0[entity: "Tag"].attributes.append(Attribute(name: "createdAt", type: .date)) },
            .lightweight, codes: ["MW110"], kind: .property(.added, .attribute)),
        DecisionRow(
            "remove attribute", Fixtures.edited { $0[entity: "Item"].attributes.removeAll { $0.name == "payload" } },
            .lightweight, codes: ["MW121"], kind: .property(.removed, .attribute)),
        DecisionRow(
            "rename attribute with renaming identifier",
            Fixtures.edited {
                $0[entity: "Tag"][attribute: "label"].name = "name";
                $0[entity: "Tag"][attribute: "name"].renamingIdentifier = "label"
            }, .lightweight, kind: .property(.renamed, .attribute)),
        DecisionRow(
            "rename attribute without renaming identifier",
            Fixtures.edited { $0[entity: "Tag"][attribute: "label"].name = "labelText" }, .lightweight,
            codes: ["MW126"], kind: .property(.added, .attribute)),
        DecisionRow(
            "required → optional", Fixtures.edited { $0[entity: "Item"][attribute: "count"].isOptional = true },
            .lightweight, kind: .property(.optionalityChanged, .attribute)),
        DecisionRow(
            "optional → required with default",
            Fixtures.edited {
                $0[entity: "Tag"][attribute: "label"].isOptional = false;
                $0[entity: "Tag"][attribute: "label"].defaultValue = ""
            }, .lightweight, kind: .property(.optionalityChanged, .attribute)),
        DecisionRow(
            "optional → required without default",
            Fixtures.edited { $0[entity: "Tag"][attribute: "label"].isOptional = false }, .lightweight,
            codes: ["MW111"], kind: .property(.optionalityChanged, .attribute)),
        DecisionRow(
            "Integer 32 → Integer 64", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .integer64 },
            .lightweight, kind: .attribute(.typeChanged)),
        DecisionRow(
            "Integer 32 → Integer 16 (narrowing)",
            Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .integer16 }, .lightweight,
            codes: ["MW115"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "Integer 32 → Double", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .double },
            .lightweight, kind: .attribute(.typeChanged)),
        DecisionRow(
            "Double → Integer 32 (narrowing)",
            from: Fixtures.source { $0[entity: "Item"][attribute: "count"].type = .double }, Fixtures.edited { _ in },
            .lightweight, codes: ["MW115"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "Decimal → Float (narrowing)",
            from: Fixtures.source { $0[entity: "Item"][attribute: "count"].type = .decimal },
            Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .float }, .lightweight, codes: ["MW115"],
            kind: .attribute(.typeChanged)),
        DecisionRow(
            "numeric → Boolean", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .boolean },
            .lightweight, kind: .attribute(.typeChanged)),
        DecisionRow(
            "Boolean → numeric", from: Fixtures.source { $0[entity: "Item"][attribute: "count"].type = .boolean },
            Fixtures.edited { _ in }, .lightweight, kind: .attribute(.typeChanged)),
        DecisionRow(
            "String → Integer 16", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].type = .integer16 }, .heavy,
            codes: ["MW101"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "Integer 32 → String", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .string }, .heavy,
            codes: ["MW101"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "Date → String", from: Fixtures.source { $0[entity: "Tag"][attribute: "label"].type = .date },
            Fixtures.edited { _ in }, .heavy, codes: ["MW101"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "String → UUID", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].type = .uuid }, .heavy,
            codes: ["MW101"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "Binary → String", Fixtures.edited { $0[entity: "Item"][attribute: "payload"].type = .string }, .heavy,
            codes: ["MW101"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "Binary → Transformable",
            Fixtures.edited { $0[entity: "Item"][attribute: "payload"].type = .transformable }, .heavy,
            codes: ["MW101"], kind: .attribute(.typeChanged)),
        DecisionRow(
            "Binary → Transformable with NSMigrationAllowTypeTransformation",
            Fixtures.edited {
                $0[entity: "Item"][attribute: "payload"].type = .transformable;
                $0[entity: "Item"][attribute: "payload"].userInfo = [
                    UserInfoEntry(key: "NSMigrationAllowTypeTransformation", value: "YES")
                ]
            },
            .lightweight, codes: ["MW130"], kind: .attribute(.typeChanged)
        ),
        DecisionRow(
            "Transformable → Binary with NSMigrationAllowTypeTransformation",
            from: Fixtures.source { $0[entity: "Item"][attribute: "payload"].type = .transformable },
            Fixtures.edited {
                $0[entity: "Item"][attribute: "payload"].userInfo = [
                    UserInfoEntry(key: "NSMigrationAllowTypeTransformation", value: "YES")
                ]
            },
            .lightweight, codes: ["MW130"], kind: .attribute(.typeChanged)
        ),
        DecisionRow(
            "Binary → Transformable with the key but external storage",
            from: Fixtures.source { $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true },
            Fixtures.edited {
                $0[entity: "Item"][attribute: "payload"].type = .transformable
                $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true
                $0[entity: "Item"][attribute: "payload"].userInfo = [
                    UserInfoEntry(key: "NSMigrationAllowTypeTransformation", value: "YES")
                ]
            },
            .heavy, codes: ["MW101"], kind: .attribute(.typeChanged)
        ),
        DecisionRow(
            "attribute default value", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].defaultValue = "new" },
            .none, kind: .attribute(.defaultValueChanged)),
        DecisionRow(
            "attribute validation", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].maxValue = "40" }, .none,
            kind: .attribute(.validationChanged)),
        DecisionRow(
            "attribute userInfo",
            Fixtures.edited { $0[entity: "Tag"][attribute: "label"].userInfo = [UserInfoEntry(key: "k", value: "v")] },
            .none, kind: .property(.userInfoChanged, .attribute)),
        DecisionRow(
            "attribute transformer name",
            Fixtures.edited {
                $0[entity: "Item"][attribute: "payload"].valueTransformerName = "NSSecureUnarchiveFromData"
            }, .none, kind: .attribute(.valueTransformerChanged)),
        DecisionRow(
            "attribute custom class",
            Fixtures.edited { $0[entity: "Item"][attribute: "payload"].customClassName = "Payload" }, .none,
            kind: .attribute(.customClassChanged)),
        DecisionRow(
            "attribute scalar flag",
            Fixtures.edited { $0[entity: "Item"][attribute: "count"].usesScalarValueType = true }, .none,
            kind: .attribute(.scalarTypeChanged)),
        DecisionRow(
            "attribute Spotlight",
            Fixtures.edited { $0[entity: "Tag"][attribute: "label"].isIndexedBySpotlight = true }, .none,
            kind: .property(.spotlightChanged, .attribute)),
        DecisionRow(
            "persistent → transient attribute",
            Fixtures.edited { $0[entity: "Tag"][attribute: "color"].isTransient = true }, .lightweight,
            codes: ["MW123"], kind: .property(.transientChanged, .attribute)),
        DecisionRow(
            "transient → persistent attribute",
            from: Fixtures.source { $0[entity: "Tag"][attribute: "color"].isTransient = true },
            Fixtures.edited { _ in }, .lightweight, kind: .property(.transientChanged, .attribute)),
        DecisionRow(
            "edit a transient attribute",
            from: Fixtures.source { $0[entity: "Tag"][attribute: "color"].isTransient = true },
            Fixtures.edited {
                $0[entity: "Tag"][attribute: "color"].isTransient = true;
                $0[entity: "Tag"][attribute: "color"].type = .integer16;
                $0[entity: "Tag"][attribute: "color"].isOptional = false
            },
            .none, kind: .attribute(.typeChanged)
        ),
        DecisionRow(
            "add a transient attribute",
            Fixtures.edited {
                $0[entity: "Tag"].attributes.append(Attribute(name: "cache", type: .string, isTransient: true))
            }, .none, kind: .property(.added, .attribute)),
        DecisionRow(
            "external storage off → on",
            Fixtures.edited { $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true },
            .lightweight, kind: .attribute(.externalStorageChanged)),
        DecisionRow(
            "external storage on → off",
            from: Fixtures.source { $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true },
            Fixtures.edited { _ in }, .heavy, codes: ["MW103"], kind: .attribute(.externalStorageChanged)),
        DecisionRow(
            "preserveAfterDeletion toggled",
            Fixtures.edited { $0[entity: "Tag"][attribute: "label"].preservesValueInHistoryOnDeletion = true },
            .lightweight, kind: .attribute(.preserveAfterDeletionChanged)),
        DecisionRow(
            "attribute versionHashModifier",
            Fixtures.edited { $0[entity: "Tag"][attribute: "label"].versionHashModifier = "2" }, .lightweight,
            kind: .property(.hashModifierChanged, .attribute)),
        DecisionRow(
            "derived attribute expression changed (UNCERTAIN)",
            from: Fixtures.source {
                $0[entity: "List"].attributes.append(
                    Attribute(
                        name: "itemCount", type: .integer64, isOptional: true, derivationExpression: "items.@count"))
            },
            Fixtures.edited {
                $0[entity: "List"].attributes.append(
                    Attribute(
                        name: "itemCount", type: .integer64, isOptional: true, derivationExpression: "items.@sum.count")
                )
            },
            .lightweight, codes: ["MW131"], kind: .attribute(.derivationChanged)
        ),
        DecisionRow(
            "attribute ↔ relationship under the same name",
            Fixtures.edited {
                $0[entity: "Tag"].attributes.removeAll { $0.name == "color" };
                $0[entity: "Tag"].relationships.append(Relationship(name: "color", destination: "List"))
            },
            .lightweight, codes: ["MW125"], kind: .match(.kindChanged)
        ),
    ]

    static let relationshipRows: [DecisionRow] = [
        DecisionRow(
            "add optional relationship",
            Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "list", destination: "List")) },
            .lightweight, kind: .property(.added, .relationship)),
        DecisionRow(
            "add required to-many relationship with minCount 0",
            Fixtures.edited {
                $0[entity: "Tag"].relationships.append(
                    Relationship(name: "items", destination: "Item", isToMany: true, isOptional: false))
            }, .lightweight, kind: .property(.added, .relationship)),
        DecisionRow(
            "add to-many relationship with minCount 1",
            Fixtures.edited {
                $0[entity: "Tag"].relationships.append(
                    Relationship(name: "items", destination: "Item", isToMany: true, minCount: 1, isOptional: false))
            }, .lightweight, codes: ["MW112"], kind: .property(.added, .relationship)),
        DecisionRow(
            "add optional to-many relationship",
            Fixtures.edited {
                $0[entity: "Tag"].relationships.append(Relationship(name: "items", destination: "Item", isToMany: true))
            }, .lightweight, kind: .property(.added, .relationship)),
        DecisionRow(
            "add mandatory relationship",
            Fixtures.edited {
                $0[entity: "Tag"].relationships.append(
                    Relationship(name: "list", destination: "List", minCount: 1, isOptional: false))
            }, .lightweight, codes: ["MW112"], kind: .property(.added, .relationship)),
        DecisionRow(
            "remove relationship",
            Fixtures.edited {
                $0[entity: "Item"].relationships.removeAll(); $0[entity: "List"][relationship: "items"].inverse = nil
            },
            .lightweight, codes: ["MW122"], kind: .property(.removed, .relationship)
        ),
        DecisionRow(
            "rename relationship with renaming identifier",
            Fixtures.edited {
                $0[entity: "Item"][relationship: "list"].name = "folder";
                $0[entity: "Item"][relationship: "folder"].renamingIdentifier = "list";
                $0[entity: "List"][relationship: "items"].inverse = "folder"
            },
            .lightweight, kind: .property(.renamed, .relationship)
        ),
        DecisionRow(
            "to-one → to-many",
            Fixtures.edited {
                $0[entity: "Item"][relationship: "list"].isToMany = true;
                $0[entity: "Item"][relationship: "list"].maxCount = 0
            },
            .lightweight, kind: .relationship(.cardinalityChanged)
        ),
        DecisionRow(
            "to-many → to-one",
            Fixtures.edited {
                $0[entity: "List"][relationship: "items"].isToMany = false;
                $0[entity: "List"][relationship: "items"].maxCount = 1
            },
            .heavy, codes: ["MW102"], kind: .relationship(.cardinalityChanged)
        ),
        DecisionRow(
            "unordered → ordered", Fixtures.edited { $0[entity: "List"][relationship: "items"].isOrdered = true },
            .lightweight, kind: .relationship(.orderedChanged)),
        DecisionRow(
            "ordered → unordered", from: Fixtures.source { $0[entity: "List"][relationship: "items"].isOrdered = true },
            Fixtures.edited { _ in }, .lightweight, kind: .relationship(.orderedChanged)),
        DecisionRow(
            "maxCount loosened", from: Fixtures.source { $0[entity: "List"][relationship: "items"].maxCount = 5 },
            Fixtures.edited { _ in }, .lightweight, kind: .relationship(.countChanged)
        ),
        DecisionRow(
            "maxCount tightened", Fixtures.edited { $0[entity: "List"][relationship: "items"].maxCount = 5 },
            .lightweight, codes: ["MW113"], kind: .relationship(.countChanged)),
        DecisionRow(
            "minCount raised", Fixtures.edited { $0[entity: "List"][relationship: "items"].minCount = 1 }, .lightweight,
            codes: ["MW113"], kind: .relationship(.countChanged)),
        DecisionRow(
            "minCount lowered", from: Fixtures.source { $0[entity: "List"][relationship: "items"].minCount = 1 },
            Fixtures.edited { _ in }, .lightweight, kind: .relationship(.countChanged)),
        DecisionRow(
            "relationship optional → mandatory",
            Fixtures.edited { $0[entity: "Item"][relationship: "list"].isOptional = false }, .lightweight,
            codes: ["MW112"], kind: .property(.optionalityChanged, .relationship)),
        DecisionRow(
            "to-many optional → mandatory with minCount 0",
            Fixtures.edited { $0[entity: "List"][relationship: "items"].isOptional = false }, .lightweight,
            kind: .property(.optionalityChanged, .relationship)),
        DecisionRow(
            "relationship mandatory → optional",
            from: Fixtures.source { $0[entity: "Item"][relationship: "list"].isOptional = false },
            Fixtures.edited { _ in }, .lightweight, kind: .property(.optionalityChanged, .relationship)),
        DecisionRow(
            "delete rule", Fixtures.edited { $0[entity: "List"][relationship: "items"].deleteRule = .cascade }, .none,
            kind: .relationship(.deleteRuleChanged)),
        DecisionRow(
            "relationship userInfo",
            Fixtures.edited {
                $0[entity: "List"][relationship: "items"].userInfo = [UserInfoEntry(key: "k", value: "v")]
            }, .none, kind: .property(.userInfoChanged, .relationship)),
        DecisionRow(
            "relationship versionHashModifier",
            Fixtures.edited { $0[entity: "List"][relationship: "items"].versionHashModifier = "2" }, .lightweight,
            kind: .property(.hashModifierChanged, .relationship)),
        DecisionRow(
            "inverse added",
            from: Fixtures.source {
                $0[entity: "Item"][relationship: "list"].inverse = nil;
                $0[entity: "List"][relationship: "items"].inverse = nil
            },
            Fixtures.edited { _ in }, .lightweight, kind: .relationship(.inverseChanged)
        ),
        DecisionRow(
            "inverse removed",
            Fixtures.edited {
                $0[entity: "Item"][relationship: "list"].inverse = nil;
                $0[entity: "List"][relationship: "items"].inverse = nil
            },
            .lightweight, kind: .relationship(.inverseChanged)
        ),
        DecisionRow(
            "add a relationship that is its own inverse",
            Fixtures.edited {
                $0[entity: "Tag"].relationships.append(Relationship(name: "twin", destination: "Tag", inverse: "twin"))
            },
            .lightweight, kind: .property(.added, .relationship)
        ),
        DecisionRow(
            "inverse set on a relationship that is its own inverse",
            from: Fixtures.source {
                $0[entity: "Tag"].relationships.append(Relationship(name: "twin", destination: "Tag"))
            },
            Fixtures.edited {
                $0[entity: "Tag"].relationships.append(Relationship(name: "twin", destination: "Tag", inverse: "twin"))
            },
            .none, kind: .relationship(.inverseChanged)
        ),
        DecisionRow(
            "destination changed, old destination gone",
            Fixtures.edited {
                $0.entities.removeAll { $0.name == "List" }
                $0.entities.append(
                    Entity(
                        name: "Folder",
                        relationships: [
                            Relationship(name: "entries", destination: "Item", inverse: "list", isToMany: true)
                        ]))
                $0[entity: "Item"][relationship: "list"].destination = "Folder"
                $0[entity: "Item"][relationship: "list"].inverse = "entries"
            },
            .lightweight, codes: ["MW120", "MW124"], kind: .relationship(.destinationChanged)
        ),
        DecisionRow(
            "destination changed to a parent of where the objects go",
            Fixtures.edited {
                $0.entities.append(Entity(name: "Container"))
                $0[entity: "List"].parent = "Container"
                $0[entity: "Item"][relationship: "list"].destination = "Container"
                $0[entity: "Item"][relationship: "list"].inverse = nil
                $0[entity: "List"][relationship: "items"].inverse = nil
            },
            .lightweight, kind: .relationship(.destinationChanged)
        ),
        DecisionRow(
            "destination changed to an unrelated entity",
            Fixtures.edited {
                $0[entity: "Item"][relationship: "list"].destination = "Tag"
                $0[entity: "Item"][relationship: "list"].inverse = nil
                $0[entity: "List"][relationship: "items"].inverse = nil
            },
            .heavy, codes: ["MW105"], kind: .relationship(.destinationChanged)
        ),
        DecisionRow(
            "destination follows the entity's rename",
            Fixtures.edited {
                $0[entity: "List"].name = "Folder"
                $0[entity: "Folder"].renamingIdentifier = "List"
                $0[entity: "Item"][relationship: "list"].destination = "Folder"
            },
            .lightweight, kind: .relationship(.destinationChanged)
        ),
    ]

    static let identifierRows: [DecisionRow] = [
        DecisionRow(
            "duplicate entity renaming identifiers",
            Fixtures.edited {
                $0[entity: "Tag"].renamingIdentifier = "List"; $0[entity: "Tag"].versionHashModifier = "2"
            },
            .heavy, codes: ["MW106", "MW120"], kind: .entity(.duplicateRenamingIdentifier)
        ),
        DecisionRow(
            "duplicate property renaming identifiers",
            Fixtures.edited {
                $0[entity: "Tag"][attribute: "color"].renamingIdentifier = "label";
                $0[entity: "Tag"].versionHashModifier = "2"
            },
            .heavy, codes: ["MW106", "MW121"], kind: .entity(.duplicateRenamingIdentifier)
        ),
    ]

    @Test(arguments: entityRows + attributeRows + relationshipRows + identifierRows)
    func row(_ row: DecisionRow) {
        let step = MigrationAnalyzer.analyze(from: row.from, to: row.to)
        #expect(
            step.migration == row.migration,
            "\(row.name): \(step.changes.map { "\($0.change.kind.rawValue) \($0.migration)" })")
        #expect(step.findings.map(\.code).sorted() == row.codes, "\(row.name): \(step.findings.map(\.message))")
        if let kind = row.kind {
            #expect(step.diff.changes.contains { $0.kind == kind }, "\(row.name): \(step.diff.changes.map(\.kind))")
        }
        #expect(step.requiresMappingModel == (row.migration == .heavy))
    }

    @Test func noneExactlyWhenHashesAreEqual() {
        for row in Self.entityRows + Self.attributeRows + Self.relationshipRows where !row.codes.contains("MW131") {
            let equal = VersionHasher.entityHashes(row.from) == VersionHasher.entityHashes(row.to)
            #expect(equal == (row.migration == .none), "\(row.name)")
        }
    }
}
