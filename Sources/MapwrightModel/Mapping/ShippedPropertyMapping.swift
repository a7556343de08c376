import MapwrightDiagnostics

/// One attribute or relationship mapping of a shipped mapping model (`NSPropertyMapping`).
package struct ShippedPropertyMapping: Hashable, Sendable {
    /// The destination property's name.
    package var name: String
    /// The value expression the file stores (`valueexpressiondata`, decoded to text), or the one it
    /// spells out for a relationship (`sourcemappingname` and `sourcekeypath`); nil when the file
    /// stores none and the compiler generates the default (``defaultExpression``).
    package var valueExpression: String?
    /// For a relationship: the entity mapping that made the destination objects (`sourcemappingname`).
    package var sourceMappingName: String?
    /// For a relationship: the key path of the source objects (`sourcekeypath`), e.g. `$source.country`.
    package var sourceKeyPath: String?
    /// `autogenerateexpression`: true when Xcode's editor generates the expression (absent means false).
    package var autogeneratesExpression: Bool
    /// The property mapping's userInfo, values as text.
    package var userInfo: [String: String]
    /// Where the property mapping object starts.
    package var anchor: SourceAnchor

    package init(
        name: String, valueExpression: String? = nil, sourceMappingName: String? = nil, sourceKeyPath: String? = nil,
        autogeneratesExpression: Bool = false, userInfo: [String: String] = [:], anchor: SourceAnchor = SourceAnchor()
    ) {
        self.name = name
        self.valueExpression = valueExpression
        self.sourceMappingName = sourceMappingName
        self.sourceKeyPath = sourceKeyPath
        self.autogeneratesExpression = autogeneratesExpression
        self.userInfo = userInfo
        self.anchor = anchor
    }

    /// An attribute's default expression when the file stores none: `$source.<name>`
    /// (docs/core-data/xcmappingmodel-format.md). A renamed attribute's default uses the source name,
    /// which only the models know.
    package var defaultExpression: String { "$source.\(name)" }

    /// The entity mapping name and source key path of a relationship's generated expression,
    /// `FUNCTION($manager, "destinationInstancesForEntityMappingNamed:sourceInstances:", "<name>", <key path>)`;
    /// nil for any other expression.
    package static func relationshipParts(of expression: String) -> (sourceMappingName: String, sourceKeyPath: String)?
    {
        let marker = "\"destinationInstancesForEntityMappingNamed:sourceInstances:\""
        guard let range = expression.range(of: marker) else { return nil }
        let rest = expression[range.upperBound...].drop { $0 == " " || $0 == "," }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let name = String(rest[rest.index(after: rest.startIndex)..<close])
        var keyPath = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "," }
        while keyPath.last == " " || keyPath.last == ")" { keyPath = keyPath.dropLast() }
        return (name, String(keyPath))
    }
}
