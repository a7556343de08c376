import Foundation
import MapwrightAnalysis
import MapwrightCore
import MapwrightDiagnostics
import MapwrightModel
import MapwrightTestSupport
import Testing

@Suite struct LockTests {
    /// A copy of the Shop fixture in a temporary folder, for tests that edit it.
    static func copyOfShop() throws -> (folder: URL, model: String) {
        let root = try makeTemporaryDirectory()
        let model = root.appendingPathComponent("Shop")
        try FileManager.default.copyItem(atPath: fixture("Models/Shop"), toPath: model.path)
        return (root, model.path)
    }

    static func load(_ path: String) throws -> ModelHistory {
        let diagnostics = CollectingDiagnosticCollector()
        return try #require(ModelLoader.loadHistory(at: path, diagnostics: diagnostics))
    }

    @Test(arguments: [
        ("schemas/ToDo", "schemas/ToDo.mapwright.lock"),
        ("schemas/ToDo/", "schemas/ToDo.mapwright.lock"),
        ("App/Model.xcdatamodeld", "App/Model.mapwright.lock"),
        ("Model.xcdatamodeld/", "Model.mapwright.lock"),
        ("schemas/ToDo/ToDo 2.yaml", "schemas/ToDo/ToDo 2.mapwright.lock"),
    ])
    func lockLivesNextToTheModel(model: String, lock: String) {
        #expect(ModelLock.path(forModelAt: model) == lock)
    }

    /// `.`, `..` and one-character paths: resolved as every command-line tool resolves them, named after
    /// the real folder.
    @Test(arguments: [
        (".", "/projects/App/ToDo", "../ToDo.mapwright.lock"),
        ("./", "/projects/App/Model.xcdatamodeld", "../Model.mapwright.lock"),
        ("..", "/projects/App/Model.xcdatamodeld/Model 2.xcdatamodel", "../../Model.mapwright.lock"),
        ("S", "/projects", "S.mapwright.lock"),
        ("S/", "/projects", "S.mapwright.lock"),
        ("/projects/S/", "/elsewhere", "/projects/S.mapwright.lock"),
    ])
    func lockPathResolvesDotsAndShortNames(model: String, workingDirectory: String, lock: String) {
        #expect(ModelLock.path(forModelAt: model, workingDirectory: workingDirectory) == lock)
    }

    @Test func lockFileIsDeterministicAndMatchesGolden() throws {
        let history = try loadFixtureHistory("Models/Shop")
        let first = LockVerifier.update(
            nil, with: history, hashes: HistoryHashes(history), lockPath: "Shop.mapwright.lock")
        let second = LockVerifier.update(
            nil, with: history, hashes: HistoryHashes(history), lockPath: "Shop.mapwright.lock")
        #expect(first.lock.rendered() == second.lock.rendered())
        #expect(first.added == ["Shop", "Shop 2", "Shop 3"])
        try Golden.check(first.lock.rendered(), matches: "Shop.mapwright.lock")
    }

    @Test func lockedFactsRebuildTheLockedHashes() throws {
        let history = try loadFixtureHistory("Models/Shop")
        for version in history.versions {
            let locked = LockedVersion(version, entityHashes: VersionHasher.entityHashes(version))
            #expect(VersionHasher.entityHashes(locked.model).mapValues(\.hex) == locked.entityHashes)
            #expect(VersionHasher.versionChecksum(locked.model) == locked.versionChecksum)
        }
    }

    @Test func unchangedModelPassesAndNewVersionsAreFine() throws {
        let history = try loadFixtureHistory("Models/Shop")
        let lock = LockVerifier.update(
            nil, with: history, hashes: HistoryHashes(history), upTo: "Shop 2", lockPath: "x"
        ).lock
        #expect(lock.versions.map(\.name) == ["Shop", "Shop 2"])
        #expect(LockVerifier.verify(history, hashes: HistoryHashes(history), against: lock, lockPath: "x").isEmpty)
        let extended = LockVerifier.update(lock, with: history, hashes: HistoryHashes(history), lockPath: "x")
        #expect(extended.added == ["Shop 3"])
        #expect(extended.problems.isEmpty)
    }

