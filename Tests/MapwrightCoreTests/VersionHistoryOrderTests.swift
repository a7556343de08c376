import Foundation
import MapwrightModel
import MapwrightTestSupport
import Testing

@testable import MapwrightCore

/// When each version was added to git, asked of one `git log` over the model's folder.
@Suite struct VersionHistoryOrderTests {
    static func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func history(_ names: [String], origin: URL) -> ModelHistory {
        ModelHistory(
            name: "M", versions: names.map { DataModel(name: $0, entities: []) }, currentVersionName: names.last!,
            origin: origin.path)
    }

    /// `V1` (a bundle folder, its file added in 2020, another file in it later), `V 2é` (non-ASCII, a
    /// space, added in 2021), `V4` (renamed from `V3` in 2022: added then, as a log of `V4.yaml` alone
    /// says) and `V5` (not committed: the newest). A file outside the folder does not count.
    @Test(.enabled(if: gitIsAvailable)) func eachVersionTakesItsFirstAddition() throws {
        let root = try makeTemporaryDirectory()
        try runGit(["init", "-q"], in: root)
        try Self.write("a", to: "Model/V1.xcdatamodel/contents", in: root)
        try Self.write("outside", to: "V4.yaml", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "one"], in: root, date: "2020-01-01T00:00:00Z")
        try Self.write("b", to: "Model/V 2é.xcdatamodel/contents", in: root)
        try Self.write("c", to: "Model/V3.yaml", in: root)
        try Self.write("d", to: "Model/V1.xcdatamodel/more", in: root)
        try runGit(["add", "."], in: root)
        try runGit(["commit", "-q", "-m", "two"], in: root, date: "2021-01-01T00:00:00Z")
        try runGit(["mv", "Model/V3.yaml", "Model/V4.yaml"], in: root)
        try runGit(["commit", "-q", "-m", "three"], in: root, date: "2022-01-01T00:00:00Z")
        try Self.write("e", to: "Model/V5.yaml", in: root)

        let times = VersionHistoryOrder.addedTimes(
            of: Self.history(["V1", "V 2é", "V4", "V5"], origin: root.appendingPathComponent("Model")))
        #expect(times == ["V1": 1_577_836_800, "V 2é": 1_609_459_200, "V4": 1_640_995_200, "V5": Int.max])
    }

    @Test func aFolderOutsideGitHasNoTimes() throws {
        let root = try makeTemporaryDirectory()
        try Self.write("a", to: "V1.yaml", in: root)
        try Self.write("b", to: "V2.yaml", in: root)
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
}
