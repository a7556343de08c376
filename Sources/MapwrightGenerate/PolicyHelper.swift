/// An `@objc` method of the policy that an attribute's value expression calls:
/// `FUNCTION($entityPolicy, "<name>:", $source.<sourceAttribute>)`. Core Data sets the attribute to what it
/// returns, so the stub never assigns the attribute a second time.
struct PolicyHelper: Hashable {
    /// The destination attribute.
    var attribute: String
    /// The source attribute whose value the method receives.
    var sourceAttribute: String
    /// The Swift method name, e.g. `convertPriority`.
    var name: String

    /// The Objective-C selector, e.g. `convertPriority:`.
    var selector: String { name + ":" }

    /// The value expression, in `NSExpression` format syntax.
    var expression: String { ValueExpressions.policyHelper(selector: selector, sourceName: sourceAttribute) }

    /// The value expression as Xcode archives it.
    var archived: ArchivedExpression { .policyCall(selector: selector, sourceKey: sourceAttribute) }
}

extension CustomChange {
    /// The policy method the attribute's value expression calls for this change; nil for a change the
    /// policy handles elsewhere.
    var helper: PolicyHelper? {
        switch self {
        case .attributeType(let attribute, let source, _, _, _):
            PolicyHelper(attribute: attribute, sourceAttribute: source, name: "convert" + Self.capitalized(attribute))
        case .madeRequired(let attribute, let source?, _):
            PolicyHelper(attribute: attribute, sourceAttribute: source, name: "fill" + Self.capitalized(attribute))
        case .externalStorageOff(let attribute, let source, _):
            PolicyHelper(
                attribute: attribute, sourceAttribute: source, name: "moveIntoStore" + Self.capitalized(attribute))
        default:
            nil
        }
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
