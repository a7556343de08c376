import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightModel
import MapwrightSupport
import MapwrightTestSupport
import MapwrightYAML
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Hostile names and texts in a model built through the library API (so validation never saw them):
/// every writer's output stays inert.
@Suite struct InjectionTests {
    static let hostileText = "r */ }\nlet injected = 1 /*\r\u{2028}\u{85}\"quoted\" \\ 'single' # not: a comment & <b>"
    static let hostileClassNames = [
        "P {}; let pwned = 1; class Q", "sub/dir/Evil", "A\"/><evil x=\"", "class", "", "../Up", "1st",
    ]

    /// One step whose destination requests a custom policy named `className`, with `hostileText` as
    /// the reason and in the model and version names.
    static func model(className: String?) -> MappingModel {
        let attributes = [Attribute(name: "title", type: .string, isOptional: true)]
        let source = DataModel(name: "Shop 4", entities: [Entity(name: "Item", attributes: attributes)])
        let destination = DataModel(
            name: "Shop 5 */ let v = 1 /*",
            entities: [
                Entity(
                    name: "Item", attributes: attributes,
                    migrationPolicy: MigrationPolicyRequest(reason: hostileText, className: className))
            ])
        return MappingModelBuilder.build(modelName: "Shop \n let m = 1", from: source, to: destination)
    }

    @Test(arguments: hostileClassNames)
    func theStubIsOneClassWithTheTextInComments(className: String) throws {
        let files = try MappingFiles.files(for: Self.model(className: className), renderer: PolicyStubRenderer())
        let stub = try #require(files.first { $0.kind == .policyStub })
        #expect(!stub.relativePath.contains("/"), "\(stub.relativePath)")
        #expect(OutputPath.problem(with: stub.relativePath) == nil)
        let declarations = stub.contents.split(separator: "\n").filter { $0.hasPrefix("final class ") }
        #expect(declarations.count == 1, "\(declarations)")
        for line in stub.contents.split(separator: "\n", omittingEmptySubsequences: false) {
            for word in ["let injected", "let pwned", "let v", "let m", "<evil"] {
                guard let found = line.range(of: word) else { continue }
                let comment = try #require(line.range(of: "//"), "'\(word)' outside a comment: \(line)")
                #expect(comment.lowerBound < found.lowerBound, "'\(word)' outside a comment: \(line)")
            }
        }
        let errors = try SwiftTypeChecker.errors(in: stub.contents, fileName: stub.relativePath)
        #expect(errors == nil, "\(stub.relativePath) does not type-check:\n\(errors ?? "")")
    }

    @Test func aModuleQualifiedClassIsDeclaredByItsLastComponent() throws {
        let model = Self.model(className: "MyApp.ItemPolicy")
        let files = try MappingFiles.files(for: model, renderer: PolicyStubRenderer())
        let stub = try #require(files.first { $0.kind == .policyStub })
        #expect(stub.relativePath == "MyApp.ItemPolicy.swift")
        #expect(stub.contents.contains("final class ItemPolicy: NSEntityMigrationPolicy"))
        #expect(model.entityMappings.contains { $0.policyClassName == "MyApp.ItemPolicy" })
        #expect(try SwiftTypeChecker.errors(in: stub.contents, fileName: stub.relativePath) == nil)
    }

    @Test(arguments: hostileClassNames)
    func theMappingModelXMLReadsBackTheSameValues(className: String) throws {
        let model = Self.model(className: className)
        let xml = XcodeMappingWriter.xml(for: model)
        let document = try XMLDocument(xmlString: xml)
        let values = try document.nodes(forXPath: "//attribute[@name='migrationpolicyclassname']").map {
            $0.stringValue ?? ""
        }
        #expect(values == model.entityMappings.compactMap(\.policyClassName))
        let paths = try document.nodes(forXPath: "//attribute[@name='destinationmodelpath']").map {
            $0.stringValue ?? ""
        }
        #expect(paths == [model.destinationModelPath])
        #expect(try document.nodes(forXPath: "//evil").isEmpty)
    }

    @Test func xmlEscapingReadsBackEveryText() throws {
        for text in [Self.hostileText, "]]> <!-- --> <?pi?> &amp; &#10;", "\t tab", "é ü 字 🙂"] {
            let escaped = XMLEscaping.escape(text)
            let document = try XMLDocument(xmlString: "<a v=\"\(escaped)\">\(escaped)</a>")
            let root = try #require(document.rootElement())
            #expect(root.attribute(forName: "v")?.stringValue == text)
            #expect(root.stringValue == text)
        }
        // Characters XML cannot hold are replaced, and the document still parses.
        let control = XMLEscaping.escape("a\u{0}b\u{1B}c\u{FFFF}")
        #expect(control == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(throws: Never.self) { try XMLDocument(xmlString: "<a>\(control)</a>") }
    }

    @Test func theReadableMappingReadsBackTheSameValues() throws {
        let model = Self.model(className: "ItemPolicy")
        let text = MappingYAMLWriter.yaml(for: model)
        #expect(text.split(separator: "\n").first?.hasPrefix("# Generated by mapwright") == true)
        let file = try makeTemporaryDirectory().appendingPathComponent("m.mapping.yaml")
        try Data(text.utf8).write(to: file)
        let diagnostics = CollectingDiagnosticCollector()
        let root = try #require(YAMLDocument.parse(contentsOf: file.path, diagnostics: diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.summaryLine))")
        guard case .mapping(let entries) = root.content else {
            Issue.record("not a mapping")
            return
        }
        #expect(entries.map(\.key) == ["mappingModel", "source", "destination", "entityMappings"])
        #expect(scalar(entries.first { $0.key == "destination" }?.value) == model.destinationModelPath)
        guard case .sequence(let mappings)? = entries.first(where: { $0.key == "entityMappings" })?.value.content,
            case .mapping(let fields)? = mappings.first?.content,
            case .sequence(let custom)? = fields.first(where: { $0.key == "customCode" })?.value.content
        else {
            Issue.record("no customCode")
            return
        }
        #expect(custom.map(scalar) == model.entityMappings[0].customChanges.map(\.summary))
    }

    @Test func swiftEscapingKeepsTextInsideCommentsAndLiterals() {
        #expect(SwiftEscaping.comment("a */ b /* c\nd\u{2028}e") == "a * / b / * c d e")
        // Bidirectional controls would make the comment read differently from the code around it.
        #expect(SwiftEscaping.comment("x\u{202E}y\u{2066}z") == "x\\u{202E}y\\u{2066}z")
        #expect(SwiftEscaping.stringLiteral("a\"b\\c\nd\u{1}") == "a\\\"b\\\\c\\nd\\u{1}")
        #expect(SwiftEscaping.identifier("title") == "title")
        #expect(SwiftEscaping.identifier("9 lives!") == "_9lives")
        #expect(SwiftEscaping.identifier("é") == "Unnamed")
        #expect(SwiftEscaping.className("class") == "class_")
        #expect(SwiftEscaping.className("MyApp.ItemPolicy") == "MyApp.ItemPolicy")
        #expect(SwiftEscaping.typeName("MyApp.ItemPolicy") == "ItemPolicy")
    }

    private func scalar(_ value: YAMLNode?) -> String? {
        value?.scalar?.text
    }
}
