import MapwrightAnalysis
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

    init(_ name: String, from: DataModel = Fixtures.base, _ to: DataModel, _ migration: MigrationKind, codes: [String] = [], kind: ChangeKind?) {
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
        DecisionRow("add entity", Fixtures.edited { $0.entities.append(Entity(name: "Note")) }, .lightweight, kind: .entityAdded),
        DecisionRow("remove entity", Fixtures.edited { $0.entities.removeAll { $0.name == "Tag" } }, .lightweight, codes: ["MW120"], kind: .entityRemoved),
        DecisionRow("rename entity with renaming identifier", Fixtures.edited { $0[entity: "Tag"].name = "Label"; $0[entity: "Label"].renamingIdentifier = "Tag" }, .lightweight, kind: .entityRenamed),
        DecisionRow("rename entity without renaming identifier", Fixtures.edited { $0[entity: "Tag"].name = "Label" }, .lightweight, codes: ["MW126"], kind: .entityAdded),
        DecisionRow("entity class name", Fixtures.edited { $0[entity: "Tag"].className = "TagObject" }, .none, kind: .entityClassNameChanged),
        DecisionRow("entity codegen", Fixtures.edited { $0[entity: "Tag"].codeGeneration = .class }, .none, kind: .entityCodeGenerationChanged),
        DecisionRow("entity userInfo", Fixtures.edited { $0[entity: "Tag"].userInfo = [UserInfoEntry(key: "k", value: "v")] }, .none, kind: .entityUserInfoChanged),
        DecisionRow("entity syncable", Fixtures.edited { $0[entity: "Tag"].isSyncable = true }, .none, kind: .entitySyncableChanged),
        DecisionRow(
            "duplicate renaming identifiers while no hash changes",
            Fixtures.edited { $0[entity: "Tag"][attribute: "color"].renamingIdentifier = "label" },
            .none, codes: ["MW106"], kind: .duplicateRenamingIdentifier
        ),
        DecisionRow("entity renaming identifier alone", Fixtures.edited { $0[entity: "Tag"].renamingIdentifier = "Tag" }, .none, kind: .entityRenamingIdentifierChanged),
        DecisionRow("concrete → abstract", Fixtures.edited { $0[entity: "Tag"].isAbstract = true }, .lightweight, kind: .entityAbstractChanged),
        DecisionRow("abstract → concrete", from: Fixtures.source { $0[entity: "Tag"].isAbstract = true }, Fixtures.edited { _ in }, .lightweight, kind: .entityAbstractChanged),
        DecisionRow("new parent entity", Fixtures.edited { $0.entities.append(Entity(name: "Record")); $0[entity: "Tag"].parent = "Record" }, .lightweight, kind: .entityParentChanged),
        DecisionRow("new child entity", Fixtures.edited { $0.entities.append(Entity(name: "Sticker", parent: "Tag")) }, .lightweight, kind: .entityAdded),
        DecisionRow(
            "move property up to a new parent",
            Fixtures.edited {
                $0.entities.append(Entity(name: "Record", attributes: [$0[entity: "Tag"][attribute: "label"]]))
                $0[entity: "Tag"].parent = "Record"
                $0[entity: "Tag"].attributes.removeAll { $0.name == "label" }
            },
            .lightweight, kind: .propertyMovedInHierarchy
        ),
        DecisionRow(
            "move property down from the parent",
            from: Fixtures.source {
                $0.entities.append(Entity(name: "Record", attributes: [$0[entity: "Tag"][attribute: "label"]]))
                $0[entity: "Tag"].parent = "Record"
                $0[entity: "Tag"].attributes.removeAll { $0.name == "label" }
            },
            Fixtures.edited { $0.entities.append(Entity(name: "Record")); $0[entity: "Tag"].parent = "Record" },
            // `Record` is concrete: its own rows do lose `label`.
            .lightweight, codes: ["MW121"], kind: .propertyMovedInHierarchy
        ),
        DecisionRow(
            "move entity out of its hierarchy",
            from: Fixtures.source { $0.entities.append(Entity(name: "Record")); $0[entity: "Tag"].parent = "Record" },
            Fixtures.edited { $0.entities.append(Entity(name: "Record")) },
            .lightweight, kind: .entityParentChanged
        ),
        DecisionRow(
            "two existing root entities get a common parent",
            Fixtures.edited { $0.entities.append(Entity(name: "Base")); $0[entity: "Tag"].parent = "Base"; $0[entity: "List"].parent = "Base" },
            .heavy, codes: ["MW104"], kind: .hierarchiesMerged
        ),
        DecisionRow("entity versionHashModifier added", Fixtures.edited { $0[entity: "Tag"].versionHashModifier = "2" }, .lightweight, kind: .entityHashModifierChanged),
        DecisionRow(
            "entity versionHashModifier changed", from: Fixtures.source { $0[entity: "Tag"].versionHashModifier = "1" },
            Fixtures.edited { $0[entity: "Tag"].versionHashModifier = "2" }, .lightweight, kind: .entityHashModifierChanged
        ),
        DecisionRow("add uniqueness constraint", Fixtures.edited { $0[entity: "Tag"].uniquenessConstraints = [["label"]] }, .lightweight, codes: ["MW114"], kind: .uniquenessConstraintAdded),
        DecisionRow("remove uniqueness constraint", from: Fixtures.source { $0[entity: "Tag"].uniquenessConstraints = [["label"]] }, Fixtures.edited { _ in }, .lightweight, kind: .uniquenessConstraintRemoved),
        DecisionRow(
            "fetch index added", Fixtures.edited { $0[entity: "Tag"].fetchIndexes = [FetchIndex(name: "byLabel", elements: [FetchIndexElement(property: "label")])] },
            .none, codes: ["MW140"], kind: .fetchIndexesChanged
        ),
        DecisionRow("attribute indexed", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].isIndexed = true }, .none, codes: ["MW140"], kind: .attributeIndexedChanged),
        DecisionRow("relationship indexed", Fixtures.edited { $0[entity: "Item"][relationship: "list"].isIndexed = true }, .none, codes: ["MW140"], kind: .relationshipIndexedChanged),
        DecisionRow("fetch request template", Fixtures.edited { $0.fetchRequests = [FetchRequestTemplate(name: "all", entity: "Tag")] }, .none, kind: .fetchRequestTemplatesChanged),
        DecisionRow("configuration", Fixtures.edited { $0.configurations = [Configuration(name: "Cloud", entities: ["Tag"])] }, .none, kind: .configurationsChanged),
        DecisionRow("fetched property", Fixtures.edited { $0[entity: "Tag"].fetchedProperties = [FetchedProperty(name: "same", entity: "Tag")] }, .none, kind: .fetchedPropertiesChanged),
        DecisionRow("version identifier", Fixtures.edited { $0.versionIdentifier = "2.0" }, .none, kind: .versionIdentifierChanged),
        DecisionRow("version name only", Fixtures.edited { $0.name = "Renamed" }, .none, kind: nil),
    ]

    static let attributeRows: [DecisionRow] = [
        DecisionRow("add optional attribute", Fixtures.edited { $0[entity: "Tag"].attributes.append(Attribute(name: "note", type: .string, isOptional: true)) }, .lightweight, kind: .attributeAdded),
        DecisionRow("add required attribute with default", Fixtures.edited { $0[entity: "Tag"].attributes.append(Attribute(name: "rank", type: .integer16, defaultValue: "0")) }, .lightweight, kind: .attributeAdded),
        DecisionRow("add required attribute without default", Fixtures.edited { $0[entity: "Tag"].attributes.append(Attribute(name: "createdAt", type: .date)) }, .lightweight, codes: ["MW110"], kind: .attributeAdded),
        DecisionRow("remove attribute", Fixtures.edited { $0[entity: "Item"].attributes.removeAll { $0.name == "payload" } }, .lightweight, codes: ["MW121"], kind: .attributeRemoved),
        DecisionRow("rename attribute with renaming identifier", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].name = "name"; $0[entity: "Tag"][attribute: "name"].renamingIdentifier = "label" }, .lightweight, kind: .attributeRenamed),
        DecisionRow("rename attribute without renaming identifier", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].name = "labelText" }, .lightweight, codes: ["MW126"], kind: .attributeAdded),
        DecisionRow("required → optional", Fixtures.edited { $0[entity: "Item"][attribute: "count"].isOptional = true }, .lightweight, kind: .attributeOptionalityChanged),
        DecisionRow("optional → required with default", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].isOptional = false; $0[entity: "Tag"][attribute: "label"].defaultValue = "" }, .lightweight, kind: .attributeOptionalityChanged),
        DecisionRow("optional → required without default", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].isOptional = false }, .lightweight, codes: ["MW111"], kind: .attributeOptionalityChanged),
        DecisionRow("Integer 32 → Integer 64", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .integer64 }, .lightweight, kind: .attributeTypeChanged),
        DecisionRow("Integer 32 → Integer 16 (narrowing)", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .integer16 }, .lightweight, codes: ["MW115"], kind: .attributeTypeChanged),
        DecisionRow("Integer 32 → Double", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .double }, .lightweight, kind: .attributeTypeChanged),
        DecisionRow("Double → Integer 32 (narrowing)", from: Fixtures.source { $0[entity: "Item"][attribute: "count"].type = .double }, Fixtures.edited { _ in }, .lightweight, codes: ["MW115"], kind: .attributeTypeChanged),
        DecisionRow("Decimal → Float (narrowing)", from: Fixtures.source { $0[entity: "Item"][attribute: "count"].type = .decimal }, Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .float }, .lightweight, codes: ["MW115"], kind: .attributeTypeChanged),
        DecisionRow("numeric → Boolean", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .boolean }, .lightweight, kind: .attributeTypeChanged),
        DecisionRow("Boolean → numeric", from: Fixtures.source { $0[entity: "Item"][attribute: "count"].type = .boolean }, Fixtures.edited { _ in }, .lightweight, kind: .attributeTypeChanged),
        DecisionRow("String → Integer 16", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].type = .integer16 }, .heavy, codes: ["MW101"], kind: .attributeTypeChanged),
        DecisionRow("Integer 32 → String", Fixtures.edited { $0[entity: "Item"][attribute: "count"].type = .string }, .heavy, codes: ["MW101"], kind: .attributeTypeChanged),
        DecisionRow("Date → String", from: Fixtures.source { $0[entity: "Tag"][attribute: "label"].type = .date }, Fixtures.edited { _ in }, .heavy, codes: ["MW101"], kind: .attributeTypeChanged),
        DecisionRow("String → UUID", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].type = .uuid }, .heavy, codes: ["MW101"], kind: .attributeTypeChanged),
        DecisionRow("Binary → String", Fixtures.edited { $0[entity: "Item"][attribute: "payload"].type = .string }, .heavy, codes: ["MW101"], kind: .attributeTypeChanged),
        DecisionRow("Binary → Transformable", Fixtures.edited { $0[entity: "Item"][attribute: "payload"].type = .transformable }, .heavy, codes: ["MW101"], kind: .attributeTypeChanged),
        DecisionRow(
            "Binary → Transformable with NSMigrationAllowTypeTransformation",
            Fixtures.edited { $0[entity: "Item"][attribute: "payload"].type = .transformable; $0[entity: "Item"][attribute: "payload"].userInfo = [UserInfoEntry(key: "NSMigrationAllowTypeTransformation", value: "YES")] },
            .lightweight, codes: ["MW130"], kind: .attributeTypeChanged
        ),
        DecisionRow(
            "Transformable → Binary with NSMigrationAllowTypeTransformation",
            from: Fixtures.source { $0[entity: "Item"][attribute: "payload"].type = .transformable },
            Fixtures.edited { $0[entity: "Item"][attribute: "payload"].userInfo = [UserInfoEntry(key: "NSMigrationAllowTypeTransformation", value: "YES")] },
            .lightweight, codes: ["MW130"], kind: .attributeTypeChanged
        ),
        DecisionRow(
            "Binary → Transformable with the key but external storage",
            from: Fixtures.source { $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true },
            Fixtures.edited {
                $0[entity: "Item"][attribute: "payload"].type = .transformable
                $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true
                $0[entity: "Item"][attribute: "payload"].userInfo = [UserInfoEntry(key: "NSMigrationAllowTypeTransformation", value: "YES")]
            },
            .heavy, codes: ["MW101"], kind: .attributeTypeChanged
        ),
        DecisionRow("attribute default value", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].defaultValue = "new" }, .none, kind: .attributeDefaultValueChanged),
        DecisionRow("attribute validation", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].maxValue = "40" }, .none, kind: .attributeValidationChanged),
        DecisionRow("attribute userInfo", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].userInfo = [UserInfoEntry(key: "k", value: "v")] }, .none, kind: .attributeUserInfoChanged),
        DecisionRow("attribute transformer name", Fixtures.edited { $0[entity: "Item"][attribute: "payload"].valueTransformerName = "NSSecureUnarchiveFromData" }, .none, kind: .attributeValueTransformerChanged),
        DecisionRow("attribute custom class", Fixtures.edited { $0[entity: "Item"][attribute: "payload"].customClassName = "Payload" }, .none, kind: .attributeCustomClassChanged),
        DecisionRow("attribute scalar flag", Fixtures.edited { $0[entity: "Item"][attribute: "count"].usesScalarValueType = true }, .none, kind: .attributeScalarTypeChanged),
        DecisionRow("attribute Spotlight", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].isIndexedBySpotlight = true }, .none, kind: .attributeSpotlightChanged),
        DecisionRow("persistent → transient attribute", Fixtures.edited { $0[entity: "Tag"][attribute: "color"].isTransient = true }, .lightweight, codes: ["MW123"], kind: .attributeTransientChanged),
        DecisionRow("transient → persistent attribute", from: Fixtures.source { $0[entity: "Tag"][attribute: "color"].isTransient = true }, Fixtures.edited { _ in }, .lightweight, kind: .attributeTransientChanged),
        DecisionRow(
            "edit a transient attribute",
            from: Fixtures.source { $0[entity: "Tag"][attribute: "color"].isTransient = true },
            Fixtures.edited { $0[entity: "Tag"][attribute: "color"].isTransient = true; $0[entity: "Tag"][attribute: "color"].type = .integer16; $0[entity: "Tag"][attribute: "color"].isOptional = false },
            .none, kind: .attributeTypeChanged
        ),
        DecisionRow("add a transient attribute", Fixtures.edited { $0[entity: "Tag"].attributes.append(Attribute(name: "cache", type: .string, isTransient: true)) }, .none, kind: .attributeAdded),
        DecisionRow("external storage off → on", Fixtures.edited { $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true }, .lightweight, kind: .attributeExternalStorageChanged),
        DecisionRow("external storage on → off", from: Fixtures.source { $0[entity: "Item"][attribute: "payload"].allowsExternalBinaryDataStorage = true }, Fixtures.edited { _ in }, .heavy, codes: ["MW103"], kind: .attributeExternalStorageChanged),
        DecisionRow("preserveAfterDeletion toggled", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].preservesValueInHistoryOnDeletion = true }, .lightweight, kind: .attributePreserveAfterDeletionChanged),
        DecisionRow("attribute versionHashModifier", Fixtures.edited { $0[entity: "Tag"][attribute: "label"].versionHashModifier = "2" }, .lightweight, kind: .attributeHashModifierChanged),
        DecisionRow(
            "derived attribute expression changed (UNCERTAIN)",
            from: Fixtures.source { $0[entity: "List"].attributes.append(Attribute(name: "itemCount", type: .integer64, isOptional: true, derivationExpression: "items.@count")) },
            Fixtures.edited { $0[entity: "List"].attributes.append(Attribute(name: "itemCount", type: .integer64, isOptional: true, derivationExpression: "items.@sum.count")) },
            .lightweight, codes: ["MW131"], kind: .attributeDerivationChanged
        ),
        DecisionRow(
            "attribute ↔ relationship under the same name",
            Fixtures.edited { $0[entity: "Tag"].attributes.removeAll { $0.name == "color" }; $0[entity: "Tag"].relationships.append(Relationship(name: "color", destination: "List")) },
            .lightweight, codes: ["MW125"], kind: .propertyKindChanged
        ),
    ]

    static let relationshipRows: [DecisionRow] = [
        DecisionRow("add optional relationship", Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "list", destination: "List")) }, .lightweight, kind: .relationshipAdded),
        DecisionRow("add required to-many relationship with minCount 0", Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "items", destination: "Item", isToMany: true, isOptional: false)) }, .lightweight, kind: .relationshipAdded),
        DecisionRow("add to-many relationship with minCount 1", Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "items", destination: "Item", isToMany: true, minCount: 1, isOptional: false)) }, .lightweight, codes: ["MW112"], kind: .relationshipAdded),
        DecisionRow("add optional to-many relationship", Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "items", destination: "Item", isToMany: true)) }, .lightweight, kind: .relationshipAdded),
        DecisionRow("add mandatory relationship", Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "list", destination: "List", minCount: 1, isOptional: false)) }, .lightweight, codes: ["MW112"], kind: .relationshipAdded),
        DecisionRow(
            "remove relationship",
            Fixtures.edited { $0[entity: "Item"].relationships.removeAll(); $0[entity: "List"][relationship: "items"].inverse = nil },
            .lightweight, codes: ["MW122"], kind: .relationshipRemoved
        ),
        DecisionRow(
            "rename relationship with renaming identifier",
            Fixtures.edited { $0[entity: "Item"][relationship: "list"].name = "folder"; $0[entity: "Item"][relationship: "folder"].renamingIdentifier = "list"; $0[entity: "List"][relationship: "items"].inverse = "folder" },
            .lightweight, kind: .relationshipRenamed
        ),
        DecisionRow(
            "to-one → to-many",
            Fixtures.edited { $0[entity: "Item"][relationship: "list"].isToMany = true; $0[entity: "Item"][relationship: "list"].maxCount = 0 },
            .lightweight, kind: .relationshipCardinalityChanged
        ),
        DecisionRow(
            "to-many → to-one",
            Fixtures.edited { $0[entity: "List"][relationship: "items"].isToMany = false; $0[entity: "List"][relationship: "items"].maxCount = 1 },
            .heavy, codes: ["MW102"], kind: .relationshipCardinalityChanged
        ),
        DecisionRow("unordered → ordered", Fixtures.edited { $0[entity: "List"][relationship: "items"].isOrdered = true }, .lightweight, kind: .relationshipOrderedChanged),
        DecisionRow("ordered → unordered", from: Fixtures.source { $0[entity: "List"][relationship: "items"].isOrdered = true }, Fixtures.edited { _ in }, .lightweight, kind: .relationshipOrderedChanged),
        DecisionRow(
            "maxCount loosened", from: Fixtures.source { $0[entity: "List"][relationship: "items"].maxCount = 5 },
            Fixtures.edited { _ in }, .lightweight, kind: .relationshipCountChanged
        ),
        DecisionRow("maxCount tightened", Fixtures.edited { $0[entity: "List"][relationship: "items"].maxCount = 5 }, .lightweight, codes: ["MW113"], kind: .relationshipCountChanged),
        DecisionRow("minCount raised", Fixtures.edited { $0[entity: "List"][relationship: "items"].minCount = 1 }, .lightweight, codes: ["MW113"], kind: .relationshipCountChanged),
        DecisionRow("minCount lowered", from: Fixtures.source { $0[entity: "List"][relationship: "items"].minCount = 1 }, Fixtures.edited { _ in }, .lightweight, kind: .relationshipCountChanged),
        DecisionRow("relationship optional → mandatory", Fixtures.edited { $0[entity: "Item"][relationship: "list"].isOptional = false }, .lightweight, codes: ["MW112"], kind: .relationshipOptionalityChanged),
        DecisionRow("to-many optional → mandatory with minCount 0", Fixtures.edited { $0[entity: "List"][relationship: "items"].isOptional = false }, .lightweight, kind: .relationshipOptionalityChanged),
        DecisionRow("relationship mandatory → optional", from: Fixtures.source { $0[entity: "Item"][relationship: "list"].isOptional = false }, Fixtures.edited { _ in }, .lightweight, kind: .relationshipOptionalityChanged),
        DecisionRow("delete rule", Fixtures.edited { $0[entity: "List"][relationship: "items"].deleteRule = .cascade }, .none, kind: .relationshipDeleteRuleChanged),
        DecisionRow("relationship userInfo", Fixtures.edited { $0[entity: "List"][relationship: "items"].userInfo = [UserInfoEntry(key: "k", value: "v")] }, .none, kind: .relationshipUserInfoChanged),
        DecisionRow("relationship versionHashModifier", Fixtures.edited { $0[entity: "List"][relationship: "items"].versionHashModifier = "2" }, .lightweight, kind: .relationshipHashModifierChanged),
        DecisionRow(
            "inverse added",
            from: Fixtures.source { $0[entity: "Item"][relationship: "list"].inverse = nil; $0[entity: "List"][relationship: "items"].inverse = nil },
            Fixtures.edited { _ in }, .lightweight, kind: .relationshipInverseChanged
        ),
        DecisionRow(
            "inverse removed",
            Fixtures.edited { $0[entity: "Item"][relationship: "list"].inverse = nil; $0[entity: "List"][relationship: "items"].inverse = nil },
            .lightweight, kind: .relationshipInverseChanged
        ),
        DecisionRow(
            "add a relationship that is its own inverse",
            Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "twin", destination: "Tag", inverse: "twin")) },
            .lightweight, kind: .relationshipAdded
        ),
        DecisionRow(
            "inverse set on a relationship that is its own inverse",
            from: Fixtures.source { $0[entity: "Tag"].relationships.append(Relationship(name: "twin", destination: "Tag")) },
            Fixtures.edited { $0[entity: "Tag"].relationships.append(Relationship(name: "twin", destination: "Tag", inverse: "twin")) },
            .none, kind: .relationshipInverseChanged
        ),
        DecisionRow(
            "destination changed, old destination gone",
            Fixtures.edited {
                $0.entities.removeAll { $0.name == "List" }
                $0.entities.append(Entity(name: "Folder", relationships: [Relationship(name: "entries", destination: "Item", inverse: "list", isToMany: true)]))
                $0[entity: "Item"][relationship: "list"].destination = "Folder"
                $0[entity: "Item"][relationship: "list"].inverse = "entries"
            },
            .lightweight, codes: ["MW120", "MW124"], kind: .relationshipDestinationChanged
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
            .lightweight, kind: .relationshipDestinationChanged
        ),
        DecisionRow(
            "destination changed to an unrelated entity",
            Fixtures.edited {
                $0[entity: "Item"][relationship: "list"].destination = "Tag"
                $0[entity: "Item"][relationship: "list"].inverse = nil
                $0[entity: "List"][relationship: "items"].inverse = nil
            },
            .heavy, codes: ["MW105"], kind: .relationshipDestinationChanged
        ),
        DecisionRow(
            "destination follows the entity's rename",
            Fixtures.edited {
                $0[entity: "List"].name = "Folder"
                $0[entity: "Folder"].renamingIdentifier = "List"
                $0[entity: "Item"][relationship: "list"].destination = "Folder"
            },
            .lightweight, kind: .relationshipDestinationChanged
        ),
    ]

    static let identifierRows: [DecisionRow] = [
        DecisionRow(
            "duplicate entity renaming identifiers",
            Fixtures.edited { $0[entity: "Tag"].renamingIdentifier = "List"; $0[entity: "Tag"].versionHashModifier = "2" },
            .heavy, codes: ["MW106", "MW120"], kind: .duplicateRenamingIdentifier
        ),
        DecisionRow(
            "duplicate property renaming identifiers",
            Fixtures.edited { $0[entity: "Tag"][attribute: "color"].renamingIdentifier = "label"; $0[entity: "Tag"].versionHashModifier = "2" },
            .heavy, codes: ["MW106", "MW121"], kind: .duplicateRenamingIdentifier
        ),
    ]

    @Test(arguments: entityRows + attributeRows + relationshipRows + identifierRows)
    func row(_ row: DecisionRow) {
        let step = MigrationAnalyzer.analyze(from: row.from, to: row.to)
        #expect(step.migration == row.migration, "\(row.name): \(step.changes.map { "\($0.change.kind.rawValue) \($0.migration)" })")
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
