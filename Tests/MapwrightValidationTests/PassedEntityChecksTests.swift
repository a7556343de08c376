import MapwrightDiagnostics
import MapwrightModel
import MapwrightValidation
import Testing

/// An entity check remembered as passed (``PassedEntityChecks``) is skipped only where nothing it reads has
/// changed: every change around an unchanged entity that its check would report is still reported.
@Suite struct PassedEntityChecksTests {
    static let base = Entity(name: "Base", attributes: [Attribute(name: "created", type: .date)])
    static let item = Entity(
        name: "Item", parent: "Base", uniquenessConstraints: [["created"]],
        attributes: [Attribute(name: "title", type: .string)],
        relationships: [Relationship(name: "tags", destination: "Tag", inverse: "items", isToMany: true)],
        fetchedProperties: [FetchedProperty(name: "recent", entity: "Note")])
    /// `Tag` inherits the inverse `items` from `TagBase`.
    static let tag = Entity(name: "Tag", parent: "TagBase")
    static let tagBase = Entity(
        name: "TagBase", attributes: [Attribute(name: "label", type: .string)],
        relationships: [Relationship(name: "items", destination: "Item", inverse: "tags", isToMany: true)])
    static let note = Entity(name: "Note", attributes: [Attribute(name: "body", type: .string)])
    static let world = [base, item, tag, tagBase, note]

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The first version's entities, and the second's; `Item` is the same in both.
        var first: [Entity] = world
        var second: [Entity]
        /// The code reported on `Item` in the second version, if any.
        var code: String?
        var testDescription: String { name }
    }

    static func replacing(_ name: String, with entity: Entity?, in entities: [Entity] = world) -> [Entity] {
        entities.compactMap { $0.name == name ? entity : $0 }
    }

    static func tagBase(items: Relationship?) -> Entity {
        var tagBase = Self.tagBase
        tagBase.relationships = items.map { [$0] } ?? []
        return tagBase
    }

    /// `Item` without relationships: it reaches no entity but its parent.
    static let lonelyItem = Entity(
        name: "Item", parent: "Base", uniquenessConstraints: [["created"]],
        attributes: [Attribute(name: "title", type: .string)])

    /// A world whose inverse points to `Ghost`, which does not exist: no problem for `Item`.
    static let ghostly = replacing(
        "TagBase", with: tagBase(items: Relationship(name: "items", destination: "Ghost", inverse: "tags")))

    static let cases: [Case] = [
        Case(name: "nothing around it changed", second: world, code: nil),
        Case(
            name: "an entity it does not reach changed",
            second: replacing("Note", with: Entity(name: "Note", attributes: [Attribute(name: "text", type: .string)]))
                + [Entity(name: "Other")], code: nil),
        Case(
            name: "its destination is removed", second: replacing("Tag", with: nil),
            code: ModelRules.unknownDestination.code),
        Case(
            name: "its inherited inverse is renamed",
            second: replacing(
                "TagBase", with: tagBase(items: Relationship(name: "things", destination: "Item", inverse: "tags"))),
            code: ModelRules.unknownInverse.code),
        Case(
            name: "its inherited inverse points elsewhere",
            second: replacing(
                "TagBase", with: tagBase(items: Relationship(name: "items", destination: "Note", inverse: "tags"))),
            code: ModelRules.inverseMismatch.code),
        Case(
            name: "its inherited inverse's inverse is another relationship",
            second: replacing(
                "TagBase", with: tagBase(items: Relationship(name: "items", destination: "Item", inverse: "other"))),
            code: ModelRules.inverseNotMutual.code),
        Case(
            name: "its destination declares the inverse itself, pointing elsewhere",
            second: replacing(
                "Tag",
                with: Entity(
                    name: "Tag", parent: "TagBase",
                    relationships: [Relationship(name: "items", destination: "Note", inverse: "tags")])),
            code: ModelRules.inverseMismatch.code),
        Case(
            name: "the entity its inverse points to comes to exist", first: ghostly,
            second: ghostly + [Entity(name: "Ghost")], code: ModelRules.inverseMismatch.code),
        Case(
            name: "its parent gains a property of the same name",
            second: replacing(
                "Base",
                with: Entity(
                    name: "Base",
                    attributes: [Attribute(name: "created", type: .date), Attribute(name: "title", type: .string)])),
            code: ModelRules.duplicateName.code),
        Case(
            name: "its parent loses the property its constraint names",
            second: replacing("Base", with: Entity(name: "Base")), code: ModelRules.unknownProperty.code),
        // Its inheritance depth is looked up by name: the first entity of the name, here one in a loop.
        Case(
            name: "another entity of its name comes first, inheriting in a loop", first: [base, lonelyItem],
            second: [Entity(name: "Item", parent: "Loop"), Entity(name: "Loop", parent: "Item"), base, lonelyItem],
            code: ModelRules.unknownProperty.code),
        Case(
            name: "its fetched property's entity is removed", second: replacing("Note", with: nil),
            code: ModelRules.unknownEntity.code),
    ]

    @Test(arguments: cases) func aCheckPassedBeforeIsRepeatedWhereWhatItReadsChanged(_ testCase: Case) {
        let numbering = TextNumbering()
        let passed = PassedEntityChecks()
        let before = CollectingDiagnosticCollector()
        ModelValidator.validate(numbering.numbered(testCase.first), diagnostics: before, passedChecks: passed)
        #expect(!before.diagnostics.contains { $0.message.contains("of 'Item'") }, "\(before.diagnostics)")

        let second = numbering.numbered(testCase.second)
        let remembered = CollectingDiagnosticCollector(), alone = CollectingDiagnosticCollector()
        ModelValidator.validate(second, diagnostics: remembered, passedChecks: passed)
        ModelValidator.validate(second, diagnostics: alone)
        #expect(remembered.diagnostics == alone.diagnostics)
        let onItem = alone.diagnostics.filter {
            ["of 'Item'", "entity 'Item' has", "fetched property 'recent'"].contains(where: $0.message.contains)
        }
        #expect(onItem.map(\.code) == (testCase.code.map { [$0] } ?? []), "\(alone.diagnostics)")
    }

    /// The numbers are trusted: an entity given the number of another text is taken as that one. Readers
    /// number only texts they decoded (`EntityReuse`).
    @Test func anEntityWithAPassedTextAndTheSameSurroundingsIsNotCheckedAgain() {
        let numbering = TextNumbering()
        let passed = PassedEntityChecks()
        let first = numbering.numbered(Self.world)
        ModelValidator.validate(first, diagnostics: CollectingDiagnosticCollector(), passedChecks: passed)
        var second = first
        let item = second.entities.firstIndex { $0.name == "Item" }!
        second.entities[item].attributes[0].name = "Title"  // capitalized: a warning, once checked
        let remembered = CollectingDiagnosticCollector(), alone = CollectingDiagnosticCollector()
        ModelValidator.validate(second, diagnostics: remembered, passedChecks: passed)
        ModelValidator.validate(second, diagnostics: alone)
        let capitalized = ModelRules.capitalizedPropertyName.code
        #expect(!remembered.diagnostics.contains { $0.code == capitalized })
        #expect(alone.diagnostics.filter { $0.code != capitalized } == remembered.diagnostics)
        #expect(alone.diagnostics.contains { $0.code == capitalized })
    }
}

/// Numbers entities as a reader numbers texts: equal entities share a number.
final class TextNumbering {
    private var known: [Entity] = []

    func numbered(_ entities: [Entity]) -> DataModel {
        DataModel(
            name: "V",
            entities: entities.map { entity in
                var numbered = entity
                if let index = known.firstIndex(of: entity) {
                    numbered.anchor.text = index + 1
                } else {
                    known.append(entity)
                    numbered.anchor.text = known.count
                }
                return numbered
            })
    }
}
