import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightXcode

/// A version read with entities reused from the versions before it (``EntityReuse``) is the version read
/// alone: the same model, every position in it, and the same diagnostics; where reuse cannot be trusted,
/// the file is read as if there were none.
struct EntityReuseTests {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#

    /// An entity as Xcode writes it, with a decoder warning (an unknown code generation) inside it.
    static func item(indent: String = "    ") -> String {
        """
        \(indent)<entity name="Item" representedClassName="Item" codeGenerationType="bogus">
        \(indent)    <attribute name="title" optional="YES" attributeType="String"/>
        \(indent)    <attribute name="count" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
        \(indent)    <relationship name="tags" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="items" inverseEntity="Tag"/>
        \(indent)    <userInfo>
        \(indent)        <entry key="note" value="kept"/>
        \(indent)    </userInfo>
        \(indent)</entity>
        """
    }

    static let tag = """
            <entity name="Tag" representedClassName="Tag" syncable="YES">
                <attribute name="label" attributeType="String"/>
                <relationship name="items" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="tags" inverseEntity="Item"/>
            </entity>
        """

    static func model(_ body: String, root: String = "<model type=\"com.apple.IDECoreDataModeler.DataModel\">")
        -> String
    {
        "\(declaration)\n\(root)\n\(body)\n</model>\n"
    }

    static let first = model(item() + "\n" + tag)

    /// What the later version's reuse plan holds: entities to reuse, none, or no plan (reuse refused).
    enum Plan: Sendable {
        case reuses(Int)
        case none, refused
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var later: String
        var plan: Plan
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "an entity moved down and into another file",
            later: model(
                "    <entity name=\"Note\" representedClassName=\"Note\">\n"
                    + "        <attribute name=\"body\" attributeType=\"String\"/>\n    </entity>\n" + item() + "\n"
                    + tag),
            plan: .reuses(2)),
        Case(
            name: "the same entities, written with Windows line breaks",
            later: first.replacingOccurrences(of: "\n", with: "\r\n"), plan: .none),
        Case(name: "an entity indented otherwise", later: model(item(indent: "  ") + "\n" + tag), plan: .reuses(1)),
        Case(name: "an entity inside a comment", later: model(tag + "\n<!--\n" + item() + "\n-->"), plan: .refused),
        Case(
            name: "an entity inside a processing instruction",
            later: model(tag + "\n<?keep\n" + item() + "\n?>"), plan: .refused),
        // Each of these plans to reuse the entity and falls back to reading the file alone.
        Case(
            name: "an entity inside another element",
            later: model(tag + "\n<elements>\n" + item() + "\n</elements>\n<entity name=\"Item\"/>"), plan: .reuses(2)),
        Case(
            name: "an entity inside the root's start tag",
            later: model(tag, root: "<model note=\"\n" + item() + "\n\">"), plan: .reuses(2)),
        Case(
            name: "a malformed file after a reused entity", later: model(item() + "\n" + tag + "\n<oops>"),
            plan: .reuses(2)),
        Case(
            name: "a namespace declared on the root",
            later: model(item() + "\n" + tag, root: "<model xmlns:x=\"urn:x\">"), plan: .refused),
        // Nothing to reuse: the plan is refused on what comes before the first entity alone.
        Case(
            name: "a document type before the root",
            later: model(tag.replacingOccurrences(of: "\"Tag\"", with: "\"Label\""), root: "<!DOCTYPE model>\n<model>"),
            plan: .refused),
    ]

    @Test(arguments: cases) func aVersionReadWithReuseIsTheVersionReadAlone(_ testCase: Case) throws {
        let bundle = try makeTemporaryDirectory().appendingPathComponent("M.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let firstPath = try Self.write(Self.first, version: "M", in: bundle)
        let laterPath = try Self.write(testCase.later, version: "M 2", in: bundle)

        let cache = DecodedEntityCache()
        let firstShared = Self.read(firstPath, entities: cache)
        #expect(firstShared.model != nil, "\(firstShared.diagnostics)")
        let contents = try Data(contentsOf: URL(fileURLWithPath: laterPath + "/contents"))
        let plan = EntityReuse(data: contents, file: laterPath + "/contents", cache: cache)
        switch testCase.plan {
        case .reuses(let count): #expect(plan?.reused.count == count)
        case .none: #expect(plan?.reused.isEmpty == true)
        case .refused: #expect(plan == nil)
        }

        let shared = Self.read(laterPath, entities: cache)
        let alone = Self.read(laterPath, entities: nil)
        #expect(shared.model == alone.model)
        #expect(shared.model.map(Self.anchors) == alone.model.map(Self.anchors))
        #expect(shared.diagnostics == alone.diagnostics)
        #expect(shared.model == nil || shared.diagnostics.contains { $0.message.contains("'bogus'") })
    }

    @Test func aBundleReadOnEveryCoreIsItsVersionsReadAlone() throws {
        let bundle = try makeTemporaryDirectory().appendingPathComponent("M.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        var paths: [String] = []
        for version in 1...12 {
            let extra = (0..<version).map { "    <entity name=\"E\($0)\"/>" }.joined(separator: "\n")
            paths.append(
                try Self.write(
                    Self.model(extra + "\n" + Self.item() + "\n" + Self.tag), version: "M \(version)", in: bundle))
        }
        let diagnostics = CollectingDiagnosticCollector()
        let history = try #require(XcodeModelReader.readHistory(at: bundle.path, diagnostics: diagnostics))
        for (version, path) in zip(history.versions, paths) {
            let alone = try #require(Self.read(path, entities: nil).model)
            #expect(version == alone)
            #expect(Self.anchors(version) == Self.anchors(alone))
        }
    }

    // MARK: - Support

    static func write(_ text: String, version: String, in bundle: URL) throws -> String {
        let folder = bundle.appendingPathComponent("\(version).xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("contents"))
        return folder.path
    }

    static func read(_ path: String, entities: DecodedEntityCache?) -> (model: DataModel?, diagnostics: [Diagnostic]) {
        let diagnostics = CollectingDiagnosticCollector()
        let model = XcodeModelReader.readVersion(at: path, diagnostics: diagnostics, entities: entities)
        return (model, diagnostics.diagnostics)
    }

    /// Every position in `value`, in the order a walk of its fields finds them: anchors take no part in
    /// `==`, so they are compared on their own.
    static func anchors(_ value: Any) -> [String] {
        if let anchor = value as? SourceAnchor { return [anchor.location?.description ?? "none"] }
        return Mirror(reflecting: value).children.flatMap { anchors($0.value) }
    }
}
