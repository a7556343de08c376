/// The `$objects` of an `NSKeyedArchiver` archive, filled in the archiver's order: `$null` first, each
/// string archived once, each class description once.
struct KeyedArchiveObjects {
    private(set) var objects: [PropertyListValue] = [.string("$null")]
    private var strings: [String: Int] = [:]
    private var classes: [String: Int] = [:]

    /// A place for an object whose contents are set once its members are archived (``set(_:at:)``).
    mutating func reserve() -> Int {
        objects.append(.string(""))
        return objects.count - 1
    }

    /// Fills a place ``reserve()`` made.
    mutating func set(_ value: PropertyListValue, at index: Int) {
        objects[index] = value
    }

    /// The index of `text`, archived once.
    mutating func string(_ text: String) -> Int {
        if let index = strings[text] { return index }
        objects.append(.string(text))
        strings[text] = objects.count - 1
        return objects.count - 1
    }

    /// The index of a new integer object (an `NSNumber`, which the archiver writes inline).
    mutating func integer(_ value: Int) -> Int {
        objects.append(.integer(value))
        return objects.count - 1
    }

    /// The class description of `hierarchy` (the class first), archived once per class. Apple's writer
    /// keeps the class name of `NSVariableExpression` apart from the equal first entry of its `$classes`
    /// (every Xcode-made file shows it, and no other class), so it is written as a distinct string.
    mutating func classInfo(_ hierarchy: [String]) -> Int {
        let name = hierarchy[0]
        if let index = classes[name] { return index }
        objects.append(
            .dictionary([
                ("$classname", name == "NSVariableExpression" ? .distinctString(name) : .string(name)),
                ("$classes", .array(hierarchy.map(PropertyListValue.string))),
            ]))
        classes[name] = objects.count - 1
        return objects.count - 1
    }
}
