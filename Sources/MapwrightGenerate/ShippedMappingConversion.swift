import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// A mapping model an app ships (read from an `.xcmappingmodel` or a `.mapping.yaml`) as the generator's
/// ``MappingModel``, so it is written by the same writers: `import` writes it as `.mapping.yaml`,
/// `export` and `generate` as `.xcmappingmodel` (docs/mappings.md).
package enum ShippedMappingConversion {
    /// `shipped` as a ``MappingModel`` of the model `modelName`. A model path without a folder (a
    /// hand-written `source: Item 2`) is recorded inside `<modelDirectory>/<modelName>.xcdatamodeld`.
    /// Entity mappings keep their names, effective types, policies and order; property mappings their
    /// stored expressions (none: the default, `$source.<name>`), relationships their generated one.
    /// A custom attribute value expression Xcode's archive format is not written for here (a constant or
    /// arithmetic) is left out with a warning (MW204) rather than changed.
    package static func mappingModel(
        _ shipped: ShippedMappingModel, modelName: String, modelDirectory: String = "",
        diagnostics: any DiagnosticCollector
    ) -> MappingModel {
        let bundle = (modelDirectory.isEmpty ? "" : modelDirectory + "/") + "\(modelName).xcdatamodeld"
        func path(_ recorded: String?, version: String) -> String {
            guard let recorded, recorded.contains("/") else { return "\(bundle)/\(version).xcdatamodel" }
            return recorded
        }
        let source = shipped.sourceVersionName ?? "", destination = shipped.destinationVersionName ?? ""
        var mappings = shipped.entityMappings.map { mapping in
            var converted = EntityMapping(
                name: mapping.name, type: MappingType(xcodeName: mapping.effectiveType.rawValue) ?? .undefined,
                sourceEntity: mapping.sourceEntity, destinationEntity: mapping.destinationEntity,
                mappingNumber: mapping.mappingNumber, policyClassName: mapping.policyClassName,
                sourceExpression: mapping.sourceExpression, sourceFilterPredicate: mapping.sourceFilterPredicate,
                attributeMappings: mapping.attributeMappings.map {
                    attribute($0, of: mapping.name, diagnostics: diagnostics)
                },
                relationshipMappings: mapping.relationshipMappings.map(relationship))
            converted.userInfo = mapping.userInfo
            return converted
        }
        addSplitsAndMerges(to: &mappings)
        var model = MappingModel(
            modelName: modelName, sourceVersion: source, destinationVersion: destination,
            sourceModelPath: path(shipped.sourceModelPath, version: source),
            destinationModelPath: path(shipped.destinationModelPath, version: destination), entityMappings: mappings)
        let name = baseName(of: shipped)
        if name != model.fileBaseName { model.fileName = name }
        return model
    }

    /// The name of the mapping model's file without its extension: `Mapping_12_13` for
    /// `Mapping_12_13.xcmappingmodel/xcmapping.xml` or `Mapping_12_13.mapping.yaml`.
    static func baseName(of shipped: ShippedMappingModel) -> String {
        let name = shipped.displayName
        for suffix in [".xcmappingmodel", ".mapping.yaml"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// What ``MappingYAMLWriter`` writes besides a ``MappingModel`` for `shipped`: each entity mapping's
    /// filter predicate and the entity version hashes it stands for (from the file, its model snapshots
    /// or its named versions: ``RecordedMappingHashes``), so a `.mapping.yaml` keeps telling when it goes
    /// stale.
    package static func details(
        _ shipped: ShippedMappingModel, recorded: RecordedMappingHashes?, origin: String
    ) -> MappingYAMLDetails {
        var details = MappingYAMLDetails(origin: origin)
        for mapping in shipped.entityMappings {
            details.filters[mapping.name] = mapping.sourceFilterPredicate
            details.sourceHashes[mapping.name] = mapping.sourceEntity.flatMap { recorded?.source[$0]?.hex }
            details.destinationHashes[mapping.name] = mapping.destinationEntity.flatMap {
                recorded?.destination[$0]?.hex
            }
        }
        return details
    }

    /// A source entity several mappings migrate is split, a destination entity several mappings fill is
    /// merged: each custom mapping involved gets the change, naming the other mappings, so its stub says
    /// where the parts meet.
    static func addSplitsAndMerges(to mappings: inout [EntityMapping]) {
        for index in mappings.indices where mappings[index].policyClassName != nil {
            let mapping = mappings[index]
            let sharingSource = mappings.filter {
                $0.name != mapping.name && $0.sourceEntity != nil && $0.sourceEntity == mapping.sourceEntity
            }
            if let source = mapping.sourceEntity, !sharingSource.isEmpty {
                mappings[index].customChanges.append(.split(source: source, otherMappings: sharingSource.map(\.name)))
            }
            let sharingDestination = mappings.filter {
                $0.name != mapping.name && $0.destinationEntity != nil
                    && $0.destinationEntity == mapping.destinationEntity
            }
            if let destination = mapping.destinationEntity, !sharingDestination.isEmpty {
                mappings[index].customChanges.append(
                    .merged(destination: destination, otherMappings: sharingDestination.map(\.name)))
            }
        }
    }

    /// An attribute mapping, its custom expression archived as Xcode stores it.
    static func attribute(_ property: ShippedPropertyMapping, of mapping: String, diagnostics: any DiagnosticCollector)
        -> PropertyMapping
    {
        var archived: ArchivedExpression?
        if let expression = property.valueExpression {
            archived = ArchivedExpression(parsing: expression)
            if archived == nil {
                diagnostics.emit(
                    GenerationRules.expressionNotWritten,
                    "the value expression of `\(mapping).\(property.name)`, `\(expression)`, is left out of the .xcmappingmodel: only `$variable`, key paths and FUNCTION calls of them are written",
                    at: property.anchor.location, hint: "set the expression in Xcode's mapping-model editor")
            }
        }
        return PropertyMapping(
            name: property.name, valueExpression: property.valueExpression,
            autogeneratesExpression: property.autogeneratesExpression, archivedExpression: archived)
    }

    /// A relationship mapping: where its objects come from (`sourcemappingname`, `sourcekeypath`).
    static func relationship(_ property: ShippedPropertyMapping) -> PropertyMapping {
        var expression = property.valueExpression
        if expression == nil, let mapping = property.sourceMappingName, let keyPath = property.sourceKeyPath {
            expression =
                "FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"\(mapping)\", \(keyPath))"
        }
        return PropertyMapping(
            name: property.name, valueExpression: expression, sourceMappingName: property.sourceMappingName,
            sourceKeyPath: property.sourceKeyPath, autogeneratesExpression: property.autogeneratesExpression)
    }
}
