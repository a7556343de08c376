import MapwrightDiagnostics

/// A mapping model an app already ships (an Xcode `.xcmappingmodel`), as read from its file: plain data,
/// with the positions it was read from.
///
/// docs/mapping-models.md describes what is read; docs/core-data/xcmappingmodel-format.md the format.
/// Source positions never take part in equality.
package struct ShippedMappingModel: Hashable, Sendable {
    /// The file the model was read from (`…/Foo.xcmappingmodel/xcmapping.xml`).
    package var file: String
    /// The source `.xcdatamodel` path as the file records it, e.g.
    /// `Migrations/Moody.xcdatamodeld/Moody 2.xcdatamodel`; nil when missing.
    package var sourceModelPath: String?
    /// The destination `.xcdatamodel` path as the file records it.
    package var destinationModelPath: String?
    /// True when the file embeds an archived snapshot of the source model (`sourcemodeldata`).
    package var hasSourceModelSnapshot: Bool
    /// True when the file embeds an archived snapshot of the destination model (`destinationmodeldata`).
    package var hasDestinationModelSnapshot: Bool
    /// The source model as the file's snapshot holds it (decoded from `sourcemodeldata`): the model as it
    /// was when the mapping model was last saved, with what entity version hashes depend on. Nil when the
    /// file has no snapshot or it could not be decoded.
    package var sourceModelSnapshot: DataModel?
    /// The destination model as the file's snapshot holds it (`destinationmodeldata`).
    package var destinationModelSnapshot: DataModel?
    /// The store-level hashes the file's header records (`NSStoreModelVersionHashes`): the version
    /// hashes of the mapping editor's own `XDDev…` entities, keyed by entity name. They say which
    /// editor wrote the file, not which models it maps.
    package var editorEntityHashes: [String: [UInt8]]
    /// The entity mappings in migration order (`mappingnumber`).
    package var entityMappings: [ShippedEntityMapping]
    /// Where the mapping model object (`XDDEVMAPPINGMODEL`) starts.
    package var anchor: SourceAnchor

    package init(
        file: String, sourceModelPath: String?, destinationModelPath: String?,
        hasSourceModelSnapshot: Bool = false, hasDestinationModelSnapshot: Bool = false,
        sourceModelSnapshot: DataModel? = nil, destinationModelSnapshot: DataModel? = nil,
        editorEntityHashes: [String: [UInt8]] = [:], entityMappings: [ShippedEntityMapping],
        anchor: SourceAnchor = SourceAnchor()
    ) {
        self.file = file
        self.sourceModelPath = sourceModelPath
        self.destinationModelPath = destinationModelPath
        self.hasSourceModelSnapshot = hasSourceModelSnapshot
        self.hasDestinationModelSnapshot = hasDestinationModelSnapshot
        self.sourceModelSnapshot = sourceModelSnapshot
        self.destinationModelSnapshot = destinationModelSnapshot
        self.editorEntityHashes = editorEntityHashes
        self.entityMappings = entityMappings
        self.anchor = anchor
    }

    /// The source version's name: the last component of `sourceModelPath` without `.xcdatamodel`.
    package var sourceVersionName: String? { sourceModelPath.map(Self.versionName) }

    /// The destination version's name: the last component of `destinationModelPath` without `.xcdatamodel`.
    package var destinationVersionName: String? { destinationModelPath.map(Self.versionName) }

    /// The name the mapping model goes by in reports: `Foo.xcmappingmodel` for an Xcode file
    /// (`…/Foo.xcmappingmodel/xcmapping.xml`), the file's name otherwise (`A to B.mapping.yaml`).
    package var displayName: String {
        let components = file.split(separator: "/").map(String.init)
        if components.count >= 2, components[components.count - 2].hasSuffix(".xcmappingmodel") {
            return components[components.count - 2]
        }
        return components.last ?? file
    }

    /// The entity mapping with this name.
    package func entityMapping(named name: String) -> ShippedEntityMapping? { entityMappings.first { $0.name == name } }

    /// The version name in an `.xcdatamodel` path: its last component without the extension.
    package static func versionName(_ path: String) -> String {
        let last = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return last.hasSuffix(".xcdatamodel") ? String(last.dropLast(".xcdatamodel".count)) : last
    }
}
