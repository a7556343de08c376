import Foundation
import MapwrightTestSupport
import Testing

/// `check`'s time grows linearly with the number of errors, the depth of
/// inheritance and the number of properties. Each curve runs the command on an input and on one twice
/// its size and compares the CPU time the two processes used (not wall time, which other tests share):
/// linear work gives about 2×, quadratic 4×.
@Suite struct LinearTimeTests {
    /// A family of inputs: the files of the model folder (or bundle) of size `n`, by relative path.
    struct Curve: Sendable, CustomTestStringConvertible {
        var name: String
        var size: Int
        /// For the error floods, the CPU seconds 100 000 errors stay under in a debug build.
        var floodBound: Double = 0
        var files: @Sendable (Int) -> [(path: String, text: String)]
        var testDescription: String { name }
    }

    static func yaml(_ body: String) -> [(path: String, text: String)] {
        [("M/M.yaml", body), ("M/_manifest.yaml", "current: M\n")]
    }

    static func xml(_ body: String) -> [(path: String, text: String)] {
        [
            (
                "M.xcdatamodeld/M.xcdatamodel/contents",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\">\n\(body)</model>\n"
            )
        ]
    }

    static let curves: [Curve] = [
        Curve(name: "YAML errors", size: 4_000, floodBound: 4) { n in
            yaml("entities:\n  Item:\n    attributes:\n" + (0..<n).map { "      a\($0): Bogus\n" }.joined())
        },
        // One error in each of many entities: placing each error in its entity walked every entity.
        Curve(name: "YAML errors in many entities", size: 4_000, floodBound: 11) { n in
            yaml(
                "entities:\n" + (0..<n).map { "  E\($0):\n    bogus: 1\n    attributes: {a: String}\n" }.joined())
        },
        Curve(name: "Xcode errors", size: 4_000, floodBound: 7) { n in
            xml(
                "<entity name=\"Item\">\n"
                    + (0..<n).map { "<attribute name=\"a\($0)\" attributeType=\"Bogus\"/>\n" }.joined() + "</entity>\n")
        },
        // One error in each of many entities of a `contents` file.
        Curve(name: "Xcode errors in many entities", size: 4_000, floodBound: 14) { n in
            xml(
                (0..<n).map { "<entity name=\"E\($0)\"><attribute name=\"a\" attributeType=\"Bogus\"/></entity>\n" }
                    .joined())
        },
        Curve(name: "a parent chain", size: 4_000) { n in
            yaml(
                "entities:\n"
                    + (0..<n).map {
                        "  E\($0):\n" + ($0 > 0 ? "    parent: E\($0 - 1)\n" : "")
                            + "    attributes: {a\($0): String}\n"
                    }.joined())
        },
        Curve(name: "a parent cycle", size: 4_000) { n in
            yaml("entities:\n" + (0..<n).map { "  E\($0): {parent: E\(($0 + 1) % n)}\n" }.joined())
        },
        Curve(name: "attributes of one entity", size: 32_000) { n in
            yaml("entities:\n  Item:\n    attributes:\n" + (0..<n).map { "      a\($0): String\n" }.joined())
        },
        Curve(name: "unknown XML attributes", size: 4_000) { n in
            xml(
                "<entity name=\"Item\">\n"
                    + (0..<n).map { "<attribute name=\"a\($0)\" attributeType=\"String\" bogus\($0)=\"x\"/>\n" }
                    .joined() + "</entity>\n")
        },
    ]

    @Test(arguments: curves)
    func doublingTheInputAtMostAboutDoublesTheTime(_ curve: Curve) throws {
        var best = Double.infinity
        // A second try when the first ratio is high: a busy machine slows one run more than another.
        for _ in 0..<2 where best > 3 {
            let small = try Self.cpuSeconds(for: curve.files(curve.size))
            let large = try Self.cpuSeconds(for: curve.files(2 * curve.size))
            best = min(best, large / small)
        }
        #expect(best <= 3, "\(curve.name): twice the input took \(best)× the CPU time")
    }

    /// The error floods at 100 000: one entity with 100 000 errors and 100 000 entities with one each, in
    /// YAML and in a `contents` file. Each takes at most about ten times the CPU time of 10 000 (three times
    /// that, for a busy machine) and stays under its curve's `floodBound`: about three times what a debug build
    /// on a loaded two-core machine takes alone (1.4 s for the YAML entity, 3.6 s for the YAML entities, 2.3 s
    /// and 4.8 s for the `contents` files, whose time is a debug build's reading and validating of 100 000
    /// elements), as beside the rest of the suite a flood takes up to 1.6 times as long. A second try when the
    /// first is over: a busy machine slows one run more than another.
    @Test(arguments: curves.prefix(4))
    func aHundredThousandErrors(_ curve: Curve) throws {
        let small = try Self.cpuSeconds(for: curve.files(10_000))
        var large = try Self.cpuSeconds(for: curve.files(100_000))
        if large > min(curve.floodBound, 3 * 10 * max(small, 0.05)) {
            large = min(large, try Self.cpuSeconds(for: curve.files(100_000)))
        }
        #expect(
            large <= 3 * 10 * max(small, 0.05), "\(curve.name): 100 000 took \(large) s, 10 000 took \(small) s")
        #expect(large < curve.floodBound, "\(curve.name): 100 000 took \(large) s")
    }

    /// The CPU time (user and system) of `mapwright check` on `files`, written into a new folder.
    static func cpuSeconds(for files: [(path: String, text: String)]) throws -> Double {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try write(file.text, to: file.path, in: directory) }
        let model = files[0].path.hasPrefix("M/") ? "M" : "M.xcdatamodeld"
        return try runMapwrightTimed(["check", model], in: directory).cpuSeconds
    }
}
