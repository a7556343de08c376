import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightValidation

/// The `<entity>` elements decoded while one bundle's versions are read, by their text. A real history
/// repeats most of its entities unchanged from one version to the next, and each text is parsed and
/// decoded once; a version that holds the same text again is given the entity moved to its own lines
/// (``EntityReuse``).
///
/// Filled only from versions that read without errors. Safe to use from every thread reading a version.
package final class DecodedEntityCache: @unchecked Sendable {
    /// What decoding one text gave: the entity, the diagnostics reported on the way, and where it was.
    struct Entry: Sendable {
        var entity: Entity
        var diagnostics: [Diagnostic]
        var file: String
        var line: Int

        /// The entity and diagnostics a decode of the same text at `line` of `file` gives.
        func moved(toFile newFile: String, line newLine: Int) -> (entity: Entity, diagnostics: [Diagnostic]) {
            let lines = newLine - line
            let diagnostics = self.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.location = diagnostic.location.map { $0.moved(toFile: newFile, byLines: lines) }
                return moved
            }
            return (entity.moved(toFile: newFile, byLines: lines), diagnostics)
        }
    }

    /// The checks of these entities that found nothing (``ModelValidator``).
    let passedChecks = PassedEntityChecks()

    // Guarded by `lock`.
    private var entries: [EntityReuse.Text: Entry] = [:]
    private var textCount = 0
    private let lock = NSLock()

    package init() {}

    /// The entry decoded from `text` (an element from the start of its line to its end tag), if any.
    func entry(for text: EntityReuse.Text) -> Entry? { lock.withLock { entries[text] } }

    /// A number for a text newly decoded (``SourceAnchor/text``). Two versions read at once may number
    /// one text twice: their entities are then compared, as any two not known to share a text.
    func numberText() -> Int {
        lock.withLock {
            textCount += 1
            return textCount
        }
    }

    /// Adds `new`. A text already known keeps its entry: decoding the same text gives the same entity.
    func add(_ new: [EntityReuse.Text: Entry]) {
        guard !new.isEmpty else { return }
        lock.withLock { entries.merge(new) { known, _ in known } }
    }
}

extension SourceLocation {
    fileprivate func moved(toFile newFile: String, byLines lines: Int) -> SourceLocation {
        SourceLocation(file: newFile, line: line + lines, column: column)
    }
}

extension SourceAnchor {
    fileprivate mutating func move(toFile file: String, byLines lines: Int) {
        location = location?.moved(toFile: file, byLines: lines)
    }
}

extension [UserInfoEntry] {
    fileprivate mutating func move(toFile file: String, byLines lines: Int) {
        for index in indices { self[index].anchor.move(toFile: file, byLines: lines) }
    }
}

extension Entity {
    /// This entity with every position (its own, its properties', indexes', user info entries' and
    /// migration policy's) moved `lines` lines into `file`.
    fileprivate func moved(toFile file: String, byLines lines: Int) -> Entity {
        var entity = self
        entity.anchor.move(toFile: file, byLines: lines)
        entity.userInfo.move(toFile: file, byLines: lines)
        entity.migrationPolicy?.anchor.move(toFile: file, byLines: lines)
        for index in entity.attributes.indices {
            entity.attributes[index].anchor.move(toFile: file, byLines: lines)
            entity.attributes[index].userInfo.move(toFile: file, byLines: lines)
        }
        for index in entity.relationships.indices {
            entity.relationships[index].anchor.move(toFile: file, byLines: lines)
            entity.relationships[index].userInfo.move(toFile: file, byLines: lines)
        }
        for index in entity.fetchedProperties.indices {
            entity.fetchedProperties[index].anchor.move(toFile: file, byLines: lines)
            entity.fetchedProperties[index].userInfo.move(toFile: file, byLines: lines)
        }
        for index in entity.fetchIndexes.indices {
            entity.fetchIndexes[index].anchor.move(toFile: file, byLines: lines)
        }
        return entity
    }
}
