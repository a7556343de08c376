import MapwrightDiagnostics
import MapwrightModel

extension ModelValidator {
    /// Validates a model whose reading already reported `readErrors`, as a compiler reads on past an
    /// error: emits only what those errors do not explain. Dropped as follow-on noise: a default or bound
    /// checked against a type that did not read (read as Undefined, with an error on its line or in its entity); the
    /// missing
    /// destination of a relationship whose destination did not read (left empty); a property reference
    /// (constraint, index) inside an entity holding a read error, whose properties may not all have been
    /// read; an inverse problem of a relationship whose destination holds a read error.
    package static func validate(
        _ model: DataModel, diagnostics: any DiagnosticCollector, after readErrors: [Diagnostic],
        passedChecks: PassedEntityChecks? = nil
    ) {
        guard !readErrors.isEmpty else { return validate(model, diagnostics: diagnostics, passedChecks: passedChecks) }
        let collected = CollectingDiagnosticCollector()
        validate(model, diagnostics: collected)
        let found = collected.diagnostics
        // Nothing to sift: the places of a flood of read errors are not looked up for nothing.
        guard !found.isEmpty else { return }
        let errorLines = Set(readErrors.compactMap { error in error.location.map { "\($0.file):\($0.line)" } })
        let places = ModelPlaces(model)
        let damaged = Set(readErrors.compactMap { $0.location.flatMap(places.entity(containing:)) })
        for diagnostic in found {
            guard let at = diagnostic.location else {
                diagnostics.emit(diagnostic)
                continue
            }
            switch diagnostic.code {
            case ModelRules.invalidDefault.code, ModelRules.invalidBounds.code, ModelRules.defaultOfAnotherType.code:
                if places.attributes[at]?.type == .undefined,
                    errorLines.contains("\(at.file):\(at.line)")
                        || places.entity(containing: at).map(damaged.contains) == true
                {
                    continue
                }
            case ModelRules.unknownProperty.code:
                if let owner = places.entity(containing: at), damaged.contains(owner) { continue }
            case ModelRules.unknownDestination.code:
                if places.relationships[at]?.destination.isEmpty == true { continue }
            case ModelRules.unknownInverse.code, ModelRules.inverseMismatch.code, ModelRules.inverseNotMutual.code:
                if let destination = places.relationships[at]?.destination, damaged.contains(destination) {
                    continue
                }
            default: break
            }
            diagnostics.emit(diagnostic)
        }
    }
}

/// Where a model's entities, attributes and relationships are declared, looked up in constant or
/// logarithmic time: a file of 100 000 read errors is placed in linear time (it once took quadratic time,
/// 33 s, walking every entity for each error).
struct ModelPlaces {
    /// The property declared at each location (the first, when two share one).
    var attributes: [SourceLocation: Attribute] = [:]
    var relationships: [SourceLocation: Relationship] = [:]
    /// Per file, the entities' first lines, ascending, with their names (in the model's order on a tie).
    private var entityStarts: [String: [(line: Int, name: String)]] = [:]

    init(_ model: DataModel) {
        for entity in model.entities {
            if let start = entity.anchor.location {
                entityStarts[start.file, default: []].append((start.line, entity.name))
            }
            for attribute in entity.attributes {
                if let at = attribute.anchor.location, attributes[at] == nil { attributes[at] = attribute }
            }
            for relationship in entity.relationships {
                if let at = relationship.anchor.location, relationships[at] == nil { relationships[at] = relationship }
            }
        }
        for file in entityStarts.keys { entityStarts[file]?.sort { $0.line < $1.line } }
    }

    /// The entity whose text `location` falls in: the last one starting at or before it in the same file.
    func entity(containing location: SourceLocation) -> String? {
        guard let starts = entityStarts[location.file] else { return nil }
        // The first start after the location's line; the one before it is the entity.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].line <= location.line { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? starts[low - 1].name : nil
    }
}
