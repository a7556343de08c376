import Foundation
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightCore

/// When each version was added to git, asked of one `git log` over the model's folder.
@Suite struct VersionHistoryOrderTests {

    static func history(_ names: [String], origin: URL) -> ModelHistory {
        ModelHistory(
            name: "M", versions: names.map { DataModel(name: $0, entities: []) }, currentVersionName: names.last!,
            origin: origin.path)
    }

    /// `V1` (a bundle folder, its file added in 2020, another file in it later), `V 2é` (non-ASCII, a
    /// space, added in 2021), `V4` (renamed from `V3` in 2022: added then, as a log of `V4.yaml` alone
    /// says) and `V5` (not committed: git does not date it). A file outside the folder does not count.
    @Test(.enabled(if: gitIsAvailable)) func eachVersionTakesItsFirstAddition() throws {
        let root = try makeTemporaryDirectory()
        try runGit(["init", "-q"], in: root)
        try write("a", to: "Model/V1.xcdatamodel/contents", in: root)
        try write("outside", to: "V4.yaml", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "one"], in: root, date: "2020-01-01T00:00:00Z")
        try write("b", to: "Model/V 2é.xcdatamodel/contents", in: root)
        try write("c", to: "Model/V3.yaml", in: root)
        try write("d", to: "Model/V1.xcdatamodel/more", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "two"], in: root, date: "2021-01-01T00:00:00Z")
        try runGit(["mv", "Model/V3.yaml", "Model/V4.yaml"], in: root)
        try runGit(["commit", "-q", "-m", "three"], in: root, date: "2022-01-01T00:00:00Z")
        try write("e", to: "Model/V5.yaml", in: root)

        let times = VersionHistoryOrder.addedTimes(
            of: Self.history(["V1", "V 2é", "V4", "V5"], origin: root.appendingPathComponent("Model")))
        #expect(times == ["V1": 1_577_836_800, "V 2é": 1_609_459_200, "V4": 1_640_995_200])
    }

    /// `B` first appears in a merge commit (added while resolving it): the merge dates it.
    @Test(.enabled(if: gitIsAvailable)) func aVersionAddedInAMergeIsDatedByIt() throws {
        let root = try makeTemporaryDirectory()
        try runGit(["init", "-q", "-b", "main"], in: root)
        try write("a", to: "Model/A.yaml", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "A"], in: root, date: "2020-01-01T00:00:00Z")
        try runGit(["checkout", "-q", "-b", "side"], in: root)
        try write("side", to: "Side.txt", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "side"], in: root, date: "2020-06-01T00:00:00Z")
        try runGit(["checkout", "-q", "main"], in: root)
        try write("c", to: "Model/C.yaml", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "C"], in: root, date: "2021-01-01T00:00:00Z")
        try runGit(["merge", "-q", "--no-ff", "--no-commit", "side"], in: root, date: "2022-01-01T00:00:00Z")
        try write("b", to: "Model/B.yaml", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "merge"], in: root, date: "2022-01-01T00:00:00Z")

        let times = VersionHistoryOrder.addedTimes(
            of: Self.history(["A", "B", "C"], origin: root.appendingPathComponent("Model")))
        #expect(times == ["A": 1_577_836_800, "C": 1_609_459_200, "B": 1_640_995_200])
    }

    @Test func aFolderOutsideGitHasNoTimes() throws {
        let root = try makeTemporaryDirectory()
        try write("a", to: "V1.yaml", in: root)
        try write("b", to: "V2.yaml", in: root)
        #expect(VersionHistoryOrder.addedTimes(of: Self.history(["V1", "V2"], origin: root)) == nil)
    }

    @Test(.enabled(if: gitIsAvailable)) func gitIsAskedOnlyInsideAWorkTree() throws {
        let root = try makeTemporaryDirectory()
        let folder = root.appendingPathComponent("Model/Deep")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(!VersionHistoryOrder.mayBeInWorkTree(folder.path))
        try runGit(["init", "-q"], in: root)
        #expect(VersionHistoryOrder.mayBeInWorkTree(folder.path))
        #expect(VersionHistoryOrder.mayBeInWorkTree(root.path))
    }

    @Test func theLogIsReadCommitByCommit() {
        let log = Data(
            "\u{1}300\0\nB.yaml\0A.xcdatamodel/contents\0\u{1}100\0\nA.xcdatamodel/contents\0\u{1}200\0\nA.xcdatamodel/x\0"
                .utf8)
        #expect(VersionHistoryOrder.addedTimes(fromLog: log) == ["A.xcdatamodel": 100, "B.yaml": 300])
        #expect(VersionHistoryOrder.addedTimes(fromLog: Data()).isEmpty)
    }

    /// Git dates `M2` (2020), `M1` (2021) and `M4` (2022); `M3` and `M0` are not committed: each goes after
    /// every dated version its name follows, and the order says the names placed them.
    @Test(.enabled(if: gitIsAvailable)) func versionsGitDoesNotDateArePlacedByTheirNames() throws {
        let root = try makeTemporaryDirectory()
        try runGit(["init", "-q"], in: root)
        for (index, name) in ["M2", "M1", "M4"].enumerated() {
            try write(name, to: "Model/\(name).yaml", in: root)
            try runGit(["add", "."], in: root)
            try runGit(["commit", "-q", "-m", name], in: root, date: "202\(index)-01-01T00:00:00Z")
        }
        try write("M0", to: "Model/M0.yaml", in: root)
        try write("M3", to: "Model/M3.yaml", in: root)
        let sources = ProjectSources(root: root.path)
        let picture = ProjectPicture(sources: sources, workingDirectory: root.path)
        let ordered = EvidenceOrder.order(
            Self.history(["M0", "M1", "M2", "M3", "M4"], origin: root.appendingPathComponent("Model")),
            picture: picture, sources: sources, currentLast: true)
        #expect(ordered.history.allVersionNames == ["M0", "M2", "M1", "M3", "M4"])
        #expect(ordered.source == .gitAndNames(undated: ["M0", "M3"]))
        #expect(
            ordered.source.description
                == "git (when each version was first committed), the names placing `M0`, `M3`, which git does not date")
    }

    @Test(arguments: [
        (["A", "B", "C", "D"], ["B", "D"], ["A", "B", "C", "D"]),
        (["A", "B", "C", "D"], ["D", "B"], ["A", "D", "B", "C"]),
        (["A", "B", "C"], ["C", "A"], ["C", "A", "B"]),
        (["A", "B"], ["A", "B"], ["A", "B"]),
    ])
    func undatedVersionsFollowEveryDatedOneTheirNamesFollow(names: [String], dated: [String], placed: [String]) {
        #expect(EvidenceOrder.placingUndated(names, among: dated) == placed)
    }
}
