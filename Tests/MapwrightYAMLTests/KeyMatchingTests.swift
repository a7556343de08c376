import Foundation
import Testing

/// The reader recognises the format's keys from their bytes; these pin that it answers as `String` equality
/// (canonical equivalence) did, and that the check for binary data still sees control bytes beside line breaks.
@Suite struct KeyMatchingTests {
    /// The Kelvin sign (U+212A) is canonically equal to `K`, so this key is `usedWithCloudKit`.
    static let kelvinKey = "usedWithCloud\u{212A}it"

    @Test func aKeyCanonicallyEqualToAFormatKeyIsThatKey() throws {
        let (model, diagnostics) = try readVersion(
            source: "settings:\n  \(Self.kelvinKey): true\nentities:\n  Item: {}\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))")
        #expect(model?.settings.isUsedWithCloudKit == true)
    }

    @Test func aKeyCanonicallyEqualToAnotherIsADuplicate() throws {
        let source = "settings:\n  usedWithCloudKit: true\n  \(Self.kelvinKey): false\nentities:\n  Item: {}\n"
        let (model, diagnostics) = try readVersion(source: source)
        #expect(model == nil)
        #expect(diagnostics.map(\.code) == ["MW005"])
        #expect(diagnostics.first?.location?.line == 3)
    }

    @Test func anAliasAsAKeyIsTheKeyItNames() throws {
        let source = """
            entities:
              Item:
                userInfo:
                  note: &word type
                attributes:
                  count:
                    *word : Integer 16
            """
        let (model, diagnostics) = try readVersion(source: source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.summaryLine))")
        #expect(model?.entities.first?.attributes.first?.type == .integer16)
    }

    /// Mappings of more than twelve keys are checked through a hash table: over the bytes when every key
    /// is ASCII, over the strings otherwise.
    @Test(arguments: ["a13", "caf\u{E9}"])
    func aDuplicateAmongManyKeysIsFound(lastKey: String) throws {
        let names = (0..<13).map { "a\($0)" } + [lastKey]
        let attributes = names.map { "      \($0): String\n" }.joined()
        let duplicates = "      a7: Integer 16\n" + (lastKey == "a13" ? "" : "      cafe\u{301}: String\n")
        let (model, diagnostics) = try readVersion(
            source: "entities:\n  Item:\n    attributes:\n" + attributes + duplicates)
        #expect(model == nil)
        let reported = diagnostics.filter { $0.code == "MW005" }
        let expected = lastKey == "a13" ? [18] : [18, 19]
        #expect(
            reported.map { $0.location?.line } == expected.map { Optional($0) }, "\(diagnostics.map(\.summaryLine))")
        #expect(reported.first?.message == "duplicate key 'a7' (first written at line 11)")
    }

    @Test func aControlByteBesideALineBreakIsBinaryData() throws {
        let (model, diagnostics) = try readVersion(source: "entities:\n\u{7}\n")
        #expect(model == nil)
        #expect(diagnostics.map(\.code) == ["MW003"])
        #expect(diagnostics.first?.location?.line == 2)
        #expect(diagnostics.first?.location?.column == 1)
    }
}
