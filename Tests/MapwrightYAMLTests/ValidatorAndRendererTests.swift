import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightValidation
import MapwrightYAML
import Testing

/// `ModelValidator` on models built in code (as the Xcode reader builds them), the renderer, suggestions.
@Suite struct ValidatorAndRendererTests {
    private func codes(_ model: DataModel) -> [String] {
        let diagnostics = CollectingDiagnosticCollector()
        ModelValidator.validate(model, diagnostics: diagnostics)
        return diagnostics.diagnostics.map(\.code)
    }

    @Test func validModelPasses() {
        let model = DataModel(
            name: "M",
            entities: [
                Entity(
                    name: "List",
                    relationships: [Relationship(name: "items", destination: "Item", inverse: "list", isToMany: true)]),
                Entity(
                    name: "Item", relationships: [Relationship(name: "list", destination: "List", inverse: "items")]),
            ])
        #expect(codes(model).isEmpty)
    }

    @Test(arguments: [
        (DataModel(name: "M", entities: [Entity(name: "A"), Entity(name: "A")]), ["MW053"]),
        (
            DataModel(
                name: "M", entities: [Entity(name: "A", attributes: [Attribute(name: "isDeleted", type: .boolean)])]),
            ["MW052"]
        ),
        (
            DataModel(
                name: "M",
                entities: [Entity(name: "A", attributes: [Attribute(name: "data", type: .binary, defaultValue: "x")])]),
            ["MW061"]
        ),
        (
            DataModel(
                name: "M",
                entities: [Entity(name: "A", attributes: [Attribute(name: "id", type: .uuid, defaultValue: "nope")])]),
            ["MW077"]
        ),
        (
            DataModel(
                name: "M", entities: [Entity(name: "A", fetchedProperties: [FetchedProperty(name: "f", entity: "B")])]),
            ["MW062"]
        ),
        (
            DataModel(
                name: "M", entities: [Entity(name: "A")], configurations: [Configuration(name: "C", entities: ["B"])]),
            ["MW062"]
        ),
        (
            DataModel(
                name: "M",
                entities: [
                    Entity(
                        name: "A", fetchIndexes: [FetchIndex(name: "i", elements: [FetchIndexElement(property: "x")])])
                ]), ["MW063"]
        ),
        (
            DataModel(
                name: "M",
                entities: [
                    Entity(
                        name: "A",
                        relationships: [
                            Relationship(name: "r", destination: "A", isToMany: true, minCount: 3, maxCount: 2)
                        ])
                ]), ["MW065"]
        ),
        (DataModel(name: "M", composites: [CompositeType(name: "lower", attributes: [])]), ["MW064"]),
    ])
    func invalidModelsAreReported(model: DataModel, expected: [String]) {
        #expect(codes(model) == expected)
    }

    @Test func rendererShowsLineCaretAndHint() {
        let source = "entities:\n  Thing:\n\tatributes: {}\n"
        let renderer = DiagnosticRenderer { $0 == "m.yaml" ? source : nil }
        let diagnostic = Diagnostic(
            .error, code: "MW006", message: "unknown key 'atributes' in entity 'Thing'",
            at: SourceLocation(file: "m.yaml", line: 3, column: 2), hint: "did you mean 'attributes'?")
        #expect(
            renderer.render(diagnostic) == """
                m.yaml:3:2: error: unknown key 'atributes' in entity 'Thing' [MW006]
                \tatributes: {}
                \t^
                  hint: did you mean 'attributes'?

                """)
        let elsewhere = Diagnostic(
            .warning, code: "MW300", message: "m", at: SourceLocation(file: "gone.yaml", line: 1, column: 1))
        #expect(renderer.render(elsewhere) == "gone.yaml:1:1: warning: m [MW300]\n")
        #expect(
            renderer.render(Diagnostic(.error, code: "MW001", message: "cannot read x"))
                == "error: cannot read x [MW001]\n")
    }

    @Test(arguments: [
        ("atributes", "attributes"), ("Bsae", "Base"), ("optinal", "optional"), ("relationship", "relationships"),
    ])
    func suggestions(word: String, expected: String) {
        #expect(Suggestion.closest(to: word, among: ["attributes", "Base", "optional", "relationships"]) == expected)
    }

    @Test func noSuggestionForUnrelatedWords() {
        #expect(Suggestion.closest(to: "colour", among: ["attributes", "parent"]) == nil)
    }

    @Test(arguments: [
        ("ToDo", true, false), ("Item_2", true, false), ("title", false, true), ("dueDate", false, true),
        ("../x", false, false), ("2fast", false, false), ("naïve", false, false), ("", false, false),
        ("a-b", false, false),
    ])
    func namingRules(name: String, entity: Bool, property: Bool) {
        #expect(NamingRules.isValidEntityName(name) == entity)
        #expect(NamingRules.isValidPropertyName(name) == property)
    }
}
