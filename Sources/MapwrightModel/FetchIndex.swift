/// A fetch index (`<fetchIndex>`), or an old-style compound index converted to one. Never hashed.
public struct FetchIndex: Hashable, Sendable {
    public var name: String
    public var elements: [FetchIndexElement]
    public var anchor: SourceAnchor

    public init(name: String, elements: [FetchIndexElement], anchor: SourceAnchor = SourceAnchor()) {
        self.name = name
        self.elements = elements
        self.anchor = anchor
    }
}

/// One element of a fetch index: a property or an expression, with a kind and an order.
public struct FetchIndexElement: Hashable, Sendable {
    /// The kind of index Core Data builds.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case binary = "Binary"
        case rTree = "RTree"
    }

    /// Sort order of the element.
    public enum Order: String, Sendable, Hashable, CaseIterable, Codable {
        case ascending
        case descending
    }

    /// The indexed property's name; nil for an expression element.
    public var property: String?
    /// The indexed expression, for an expression element.
    public var expression: String?
    /// The expression's result type (an attribute type spelling), for an expression element.
    public var expressionType: String?
    public var kind: Kind
    public var order: Order

    public init(
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
