import MapwrightDiagnostics

/// A fetch index (`<fetchIndex>`), or an old-style compound index converted to one. Never hashed.
package struct FetchIndex: Hashable, Sendable {
    package var name: String
    package var elements: [FetchIndexElement]
    package var anchor: SourceAnchor

    package init(name: String, elements: [FetchIndexElement], anchor: SourceAnchor = SourceAnchor()) {
        self.name = name
        self.elements = elements
        self.anchor = anchor
    }
}

/// One element of a fetch index: a property or an expression, with a kind and an order.
package struct FetchIndexElement: Hashable, Sendable {
    /// The kind of index Core Data builds.
    package enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case binary = "Binary"
        case rTree = "RTree"
    }

    /// Sort order of the element.
    package enum Order: String, Sendable, Hashable, CaseIterable, Codable {
        case ascending
        case descending
    }

    /// The indexed property's name; nil for an expression element.
    package var property: String?
    /// The indexed expression, for an expression element.
    package var expression: String?
    /// The expression's result type (an attribute type spelling), for an expression element.
    package var expressionType: String?
    package var kind: Kind
    package var order: Order

    package init(
        property: String? = nil,
        expression: String? = nil,
        expressionType: String? = nil,
        kind: Kind = .binary,
        order: Order = .ascending
    ) {
        self.property = property
        self.expression = expression
        self.expressionType = expressionType
        self.kind = kind
        self.order = order
    }
}
