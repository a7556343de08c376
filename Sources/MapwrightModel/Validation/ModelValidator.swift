/// Checks a `DataModel` against the rules Core Data enforces when it loads a model, so that an invalid
/// model is reported with its positions instead of failing at run time. Used for models read from YAML
/// and from Xcode alike. Emits every problem; codes in ``ModelDiagnosticCode``.
public enum ModelValidator {
    /// Validates `model`, emitting into `diagnostics`.
    public static func validate(_ model: DataModel, diagnostics: DiagnosticsCollector) {
        let context = ValidationContext(model: model, diagnostics: diagnostics)
        context.checkEntities()
        for entity in model.entities {
            context.checkEntity(entity)
        }
        context.checkModelExtras()
    }
}

/// The lookups one validation run needs.
struct ValidationContext {
    let model: DataModel
    let diagnostics: DiagnosticsCollector
    let entitiesByName: [String: Entity]

    init(model: DataModel, diagnostics: DiagnosticsCollector) {
        self.model = model
        self.diagnostics = diagnostics
        var byName: [String: Entity] = [:]
        byName.reserveCapacity(model.entities.count)
        for entity in model.entities where byName[entity.name] == nil {
            byName[entity.name] = entity
        }
        entitiesByName = byName
    }

    /// Entity names, duplicate names and identifiers, parents and inheritance cycles.
    func checkEntities() {
        var names: Set<String> = []
        var identifiers: [String: Entity] = [:]
        for entity in model.entities {
            let at = entity.anchor.location
            if !NamingRules.isValidEntityName(entity.name) {
                diagnostics.error(
                    ModelDiagnosticCode.invalidEntityName,
                    "entity name '\(entity.name)' must start with an uppercase letter and hold only letters, digits and underscores",
                    at: at)
            }
            if !names.insert(entity.name).inserted {
                diagnostics.error(ModelDiagnosticCode.duplicateName, "entity '\(entity.name)' is defined twice", at: at)
            }
            if let other = identifiers[entity.matchingKey], other.name != entity.name {
                diagnostics.error(
                    ModelDiagnosticCode.duplicateEntityIdentifier,
                    "entity '\(entity.name)' has the renaming identifier '\(entity.matchingKey)' of entity '\(other.name)'",
                    at: at)
            } else {
                identifiers[entity.matchingKey] = entity
            }
            if let parent = entity.parent {
                if entitiesByName[parent] == nil {
                    diagnostics.error(
                        ModelDiagnosticCode.unknownParent, "entity '\(entity.name)' has parent '\(parent)', which does not exist",
                        at: at, hint: Suggestion.hint(for: parent, among: entitiesByName.keys.sorted()))
                } else if ancestors(of: entity) == nil {
                    diagnostics.error(
                        ModelDiagnosticCode.inheritanceCycle, "entity '\(entity.name)' inherits from itself through '\(parent)'",
                        at: at)
                }
            }
        }
    }

    /// The chain of parents, nearest first; nil when it loops. Stops at a parent that does not exist.
    func ancestors(of entity: Entity) -> [Entity]? {
        var chain: [Entity] = []
        var seen: Set<String> = [entity.name]
        var next = entity.parent
        while let name = next, let parent = entitiesByName[name] {
            guard seen.insert(name).inserted else { return nil }
            chain.append(parent)
            next = parent.parent
        }
        return chain
    }

    /// True when `entity` is `ancestor` or inherits from it.
    func entity(_ entity: Entity, isOrInheritsFrom ancestor: String) -> Bool {
        entity.name == ancestor || (ancestors(of: entity) ?? []).contains { $0.name == ancestor }
    }
}
