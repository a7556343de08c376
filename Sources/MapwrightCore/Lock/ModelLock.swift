import Foundation
import MapwrightAnalysis
import MapwrightModel
import MapwrightReport
import MapwrightSupport

/// The committed record of released model versions (`<model>.mapwright.lock`, docs/ci.md): for every
/// locked version its `versionChecksum`, each entity's version hash, and the facts that enter the hash,
/// so that `check` can name what changed when a locked version is edited.
package struct ModelLock: Codable, Hashable, Sendable {
    /// The current lock format.
    package static let currentFormat = 1

    /// The format of this file.
    package var format: Int
    /// The model's name.
    package var model: String
    /// Locked versions, in the model's version order.
    package var versions: [LockedVersion]

    package init(model: String, versions: [LockedVersion]) {
        format = Self.currentFormat
        self.model = model
        self.versions = versions
    }

    /// The locked version named `name`.
    package func version(named name: String) -> LockedVersion? { versions.first { $0.name == name } }

    /// Where the lock of the model at `modelPath` lives, named after it without extension: next to it
    /// (`schemas/ToDo` → `schemas/ToDo.mapwright.lock`), except for an `.xcdatamodeld` inside an Xcode
    /// project, whose lock goes to the folder holding the `.xcodeproj` (`App/Model.xcdatamodeld` →
    /// `Model.mapwright.lock`) so that a synchronized folder does not copy it into the app
    /// (``LockLocation``). `.` and `..` are resolved to the real folder (`.` inside `schemas/ToDo` →
    /// `../ToDo.mapwright.lock`); a relative path gives a relative lock path.
    package static func path(
        forModelAt modelPath: String, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        var absolute = PathText.absolute(modelPath, from: workingDirectory)
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        let name = PathName.lastComponent(of: absolute)
        let file = PathName.deletingExtension(name) + ".mapwright.lock"
        let parent = LockLocation.folder(forModelAt: absolute, file: file) ?? String(absolute.dropLast(name.count))
        guard !modelPath.hasPrefix("/") else { return parent + file }
        let folder = PathText.relative(
            parent.isEmpty ? "/" : parent, to: PathText.absolute(".", from: workingDirectory))
        return PathText.join(folder, file)
    }

    /// The lock as written to disk: JSON with sorted keys, ending with a newline.
    package func rendered() -> String { JSONOutput.encode(self) + "\n" }

    /// Reads a lock file; throws ``LockError`` when it is not one.
    package static func read(at path: String) throws(LockError) -> ModelLock {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LockError(message: "cannot read \(path)")
        }
        return try decode(data, path: path)
    }

    /// Decodes a lock file's bytes, read from `path` (named in errors); throws ``LockError`` when it is not one.
    package static func decode(_ data: Data, path: String) throws(LockError) -> ModelLock {
        let lock: ModelLock
        do {
            lock = try JSONDecoder().decode(ModelLock.self, from: data)
        } catch {
            throw LockError(message: "\(path) is not a Mapwright lock file (\(Self.describe(error)))")
        }
        guard lock.format == currentFormat else {
            throw LockError(
                message: "\(path) has lock format \(lock.format); this Mapwright reads format \(currentFormat)")
        }
        return lock
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}

/// A lock file that cannot be used.
package struct LockError: Error, Sendable, Equatable {
    package var message: String
}

/// One locked version: its checksum and entities.
package struct LockedVersion: Codable, Hashable, Sendable {
    package var name: String
    /// `NSManagedObjectModel.versionChecksum`.
    package var versionChecksum: String
    /// Entities sorted by name.
    package var entities: [LockedEntity]

    /// The lock entry of `model`, whose entity hashes are `hashes` (from the run's analysis).
    package init(_ model: DataModel, entityHashes hashes: [String: VersionHash]) {
        name = model.name
        versionChecksum = VersionHasher.modelVersionHash(entityHashes: hashes).base64
        entities = model.entities
            .sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            .map { LockedEntity($0, hash: hashes[$0.name]?.hex ?? "") }
    }

    /// Entity name → hex hash.
    package var entityHashes: [String: String] {
        Dictionary(entities.map { ($0.name, $0.hash) }, uniquingKeysWith: { first, _ in first })
    }

    /// The version rebuilt from the locked facts (hash-relevant fields only).
    package var model: DataModel {
        DataModel(name: name, entities: entities.map(\.entity))
    }
}
