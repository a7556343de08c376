import MapwrightModel
import Testing

@testable import MapwrightAnalysis

/// The order in which property hashes enter an entity hash: names in UTF-8 byte order, of equal names
/// only the last (a sub-entity's own property over an inherited one). The sort compares the first eight
/// bytes of the names as one integer first; these names tie there, are prefixes of each other or hold
/// non-ASCII bytes.
@Suite struct HashedPropertyOrderTests {
    static let names = [
        "relationshipToB", "relationshipToA", "rel", "relation", "relationZ", "a", "ab", "abcdefgh", "abcdefghi",
        "abcdefgg", "zebra", "Zebra", "éclair", "eclair", "a\u{0}", "_x",
    ]

    /// `byteOrder` is the order of the names' UTF-8 bytes, whatever Unicode says of them: `é` written as
    /// one scalar and as `e` and a combining accent are different names (and Swift's `<` calls them equal).
    @Test func byteOrderComparesBytes() {
        let names = Self.names + ["", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", "\u{FFFF}", "é", "e"]
        for a in names {
            for b in names {
                #expect(
                    VersionHasher.byteOrder(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)),
                    "\(a) / \(b)")
            }
        }
    }

    @Test func namesAreInByteOrder() {
        let entity = Entity(name: "E", attributes: Self.names.map { Attribute(name: $0, type: .string) })
        let order = VersionHasher.hashedProperties(of: entity, in: DataModel(name: "M", entities: [entity])).map(\.name)
        #expect(order == Self.names.sorted(by: VersionHasher.byteOrder))
    }

    @Test func ofEqualNamesTheLastIsKept() {
        let parent = Entity(
            name: "Parent", attributes: Self.names.map { Attribute(name: $0, type: .string) },
            relationships: [Relationship(name: "abcdefghi", destination: "Parent")])
        let child = Entity(
            name: "Child", parent: "Parent",
            attributes: [Attribute(name: "abcdefgh", type: .integer32), Attribute(name: "a", type: .date)])
        let model = DataModel(name: "M", entities: [parent, child])
        let ofParent = VersionHasher.hashedProperties(of: parent, in: model)
        let ofChild = VersionHasher.hashedProperties(of: child, in: model)
        #expect(ofParent.map(\.name) == Self.names.sorted(by: VersionHasher.byteOrder))
        #expect(
            ofParent.first { $0.name == "abcdefghi" }?.hash
                == VersionHasher.relationshipHash(parent.relationships[0], ownerEntity: "Parent"))
        #expect(ofChild.map(\.name) == ofParent.map(\.name))
        for property in ofChild {
            let own = child.attributes.first { $0.name == property.name }
            let expected =
                own.map { VersionHasher.attributeHash($0) } ?? ofParent.first { $0.name == property.name }!.hash
            #expect(property.hash == expected, "\(property.name)")
        }
    }
}
