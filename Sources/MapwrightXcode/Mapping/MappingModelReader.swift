import Foundation
import MapwrightDiagnostics
import MapwrightModel

/// Reads an Xcode mapping model (`.xcmappingmodel/xcmapping.xml`, a Core Data XML store of the mapping
/// editor's `XDDev…` objects) into a ``ShippedMappingModel``.
///
/// docs/core-data/xcmappingmodel-format.md describes the file; docs/mapping-models.md what is read.
/// Problems are diagnostics (``MappingReadingRules``) at `xcmapping.xml:line:column`, never a crash:
/// an expression that cannot be decoded leaves its property mapping without one (MW047).
package enum MappingModelReader {
    /// Reads the mapping model at `path`: an `.xcmappingmodel` folder or its `xcmapping.xml`. Returns nil
    /// (with MW046) when the file cannot be read as a mapping model. `reading` chooses the fast paths or the
    /// plain ones (``ContentsReading``); both give the same mapping model.
    package static func read(
        at path: String, diagnostics: any DiagnosticCollector, reading: ContentsReading = .fast
    ) -> ShippedMappingModel? {
        var file = path
        while file.count > 1, file.hasSuffix("/") { file.removeLast() }
        if !file.hasSuffix("xcmapping.xml") { file += "/xcmapping.xml" }
        guard let data = FileManager.default.contents(atPath: file) else {
            diagnostics.emit(MappingReadingRules.unreadable, "no readable xcmapping.xml at '\(file)'", at: nil)
            return nil
        }
        return read(data: data, file: file, diagnostics: diagnostics, reading: reading)
    }

    /// Reads `xcmapping.xml` from `data`; `file` is the path diagnostics name.
    package static func read(
        data: Data, file: String, diagnostics: any DiagnosticCollector, reading: ContentsReading = .fast
    ) -> ShippedMappingModel? {
        let root: XMLNode
        switch XMLTreeParser.parse(data) {
        case .success(let node): root = node
        case .failure(let error):
            diagnostics.emit(
                MappingReadingRules.unreadable, "malformed XML: \(error.message)",
                at: SourceLocation(file: file, line: error.line, column: error.column))
            return nil
        }
        guard let store = CoreDataXMLStore(root: root, file: file, diagnostics: diagnostics) else { return nil }
        return MappingStoreDecoder(store: store, file: file, diagnostics: diagnostics, reading: reading).decode(
            root: root)
    }
}
