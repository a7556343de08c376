import Foundation
import MapwrightDiagnostics
import MapwrightModel

/// Turns the objects of an `xcmapping.xml` store into a ``ShippedMappingModel``: follows the
/// relationships from the `XDDEVMAPPINGMODEL` object, reads each known attribute, decodes archived
/// expressions and userInfo, and reports everything else.
struct MappingStoreDecoder {
    let store: CoreDataXMLStore
    let file: String
    let diagnostics: any DiagnosticCollector
    let byID: [String: CoreDataXMLStore.Object]
    /// The fast paths (base64 on bytes, archives walked in place) or the plain ones, their reference.
    let reading: ContentsReading

    init(
        store: CoreDataXMLStore, file: String, diagnostics: any DiagnosticCollector, reading: ContentsReading = .fast
    ) {
        self.store = store
        self.file = file
        self.diagnostics = diagnostics
        self.byID = store.byID
        self.reading = reading
    }

    /// The attributes and relationships each object type may hold (docs/core-data/xcmappingmodel-format.md).
    static let vocabulary: [String: (attributes: Set<String>, relationships: Set<String>)] = [
        "XDDEVMAPPINGMODEL": (
            ["sourcemodelpath", "destinationmodelpath", "sourcemodeldata", "destinationmodeldata"], ["entitymappings"]
        ),
        "XDDEVENTITYMAPPING": (
            [
                "name", "sourcename", "destinationname", "mappingtypename", "mappingnumber", "autogenerateexpression",
                "migrationpolicyclassname", "sourcefilterpredicatestring", "userinfodata",
            ],
            ["mappingmodel", "attributemappings", "relationshipmappings"]
        ),
        "XDDEVATTRIBUTEMAPPING": (
            ["name", "valueexpressiondata", "autogenerateexpression", "userinfodata"], ["entitymapping"]
        ),
        "XDDEVRELATIONSHIPMAPPING": (
            [
                "name", "valueexpressiondata", "autogenerateexpression", "sourcemappingname", "sourcekeypath",
                "userinfodata",
            ],
            ["entitymapping"]
        ),
    ]

    func decode(root: XMLNode) -> ShippedMappingModel? {
        reportUnknownVocabulary()
        reportDuplicateIDs()
        let models = store.objects.filter { $0.type == "XDDEVMAPPINGMODEL" }
        guard let model = models.first else {
            diagnostics.emit(
                MappingReadingRules.unreadable, "the store holds no XDDEVMAPPINGMODEL object",
                at: SourceLocation(file: file, line: root.line, column: root.column))
            return nil
        }
        for extra in models.dropFirst() {
            diagnostics.emit(
                MappingReadingRules.unknownConstruct, "a second XDDEVMAPPINGMODEL object (\(extra.id)) is not read",
                at: extra.location)
        }
        let entityMappings = resolve(model, "entitymappings", type: "XDDEVENTITYMAPPING").compactMap(entityMapping)
            .sorted { ($0.mappingNumber, $0.name) < ($1.mappingNumber, $1.name) }
        return ShippedMappingModel(
            file: file,
            sourceModelPath: nonEmpty(model.attributes["sourcemodelpath"]?.text),
            destinationModelPath: nonEmpty(model.attributes["destinationmodelpath"]?.text),
            hasSourceModelSnapshot: !(model.attributes["sourcemodeldata"]?.text.isEmpty ?? true),
            hasDestinationModelSnapshot: !(model.attributes["destinationmodeldata"]?.text.isEmpty ?? true),
            sourceModelSnapshot: snapshot(
                model, "sourcemodeldata", name: nonEmpty(model.attributes["sourcemodelpath"]?.text)),
            destinationModelSnapshot: snapshot(
                model, "destinationmodeldata", name: nonEmpty(model.attributes["destinationmodelpath"]?.text)),
            editorEntityHashes: store.storeEntityHashes,
            entityMappings: entityMappings,
            anchor: SourceAnchor(model.location))
    }

