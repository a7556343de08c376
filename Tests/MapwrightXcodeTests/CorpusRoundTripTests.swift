import Foundation
import Testing

/// Walks a whole corpus of bundles when `MAPWRIGHT_CORPUS` names its folder (scripts/corpus-roundtrip
/// sets it); prints `OK` or `FAIL` per bundle. Skipped otherwise: the fixtures cover CI.
@Suite struct CorpusRoundTripTests {
    static let corpus = ProcessInfo.processInfo.environment["MAPWRIGHT_CORPUS"]

    @Test(.enabled(if: corpus != nil, "set MAPWRIGHT_CORPUS to a folder of bundles"))
    func everyBundleRoundTrips() throws {
        let root = try #require(Self.corpus)
        let bundles = RoundTripCheck.bundles(under: root)
        #expect(!bundles.isEmpty, "no .xcdatamodel versions under \(root)")
        var failures = 0
        for bundle in bundles {
            let problems = RoundTripCheck.problems(bundleAt: bundle)
            let name = String(bundle.dropFirst(root.count).drop { $0 == "/" })
            if problems.isEmpty {
                print("OK   \(name)")
            } else {
                failures += 1
                print("FAIL \(name)")
                for problem in problems.prefix(20) { print("     \(problem)") }
            }
        }
        print("corpus round trip: \(bundles.count - failures) OK, \(failures) FAIL")
        #expect(failures == 0)
    }
}
