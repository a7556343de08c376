import Foundation
import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport
import MapwrightValidation

/// Reads Xcode `.xcdatamodeld` bundles and single `.xcdatamodel` versions.
///
/// Versions are ordered by ``VersionOrder``; the current one comes from `.xccurrentversion`. Every
/// version read is checked with `ModelValidator`, as YAML versions are. Diagnostics point at
/// `<bundle>/<Version>.xcdatamodel/contents:line:column`.
package enum XcodeModelReader {
    /// Reads every version of a `.xcdatamodeld` bundle (or one `.xcdatamodel` as a one-version history).
    /// Any folder holding `.xcdatamodel` versions is read as a bundle. Returns nil when errors were
    /// emitted into `diagnostics`, unless `keepingReadableVersions` is set: then a bundle whose current
    /// version is known and one of whose versions at least reads comes back without the versions that
    /// do not (``ModelHistory/unreadableVersionNames``).
    /// `reading` chooses the fast path or the plain one (``ContentsReading``); both give the same history.
    /// `entities` holds the entities decoded before (another model of the run, or this one at another git
    /// revision): a text decoded there is not decoded again. Without it the bundle's versions share a new one.
    package static func readHistory(
        at path: String, diagnostics: any DiagnosticCollector, keepingReadableVersions: Bool = false,
        reading: ContentsReading = .fast, entities known: DecodedEntityCache? = nil
    ) -> ModelHistory? {
        let path = trimmed(path)
        if PathName.lastComponent(of: path).hasSuffix(".xcdatamodel") {
            guard
                let version = readVersion(
                    at: path, diagnostics: diagnostics, entities: reading == .fast ? known : nil, reading: reading)
            else {
                return nil
            }
            return ModelHistory(name: version.name, versions: [version], currentVersionName: version.name, origin: path)
        }
        guard isDirectory(path) else {
            diagnostics.emit(
                XcodeRules.notAModel, "no .xcdatamodeld bundle at '\(path)'",
                at: nil, hint: "give the path of a .xcdatamodeld bundle or of one .xcdatamodel version")
            return nil
        }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") && isDirectory(path + "/" + $0) }
        let refused = (folders + [CurrentVersionFile.fileName]).filter {
            !FolderConfinement.check("\(path)/\($0)", inside: path, diagnostics: diagnostics)
        }
        guard refused.isEmpty else { return nil }
        let names = VersionOrder.sorted(folders.map { String($0.dropLast(".xcdatamodel".count)) })
        guard !names.isEmpty else {
            diagnostics.emit(XcodeRules.notAModel, "'\(path)' holds no .xcdatamodel version", at: nil)
            return nil
        }
        reportNamesDifferingOnlyInCase(names, inBundle: path, diagnostics: diagnostics)
        let collected = CollectingDiagnosticCollector(forwardingTo: diagnostics)
        // Versions are independent: read on every core, reported in the order of the names. An entity
        // written the same in several versions is parsed and decoded once.
        let entities = reading == .fast ? known ?? DecodedEntityCache() : nil
        let versions =
            names
            .concurrentMap(diagnostics: collected) {
                readVersion(at: "\(path)/\($0).xcdatamodel", diagnostics: $1, entities: entities, reading: reading)
            }
            .compactMap { $0 }
        guard let current = currentVersion(ofBundle: path, versions: names, diagnostics: collected) else { return nil }
        if collected.hasErrors, !keepingReadableVersions || versions.isEmpty { return nil }
        let bundleName = PathName.lastComponent(of: path)
        let name =
            bundleName.hasSuffix(".xcdatamodeld") ? String(bundleName.dropLast(".xcdatamodeld".count)) : bundleName
        return ModelHistory(
            name: name, versions: versions, currentVersionName: current.name, origin: path,
            versionOrder: versions.count == names.count ? nil : names, currentVersionLocation: current.location)
    }

    /// Reads one `.xcdatamodel` version folder. Returns nil when errors were emitted into `diagnostics`.
    package static func readVersion(at path: String, diagnostics: any DiagnosticCollector) -> DataModel? {
        readVersion(at: path, diagnostics: diagnostics, entities: nil)
    }

    /// Reads one `.xcdatamodel` version folder, taking from `entities` what other versions of its bundle
    /// decoded and adding to it what this one decodes; `reading` is the path (``ContentsReading``).
    package static func readVersion(
        at path: String, diagnostics: any DiagnosticCollector, entities: DecodedEntityCache?,
        reading: ContentsReading = .fast
    ) -> DataModel? {
        let path = trimmed(path)
        let folder = PathName.lastComponent(of: path)
        let name = folder.hasSuffix(".xcdatamodel") ? String(folder.dropLast(".xcdatamodel".count)) : folder
        let contentsPath = path + "/contents"
        guard FolderConfinement.check(contentsPath, inside: path, diagnostics: diagnostics) else { return nil }
        guard let data = FileManager.default.contents(atPath: contentsPath), !isDirectory(contentsPath) else {
            let manager = FileManager.default
            if manager.fileExists(atPath: path + "/elements") || manager.fileExists(atPath: path + "/layout") {
                return readLegacyVersion(at: path, name: name, diagnostics: diagnostics, reading: reading)
            } else {
                diagnostics.emit(
                    XcodeRules.notAModel, "no .xcdatamodel version at '\(path)' (no 'contents' file)", at: nil)
            }
            return nil
        }
        let reuse = entities.flatMap { EntityReuse(data: data, file: contentsPath, cache: $0) }
        var decoded =
            reading == .plain
            ? decodeWholeTree(data, name: name, file: contentsPath)
            : decode(data, name: name, file: contentsPath, reuse: reuse)
        // Parsed again without reuse when reusing fails: that parse gives the errors where they are.
        if reuse != nil, !decoded.reuseHeld { decoded = decode(data, name: name, file: contentsPath, reuse: nil) }
        let root: XMLNode
        switch decoded.parse {
        case .success(let node): root = node
        case .failure(let error):
            diagnostics.emit(
                XcodeRules.malformedXML, "malformed XML: \(error.message)",
                at: SourceLocation(file: contentsPath, line: error.line, column: error.column))
            return nil
        }
        let reading = CollectingDiagnosticCollector(forwardingTo: diagnostics)
        let decodedModel = decoded.decoder?.finish(root) ?? decoded.wholeTreeModel
        for diagnostic in decoded.diagnostics.diagnostics { reading.emit(diagnostic) }
        guard var model = decodedModel else { return nil }
        // Same guarantee as the YAML reader: a model returned is a valid one. Read on past the decoder's
        // errors: the validator reports what they do not explain.
        ModelValidator.validate(
            model, diagnostics: reading, after: reading.errors, passedChecks: entities?.passedChecks)
        model.markedLines = MarkedLines(scanning: data, file: contentsPath)
        if reading.hasErrors { return nil }
        if decoded.reuse != nil { reuse?.commit() }
        return model
    }

    /// One parse of a `contents` file: each child of <model> is decoded as its end tag is read, and what the
    /// decoder reports waits in `diagnostics` for the parse to succeed.
    private struct DecodedContents {
        var parse: Result<XMLNode, XMLSyntaxError>
        /// The streaming decoder, to finish; nil for a whole tree already decoded into `wholeTreeModel`.
        var decoder: StreamingModelDecoder?
        var diagnostics: CollectingDiagnosticCollector
        var reuse: EntityReuse?
        var wholeTreeModel: DataModel? = nil

        /// False when the parse failed, or when blanking elements out changed the root's text.
        var reuseHeld: Bool {
            guard case .success(let root) = parse else { return false }
            return root.text.isEmpty || reuse?.reused.isEmpty != false
        }
    }

    /// Parses and decodes `data`, with the entities `reuse` holds in their places.
    private static func decode(_ data: Data, name: String, file: String, reuse: EntityReuse?) -> DecodedContents {
        let diagnostics = CollectingDiagnosticCollector()
        let decoder = StreamingModelDecoder(
            decoder: ContentsDecoder(file: file, diagnostics: diagnostics, source: XMLSourceText(data)), name: name,
            reuse: reuse)
        let parse = XMLTreeParser.parse(
            data, parsing: reuse?.parsedBytes, takeRootChild: decoder.take, blanked: reuse?.blankedRanges ?? [],
            takeBlanked: decoder.takeReused)
        return DecodedContents(parse: parse, decoder: decoder, diagnostics: diagnostics, reuse: reuse)
    }

    /// Parses `data` into a whole tree, then decodes it: the plain path (``ContentsReading/plain``).
    private static func decodeWholeTree(_ data: Data, name: String, file: String) -> DecodedContents {
        let diagnostics = CollectingDiagnosticCollector()
        let parse = XMLTreeParser.parse(data)
        var model: DataModel?
        if case .success(let root) = parse {
            let decoder = ContentsDecoder(file: file, diagnostics: diagnostics, source: XMLSourceText(data))
            if let started = decoder.startModel(root, name: name) {
                var (decoded, element) = started
                for child in root.children { decoder.decodeModelChild(child, of: &element, into: &decoded) }
                element.finish()
                model = decoded
            } else {
                decoder.reportNotAModel(root)
            }
        }
        return DecodedContents(parse: parse, decoder: nil, diagnostics: diagnostics, reuse: nil, wholeTreeModel: model)
    }

    /// Reads a version saved before Xcode 4: its `elements` file is a keyed archive of the model objects
    /// a mapping model's snapshot holds (docs/core-data/legacy-versions.md), which Xcode still compiles.
    private static func readLegacyVersion(
        at path: String, name: String, diagnostics: any DiagnosticCollector, reading: ContentsReading
    ) -> DataModel? {
        let elementsPath = path + "/elements"
        let location = SourceLocation(file: elementsPath, line: 1, column: 1)  // a binary file: no line to quote
        guard FolderConfinement.check(elementsPath, inside: path, diagnostics: diagnostics) else { return nil }
        let reason: String
        if let data = FileManager.default.contents(atPath: elementsPath), !isDirectory(elementsPath) {
            do {
                var (model, unknownSettings) = try ModelSnapshotDecoder.model(from: data, name: name, reading: reading)
                // A finding about an element of this version points at the file it was read from.
                model.entities = model.entities.map { $0.located(at: location) }
                let reading = CollectingDiagnosticCollector(forwardingTo: diagnostics)
                if !unknownSettings.isEmpty {
                    reading.emit(
                        MappingReadingRules.unknownConstruct,
                        "version '\(name)' holds settings the reader does not know: "
                            + unknownSettings.joined(separator: ", ") + "; its entity hashes are computed without them",
                        at: location)
                }
                ModelValidator.validate(model, diagnostics: reading)
                return reading.hasErrors ? nil : model
            } catch let failure as ArchiveGraph.Failure {
                reason = failure.message
            } catch {
                reason = "\(error)"
            }
        } else {
            reason = "it has a 'layout' file but no 'elements' file"
        }
        diagnostics.emit(
            XcodeRules.unsupportedLegacyVersion,
            "version '\(name)' was saved before Xcode 4 (binary 'elements', no 'contents') and cannot be read: \(reason)",
            at: location, hint: "open the model in a current Xcode and save it, which rewrites it as 'contents' XML")
        return nil
    }

    /// The current version's name from `.xccurrentversion`, with where the file names it. When the file is
    /// missing or names no version (Xcode writes an empty `<dict/>` until a current version is chosen), a
    /// bundle with one version uses it and a longer one uses its last version, with a note; no place names it.
    private static func currentVersion(ofBundle path: String, versions: [String], diagnostics: any DiagnosticCollector)
        -> (name: String, location: SourceLocation?)?
    {
        let file = "\(path)/\(CurrentVersionFile.fileName)"
        let recorded: String?
        if FileManager.default.fileExists(atPath: file) {
            guard let read = CurrentVersionFile.read(at: file, diagnostics: diagnostics) else { return nil }
            recorded = read
        } else {
            recorded = nil
        }
        guard let current = recorded else {
            if versions.count > 1 {
                diagnostics.emit(
                    XcodeRules.noCurrentVersionRecorded,
                    "no current version recorded in \(CurrentVersionFile.fileName): taking the last version '\(versions.last!)'",
                    at: SourceLocation(file: file, line: 1, column: 1))
            }
            return versions.last.map { ($0, nil) }
        }
        guard versions.contains(current) else {
            diagnostics.emit(
                XcodeRules.missingCurrentVersion,
                "\(CurrentVersionFile.fileName) names version '\(current)', which the bundle does not hold",
                at: CurrentVersionFile.nameLocation(in: file),
                hint: "versions: \(versions.joined(separator: ", "))")
            return nil
        }
        return (current, CurrentVersionFile.nameLocation(in: file))
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Versions whose names differ only in case are one folder on a case-insensitive disk.
    private static func reportNamesDifferingOnlyInCase(
        _ names: [String], inBundle path: String, diagnostics: any DiagnosticCollector
    ) {
        let groups = Dictionary(grouping: names) { $0.lowercased() }
        for name in names {
            guard let group = groups[name.lowercased()], group.count > 1, name != group[0] else { continue }
            diagnostics.emit(
                XcodeRules.versionsDifferOnlyInCase,
                "versions '\(group[0])' and '\(name)' differ only in case: on a case-insensitive disk (macOS) they are one folder",
                at: SourceLocation(file: "\(path)/\(name).xcdatamodel/contents", line: 1, column: 1),
                hint: "rename one of the two versions")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

extension Entity {
    /// This entity with `location` for itself and each of its properties: a version saved before Xcode 4 is
    /// a binary archive, whose elements have no line of their own.
    fileprivate func located(at location: SourceLocation) -> Entity {
        var entity = self
        entity.anchor.location = location
        for index in entity.attributes.indices { entity.attributes[index].anchor.location = location }
        for index in entity.relationships.indices { entity.relationships[index].anchor.location = location }
        for index in entity.fetchedProperties.indices { entity.fetchedProperties[index].anchor.location = location }
        return entity
    }
}