    private func entityMapping(_ object: CoreDataXMLStore.Object) -> ShippedEntityMapping? {
        let source = nonEmpty(object.attributes["sourcename"]?.text)
        let destination = nonEmpty(object.attributes["destinationname"]?.text)
        var declaredType = ShippedMappingType.undefined
        if let typeName = object.attributes["mappingtypename"] {
            if let type = ShippedMappingType(rawValue: typeName.text) {
                declaredType = type
            } else {
                diagnostics.emit(
                    MappingReadingRules.brokenReference,
                    "unknown mappingtypename '\(typeName.text)'; read as Undefined",
                    at: typeName.location)
            }
        }
        var number = 0
        if let value = object.attributes["mappingnumber"] {
            if let parsed = Int(value.text) {
                number = parsed
            } else {
                diagnostics.emit(
                    MappingReadingRules.brokenReference, "mappingnumber '\(value.text)' is not a number",
                    at: value.location)
            }
        }
        return ShippedEntityMapping(
            name: nonEmpty(object.attributes["name"]?.text)
                ?? ShippedEntityMapping.conventionalName(source: source, destination: destination),
            declaredType: declaredType,
            sourceEntity: source,
            destinationEntity: destination,
            mappingNumber: number,
            policyClassName: nonEmpty(object.attributes["migrationpolicyclassname"]?.text),
            sourceFilterPredicate: nonEmpty(object.attributes["sourcefilterpredicatestring"]?.text),
            userInfo: userInfo(object),
            attributeMappings: resolve(object, "attributemappings", type: "XDDEVATTRIBUTEMAPPING").map(propertyMapping)
                .sorted { $0.name < $1.name },
            relationshipMappings: resolve(object, "relationshipmappings", type: "XDDEVRELATIONSHIPMAPPING")
                .map(propertyMapping).sorted { $0.name < $1.name },
            anchor: SourceAnchor(object.location))
    }

    private func propertyMapping(_ object: CoreDataXMLStore.Object) -> ShippedPropertyMapping {
        let name = object.attributes["name"]?.text ?? ""
        let mappingName = nonEmpty(object.attributes["sourcemappingname"]?.text)
        let keyPath = nonEmpty(object.attributes["sourcekeypath"]?.text)
        var expression: String?
        if let archived = object.attributes["valueexpressiondata"] {
            expression = decodeArchive(archived, what: "the value expression of '\(name)'") {
                try ExpressionArchiveDecoder.text(of: $0, reading: reading)
            }
        } else if let mappingName, let keyPath {
            expression =
                "FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"\(mappingName)\", \(keyPath))"
        }
        return ShippedPropertyMapping(
            name: name, valueExpression: expression, sourceMappingName: mappingName, sourceKeyPath: keyPath,
            autogeneratesExpression: object.attributes["autogenerateexpression"]?.text == "1",
            userInfo: userInfo(object), anchor: SourceAnchor(object.location))
    }

    /// The model snapshot in `attribute`, named after the version `path` names; MW047 when it cannot be decoded.
    private func snapshot(_ object: CoreDataXMLStore.Object, _ attribute: String, name path: String?) -> DataModel? {
        guard let value = object.attributes[attribute], !value.text.isEmpty else { return nil }
        let name = path.map(ShippedMappingModel.versionName) ?? attribute
        guard
            let decoded = decodeArchive(
                value, what: "the model snapshot '\(attribute)'",
                {
                    try ModelSnapshotDecoder.model(from: $0, name: name, reading: reading)
                })
        else { return nil }
        if !decoded.unknownSettings.isEmpty {
            diagnostics.emit(
                MappingReadingRules.unknownConstruct,
                "the model snapshot '\(attribute)' holds settings the reader does not know: "
                    + decoded.unknownSettings.joined(separator: ", ") + "; its entity hashes are computed without them",
                at: value.location)
        }
        return decoded.model
    }

    private func userInfo(_ object: CoreDataXMLStore.Object) -> [String: String] {
        guard let archived = object.attributes["userinfodata"] else { return [:] }
        return decodeArchive(archived, what: "the userInfo") { try ArchivedUserInfo.entries(of: $0, reading: reading) }
            ?? [:]
    }

