import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// The validator's half of ``IdentifierRules``: the class names and the version name of a model, checked.
extension IdentifierRules {
    /// Checks the class names and the version name of `model`, emitting into `diagnostics`.
    package static func check(_ model: DataModel, diagnostics: any DiagnosticCollector) {
        if let problem = versionNameProblem(model.name) {
            diagnostics.emit(
                ModelRules.unsafeVersionName,
                "version name '\(PrintableText.escaped(model.name))' \(problem); a version name must be usable as a file name: no '/', '\\' or control characters, not '.', '..' or '_manifest', no leading '.'",
                at: model.anchor.location)
        }
        // By index, reading the fields checked: a copy of an entity retains every one of its fields.
        for index in model.entities.indices {
            let entityName = model.entities[index].name
            if let className = model.entities[index].className, !isClassName(className, allowsLeadingDot: true) {
                diagnostics.emit(
                    ModelRules.invalidClassName,
                    "class name '\(PrintableText.escaped(className))' of entity '\(PrintableText.escaped(entityName))' is not a class name: \(classNameRule), optionally after a module name and '.' (`MyApp.Item`) or a leading '.'",
                    at: model.entities[index].anchor.location)
            }
            if let policy = model.entities[index].migrationPolicy, let className = policy.className,
                !isClassName(className, allowsLeadingDot: false)
            {
                diagnostics.emit(
                    ModelRules.invalidClassName,
                    "migration policy class name '\(PrintableText.escaped(className))' of entity '\(PrintableText.escaped(entityName))' is not a class name: \(classNameRule), optionally after a module name and '.' (`MyApp.ItemPolicy`)",
                    at: policy.anchor.location ?? model.entities[index].anchor.location)
            }
        }
    }

    private static let classNameRule =
        "use ASCII letters, digits and '_', not starting with a digit, and not a Swift keyword"
}
