import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// One file `mapwright generate` produces, with its path relative to the output folder.
package struct GeneratedFile: Hashable, Sendable {
    /// What the file is; decides how an existing file is treated.
    package enum Kind: String, Sendable, Hashable {
        /// `<From> to <To>.xcmappingmodel/xcmapping.xml`: always regenerated.
        case mappingModel
        /// `<From> to <To>.mapping.yaml`: always regenerated.
        case readableMapping
        /// `<PolicyClass>.swift`: regenerated only while unedited (``StubChecksum``).
        case policyStub
        /// `<Model>StagedMigration.swift` (`--staged`): regenerated only while unedited (``StubChecksum``).
        case stagedMigration

        /// Whether the developer may edit the file: then it carries a checksum line and an edited copy
        /// is kept.
        package var isEditable: Bool { self == .policyStub || self == .stagedMigration }
    }

    package var relativePath: String
    package var contents: String
    package var kind: Kind
    /// Where the model asks for the file (a policy stub's `migrationPolicy`), for a problem with its path.
    package var origin: SourceLocation?

    package init(relativePath: String, contents: String, kind: Kind, origin: SourceLocation? = nil) {
        self.relativePath = relativePath
        self.contents = contents
        self.kind = kind
        self.origin = origin
    }
}

/// The files for one mapping model: the Xcode mapping model, the readable one, and a stub per custom
/// entity mapping.
package enum MappingFiles {
    /// Every file for `model`, in a fixed order; a stub's origin is its entity's `migrationPolicy` in
    /// `destination`, the step's destination version, when given. Throws ``GenerationError`` when a stub does
    /// not render.
    package static func files(for model: MappingModel, renderer: PolicyStubRenderer, destination: DataModel? = nil)
        throws -> [GeneratedFile]
    {
        var files = [
            GeneratedFile(
                relativePath: "\(model.fileBaseName).xcmappingmodel/xcmapping.xml",
                contents: XcodeMappingWriter.xml(for: model), kind: .mappingModel),
            GeneratedFile(
                relativePath: "\(model.fileBaseName).mapping.yaml",
                contents: MappingYAMLWriter.yaml(for: model), kind: .readableMapping),
        ]
        for mapping in model.customMappings {
            guard let className = mapping.policyClassName else { continue }
            let entity = mapping.destinationEntity.flatMap { destination?.entity(named: $0) }
            files.append(
                GeneratedFile(
                    relativePath: "\(SwiftEscaping.className(className)).swift",
                    contents: try renderer.stub(for: mapping, in: model),
                    kind: .policyStub,
                    origin: entity.flatMap { $0.migrationPolicy?.anchor.location ?? $0.anchor.location }))
        }
        return files
    }
}
