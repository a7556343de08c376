import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// Case 10 of SwiftData on real apps: what the app declares beyond the stored type — a raw-value enum
/// property's Swift type and an initial value that is not a literal — survives reading, writing and reading again, and
/// a default expression from a model can only ever become one initial value.
@Suite struct AppValueRoundTripTests {
    static let enumFile = (name: "Priority.swift", text: "enum Priority: String, Codable { case low, high }\n")

    static let version: DataModel = {
        // Raw-value enums are composite attributes of one element named after the property.
        var priority = Attribute(name: "priority", type: .composite, compositeName: "Task_priority")
        priority.swiftTypeName = "Priority"
        priority.defaultExpression = ".low"
        var level = Attribute(name: "level", type: .composite, compositeName: "Task_level")
        level.swiftTypeName = "Priority"
        level.defaultExpression = ".high"
        var created = Attribute(name: "created", type: .date)
        created.defaultExpression = "Date.now"
        var id = Attribute(name: "id", type: .uuid)
        id.defaultExpression = "UUID()"
        var tags = Attribute(name: "tags", type: .transformable, customClassName: "[String]")
        tags.defaultExpression = "[]"
        return DataModel(
            name: "Todo 1",
            entities: [
                Entity(name: "Task", attributes: [priority, level, created, id, tags])
            ],
            composites: ["level", "priority"].map {
                CompositeType(name: "Task_\($0)", attributes: [Attribute(name: $0, type: .string, isOptional: true)])
            })
    }()

    static func files(for version: DataModel) -> [(name: String, text: String)] {
        let history = ModelHistory(name: "Todo", versions: [version], currentVersionName: version.name, origin: "Todo")
        return SwiftDataWriter.files(for: history, steps: []).map { ($0.name, $0.contents) } + [enumFile]
    }

    @Test func enumsAndInitialValuesAreWrittenAsTheAppDeclaresThem() throws {
        let schema = Self.files(for: Self.version)[0].text
        for line in [
            "var priority: Priority = .low", "var level: Priority = .high",
            "var created: Date = Date.now", "var id: UUID = UUID()", "var tags: [String] = []",
        ] {
            #expect(schema.contains(line), "\(line) in\n\(schema)")
        }
        let problems = try SwiftDataTypeChecker.problems(in: Self.files(for: Self.version))
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test func theyReadBackAsTheyWere() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let read = try #require(
            SwiftDataReader.read(
                files: Self.files(for: Self.version).map { (path: $0.name, text: $0.text) }, name: "Todo",
                origin: "Todo", diagnostics: diagnostics))
        let back = try #require(read.history.versions.first?.entities.first)
        #expect(back.attributes == Self.version.entities[0].attributes)
        #expect(read.history.versions.first?.composites.map(\.attributes) == Self.version.composites.map(\.attributes))
        #expect(diagnostics.diagnostics.map(\.code) == ["MW024"])
    }

    /// Texts a model may hold as a default expression, and what is written for each (nil: not written).
    static let expressions: [(String, String?)] = [
        ("Date.now", "Date.now"), ("UUID()", "UUID()"), (".low", ".low"), ("[]", "[]"), ("[String]()", "[String]()"),
        ("URL(string:\"https://a.example\")!", "URL(string: \"https://a.example\")!"), ("-1", "-1"),
        ("[\"a\": 1]", "[\"a\": 1]"), ("Set<String>()", "Set<String>()"), ("Date /* c */ .now", "Date.now"),
        ("Calendar.current.startOfDay(for: .now)", "Calendar.current.startOfDay(for: .now)"),
        ("{ print(\"pwned\") }()", nil), ("\"\\(secret)\"", nil), ("1\n}\nfunc evil() {", nil), ("1; print(0)", nil),
        ("a + b", nil), ("try f()", nil), ("f { }", nil), ("#file", nil), ("", nil), ("x // }", "x"),
    ]

    @Test(arguments: expressions.indices)
    func onlyOneValueIsEverWritten(index: Int) throws {
        let (text, written) = Self.expressions[index]
        var attribute = Attribute(name: "value", type: .string)
        attribute.defaultExpression = text
        let version = DataModel(name: "V", entities: [Entity(name: "E", attributes: [attribute])])
        let schema = try #require(Self.files(for: version).first?.text)
        let declaration = try #require(schema.split(separator: "\n").first { $0.contains("var value: String") })
        #expect(
            declaration.trimmingCharacters(in: .whitespaces) == "var value: String" + (written.map { " = \($0)" } ?? "")
        )
        if written == nil, !text.isEmpty {
            #expect(schema.contains("// mapwright: the default `"), "\(schema)")
            let code = schema.split(separator: "\n").filter { !$0.contains("// mapwright:") }.joined(separator: "\n")
            #expect(!code.contains("evil") && !code.contains("print"), "\(schema)")
        }
    }
}
