import MapwrightModel
import Testing

@Suite struct VersionOrderTests {
    @Test(arguments: [
        (["Foo 10", "Foo 2", "Foo", "Foo 9"], ["Foo", "Foo 2", "Foo 9", "Foo 10"]),
        (["Model3", "Model1", "Model2"], ["Model1", "Model2", "Model3"]),
        (["Notes_v4", "Notes", "Notes_v2", "Notes_v3"], ["Notes", "Notes_v2", "Notes_v3", "Notes_v4"]),
        (
            ["MigrationDemoV3", "MigrationDemo", "MigrationDemoV2"],
            ["MigrationDemo", "MigrationDemoV2", "MigrationDemoV3"]
        ),
        (["App v2.10", "App v2.9", "App v1.4"], ["App v1.4", "App v2.9", "App v2.10"]),
        (["Foo 02", "Foo 1"], ["Foo 1", "Foo 02"]),
        (["b", "B", "a"], ["a", "B", "b"]),
        (["0.9", "Shared", "0.5", "0.10", "0.6"], ["Shared", "0.5", "0.6", "0.9", "0.10"]),
        (["Model 2", "Base", "Model"], ["Base", "Model", "Model 2"]),
        (["Foo 10", "foo 2", "FOO 3"], ["foo 2", "FOO 3", "Foo 10"]),
        (["foo 2", "Foo 2", "Foo 002"], ["Foo 002", "Foo 2", "foo 2"]),
    ])
    func ordersNamesLikeXcode(input: [String], expected: [String]) {
        #expect(VersionOrder.sorted(input) == expected)
    }

    /// The order is total: every arrangement of the same names sorts alike.
    @Test func everyArrangementSortsAlike() {
        let names = ["Shared", "0.5", "App 2", "App", "0.10", "b", "B", "Model1"]
        let expected = VersionOrder.sorted(names)
        var arrangement = names
        for step in 0..<40 {
            arrangement.swapAt(step % names.count, (step * 7 + 3) % names.count)
            #expect(VersionOrder.sorted(arrangement) == expected, "\(arrangement)")
        }
    }

    /// `sorted` keeps each name's comparison key; its order must be the one `precedes` gives name by name.
    @Test func sortedAgreesWithPrecedes() {
        let names = ["Shared", "0.5", "App 2", "app 2", "App", "0.10", "b", "B", "Model1", "Model01", "x9y", "X10y"]
        let sorted = VersionOrder.sorted(names)
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            #expect(VersionOrder.precedes(earlier, later), "\(earlier) before \(later)")
            #expect(!VersionOrder.precedes(later, earlier), "\(later) not before \(earlier)")
        }
    }
}
