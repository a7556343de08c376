import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightValidation
import Testing

@Suite struct IdentifierRulesTests {
    @Test(arguments: ["ItemPolicy", "_Private", "MyApp.ItemPolicy", "A.B.C", "Item2"])
    func classNamesThatPass(name: String) {
        #expect(IdentifierRules.isClassName(name, allowsLeadingDot: false))
    }

    @Test(arguments: [
        "P {}; let pwned = 1; class Q", "sub/dir/Evil", "A\"/><evil x=\"", "", "1st", "class", "Self", "_",
        "My-Policy", "Ünïcode", "A..B", "A.", ".A", "A B", "A\nB", "MyApp.Ítem", "A.\u{301}B", "Item\u{301}",
        "MyApp.class", "Self.Item", "A\r\n.B",
    ])
    func classNamesThatFail(name: String) {
        #expect(!IdentifierRules.isClassName(name, allowsLeadingDot: false))
    }

    @Test func keywordsAreToldByTheirBytes() {
        for name in ["class", "Self", "_", "precedencegroup", "associatedtype", "in", "Type"] {
            #expect(IdentifierRules.isKeyword(name), "\(name)")
            #expect(IdentifierRules.isKeyword(Substring(name)), "\(name)")
        }
        for name in ["Class", "selfish", "", "precedencegroups", "i", "Any2", "__", "Typé"] {
            #expect(!IdentifierRules.isKeyword(name), "\(name)")
        }
    }

    @Test func anEntityClassMayNameTheCurrentModule() {
        #expect(IdentifierRules.isClassName(".Item", allowsLeadingDot: true))
        #expect(!IdentifierRules.isClassName(".", allowsLeadingDot: true))
        #expect(!IdentifierRules.isClassName("..Item", allowsLeadingDot: true))
        #expect(IdentifierRules.isClassName(".MyApp.Item", allowsLeadingDot: true))
        #expect(!IdentifierRules.isClassName(".Item.", allowsLeadingDot: true))
        #expect(!IdentifierRules.isClassName(".\u{301}Item", allowsLeadingDot: true))
        #expect(!IdentifierRules.isClassName("", allowsLeadingDot: true))
    }

    @Test func versionNames() {
        for name in ["ToDo", "ToDo 2", "Model (v3)", "Modèle 2"] {
            #expect(IdentifierRules.versionNameProblem(name) == nil, "\(name)")
        }
        for name in [
            "", ".", "..", ".hidden", "a/b", "a\\b", "a\u{0}b", "a\nb", "a\u{85}b", "a\u{2028}b", "a\u{7F}",
            "_manifest",
            "v2\u{202E}lmx", "a\u{2066}b", "a\u{200F}", "\u{61C}a",
        ] {
            #expect(IdentifierRules.versionNameProblem(name) != nil, "\(name)")
        }
    }

    @Test func theValidatorReportsBothCodesWithPositions() {
        let at = SourceAnchor(SourceLocation(file: "M.yaml", line: 3, column: 5))
        let model = DataModel(
            name: "../M",
            entities: [
                Entity(
                    name: "Item", className: "A\"/><evil x=\"",
                    migrationPolicy: MigrationPolicyRequest(reason: "r", className: "sub/dir/Evil", anchor: at),
                    anchor: SourceAnchor(SourceLocation(file: "M.yaml", line: 2, column: 3)))
            ],
            anchor: SourceAnchor(SourceLocation(file: "M.yaml", line: 1, column: 1)))
        let diagnostics = CollectingDiagnosticCollector()
        ModelValidator.validate(model, diagnostics: diagnostics)
        let found = diagnostics.diagnostics.map { "\($0.location?.description ?? "-") \($0.code)" }
        #expect(found.sorted() == ["M.yaml:1:1 MW068", "M.yaml:2:3 MW067", "M.yaml:3:5 MW067"])
        #expect(diagnostics.diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.diagnostics.contains { $0.message.contains("ASCII letters, digits and '_'") })
    }

    @Test func messagesShowControlCharactersEscaped() {
        #expect(PrintableText.escaped("a\nb\u{1B}\u{202E}c\td") == "a\\u{A}b\\u{1B}\\u{202E}c\td")
        #expect(PrintableText.escaped(String(repeating: "x", count: 5_000)).count == PrintableText.messageLimit + 1)
    }

    /// Printable ASCII is taken as it is (the quick path) and cut as the rest is: `limit` characters and `…`.
    @Test(arguments: [
        ("", 3, ""), ("abc", 3, "abc"), ("abcd", 3, "abc…"), ("a\tb", 2, "a\t…"), ("~ }", 0, "…"),
        ("ab\r\nc", 4, "ab\\u{D}\\u{A}c"), ("ab\r\ncd", 3, "ab\\u{D}\\u{A}…"), ("é|x", 2, "é|…"),
        ("a\u{7F}b", 9, "a\\u{7F}b"), ("x\u{1F}", 1, "x…"),
    ])
    func printableTextIsCutAtItsLimit(text: String, limit: Int, expected: String) {
        #expect(PrintableText.escaped(text, limit: limit) == expected)
    }
}
