import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSwiftData
import MapwrightTestSupport
import Testing

/// Every attribute type and option the writer can meet, written, type-checked and read back; class names
/// and texts from a model that are not Swift never reach the code.
@Suite struct WriterCoverageTests {
    /// A version that uses every attribute type, every option SwiftData can say, and hostile texts.
    static let version = DataModel(
        name: "Shop 1", versionIdentifier: "2.1",
        entities: [
            Entity(
                name: "Product", uniquenessConstraints: [["sku"], ["name", "brand"]],
                fetchIndexes: [FetchIndex(name: "byName", elements: [FetchIndexElement(property: "name")])],
                attributes: [
                    Attribute(name: "sku", type: .string, renamingIdentifier: "code", versionHashModifier: "v2"),
                    Attribute(name: "name", type: .string, defaultValue: "Say \"hi\"\nnow"),
                    Attribute(name: "brand", type: .string, isOptional: true),
                    Attribute(name: "count", type: .integer16, defaultValue: "-3"),
                    Attribute(name: "stock", type: .integer32, defaultValue: "0"),
                    Attribute(name: "views", type: .integer64, defaultValue: "12"),
                    Attribute(name: "price", type: .decimal, defaultValue: "1.5"),
                    Attribute(name: "weight", type: .double, defaultValue: "0.25"),
                    Attribute(name: "ratio", type: .float, isOptional: true),
                    Attribute(name: "listed", type: .boolean, defaultValue: "YES"),
                    Attribute(name: "added", type: .date, isOptional: true),
                    Attribute(name: "photo", type: .binary, isOptional: true, allowsExternalBinaryDataStorage: true),
                    Attribute(name: "id", type: .uuid, isIndexedBySpotlight: true),
                    Attribute(name: "link", type: .uri, isOptional: true, allowsCloudEncryption: true),
                    Attribute(
                        name: "tags", type: .transformable, isOptional: true, valueTransformerName: "Tags\"Transformer",
                        customClassName: "[String]"),
                    Attribute(
                        name: "junk", type: .transformable, isOptional: true, customClassName: "X = 1; import Foo"),
                    Attribute(name: "dot", type: .transformable, isOptional: true, customClassName: "."),
                    Attribute(name: "draft", type: .string, isOptional: true, isTransient: true),
                    Attribute(name: "kept", type: .string, isOptional: true, preservesValueInHistoryOnDeletion: true),
                ],
                relationships: [
                    Relationship(
                        name: "shelf", destination: "Shelf", inverse: "products", isOptional: false, deleteRule: .deny),
                    Relationship(
                        name: "parts", destination: "Part", inverse: "product", isToMany: true, isOrdered: true,
                        minCount: 1, maxCount: 5, deleteRule: .cascade, renamingIdentifier: "pieces"),
                ]),
            Entity(
                name: "Shelf", attributes: [Attribute(name: "label", type: .string)],
                relationships: [
                    Relationship(
                        name: "products", destination: "Product", inverse: "shelf", isToMany: true,
                        deleteRule: .noAction)
                ]),
            Entity(
                name: "Part", relationships: [Relationship(name: "product", destination: "Product", inverse: "parts")]),
        ])

    /// The sources for an app supporting `target` (by default iOS 18, which has every macro).
    static func files(target: SwiftDataTarget = SwiftDataTarget(minimumVersions: ["iOS": 18])) -> [SwiftDataWriter.File]
    {
        let history = ModelHistory(name: "Shop", versions: [version], currentVersionName: version.name, origin: "Shop")
        return SwiftDataWriter.files(for: history, steps: [], target: target)
    }

    /// Case 10 of SwiftData on real apps: for an app that supports iOS 17, no `#Unique` or `#Index` (iOS 18);
    /// a one-property uniqueness constraint is `@Attribute(.unique)`, the rest a comment, and it type-checks.
    @Test func olderSystemsGetNoMacroTheyLack() throws {
        let files = Self.files(target: .firstSwiftData)
        let text = files.map(\.contents).joined()
        #expect(!text.contains("\n        #Unique") && !text.contains("\n        #Index"))
        #expect(text.contains("// mapwright: #Index<Product>([\\.name]) needs iOS 18 / macOS 15"), "\(text)")
        let problems = try SwiftDataTypeChecker.problems(in: files.map { ($0.name, $0.contents) })
        #expect(problems == nil, "\(problems ?? "")")
    }