    /// Decodes a base64 `binary` attribute; MW047 at the attribute when it cannot be.
    private func decodeArchive<T>(
        _ value: CoreDataXMLStore.Value, what: String, _ decode: (Data) throws -> T
    ) -> T? {
        let base64 =
            reading == .fast
            ? Self.bytesWithoutWhitespace(value.text) : Array(value.text.filter { !$0.isWhitespace }.utf8)
        guard let data = Data(base64Encoded: Data(base64)) else {
            diagnostics.emit(
                MappingReadingRules.undecodableExpression, "\(what) is not base64 data", at: value.location)
            return nil
        }
        do {
            return try decode(data)
        } catch let failure as ArchiveGraph.Failure {
            diagnostics.emit(
                MappingReadingRules.undecodableExpression, "\(what) cannot be decoded: \(failure.message)",
                at: value.location)
        } catch {
            diagnostics.emit(MappingReadingRules.undecodableExpression, "\(what) cannot be decoded", at: value.location)
        }
        return nil
    }

    /// The UTF-8 of `text` without its whitespace (`Character.isWhitespace`): filtered as bytes, in the
    /// string's own storage, when the text is ASCII, as base64 is (a model snapshot is megabytes of it),
    /// else by character.
    static func bytesWithoutWhitespace(_ text: String) -> [UInt8] {
        var text = text
        let ascii: [UInt8]? = text.withUTF8 { bytes in
            // Copied in runs between the whitespace, in one pass that also finds a byte that is not ASCII:
            // base64 as Xcode writes it has no whitespace.
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                // Base64's characters lie above the space and below 0x80: one comparison passes them.
                if byte &- 0x21 < 0x5F { continue }
                guard byte < 0x80 else { return nil }
                if byte.isASCIIWhitespace {
                    kept += bytes[start..<index]
                    start = index + 1
                }
            }
            kept += bytes[start...]
            return kept
        }
        return ascii ?? Array(text.filter { !$0.isWhitespace }.utf8)
    }

    /// The objects a relationship lists, in `idrefs` order; MW049 for an id the store does not hold or an
    /// object of another type.
    private func resolve(_ object: CoreDataXMLStore.Object, _ relationship: String, type: String) -> [CoreDataXMLStore
        .Object]
    {
        let location = object.relationshipLocations[relationship] ?? object.location
        return (object.relationships[relationship] ?? []).compactMap { id in
            guard let target = byID[id], target.type == type else {
                diagnostics.emit(
                    MappingReadingRules.brokenReference,
                    "'\(relationship)' of \(object.type) \(object.id) names '\(id)', which is no \(type) object of this file",
                    at: location)
                return nil
            }
            return target
        }
    }

    /// An id given to two objects: references to it reach the first one.
    private func reportDuplicateIDs() {
        var seen: Set<String> = []
        for object in store.objects where !seen.insert(object.id).inserted {
            diagnostics.emit(
                MappingReadingRules.brokenReference,
                "id '\(object.id)' is used by more than one object; references reach the first one", at: object.location
            )
        }
    }

    private func reportUnknownVocabulary() {
        for object in store.objects {
            guard let known = Self.vocabulary[object.type] else {
                diagnostics.emit(
                    MappingReadingRules.unknownConstruct, "unknown object type '\(object.type)' is not read",
                    at: object.location)
                continue
            }
            for (name, value) in object.attributes.sorted(by: { $0.key < $1.key })
            where !known.attributes.contains(name) {
                diagnostics.emit(
                    MappingReadingRules.unknownConstruct, "unknown attribute '\(name)' on \(object.type) is not read",
                    at: value.location)
            }
            for name in object.relationships.keys.sorted() where !known.relationships.contains(name) {
                diagnostics.emit(
                    MappingReadingRules.unknownConstruct,
                    "unknown relationship '\(name)' on \(object.type) is not read",
                    at: object.relationshipLocations[name] ?? object.location)
            }
        }
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
