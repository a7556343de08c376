import SwiftSyntax

/// How the sources' Codable structs and enums are read where no evidence settles it: the `swiftData:`
/// setting of `mapwright.yml` (docs/swiftdata.md, "Choosing the reading"). Unset, each part is the default
/// and the assumption is said once (MW027); set, the team's choice stands and nothing is said.
package struct CodableReading: Hashable, Sendable {
    /// What a property of a Codable struct or enum the module declares is.
    package enum Storage: String, CaseIterable, Sendable {
        /// A composite attribute, one element per member (framework 1414's stores).
        case composite
        /// One Transformable attribute named after the Swift type (older frameworks).
        case transformable
    }

    /// What an enum with associated values is, when Codable values are composites.
    package enum AssociatedValues: String, CaseIterable, Sendable {
        /// A composite with one optional String element per case, as an enum without associated values.
        case strings
        /// One Transformable attribute named after the Swift type.
        case transformable
    }

    /// `swiftData.codable`; nil when not set (composite).
    package var storage: Storage?
    /// `swiftData.associatedValues`; nil when not set (strings, with MW027).
    package var associatedValues: AssociatedValues?

    /// Every default, nothing chosen.
    package static let unset = CodableReading()

    package init(storage: Storage? = nil, associatedValues: AssociatedValues? = nil) {
        self.storage = storage
        self.associatedValues = associatedValues
    }

    /// Whether a property of the Codable type `declared` is read as a composite attribute, else as one
    /// Transformable attribute.
    func readsComposites(_ declared: Declared<DeclSyntax>) -> Bool {
        guard (storage ?? .composite) == .composite else { return false }
        guard associatedValues == .transformable, let enumDecl = declared.node.as(EnumDeclSyntax.self) else {
            return true
        }
        return !CompositeMapping.hasAssociatedValues(enumDecl)
    }
}
