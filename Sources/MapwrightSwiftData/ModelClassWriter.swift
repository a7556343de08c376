import MapwrightModel
import MapwrightSupport

/// Writes one entity as a `@Model` class nested in its schema enum (docs/swiftdata.md, "Generating").
struct ModelClassWriter {
    /// The version the entity is in, for its relationships' inverses.
    let model: DataModel
    /// The systems the app supports: whether `#Unique` and `#Index` may be written.
    var target: SwiftDataTarget = .firstSwiftData

    /// The class, indented by four spaces, without a trailing newline.
    func declaration(of entity: Entity) -> String {
        var lines: [String] = []
        if entity.renamingIdentifier != nil || entity.versionHashModifier != nil {
            lines.append(
                "// mapwright: the entity's renaming identifier and hash modifier have no SwiftData spelling and are not written"
            )
        }
        lines.append("@Model")
        let isParent = model.entities.contains { $0.parent == entity.name }
        let inheritance = entity.parent.map { ": \(SwiftLiteral.identifier($0))" } ?? ""
        lines.append("\(isParent ? "" : "final ")class \(SwiftLiteral.identifier(entity.name))\(inheritance) {")
        var body: [String] = []
        let macros = target.hasUniqueAndIndexMacros
        for constraint in entity.uniquenessConstraints where !constraint.isEmpty {
            // One property alone is `@Attribute(.unique)` on it (below) where the macro is not available.
            guard macros || constraint.count > 1 else { continue }
            let keyPaths = constraint.map { "\\.\(SwiftLiteral.identifier($0))" }.joined(separator: ", ")
            let line = "#Unique<\(SwiftLiteral.identifier(entity.name))>([\(keyPaths)])"
            body.append(macros ? line : "// mapwright: \(line) needs iOS 18 / macOS 15; the app supports older systems")
        }
        for index in entity.fetchIndexes {
            let properties = index.elements.compactMap(\.property).map { "\\.\(SwiftLiteral.identifier($0))" }
            guard !properties.isEmpty else { continue }
            let line = "#Index<\(SwiftLiteral.identifier(entity.name))>([\(properties.joined(separator: ", "))])"
            body.append(macros ? line : "// mapwright: \(line) needs iOS 18 / macOS 15; the app supports older systems")
        }
        for attribute in entity.attributes { body += declaration(of: attribute, in: entity) }
        for relationship in entity.relationships { body += declaration(of: relationship, in: entity) }
        body += initializer(of: entity)
        lines += body.map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        return lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    private func declaration(of attribute: Attribute, in entity: Entity) -> [String] {
        var options: [String] = []
        if !target.hasUniqueAndIndexMacros, entity.uniquenessConstraints.contains([attribute.name]) {
            options.append(".unique")
        }
        if attribute.allowsExternalBinaryDataStorage { options.append(".externalStorage") }
        if attribute.isIndexedBySpotlight { options.append(".spotlight") }
        if attribute.allowsCloudEncryption { options.append(".allowsCloudEncryption") }
        if attribute.preservesValueInHistoryOnDeletion { options.append(".preserveValueOnDeletion") }
        if attribute.isTransient { options.append(".ephemeral") }
        if attribute.type == .transformable, let transformer = attribute.valueTransformerName {
            options.append(".transformable(by: \(SwiftLiteral.string(transformer)))")
        }
        if let original = attribute.renamingIdentifier {
            options.append("originalName: \(SwiftLiteral.string(original))")
        }
        if let modifier = attribute.versionHashModifier {
            options.append("hashModifier: \(SwiftLiteral.string(modifier))")
        }
        var lines = options.isEmpty ? [] : ["@Attribute(\(options.joined(separator: ", ")))"]
        let (type, note) = swiftType(of: attribute)
        if let note { lines.insert("// mapwright: \(note)", at: 0) }
        if attribute.defaultValue == nil, let expression = attribute.defaultExpression,
            InitialValueExpression.rendered(expression) == nil
        {
            lines.insert(
                "// mapwright: the default `\(SwiftLiteral.comment(expression))` is not one value and is not written",
                at: 0)
        }
        let initial = defaultLiteral(of: attribute).map { " = \($0)" } ?? ""
        lines.append(
            "var \(SwiftLiteral.identifier(attribute.name)): \(type)\(attribute.isOptional ? "?" : "")\(initial)")
        return lines
    }

    private func declaration(of relationship: Relationship, in entity: Entity) -> [String] {
        var arguments: [String] = []
        if relationship.deleteRule != .nullify {
            arguments.append("deleteRule: .\(Self.deleteRuleCase(relationship.deleteRule))")
        }
        if relationship.isToMany, relationship.minCount != 0 {
            arguments.append("minimumModelCount: \(relationship.minCount)")
        }
        if relationship.isToMany, relationship.maxCount != 0 {
            arguments.append("maximumModelCount: \(relationship.maxCount)")
        }
        if let original = relationship.renamingIdentifier {
            arguments.append("originalName: \(SwiftLiteral.string(original))")
        }
        if let inverse = relationship.inverse, declaresInverse(relationship, in: entity) {
            arguments.append(
                "inverse: \\\(SwiftLiteral.identifier(relationship.destination)).\(SwiftLiteral.identifier(inverse))")
        }
        if let modifier = relationship.versionHashModifier {
            arguments.append("hashModifier: \(SwiftLiteral.string(modifier))")
        }
        var lines = arguments.isEmpty ? [] : ["@Relationship(\(arguments.joined(separator: ", ")))"]
        if relationship.isOrdered {
            lines.insert("// mapwright: ordered in the model; SwiftData relationships are unordered", at: 0)
        }
        let destination = SwiftLiteral.identifier(relationship.destination)
        let type = relationship.isToMany ? "[\(destination)]" : destination
        let initial = relationship.isToMany && !relationship.isOptional ? " = []" : ""
        lines.append(
            "var \(SwiftLiteral.identifier(relationship.name)): \(type)\(relationship.isOptional ? "?" : "")\(initial)")
        return lines
    }

    /// SwiftData takes the inverse from one side: the side whose `Entity.relationship` sorts first writes it.
    private func declaresInverse(_ relationship: Relationship, in entity: Entity) -> Bool {
        guard let inverse = relationship.inverse,
            let other = model.entity(named: relationship.destination)?.relationship(named: inverse),
            other.inverse == relationship.name
        else { return true }
        return (entity.name, relationship.name) <= (relationship.destination, inverse)
    }

    /// An initializer taking every property that has no initial value.
    private func initializer(of entity: Entity) -> [String] {
        var parameters: [(name: String, type: String)] = []
        for attribute in entity.attributes where !attribute.isOptional && defaultLiteral(of: attribute) == nil {
            parameters.append((attribute.name, swiftType(of: attribute).type))
        }
        for relationship in entity.relationships where !relationship.isOptional && !relationship.isToMany {
            parameters.append((relationship.name, SwiftLiteral.identifier(relationship.destination)))
        }
        let signature = parameters.map { "\(SwiftLiteral.identifier($0.name)): \($0.type)" }.joined(separator: ", ")
        var lines = ["", "init(\(signature)) {"]
        lines += parameters.map { "    self.\(SwiftLiteral.identifier($0.name)) = \(SwiftLiteral.identifier($0.name))" }
        lines.append("}")
        return lines
    }

    /// The Swift type of an attribute, and a note when the attribute's Core Data type has none.
    private func swiftType(of attribute: Attribute) -> (type: String, note: String?) {
        if let type = SwiftTypeMapping.swiftType(for: attribute.type) {
            return (declaredType(of: attribute) ?? type, nil)
        }
        if attribute.type == .transformable {
            if let custom = attribute.customClassName, SwiftLiteral.isType(custom) { return (custom, nil) }
            return ("NSObject", "Transformable without a Swift class name: written as NSObject, give it its type")
        }
        // A Codable struct or enum read from Swift keeps its type; the type itself stays in the app's code.
        if attribute.type == .composite, let declared = declaredType(of: attribute) { return (declared, nil) }
        return ("Data", "\(attribute.type.xcodeName) has no SwiftData type: written as Data, check it by hand")
    }

    /// The type a property is declared with when it is not its stored type (a Codable struct or enum), when
    /// it is one type.
    private func declaredType(of attribute: Attribute) -> String? {
        attribute.swiftTypeName.flatMap { SwiftLiteral.isType($0) ? $0 : nil }
    }

    /// The initial value: a default value Core Data records, as a Swift literal (a raw-value enum's case
    /// made from it), or the app's own initial value when it is one value (``InitialValueExpression``).
    private func defaultLiteral(of attribute: Attribute) -> String? {
        guard attribute.defaultValue != nil else {
            return attribute.defaultExpression.flatMap(InitialValueExpression.rendered)
        }
        guard let literal = storedDefaultLiteral(of: attribute) else { return nil }
        return declaredType(of: attribute).map { "\($0)(rawValue: \(literal))!" } ?? literal
    }

    private func storedDefaultLiteral(of attribute: Attribute) -> String? {
        guard let value = attribute.defaultValue else { return nil }
        switch attribute.type {
        case .boolean: return ["YES", "true", "1"].contains(value) ? "true" : "false"
        case .integer16, .integer32, .integer64: return Int(value).map(String.init)
        case .double, .float: return NumberText.double(value).map { "\($0)" }
        case .decimal: return NumberText.isDecimal(value) ? value : nil
        case .string: return SwiftLiteral.string(value)
        default: return nil
        }
    }

    private static func deleteRuleCase(_ rule: DeleteRule) -> String {
        switch rule {
        case .nullify: "nullify"
        case .cascade: "cascade"
        case .deny: "deny"
        case .noAction: "noAction"
        }
    }
}
