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
        let errorLines = Set(readErrors.compactMap { error in error.location.map { "\($0.file):\($0.line)" } })
        let damaged = damagedEntities(model, readErrors: readErrors)
        for diagnostic in collected.diagnostics {
            guard let at = diagnostic.location else {
                diagnostics.emit(diagnostic)
                continue
            }
            switch diagnostic.code {
            case ModelRules.invalidDefault.code, ModelRules.invalidBounds.code, ModelRules.defaultOfAnotherType.code:
                if attribute(at: at, in: model)?.type == .undefined,
                    errorLines.contains("\(at.file):\(at.line)")
                        || entity(containing: at, in: model).map(damaged.contains) == true
                {
                    continue
                }
            case ModelRules.unknownProperty.code:
                if let owner = entity(containing: at, in: model), damaged.contains(owner) { continue }
            case ModelRules.unknownDestination.code:
                if relationship(at: at, in: model)?.destination.isEmpty == true { continue }
            case ModelRules.unknownInverse.code, ModelRules.inverseMismatch.code, ModelRules.inverseNotMutual.code:
                if let destination = relationship(at: at, in: model)?.destination, damaged.contains(destination) {
                    continue
                }
            default: break
            }
            diagnostics.emit(diagnostic)
        }
    }

    /// The attribute declared at `location`.
    static func attribute(at location: SourceLocation, in model: DataModel) -> Attribute? {
        for entity in model.entities {
            if let found = entity.attributes.first(where: { $0.anchor.location == location }) { return found }
        }
        return nil
    }

    /// The relationship declared at `location`.
    static func relationship(at location: SourceLocation, in model: DataModel) -> Relationship? {
        for entity in model.entities {
            if let found = entity.relationships.first(where: { $0.anchor.location == location }) { return found }
        }
        return nil
    }

    /// The entities whose text holds a read error: from an entity's first line to the next entity's.
    static func damagedEntities(_ model: DataModel, readErrors: [Diagnostic]) -> Set<String> {
        Set(readErrors.compactMap { $0.location.flatMap { entity(containing: $0, in: model) } })
    }

    /// The entity whose text `location` falls in: the last one starting at or before it in the same file.
    static func entity(containing location: SourceLocation, in model: DataModel) -> String? {
        var best: (name: String, line: Int)?
        for entity in model.entities {
            guard let start = entity.anchor.location, start.file == location.file, start.line <= location.line else {
                continue
            }
            if start.line >= (best?.line ?? 0) { best = (entity.name, start.line) }
        }
        return best?.name
    }
}
