import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// Checks a `DataModel` against the rules Core Data enforces when it loads a model, so that an invalid
/// model is reported with its positions instead of failing at run time. Used for models read from YAML
/// and from Xcode alike. Emits every problem; rules in ``ModelRules``. Only what Xcode refuses
/// to compile, or what breaks the graph, is an error; mistakes Xcode compiles are warnings.
package enum ModelValidator {
    /// Validates `model`, emitting into `diagnostics`; an entity whose check `passedChecks` holds with the
    /// same texts around is not checked again.
    package static func validate(
        _ model: DataModel, diagnostics: any DiagnosticCollector, passedChecks: PassedEntityChecks? = nil
    ) {
        let context = ValidationContext(model: model, diagnostics: diagnostics)
        context.checkEntities()
        for index in model.entities.indices {
            if let passedChecks {
                context.checkEntity(at: index, unlessPassed: passedChecks)
            } else {
                context.checkEntity(at: index)
            }
        }
        context.checkModelExtras()
        IdentifierRules.check(model, diagnostics: diagnostics)
    }
}

/// The lookups one validation run needs. Entities are referred to by index, so that checking a large
/// model copies no entity.
struct ValidationContext {
    let model: DataModel
    var diagnostics: any DiagnosticCollector
    /// Entity name → index of its first definition.
    let entityIndex: EntityNameIndex
    /// Each entity's inheritance depth, so that no check walks a chain that loops or is too deep.
    let depths: InheritanceDepths

    init(model: DataModel, diagnostics: any DiagnosticCollector) {
        self.model = model
        self.diagnostics = diagnostics
        entityIndex = EntityNameIndex(model)
        depths = InheritanceDepths(model, index: entityIndex)
    }

    /// Entity names sorted, for suggestions.
    var entityNames: [String] { entityIndex.names.sorted() }

    /// Entity names, duplicate names and identifiers, parents and inheritance cycles.
    func checkEntities() {
        var identifiers: [String: Int] = [:]
        identifiers.reserveCapacity(model.entities.count)
        for index in model.entities.indices {
            checkEntityHeader(at: index, identifiers: &identifiers)
        }
    }

    /// Name, duplicate, renaming identifier and parent of the entity at `index`.
    private func checkEntityHeader(at index: Int, identifiers: inout [String: Int]) {
        // Field by field: a copy of the entity would retain every one of its fields.
        let name = model.entities[index].name
        func at() -> SourceLocation? { model.entities[index].anchor.location }
        if !NamingRules.isValidEntityName(name) {
            diagnostics.emit(
                ModelRules.invalidEntityName,
                "entity name '\(name)' must start with an uppercase letter and hold only letters, digits and underscores",
                at: at())
        }
        if entityIndex.position(of: name) != index {
            diagnostics.emit(ModelRules.duplicateName, "entity '\(name)' is defined twice", at: at())
        }
        let key = model.entities[index].renamingIdentifier ?? name
        if let other = identifiers[key], entityName(at: other) != name {
            diagnostics.emit(
                ModelRules.duplicateEntityIdentifier,
                "entity '\(name)' has the renaming identifier '\(key)' of entity '\(entityName(at: other))'",
                at: at())
        } else {
            identifiers[key] = index
        }
        if let parent = model.entities[index].parent {
            if entityIndex.position(of: parent) == nil {
                diagnostics.emit(
                    ModelRules.unknownParent,
                    "entity '\(name)' has parent '\(parent)', which does not exist",
                    at: at(), hint: Suggestion.hint(for: parent, among: entityNames))
            } else if depths.loops(name) {
                diagnostics.emit(
                    ModelRules.inheritanceCycle,
                    "entity '\(name)' inherits from itself through '\(parent)'",
                    at: at())
            } else if depths.depth(of: name) == InheritanceDepths.maximum + 1 {
                diagnostics.emit(
                    ModelRules.inheritanceTooDeep,
                    "entity '\(name)' inherits through more than \(InheritanceDepths.maximum) levels of parents",
                    at: at())
            }
        }
    }

    /// The parents of `entity`, nearest first, by the model's one inheritance walk; nil when they loop.
    /// Stops at a parent that does not exist.
    func ancestors(of entity: Entity) -> [Entity]? {
        guard entity.parent != nil else { return [] }
        guard let depth = depths.depth(of: entity.name), depth <= InheritanceDepths.maximum else { return nil }
        let chain = DataModel.inheritanceChain(of: entity) { name in entityIndex.entity(named: name) }
        return chain.loops ? nil : Array(chain.entities.dropFirst())
    }

    /// True when the entity at `index` is `ancestor` or inherits from it.
    func entity(at index: Int, isOrInheritsFrom ancestor: String) -> Bool {
        let entity = model.entities[index]
        if entity.name == ancestor { return true }
        return entity.parent != nil && (ancestors(of: entity) ?? []).contains { $0.name == ancestor }
    }

    /// The name of the entity at `index`.
    func entityName(at index: Int) -> String { model.entities[index].name }
}
