import MapwrightSupport

/// An element to write: attributes in the order given, children indented by four spaces.
struct XMLOutputElement {
    var name: String
    var attributes: [(String, String)] = []
    var children: [XMLOutputElement] = []

    init(_ name: String) { self.name = name }

    /// Adds an attribute when `value` is not nil.
    mutating func set(_ key: String, _ value: String?) {
        if let value { attributes.append((key, value)) }
    }

    /// Adds `key="YES"` when `flag` is true (absent means NO).
    mutating func flag(_ key: String, _ flag: Bool) {
        if flag { attributes.append((key, "YES")) }
    }

    /// Adds `key="YES"` or `key="NO"` when `value` is not nil.
    mutating func bool(_ key: String, _ value: Bool?) {
        if let value { attributes.append((key, value ? "YES" : "NO")) }
    }

    /// The element and its children, each line indented by `depth` levels.
    func render(depth: Int, into output: inout String) {
        let indent = String(repeating: "    ", count: depth)
        output += indent + "<" + name
        for (key, value) in attributes {
            output += " \(key)=\"\(XMLEscaping.escape(value))\""
        }
        if children.isEmpty {
            output += "/>\n"
            return
        }
        output += ">\n"
        for child in children { child.render(depth: depth + 1, into: &output) }
        output += indent + "</" + name + ">\n"
    }
}
