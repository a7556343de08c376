import MapwrightModel
import Testing

@testable import MapwrightAnalysis

/// The share of property names two entities have in common, which scores entity renames, is counted on
/// sorted lists: each count must be the one two sets of the names give.
@Suite struct PropertyNamesTests {
    static func properties(_ names: [String]) -> [OwnedProperty] {
        names.map { OwnedProperty(property: .attribute(Attribute(name: $0, type: .string)), owner: "Item") }
    }

    static let cases: [(String, [String], [String], shared: Int, counts: (Int, Int))] = [
        ("both empty", [], [], 0, (0, 0)),
        ("one empty", ["title"], [], 0, (1, 0)),
        ("disjoint", ["a", "c", "e"], ["b", "d", "f"], 0, (3, 3)),
        ("equal", ["title", "date"], ["date", "title"], 2, (2, 2)),
        ("some shared, unsorted", ["zeta", "alpha", "mid"], ["mid", "beta", "zeta", "omega"], 2, (3, 4)),
        ("repeated names count once", ["title", "title", "note"], ["title", "note", "note"], 2, (2, 2)),
        ("case differs", ["Title"], ["title"], 0, (1, 1)),
        ("non-ASCII", ["café", "名前"], ["名前", "cafe"], 1, (2, 2)),
        ("canonically equal", ["caf\u{E9}"], ["cafe\u{301}"], 1, (1, 1)),
    ]

    @Test(arguments: cases)
    func sharedCount(_ example: (String, [String], [String], shared: Int, counts: (Int, Int))) {
        let (name, a, b, shared, counts) = example
        let left = PropertyNames(Self.properties(a)), right = PropertyNames(Self.properties(b))
        #expect(left.sharedCount(with: right) == shared, "\(name)")
        #expect(right.sharedCount(with: left) == shared, "\(name)")
        #expect((left.count, right.count) == counts, "\(name)")
        #expect(shared == Set(a).intersection(Set(b)).count, "\(name): the table disagrees with sets")
    }

    /// Generated name lists (a fixed sequence, the same on every run) against the set count.
    @Test func matchesSetsOnGeneratedLists() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let pool = ["a", "b", "ab", "ba", "title", "Title", "date", "dueDate", "x1", "x10", "x2", "é", "e\u{301}"]
        for _ in 0..<500 {
            let a = (0..<next(9)).map { _ in pool[next(pool.count)] }
            let b = (0..<next(9)).map { _ in pool[next(pool.count)] }
            let names = (PropertyNames(Self.properties(a)), PropertyNames(Self.properties(b)))
            #expect(names.0.sharedCount(with: names.1) == Set(a).intersection(Set(b)).count, "\(a) / \(b)")
            #expect(names.0.count == Set(a).count, "\(a)")
        }
    }
}
