/// The children of every open sequence (or every open mapping) while a document is parsed, on one stack.
/// A finished collection's children move out into an array of exactly their count: an `Array` slice
/// would copy each child (retaining its strings and arrays) and then release the originals.
///
/// A value type over memory it manages itself: its owner calls ``deinitialize()`` once it is done.
struct ChildStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of children on the stack.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    /// Puts `element` on top.
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the children from position `start` up out of the stack, in order.
    ///
    /// The array is reserved and appended to rather than made with `init(unsafeUninitializedCapacity:)`,
    /// whose allocation is not specialised: it looked the array's storage class up at run time (about 400
    /// instructions) for every sequence and mapping.
    mutating func pop(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        count = start
        var children: [Element] = []
        children.reserveCapacity(moved)
        for offset in 0..<moved { children.append((source + offset).move()) }
        return children
    }

    /// Releases the children left on the stack and the stack's memory; the stack is not used after.
    func deinitialize() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