    /// The schema written for each target, held by golden files (`Fixtures/Golden/Targets`).
    @Test(arguments: [
        ("ios17", SwiftDataTarget.firstSwiftData), ("ios18", SwiftDataTarget(minimumVersions: ["iOS": 18])),
    ])
    func eachTargetsOutputMatchesItsGoldenFile(name: String, target: SwiftDataTarget) throws {
        let schema = try #require(Self.files(target: target).first)
        try Golden.check(
            schema.contents, against: fixturesDirectory.appendingPathComponent("Golden/Targets/\(name)-\(schema.name)"))
    }

    /// The minimum system of each API the writer uses, and what a project's targets allow.
    @Test(
        arguments: [
            (["iOS": 17], false), (["iOS": 18], true), (["macOS": 14], false), (["macOS": 15], true),
            (["tvOS": 18], true),
            (["watchOS": 10], false), (["watchOS": 11], true), (["visionOS": 1], false), (["visionOS": 2], true),
            (["iOS": 18, "macOS": 14], false), (["iOS": 18, "macOS": 15], true), ([:], false),
        ] as [([String: Int], Bool)])
    func uniqueAndIndexMacrosNeedTheSecondSwiftData(versions: [String: Int], available: Bool) {
        #expect(SwiftDataTarget(minimumVersions: versions).hasUniqueAndIndexMacros == available)
    }

    @Test func deploymentTargetsAreParsed() {
        #expect(SwiftDataTarget(parsing: "ios17") == SwiftDataTarget(minimumVersions: ["iOS": 17]))
        #expect(SwiftDataTarget(parsing: "macOS 15.2") == SwiftDataTarget(minimumVersions: ["macOS": 15]))
        #expect(SwiftDataTarget(parsing: "android14") == nil)
    }

    @Test func everyOptionTypeChecks() throws {
        let problems = try SwiftDataTypeChecker.problems(in: Self.files().map { ($0.name, $0.contents) })
        #expect(problems == nil, "\(problems ?? "")")
    }

    @Test func whatSwiftDataCanSayReadsBack() throws {
        let diagnostics = CollectingDiagnosticCollector()
        let read = try #require(
            SwiftDataReader.read(
                files: Self.files().map { ($0.name, $0.contents) }, name: "Shop", origin: "Shop",
                diagnostics: diagnostics))
        let back = try #require(read.history.versions.first)
        #expect(back.versionIdentifier == "2.1.0")
        var expected = Self.version
        let product = 0
        // Not said in SwiftData: the order of a to-many relationship; a Transformable attribute whose class
        // name is not a Swift type is written as an NSObject, with a comment.
        expected.entities[product].relationships[1].isOrdered = false
        for name in ["junk", "dot"] {
            let index = try #require(expected.entities[product].attributes.firstIndex { $0.name == name })
            expected.entities[product].attributes[index].customClassName = "NSObject"
        }
        expected.entities[product].fetchIndexes = [
            FetchIndex(name: "Product_name", elements: [FetchIndexElement(property: "name")])
        ]
        #expect(back.entities == expected.entities)
        #expect(diagnostics.diagnostics.map(\.code) == ["MW024", "MW024"])
        #expect(
            Self.files()[0].contents.contains(
                "// mapwright: Transformable without a Swift class name: written as NSObject, give it its type"))
    }

    /// Texts a model may hold, and whether they are one Swift type.
    static let typeNames: [(String, Bool)] = [
        ("String", true), ("[String]", true), ("[String: Int]", true), ("Foundation.URL", true), ("Set<UUID>", true),
        (".", false), ("", false), ("X = 1; import Foo", false), ("Array<", false), ("A B", false),
    ]

    @Test(arguments: typeNames.indices)
    func classNamesAreWrittenOnlyWhenTheyAreOneType(index: Int) throws {
        let (name, isType) = Self.typeNames[index]
        var version = DataModel(
            name: "V",
            entities: [
                Entity(
                    name: "E",
                    attributes: [
                        Attribute(name: "a", type: .transformable, customClassName: name)
                    ])
            ])
        version.entities[0].attributes[0].isOptional = true
        let history = ModelHistory(name: "M", versions: [version], currentVersionName: "V", origin: "M")
        let schema = try #require(SwiftDataWriter.files(for: history, steps: []).first?.contents)
        #expect(schema.contains("var a: \(name)?") == isType, "\(schema)")
    }
}
