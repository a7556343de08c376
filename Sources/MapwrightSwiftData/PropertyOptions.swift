import MapwrightDiagnostics
import MapwrightModel
import SwiftSyntax

/// The arguments of a property's `@Attribute(…)` and `@Relationship(…)`.
struct PropertyOptions {
    /// `.unique`, `.externalStorage`, `.spotlight`, … without the dot; `transformable` for `.transformable(by:)`.
    private(set) var options: Set<String> = []
    private(set) var transformerName: String?
    private(set) var originalName: String?
    private(set) var hashModifier: String?
    private(set) var deleteRule: DeleteRule = .nullify
    private(set) var minimumCount: Int?
    private(set) var maximumCount: Int?
    private(set) var inverse: String?

    init(attribute: AttributeSyntax?, relationship: AttributeSyntax?) {
        for argument in Self.arguments(of: attribute) + Self.arguments(of: relationship) {
            read(argument)
        }
    }

    /// True for `@Attribute(.unique)`: a uniqueness constraint on the property alone.
    var isUnique: Bool { options.contains("unique") }

    /// `attribute` with the options applied.
    func apply(to attribute: inout Attribute) {
        attribute.renamingIdentifier = originalName
        attribute.versionHashModifier = hashModifier
        attribute.allowsExternalBinaryDataStorage = options.contains("externalStorage")
        attribute.isIndexedBySpotlight = options.contains("spotlight")
        attribute.allowsCloudEncryption = options.contains("allowsCloudEncryption")
        attribute.preservesValueInHistoryOnDeletion = options.contains("preserveValueOnDeletion")
        attribute.isTransient = options.contains("ephemeral")
        if options.contains("transformable") {
            attribute.type = .transformable
            attribute.valueTransformerName = transformerName
        }
    }

    /// A relationship with the `@Relationship` options applied.
    func relationship(name: String, destination: String, isToMany: Bool, isOptional: Bool, location: SourceLocation)
        -> Relationship
    {
        Relationship(
            name: name, destination: destination, inverse: inverse, isToMany: isToMany,
            minCount: isToMany ? minimumCount ?? 0 : 0, maxCount: isToMany ? maximumCount ?? 0 : 1,
            isOptional: isOptional, deleteRule: deleteRule, renamingIdentifier: originalName,
            versionHashModifier: hashModifier, anchor: SourceAnchor(location))
    }

    private mutating func read(_ argument: LabeledExprSyntax) {
        let expression = argument.expression
        switch argument.label?.text {
        case nil:
            if let member = expression.as(MemberAccessExprSyntax.self) {
                options.insert(member.declName.baseName.text)
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                options.insert(member.declName.baseName.text)
                if member.declName.baseName.text == "transformable", let by = call.arguments.first?.expression {
                    transformerName = SyntaxHelpers.stringLiteral(by) ?? SyntaxHelpers.typeReference(by)
                }
            }
        case "originalName": originalName = SyntaxHelpers.stringLiteral(expression)
        case "hashModifier": hashModifier = SyntaxHelpers.stringLiteral(expression)
        case "deleteRule":
            deleteRule =
                Self.deleteRules[expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""] ?? .nullify
        case "minimumModelCount": minimumCount = Int(expression.trimmedDescription)
        case "maximumModelCount": maximumCount = Int(expression.trimmedDescription)
        case "inverse": inverse = SyntaxHelpers.keyPathLastName(expression)
        default: return
        }
    }

    private static let deleteRules: [String: DeleteRule] = [
        "nullify": .nullify, "cascade": .cascade, "deny": .deny, "noAction": .noAction,
    ]

    private static func arguments(of attribute: AttributeSyntax?) -> [LabeledExprSyntax] {
        guard let attribute, case .argumentList(let list) = attribute.arguments else { return [] }
        return Array(list)
    }
}