    @Test(arguments: [
        // made optional: the hash moves, the lock names the attribute and the change
        (
            "      name: String\n", "      name: String?\n", "Customer",
            "locked version `Shop 2` changed: `Customer`'s version hash moved: `Customer.name`: attribute optionality changed (required → optional)"
        ),
        // type changed
        (
            "      total: Double = 0\n", "      total: Float = 0\n", "Order",
            "locked version `Shop 2` changed: `Order`'s version hash moved: `Order.total`: attribute type changed"
        ),
        // entity added
        (
            "entities:\n", "entities:\n  Extra:\n    attributes:\n      x: String?\n", "Extra",
            "locked version `Shop 2` changed: entity `Extra` was added"
        ),
    ])
    func editingALockedVersionNamesTheEntity(old: String, new: String, entity: String, message: String) throws {
        let (_, model) = try Self.copyOfShop()
        let history = try Self.load(model)
        let lock = LockVerifier.update(nil, with: history, hashes: HistoryHashes(history), lockPath: "x").lock
        let file = model + "/Shop 2.yaml"
        let text = String(decoding: FileManager.default.contents(atPath: file)!, as: UTF8.self)
        try #require(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: file))

        let findings = LockVerifier.verify(
            try Self.load(model), hashes: HistoryHashes(try Self.load(model)), against: lock, lockPath: "x")
        #expect(findings.map(\.code) == ["MW420"])
        #expect(findings.first?.entity == entity)
        #expect(findings.first?.message.hasPrefix(message) == true, "\(findings.map(\.message))")
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.location?.file == file)
    }

    @Test func removedOrRenamedLockedVersionIsAnError() throws {
        let (_, model) = try Self.copyOfShop()
        let history = try Self.load(model)
        let lock = LockVerifier.update(nil, with: history, hashes: HistoryHashes(history), lockPath: "x").lock
        let lockText = lock.rendered()
        try FileManager.default.moveItem(atPath: model + "/Shop 3.yaml", toPath: model + "/Shop 4.yaml")
        try Data("current: Shop 4\n".utf8).write(to: URL(fileURLWithPath: model + "/_manifest.yaml"))

        let findings = LockVerifier.verify(
            try Self.load(model), hashes: HistoryHashes(try Self.load(model)), against: lock,
            lockPath: "Shop.mapwright.lock", lockText: lockText)
        #expect(findings.map(\.code) == ["MW421"])
        let finding = try #require(findings.first)
        #expect(
            finding.message
                == "locked version `Shop 3` is no longer in the model (removed or renamed); stores created with it cannot be opened; `Shop 4` has its hashes: was it renamed?"
        )
        #expect(finding.location?.file == "Shop.mapwright.lock")
        let line = try #require(finding.location?.line)
        #expect(
            lockText.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].contains(
                lock.versions[2].versionChecksum))
    }

    @Test func updateRefusesChangedVersionsUnlessForced() throws {
        let (_, model) = try Self.copyOfShop()
        let lock = LockVerifier.update(
            nil, with: try Self.load(model), hashes: HistoryHashes(try Self.load(model)), lockPath: "x"
        ).lock
        let file = model + "/Shop.yaml"
        let text = String(decoding: FileManager.default.contents(atPath: file)!, as: UTF8.self)
        try Data(text.replacingOccurrences(of: "number: Integer 32", with: "number: Integer 64").utf8).write(
            to: URL(fileURLWithPath: file))
        let edited = try Self.load(model)

        let kept = LockVerifier.update(lock, with: edited, hashes: HistoryHashes(edited), lockPath: "x")
        #expect(kept.problems.map(\.code) == ["MW420"])
        #expect(kept.lock == lock)

        let forced = LockVerifier.update(lock, with: edited, hashes: HistoryHashes(edited), force: true, lockPath: "x")
        #expect(LockVerifier.verify(edited, hashes: HistoryHashes(edited), against: forced.lock, lockPath: "x").isEmpty)
    }

    @Test(arguments: ["{", "{\"format\": 1}", "{\"format\": 9, \"model\": \"Shop\", \"versions\": []}"])
    func unreadableLockIsReported(text: String) throws {
        let root = try makeTemporaryDirectory()
        let path = try write(text, to: "Shop.mapwright.lock", in: root)
        #expect(throws: LockError.self) { try ModelLock.read(at: path) }
    }

    @Test func lockRoundTrips() throws {
        let root = try makeTemporaryDirectory()
        let history = try loadFixtureHistory("Models/Shop")
        let lock = LockVerifier.update(nil, with: history, hashes: HistoryHashes(history), lockPath: "x").lock
        let path = try write(lock.rendered(), to: "Shop.mapwright.lock", in: root)
        #expect(try ModelLock.read(at: path) == lock)
    }
}
