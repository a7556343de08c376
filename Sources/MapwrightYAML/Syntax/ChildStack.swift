/// The children of every open sequence (or every open mapping) while a document is parsed, on one stack.
struct ChildStack<Element> {
    private var elements: [Element] = []

    /// The number of children on the stack.
    var count: Int { elements.count }

    /// Puts `element` on top.
    mutating func push(_ element: Element) {
        elements.append(element)
    }

    /// Moves the children from position `start` up out of the stack, in order.
    mutating func pop(from start: Int) -> [Element] {
        defer { elements.removeSubrange(start...) }
        return Array(elements[start...])
    }
}
